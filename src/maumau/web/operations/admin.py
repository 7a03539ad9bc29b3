"""Operator commands on the server's database, without a running server:
``maumau admin tables --broken`` lists the quarantined tables (stored actions that did
not replay), ``--release CODE`` serves one again after its data were repaired."""

from __future__ import annotations

import time
from pathlib import Path

from maumau.web.config import Settings
from maumau.web.guard.text import printable
from maumau.web.storage import repository as repo
from maumau.web.storage.db import open_database

__all__ = [
    "broken_lines",
    "release",
]


def broken_lines(database_url: str | None, data_dir: str | Path) -> list[str]:
    """One line per quarantined table: code, variant, since when (UTC) and why."""
    engine = open_database(Settings.resolve(database_url, data_dir).database_url)
    try:
        return [f"{printable(table.code)}\t{printable(table.variant)}\t"
                f"{time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime(table.since))} UTC\t"
                f"{printable(table.reason)}" for table in repo.broken_tables(engine)]
    finally:
        engine.dispose()


def release(database_url: str | None, data_dir: str | Path, code: str) -> bool:
    """Lift the quarantine of ``code``; False when it was not quarantined."""
    engine = open_database(Settings.resolve(database_url, data_dir).database_url)
    try:
        if code not in {table.code for table in repo.broken_tables(engine)}:
            return False
        repo.release(engine, code)
        return True
    finally:
        engine.dispose()

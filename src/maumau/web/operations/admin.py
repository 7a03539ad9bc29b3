"""Operator commands on the server's database, without a running server:
``maumau admin tables --broken`` lists the quarantined tables (stored actions that did
not replay), ``--release CODE`` serves one again after its data were repaired.

They work on a database that exists: a SQLite file that is not there (a mistyped
``--data-dir``) is refused with ServeError ``no_database`` (exit status 2), and nothing is
created; a database server that cannot be reached is ServeError ``database_down`` (exit
status 75)."""

from __future__ import annotations

import time
from pathlib import Path

from sqlalchemy import Engine

from maumau.web.config import Settings
from maumau.web.errors import ServeError
from maumau.web.guard.text import printable
from maumau.web.storage import outage, repository as repo
from maumau.web.storage.backup import sqlite_path
from maumau.web.storage.db import open_database

__all__ = [
    "broken_lines",
    "existing_settings",
    "open_existing",
    "release",
]


def existing_settings(database_url: str | None, data_dir: str | Path) -> Settings:
    """The settings of a database that must exist already: ServeError ``no_database``
    when its SQLite file is not there (no folder or file is made)."""
    settings = Settings.resolve(database_url, data_dir, create=False)
    path = sqlite_path(settings.database_url)
    if path is not None and not path.is_file():
        raise ServeError("no_database", f"there is no database at {path}", path=str(path))
    return settings


def open_existing(settings: Settings) -> Engine:
    """The engine of the database of ``settings`` (:func:`existing_settings`), its schema
    completed; ServeError ``database_down`` when its server cannot be reached."""
    try:
        return open_database(settings.database_url, settings.sqlite_synchronous)
    except Exception as problem:
        if not outage.unavailable(problem):
            raise
        raise outage.down(settings.database_url, outage.first_line(problem)) from None


def broken_lines(database_url: str | None, data_dir: str | Path) -> list[str]:
    """One line per quarantined table: code, variant, since when (UTC) and why."""
    engine = open_existing(existing_settings(database_url, data_dir))
    try:
        return [f"{printable(table.code)}\t{printable(table.variant)}\t"
                f"{time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime(table.since))} UTC\t"
                f"{printable(table.reason)}" for table in repo.broken_tables(engine)]
    finally:
        engine.dispose()


def release(database_url: str | None, data_dir: str | Path, code: str) -> bool:
    """Lift the quarantine of ``code``; False when it was not quarantined."""
    engine = open_existing(existing_settings(database_url, data_dir))
    try:
        if code not in {table.code for table in repo.broken_tables(engine)}:
            return False
        repo.release(engine, code)
        return True
    finally:
        engine.dispose()

"""The server as the command line reaches it: ``maumau serve`` (:func:`serve`),
``maumau admin tables`` (:func:`broken_tables`, :func:`release`) and ``maumau feedback
list`` (:func:`feedback`). The command line imports
this module only, and only when one of those commands runs (the web stack is heavy)."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from maumau.web import admin
from maumau.web.config import Settings
from maumau.web.db import open_database
from maumau.web.serve import ServeError, run

__all__ = ["ServeError", "broken_tables", "feedback", "release", "serve"]


def serve(host: str, port: int, database_url: str | None, data_dir: str | Path,
          workers: int = 1, peer_host: str = "127.0.0.1", peer_port: int = 0) -> None:
    """Serve maumau until interrupted; :class:`ServeError` (its ``code`` names the
    catalogue text ``error.<code>``) when it cannot start as asked."""
    run(host, port, database_url, data_dir, workers, peer_host, peer_port)


def broken_tables(database_url: str | None, data_dir: str | Path) -> list[str]:
    """One line per quarantined table: code, game, since when (UTC) and why."""
    return admin.broken_lines(database_url, data_dir)


def release(database_url: str | None, data_dir: str | Path, code: str) -> bool:
    """Serve the quarantined table ``code`` again; False when it was not quarantined."""
    return admin.release(database_url, data_dir, code)


def feedback(database_url: str | None, data_dir: str | Path) -> list[dict[str, Any]]:
    """The messages people sent with the support form, oldest first: asked of the
    installed features (:attr:`Settings.features`) that keep such messages, as the app
    installs them, so the server's core names none of them."""
    settings = Settings.resolve(database_url, data_dir)
    engine = open_database(settings.database_url, settings.sqlite_synchronous)
    try:
        found: list[dict[str, Any]] = []
        for feature in settings.features:
            listing = getattr(importlib.import_module(feature), "feedback_messages", None)
            if listing is not None:
                found += listing(engine)
        return found
    finally:
        engine.dispose()

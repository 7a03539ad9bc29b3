"""The server as the command line reaches it: ``maumau serve`` (:func:`serve`),
``maumau admin tables`` (:func:`broken_tables`, :func:`release`), ``maumau admin
backup``/``restore`` (:func:`backup`, :func:`restore`) and ``maumau feedback
list`` (:func:`feedback`). The command line imports
this module only, and only when one of those commands runs (the web stack is heavy)."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from maumau.web.config import Settings
from maumau.web.operations import admin, options as serve_options
from maumau.web.operations.serve import ServeError, run, run_options
from maumau.web.storage import backup as backups

__all__ = ["ServeError", "backup", "broken_tables", "feedback", "release", "restore", "serve",
           "serve_configured"]


def serve(host: str, port: int, database_url: str | None, data_dir: str | Path,
          workers: int = 1, peer_host: str = "127.0.0.1", peer_port: int = 0) -> None:
    """Serve maumau until interrupted; :class:`ServeError` (its ``code`` names the
    catalogue text ``error.<code>``) when it cannot start as asked."""
    run(host, port, database_url, data_dir, workers, peer_host, peer_port)


def serve_configured(given: Mapping[str, object], environ: Mapping[str, str],
                     config: str | Path | None = None, lang: str = "de") -> None:
    """Serve maumau with the options of ``maumau serve``: ``given`` on the command line
    (None where not given), else ``environ``, else the TOML file ``config``
    (:mod:`maumau.web.operations.options`); the operator is told in ``lang``."""
    run_options(serve_options.resolve(given, environ, config), lang)


def backup(database_url: str | None, data_dir: str | Path, file: str | Path) -> Path:
    """Copy the SQLite database online into ``file``; ServeError ``backup_postgres``
    (with the ``pg_dump`` command) for PostgreSQL, ``no_database`` when there is none
    (no folder is made)."""
    return backups.backup(Settings.resolve(database_url, data_dir, create=False).database_url,
                          file)


def restore(database_url: str | None, data_dir: str | Path, file: str | Path) -> Path | None:
    """Replace the SQLite database by the backup ``file`` (the server stopped); the file
    replaced, kept beside it (None when there was none)."""
    return backups.restore(Settings.resolve(database_url, data_dir).database_url, file)


def broken_tables(database_url: str | None, data_dir: str | Path) -> list[str]:
    """One line per quarantined table: code, game, since when (UTC) and why."""
    return admin.broken_lines(database_url, data_dir)


def release(database_url: str | None, data_dir: str | Path, code: str) -> bool:
    """Serve the quarantined table ``code`` again; False when it was not quarantined."""
    return admin.release(database_url, data_dir, code)


def feedback(database_url: str | None, data_dir: str | Path) -> list[dict[str, Any]]:
    """The messages people sent with the support form, oldest first (ServeError
    ``no_database`` where there is no database: nothing is made): asked of the
    installed features (:attr:`Settings.features`) that keep such messages, as the app
    installs them, so the server's core names none of them."""
    settings = admin.existing_settings(database_url, data_dir)
    # the features first: their tables join the schema that opening the database makes
    # (a fresh data directory, or one an older version wrote, lacks them)
    features = [importlib.import_module(feature) for feature in settings.features]
    engine = admin.open_existing(settings)
    try:
        found: list[dict[str, Any]] = []
        for feature in features:
            listing = getattr(feature, "feedback_messages", None)
            if listing is not None:
                found += listing(engine)
        return found
    finally:
        engine.dispose()

"""Backing up and restoring the server's database, and the check that keeps a server
from starting on a damaged one.

SQLite: :meth:`sqlite3.Connection.backup`, SQLite's online backup, copies a consistent
snapshot page by page while a server keeps writing (the write-ahead log included).
Restoring replaces the database file with a checked copy of the backup; the server must
be stopped meanwhile, and the file it replaces is kept beside it. PostgreSQL: ``pg_dump``
and ``pg_restore`` do it (:func:`postgres_commands`, docs/hosting.md).
"""

from __future__ import annotations

import contextlib
import os
import shlex
import sqlite3
import time
from pathlib import Path

from sqlalchemy.engine import make_url

from maumau.web.errors import ServeError

__all__ = [
    "CHECKED_TABLE",
    "PAGES_PER_STEP",
    "backup",
    "damage",
    "postgres_commands",
    "refuse_damaged",
    "restore",
    "sqlite_path",
]

PAGES_PER_STEP = 1024
"""Pages copied per step of an online backup; the server may write between steps."""
CHECKED_TABLE = "maumau_tables"


def sqlite_path(database_url: str) -> Path | None:
    """The file of a SQLite URL; None for another database (or SQLite in memory)."""
    url = make_url(database_url)
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        return None
    return Path(url.database)


def damage(path: Path) -> str | None:
    """Why the SQLite file at ``path`` cannot be served (it does not read, or SQLite's
    ``quick_check`` finds it inconsistent); None when it is sound or not there yet."""
    if not path.exists():
        return None
    try:
        with contextlib.closing(sqlite3.connect(path, timeout=30)) as connection:
            rows = connection.execute("PRAGMA quick_check").fetchall()
    except sqlite3.Error as problem:
        return str(problem)
    found = [str(row[0]) for row in rows]
    return None if found == ["ok"] else "; ".join(found[:3])


def refuse_damaged(database_url: str, data_dir: str | Path) -> None:
    """ServeError ``database_damaged`` (exit status 3) naming the restore command when
    the server's SQLite database is damaged; nothing for PostgreSQL, which checks its own
    pages."""
    path = sqlite_path(database_url)
    if path is None:
        return
    reason = damage(path)
    if reason is not None:
        command = f"maumau admin restore BACKUP_FILE --data-dir {shlex.quote(str(data_dir))}"
        raise ServeError("database_damaged", f"the database {path} is damaged ({reason}); "
                         f"restore a backup with: {command}", status=3, path=str(path),
                         reason=reason, command=command)


def postgres_commands(database_url: str, file: str | Path) -> tuple[str, str]:
    """The ``pg_dump`` and ``pg_restore`` command lines for a PostgreSQL URL."""
    url = make_url(database_url).set(drivername="postgresql")
    plain = shlex.quote(url.render_as_string(hide_password=False))
    target = shlex.quote(str(file))
    return (f"pg_dump --format=custom --file={target} {plain}",
            f"pg_restore --clean --if-exists --no-owner --dbname={plain} {target}")


def _not_sqlite(database_url: str, file: str | Path) -> ServeError:
    dump, restore = postgres_commands(database_url, file)
    return ServeError("backup_postgres", f"PostgreSQL is backed up with pg_dump: {dump}; "
                      f"restored with: {restore}", dump=dump, restore=restore)


def backup(database_url: str, file: str | Path) -> Path:
    """Copy the SQLite database online into ``file`` (written whole, then renamed into
    place, so a backup interrupted leaves no half file); the file written."""
    source = sqlite_path(database_url)
    if source is None:
        raise _not_sqlite(database_url, file)
    if not source.exists():
        raise ServeError("no_database", f"there is no database at {source}", path=str(source))
    target = Path(file)
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        with contextlib.closing(sqlite3.connect(source, timeout=30)) as live, \
                contextlib.closing(sqlite3.connect(partial)) as copy:
            live.backup(copy, pages=PAGES_PER_STEP)
    except sqlite3.Error as problem:
        partial.unlink(missing_ok=True)
        raise ServeError("backup_failed", f"the backup failed: {problem}",
                         reason=str(problem)) from None
    os.replace(partial, target)
    return target


def restore(database_url: str, file: str | Path) -> Path | None:
    """Replace the SQLite database by the backup ``file`` (checked first); the server must
    not be running. The file replaced, with its log, is kept beside it: its path, or None
    when there was none."""
    target = sqlite_path(database_url)
    if target is None:
        raise _not_sqlite(database_url, file)
    backup_file = Path(file)
    reason = "no such file" if not backup_file.is_file() else damage(backup_file)
    if reason is None and not _holds_tables(backup_file):
        reason = f"no {CHECKED_TABLE} table: not a maumau database"
    if reason is not None:
        raise ServeError("backup_unusable", f"{backup_file} cannot be restored: {reason}",
                         path=str(backup_file), reason=reason)
    target.parent.mkdir(parents=True, exist_ok=True)
    incoming = target.with_name(target.name + ".restoring")
    incoming.unlink(missing_ok=True)
    with contextlib.closing(sqlite3.connect(backup_file)) as source, \
            contextlib.closing(sqlite3.connect(incoming)) as copy:
        source.backup(copy)
    kept: Path | None = None
    if target.exists():
        kept = target.with_name(f"{target.name}.before-restore-"
                                f"{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}")
        os.replace(target, kept)
        for suffix in ("-wal", "-shm"):
            companion = target.with_name(target.name + suffix)
            if companion.exists():
                os.replace(companion, kept.with_name(kept.name + suffix))
    os.replace(incoming, target)
    return kept


def _holds_tables(path: Path) -> bool:
    with contextlib.closing(sqlite3.connect(path)) as connection:
        return connection.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND "
                                  "name = ?", (CHECKED_TABLE,)).fetchone() is not None

"""Server settings: where the database lives and the defaults of a table's timing options."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

PROTOCOL_VERSION = 1
DATABASE_FILE = "maumau.sqlite3"


@dataclass(frozen=True)
class TableDefaults:
    """Defaults and limits of the timing options a table is created with."""

    away_seconds: float = 60.0
    throw_in_seconds: float = 8.0
    """Long enough for a person to see the card just laid and find the same one."""
    bot_delay_ms: int = 600
    max_away_seconds: float = 3600.0
    max_throw_in_seconds: float = 120.0
    max_bot_delay_ms: int = 10_000
    allow_seeds: bool = False
    """Whether a new table may name the seed of its first match (tests and demos only: a
    known seed tells every hand, so public servers leave this off)."""


@dataclass(frozen=True)
class Settings:
    """What one server process needs to know."""

    database_url: str
    sqlite_synchronous: str = "NORMAL"
    """SQLite's ``synchronous`` level (see :mod:`maumau.web.db` for why NORMAL)."""
    table_defaults: TableDefaults = TableDefaults()

    @classmethod
    def resolve(cls, database_url: str | None = None, data_dir: str | Path = "data") -> Settings:
        """An explicit URL wins, then ``DATABASE_URL``, then a SQLite file in ``data_dir``
        (created if missing). ``MAUMAU_SQLITE_SYNCHRONOUS`` may raise SQLite's
        ``synchronous`` level to FULL; ``MAUMAU_ALLOW_SEEDS=1`` lets a new table name its
        seed (for tests)."""
        url = database_url or os.environ.get("DATABASE_URL") or None
        if url is None:
            folder = Path(data_dir)
            folder.mkdir(parents=True, exist_ok=True)
            url = f"sqlite:///{(folder / DATABASE_FILE).resolve()}"
        synchronous = os.environ.get("MAUMAU_SQLITE_SYNCHRONOUS", "NORMAL").upper()
        seeds = os.environ.get("MAUMAU_ALLOW_SEEDS", "") == "1"
        return cls(database_url=url, sqlite_synchronous=synchronous,
                   table_defaults=TableDefaults(allow_seeds=seeds))

"""Server settings: where the database lives, the defaults of a table's timing options and
the limits that keep one client from exhausting the server."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from maumau.web.errors import ServeError

__all__ = [
    "DATABASE_FILE",
    "PROTOCOL_VERSION",
    "Limits",
    "Settings",
    "TableDefaults",
]

PROTOCOL_VERSION = 1
DATABASE_FILE = "maumau.sqlite3"


@dataclass(frozen=True)
class TableDefaults:
    """Defaults and limits of the timing options a table is created with."""

    away_seconds: float = 60.0
    throw_in_seconds: float = 2.0
    """A throw-in window at a real table's speed: long enough to see the card just laid
    and tap the same one ([D-29]; the lobby offers 2, 4 or 8 seconds)."""
    bot_delay_ms: int = 600
    max_away_seconds: float = 3600.0
    max_throw_in_seconds: float = 120.0
    max_bot_delay_ms: int = 10_000
    allow_seeds: bool = False
    """Whether a new table may name the seed of its first match (tests and demos only: a
    known seed tells every hand, so public servers leave this off)."""


@dataclass(frozen=True)
class Limits:
    """What one client address may do, and how much the server takes from anybody.

    Rates are ``limits`` rate strings (``"30/minute;300/day"``: every part must hold), per
    client address (the reverse proxy's ``X-Forwarded-For`` when uvicorn trusts it). The
    defaults fit a family site: nobody playing cards hits them, a script does at once."""

    create_rate: str = "30/minute;300/day"
    """Tables created."""
    join_rate: str = "60/minute;600/day"
    """Joins by the invite link."""
    message_rate: str = "40/second;1200/minute"
    """WebSocket messages, over all of the address's connections."""
    form_rate: str = "600/minute"
    """Every other API request (the lobby's forms: variants, options, summaries, records)."""
    talk_rate: str = "5/10seconds;20/minute"
    """Table talk (chat lines and reactions) per seat of a table. A rule of the table, not
    load protection: ``enabled=False`` does not lift it."""
    connections_per_address: int = 40
    """Open WebSocket connections at once."""
    body_bytes: int = 16_384
    """An HTTP request body, refused before it is read whole or parsed."""
    message_bytes: int = 16_384
    """A WebSocket message, in UTF-8 bytes."""
    send_queue: int = 256
    """Messages waiting for one connection; more and the client is too slow: disconnected."""
    send_timeout: float = 30.0
    """Seconds one message may take to go out before the client counts as not reading."""
    idle_table_seconds: float = 7 * 24 * 3600.0
    """A table nobody has been connected to for this long is closed; its finished matches
    stay downloadable as records."""
    sweep_seconds: float = 300.0
    """How often idle tables are looked for."""
    enabled: bool = True
    """False lifts the rate limits and the connection cap (benchmarks, tests)."""

    @classmethod
    def from_environment(cls) -> Limits:
        """``MAUMAU_LIMITS=off`` lifts the rates and the connection cap (the load benchmark
        opens a thousand tables from one address); sizes and timeouts stay."""
        return cls(enabled=os.environ.get("MAUMAU_LIMITS", "on").lower() != "off")


@dataclass(frozen=True)
class Settings:
    """What one server process needs to know."""

    database_url: str
    sqlite_synchronous: str = "NORMAL"
    """SQLite's ``synchronous`` level (see :mod:`maumau.web.storage.db` for why NORMAL)."""
    table_defaults: TableDefaults = TableDefaults()
    limits: Limits = Limits()
    peer_address: str | None = None
    """Where the other server processes reach this one (``host:port``); set by
    :mod:`maumau.web.operations.serve` on PostgreSQL, where several processes may share the database
    and each table has an owner (see :mod:`maumau.web.storage.cluster`). None: this process owns
    every table (SQLite, or an application built without a peer socket, as in tests)."""
    public_url: str | None = None
    """The address people reach the server at (``https://cards.example.org``), from
    ``maumau serve --public-url`` or ``MAUMAU_PUBLIC_URL``; links the server hands out are
    built on it. None: built from the request (a server on a trusted network only)."""
    lease_seconds: float = 10.0
    """How long a table's ownership lease lasts without renewal: a process killed mid-game
    has its tables taken over by another within about this long."""
    features: tuple[str, ...] = ("maumau.web.social.routes",)
    """The modules of the features built on the server, each with an ``install(app,
    hub)`` that adds its routes and its listeners (:mod:`maumau.web.tables.events`): the server
    itself imports none of them, so the arrows point from them to it."""

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @classmethod
    def resolve(cls, database_url: str | None = None, data_dir: str | Path = "data",
                create: bool = True) -> Settings:
        """An explicit URL wins, then ``DATABASE_URL``, then a SQLite file in ``data_dir``
        (the folder created if missing, unless ``create`` is False: an operator's command
        that only reads must not leave a new folder at a mistyped path). A ``data_dir``
        that cannot be a folder is :class:`ServeError` ``data_dir_file`` (a file) or
        ``data_dir`` (not made: no permission), exit status 2.
        ``MAUMAU_SQLITE_SYNCHRONOUS`` may raise SQLite's ``synchronous`` level to FULL;
        ``MAUMAU_ALLOW_SEEDS=1`` lets a new table name its seed (for tests);
        ``MAUMAU_LEASE_SECONDS`` sets the ownership lease (tests shorten it)."""
        url = database_url or os.environ.get("DATABASE_URL") or None
        if url is None:
            folder = Path(data_dir)
            if folder.exists() and not folder.is_dir():
                raise ServeError("data_dir_file", f"the data folder {folder} is a file, not "
                                 "a folder", path=str(folder))
            try:
                if create:
                    folder.mkdir(parents=True, exist_ok=True)
            except OSError as problem:
                reason = problem.strerror or str(problem)
                raise ServeError("data_dir", f"the data folder {folder} cannot be made: "
                                 f"{reason}", path=str(folder), reason=reason) from None
            url = f"sqlite:///{(folder / DATABASE_FILE).resolve()}"
        synchronous = os.environ.get("MAUMAU_SQLITE_SYNCHRONOUS", "NORMAL").upper()
        seeds = os.environ.get("MAUMAU_ALLOW_SEEDS", "") == "1"
        lease = float(os.environ.get("MAUMAU_LEASE_SECONDS", "10"))
        return cls(database_url=url, sqlite_synchronous=synchronous,
                   table_defaults=TableDefaults(allow_seeds=seeds),
                   limits=Limits.from_environment(), lease_seconds=lease)

"""The database schema and engine: SQLite by default, PostgreSQL through ``DATABASE_URL``.

SQLite runs in WAL mode with ``synchronous=NORMAL`` (``MAUMAU_SQLITE_SYNCHRONOUS=FULL``
changes that). Why:

- WAL: readers (request handlers, replays) never block the one writer and the writer never
  blocks them; a commit appends to the log instead of rewriting pages.
- NORMAL in WAL mode: a commit is written to the log file before the server answers, so an
  acknowledged action survives the server process being killed (``SIGKILL``, a crash, a
  deploy) - the restart test checks exactly that. What NORMAL gives up is the fsync at each
  commit: an operating-system crash or power cut may lose the last moments of play (the
  database itself stays consistent). FULL adds that fsync. On this project's 2-core
  virtual machine one fsync takes 4 ms at the median and far more at the tail while other
  work hits the disk: with ``benchmarks/server_load.py`` (200 tables) FULL's p99 swung
  from 20 to 140 ms between runs, missing the 100 ms bar, where NORMAL stayed at 10 to
  16 ms (p50 1.7 ms against 4 to 7 ms). For a card game, losing the last seconds on a
  power cut is acceptable; losing them on every restart is not.
- Writes are batched anyway (group commit in :mod:`maumau.web.storage.writer`), so with FULL many
  tables share one fsync under load.
- ``busy_timeout`` covers another process reading the file.

PostgreSQL needs nothing special: its commits are durable by default.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    Connection,
    Engine,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    event,
    exists,
    insert,
    select,
    text,
)
from sqlalchemy.engine import make_url

__all__ = [
    "CONNECT_TIMEOUT",
    "LIVE_TABLES",
    "SCHEMA_LOCK",
    "SYNCHRONOUS_LEVELS",
    "WAL_SIZE_LIMIT",
    "Checkpointer",
    "actions",
    "lifecycle",
    "live",
    "log",
    "matches",
    "metadata",
    "migrate",
    "migrations",
    "open_database",
    "owners",
    "processes",
    "rate_hits",
    "seats",
    "site",
    "table_flags",
    "tables",
    "talk",
    "tokens",
]

log = logging.getLogger(__name__)
metadata = MetaData()

tables = Table(
    "maumau_tables", metadata,
    Column("code", String(40), primary_key=True),
    Column("created", Float, nullable=False),
    Column("variant", String(40), nullable=False),
    Column("preset", String(40)),
    Column("players", Integer, nullable=False),
    Column("options", Text, nullable=False),
    Column("away_seconds", Float, nullable=False),
    Column("throw_in_seconds", Float, nullable=False),
    Column("bot_delay_ms", Integer, nullable=False),
    Column("host_seat", Integer, nullable=False),
)

seats = Table(
    "maumau_seats", metadata,
    Column("code", String(40), ForeignKey("maumau_tables.code"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(10), nullable=False),
    Column("name", String(80)),
    Column("level", String(40)),
)

tokens = Table(
    "maumau_tokens", metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("code", String(40), ForeignKey("maumau_tables.code"), nullable=False, index=True),
    Column("seat", Integer),
    Column("host", Boolean, nullable=False),
    Column("name", String(80)),
)

matches = Table(
    "maumau_matches", metadata,
    Column("code", String(40), ForeignKey("maumau_tables.code"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("seed", String(40), nullable=False),
    Column("rounds", Integer, nullable=False),
    Column("record", Text),
)

actions = Table(
    "maumau_actions", metadata,
    Column("code", String(40), ForeignKey("maumau_tables.code"), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("match", Integer, nullable=False),
    Column("round", Integer, nullable=False),
    Column("action", String(80), nullable=False),
    Column("public", Boolean, nullable=False),
)

lifecycle = Table(
    "maumau_lifecycle", metadata,
    Column("code", String(40), ForeignKey("maumau_tables.code"), primary_key=True),
    Column("touched", Float, nullable=False),
    Column("closed", Float),
    Column("broken", Text),
    Column("broken_at", Float),
)
"""Per table: when a person was last connected (``touched``), when it was closed for
being idle, and why its stored actions did not replay (quarantined). A side table: a
database made before it existed gets it from ``create_all`` and a row per table from the
migration ``live_tables`` (touched when the table was created), see :func:`migrate`."""

live = Table(
    "maumau_live", metadata,
    Column("code", String(40), ForeignKey("maumau_tables.code"), primary_key=True),
)
"""The tables whose match is still being played (or not begun yet): the one list start-up
reads, so its time does not grow with finished tables. A table enters it when it is
created and when a match of it begins, and leaves it when its match is over or it is
closed; closed and quarantined tables are filtered through :data:`lifecycle`."""

migrations = Table(
    "maumau_migrations", metadata,
    Column("name", String(80), primary_key=True),
    Column("applied", Float, nullable=False),
)
"""The data migrations done on this database (each runs once, see :func:`migrate`)."""

owners = Table(
    "maumau_owners", metadata,
    Column("code", String(40), primary_key=True),
    Column("owner", String(40), nullable=False, index=True),
    Column("address", String(300), nullable=False),
    Column("expires", Float, nullable=False),
)
"""Which server process owns a table being played, where its peers reach it, and until
when (seconds on the database's clock): see :mod:`maumau.web.storage.cluster`. Used on
PostgreSQL only; a single SQLite process owns every table."""

site = Table(
    "maumau_site", metadata,
    Column("name", String(80), primary_key=True),
    Column("value", Text, nullable=False),
)
"""Settings of the whole site kept in its database, made once by the first process that
needs one: ``relay_secret`` (see :mod:`maumau.web.storage.site`)."""

processes = Table(
    "maumau_processes", metadata,
    Column("owner", String(40), primary_key=True),
    Column("expires", Float, nullable=False),
)
"""The server processes alive on a PostgreSQL database, each renewing its row with the
heartbeat of its leases (the database's clock): how many share the per-address rates
counted in memory (see :mod:`maumau.web.storage.presence`)."""

rate_hits = Table(
    "maumau_rate_hits", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("kind", String(40), nullable=False),
    Column("key", String(64), nullable=False),
    Column("at", Float, nullable=False),
    Index("maumau_rate_hits_by_key", "kind", "key", "at"),
)
"""One row per request counted against a site-wide rate (table creation, joins, social
writes, WebSocket opens; PostgreSQL only): its kind, a hash of the address or profile
(never the address itself) and when (the database's clock). See
:mod:`maumau.web.storage.site_limits`."""

talk = Table(
    "social_talk", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(40), nullable=False),
    Column("created", Float, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("name", String(40)),
    Column("kind", String(10), nullable=False),
    Column("body", String(400), nullable=False),
    Index("ix_social_talk_code_id", "code", "id"),
)
"""Table talk (:mod:`maumau.web.tables.talk`): chat lines and quick reactions, newest read
first by ``(code, id)``."""

table_flags = Table(
    "social_table_flags", metadata,
    Column("code", String(40), primary_key=True),
    Column("chat", Boolean, nullable=False),
    Column("listed", Boolean, nullable=False),
    Column("changed", Float, nullable=False),
    Index("ix_social_table_flags_listed", "listed", "changed"),
)
"""A table's switches (chat, public listing), where the host changed one."""


SYNCHRONOUS_LEVELS = ("NORMAL", "FULL", "EXTRA")
WAL_SIZE_LIMIT = 4 * 1024 * 1024
"""Bytes SQLite's write-ahead log is cut back to after a complete checkpoint."""
CONNECT_TIMEOUT = 5
"""Seconds one connection attempt to PostgreSQL may take."""
SCHEMA_LOCK = 0x6D61756D  # "maum": the advisory lock held while the schema is created


def open_database(url: str, synchronous: str = "NORMAL",
                  background_checkpoints: bool = False) -> Engine:
    """Connect and create the schema if it is missing. ``background_checkpoints``: SQLite
    commits never copy the log into the database file themselves (a checkpoint, with its
    fsyncs, may take long on a busy disk); a :class:`Checkpointer` must do it."""
    if url.startswith("sqlite"):
        if synchronous not in SYNCHRONOUS_LEVELS:
            raise ValueError(f"SQLite synchronous must be one of {SYNCHRONOUS_LEVELS}")
        engine = create_engine(url, connect_args={"check_same_thread": False})

        def pragmas(connection: Any, _record: Any) -> None:
            cursor = connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute(f"PRAGMA synchronous={synchronous}")
            cursor.execute("PRAGMA busy_timeout=5000")
            cursor.execute("PRAGMA foreign_keys=ON")
            # a checkpoint that copied the whole log cuts the file back to this size, so
            # the log shrinks after a burst of writes instead of keeping its peak size
            cursor.execute(f"PRAGMA journal_size_limit={WAL_SIZE_LIMIT}")
            if background_checkpoints:
                cursor.execute("PRAGMA wal_autocheckpoint=0")
            cursor.close()

        event.listen(engine, "connect", pragmas)
        metadata.create_all(engine)
        with engine.begin() as connection:
            migrate(connection)
    else:
        # a database server that does not answer fails a request after a few seconds
        # (503 database_unavailable) instead of after the operating system's TCP timeout
        timeout = {} if "connect_timeout" in make_url(url).query else {
            "connect_timeout": CONNECT_TIMEOUT}
        engine = create_engine(url, pool_pre_ping=True, connect_args=timeout)
        with engine.begin() as connection:
            # several server processes may start on a new database at once: one creates
            # the schema while the others wait (concurrent CREATE TABLEs collide)
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"),
                               {"key": SCHEMA_LOCK})
            metadata.create_all(connection)
            migrate(connection)
    return engine


LIVE_TABLES = "live_tables"


def migrate(connection: Connection) -> None:
    """Fill what a database made by an older version lacks (a new database goes through
    the same steps, on empty tables). ``live_tables``: every table gets a
    :data:`lifecycle` row, and :data:`live` lists the open tables whose last match is not
    over (as start-up found them before the list existed)."""
    done = connection.execute(select(migrations.c.name)
                              .where(migrations.c.name == LIVE_TABLES)).first()
    if done is not None:
        return
    missing = select(tables.c.code, tables.c.created).where(
        ~exists().where(lifecycle.c.code == tables.c.code))
    connection.execute(insert(lifecycle).from_select(["code", "touched"], missing))
    match, later = matches.alias("last_match"), matches.alias("later_match")
    finished = exists().where(match.c.code == lifecycle.c.code, match.c.record.is_not(None),
                              ~exists().where(later.c.code == match.c.code,
                                              later.c.number > match.c.number))
    playing = select(lifecycle.c.code).where(
        lifecycle.c.closed.is_(None), ~finished,
        ~exists().where(live.c.code == lifecycle.c.code))
    connection.execute(insert(live).from_select(["code"], playing))
    connection.execute(insert(migrations).values(name=LIVE_TABLES, applied=time.time()))
    log.info("database migrated: %s", LIVE_TABLES)


class Checkpointer:
    """Copies SQLite's write-ahead log into the database file every ``every`` seconds, in
    a thread of its own (``PRAGMA wal_checkpoint(PASSIVE)``: it waits for no reader or
    writer). The server's writer commits on the event loop (see
    :mod:`maumau.web.storage.writer`), so a checkpoint there would stall every table for its
    fsyncs."""

    def __init__(self, engine: Engine, every: float = 1.0) -> None:
        self._engine = engine
        self._every = every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="maumau-checkpoint",
                                        daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self._every):
            try:
                with self._engine.connect() as connection:
                    connection.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")
            except Exception:
                log.exception("a checkpoint of the SQLite log failed")

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=10)

"""The table registry: the tables of one server process in memory, with their
connections and locks, and which process owns each.

A stored table is rebuilt from its seed and actions when it is asked for (or at start-up
while it is being played), claimed first where several processes share the database
(:mod:`maumau.web.storage.cluster`); a table that does not replay is quarantined. Tables nobody is
at are closed after a while, and finished ones leave memory (:meth:`TableRegistry.sweep`).
Who plans the automatic moves hears of every table loaded and forgotten
(:attr:`TableRegistry.loaded`, :attr:`TableRegistry.forgotten`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from sqlalchemy import Engine

from maumau.web.config import Settings
from maumau.web.errors import ApiError, ProtocolError
from maumau.web.storage import repository as repo, stored_check
from maumau.web.storage.cluster import Cluster
from maumau.web.storage.db import Checkpointer, open_database
from maumau.web.storage.writer import Writer
from maumau.web.tables import messages, talk
from maumau.web.tables.chores import Chores
from maumau.web.tables.connection import Connection
from maumau.web.tables.events import Listeners
from maumau.web.tables.table import Table

__all__ = [
    "TableRegistry",
    "log",
    "moved",
]

log = logging.getLogger(__name__)


class TableRegistry:
    """Owns the tables of one server process and the database they are stored in."""

    engine: Engine
    writer: Writer

    def __init__(self, settings: Settings, listeners: Listeners, chores: Chores) -> None:
        self.settings = settings
        self.listeners = listeners
        self.chores = chores
        self.tables: dict[str, Table] = {}
        self.connections: dict[str, set[Connection]] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self._loading = asyncio.Lock()
        self.broken: dict[str, str] = {}
        """Quarantined tables (their stored actions do not replay): code -> reason."""
        self._checkpointer: Checkpointer | None = None
        self.cluster: Cluster | None = None
        """The ownership leases, when several processes may share the database."""
        self.relays: dict[str, dict[Connection, str]] = {}
        """Connections relayed to the process that owns their table: code -> connection ->
        that process's address (closed when the table gets another owner)."""
        self.loaded: list[Callable[[Table, set[int]], None]] = []
        """Told of each table (re)built into memory, with the seats connected to it."""
        self.forgotten: list[Callable[[str], None]] = []
        """Told of each table code whose table leaves memory or is rebuilt."""
        self.present: list[Callable[[], None]] = []
        """Told when another server process of the site announced itself."""

    async def open(self) -> None:
        """Open the database and rebuild the stored tables that are being played from their
        seeds and actions; finished ones are rebuilt when somebody asks for them. A table
        that does not replay is quarantined, and every other table served."""
        sqlite = self.settings.is_sqlite
        self.engine = await asyncio.to_thread(open_database, self.settings.database_url,
                                             self.settings.sqlite_synchronous, sqlite)
        self.writer = Writer(self.engine, inline=sqlite)
        self._checkpointer = Checkpointer(self.engine) if sqlite else None
        settings = self.settings
        if settings.peer_address is not None and not settings.is_sqlite:
            self.cluster = Cluster(self.engine, settings.peer_address, settings.lease_seconds)
        idle_before = time.time() - settings.limits.idle_table_seconds
        for code in await asyncio.to_thread(repo.prepare_start, self.engine, idle_before):
            if await self._claim(code) is None:
                await self._load(code)
        self.chores.start(self._sweep_forever())
        if self.cluster is not None:
            self.chores.start(self.cluster.listen(self._notified))
            self.chores.start(self.cluster.heartbeat(lambda: set(self.tables), self._lost,
                                                     self._adopt))

    async def close(self) -> None:
        """End every connection and close the database (the chores are stopped first)."""
        for connections in self.connections.values():
            for connection in connections:
                connection.close()
        await asyncio.to_thread(self.writer.close)
        if self._checkpointer is not None:
            await asyncio.to_thread(self._checkpointer.close)
        if self.cluster is not None:
            with contextlib.suppress(Exception):
                await asyncio.to_thread(self.cluster.release, list(self.tables))
        self.engine.dispose()

    # ----------------------------------------------------------------- loading

    async def _claim(self, code: str) -> str | None:
        """Take the table's lease: None when this process owns it (always, without a
        cluster), else the address of the process that does."""
        if self.cluster is None:
            return None
        return await asyncio.to_thread(self.cluster.claim, code)

    async def _load(self, code: str) -> Table | None:
        """Rebuild a stored table into memory; quarantine it if that fails."""
        try:
            loaded = await asyncio.to_thread(self._rebuild, code)
            if loaded is None:
                return None
            table = loaded
        except Exception as problem:
            reason = f"{type(problem).__name__}: {problem}"
            log.exception("table %s cannot be rebuilt from its stored actions; it is "
                          "quarantined (maumau admin tables --broken), its data kept", code)
            self.broken[code] = reason
            await asyncio.to_thread(repo.quarantine, self.engine, code, reason)
            return None
        self.add(table)
        for tell in self.loaded:
            tell(table, set())
        return table

    def _rebuild(self, code: str) -> Table | None:
        """The stored table in memory again, with its series score (a worker thread)."""
        stored = repo.load_table(self.engine, code)
        if stored is None:
            return None
        stored_check.check_table(stored)
        stored_check.check_records(repo.load_record_texts(self.engine, code))
        table = Table.rebuild(stored, self.listeners)
        table.series_matches, table.series_wins = self.listeners.series(
            self.engine, code, stored.row.players)
        table.flags = talk.flags_of(self.engine, code)
        return table

    async def reload(self, code: str) -> None:
        """Rebuild the table from what is stored (a change of it could not be stored)."""
        rebuilt = await asyncio.to_thread(self._rebuild, code)
        for forget in self.forgotten:
            forget(code)
        if rebuilt is None:
            return
        old = self.tables[code]
        table = rebuilt
        table.away, table.version = old.away, old.version + 1
        self.tables[code] = table
        connected = {c.seat for c in self.connections[code] if c.seat is not None}
        for tell in self.loaded:
            tell(table, connected)

    def add(self, table: Table) -> None:
        self.tables[table.code] = table
        self.connections.setdefault(table.code, set())
        self.locks.setdefault(table.code, asyncio.Lock())

    async def claim_new(self, code: str) -> None:
        """Take the lease of a table just made (a new code: nobody else can hold it)."""
        await self._claim(code)

    # ----------------------------------------------------------------- finding

    async def open_table(self, code: str) -> Table:
        """The table with invite code ``code``, rebuilt from the database if it is stored
        but not in memory (finished, or unloaded); refused when unknown, closed or
        quarantined. A table another process owns comes as a snapshot of what is stored,
        to read (its tokens, its settings), not to change."""
        found = await self.locate(code)
        if isinstance(found, str):
            stored = await asyncio.to_thread(repo.load_table, self.engine, code)
            if stored is None:
                raise ApiError(404, "unknown_table", f"there is no table {code!r}")
            return Table.rebuild(stored)
        return found

    async def locate(self, code: str, unreachable: str | None = None) -> Table | str:
        """The table, owned by this process (and loaded if need be), or the address of the
        process that owns it. ``unreachable``: that owner's address did not answer, so wait
        (at most about a lease) for its lease to run out and take the table over; if the
        owner keeps renewing it, it is alive but slow, and its address comes back to be
        tried again (the callers try a bounded number of times)."""
        table = self.tables.get(code)
        if table is not None:
            return table
        self._refuse_broken(code)
        if unreachable is not None and self.cluster is not None:
            deadline = time.monotonic() + self.cluster.lease_seconds * 1.5
            while time.monotonic() < deadline:
                owner = await self._claim(code)
                if owner != unreachable:
                    break
                await asyncio.sleep(min(0.25, self.cluster.lease_seconds / 4))
            else:  # the owner still renews its lease: it lives, only slowly; try it again
                return unreachable
        async with self._loading:
            table = self.tables.get(code)
            if table is not None:
                return table
            idle_before = time.time() - self.settings.limits.idle_table_seconds
            state = await asyncio.to_thread(repo.lifecycle, self.engine, code, idle_before)
            if state is None:
                raise ApiError(404, "unknown_table", f"there is no table {code!r}")
            if state.broken is not None:
                self.broken[code] = state.broken
                self._refuse_broken(code)
            if state.closed is not None:
                raise ApiError(410, "table_closed", f"table {code} was closed after nobody "
                               "played at it for a long time; its finished matches can "
                               "still be downloaded")
            owner = await self._claim(code)
            if owner is not None:
                return owner
            loaded = await self._load(code)
        if loaded is None:
            self._refuse_broken(code)
            raise ApiError(404, "unknown_table", f"there is no table {code!r}")
        return loaded

    async def quarantine(self, code: str, reason: str) -> None:
        """Quarantine a table found damaged outside a load (a stored record of it that
        does not read): listed by ``maumau admin tables --broken``. A table in memory
        plays on until it leaves memory; it is not loaded again."""
        if code in self.broken:
            return
        log.error("table %s has damaged data (%s); it is quarantined (maumau admin tables "
                  "--broken), its data kept", code, reason)
        if code not in self.tables:
            self.broken[code] = reason
        await asyncio.to_thread(repo.quarantine, self.engine, code, reason)

    def _refuse_broken(self, code: str) -> None:
        if code in self.broken:
            raise ApiError(503, "table_broken", f"table {code} cannot be restored from its "
                           "stored moves; it is kept aside for repair")

    async def still_open(self, code: str) -> None:
        """Reload a table that left memory while a connection was not yet greeted."""
        if code not in self.tables:
            try:
                found = await self.locate(code)
            except ApiError as problem:
                raise ProtocolError(problem.code, problem.detail) from None
            if isinstance(found, str):
                raise moved()

    @contextlib.asynccontextmanager
    async def owned(self, code: str) -> AsyncIterator[Table]:
        """The table under its lock, if this process still owns it."""
        lock = self.locks.get(code)
        if lock is None:
            raise moved()
        async with lock:
            table = self.tables.get(code)
            if table is None:
                raise moved()
            yield table

    async def match_count(self, code: str) -> int:
        """How many matches a stored table has begun (0 for an unknown code); open, closed
        or quarantined alike, since finished matches stay downloadable."""
        table = self.tables.get(code)
        if table is not None:
            return table.match_number
        return await asyncio.to_thread(repo.match_count, self.engine, code)

    async def is_stored(self, code: str) -> bool:
        """Whether a table ``code`` exists, open, closed or quarantined."""
        return code in self.tables or await asyncio.to_thread(
            repo.lifecycle, self.engine, code) is not None

    # ----------------------------------------------------------------- idle tables

    def touch(self, code: str) -> None:
        """Note (without waiting for it) that a person was at the table just now."""
        now = time.time()
        self.chores.start(self.writer.run(lambda c: repo.touch(c, code, now)))

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(self.settings.limits.sweep_seconds)
            try:
                await self.sweep()
            except Exception:
                log.exception("looking for idle tables failed")

    async def sweep(self, now: float | None = None) -> list[str]:
        """Note the tables people are at, close those nobody has been at for
        ``idle_table_seconds`` and let finished ones with nobody at them leave memory
        (they are rebuilt when asked for). Returns the codes closed."""
        now = time.time() if now is None else now
        occupied = [code for code, people in self.connections.items() if people]
        if occupied:
            def touch_all(connection: Any) -> None:
                for code in occupied:
                    repo.touch(connection, code, now)

            await self.writer.run(touch_all)
        empty = [code for code in self.tables if not self.connections[code]]
        closed = await asyncio.to_thread(repo.close_idle, self.engine, empty,
                                         now - self.settings.limits.idle_table_seconds)
        for code in empty:
            table = self.tables.get(code)
            if table is not None and (code in closed or table.status == "match_over"):
                await self._unload(code)
        return closed

    async def _unload(self, code: str) -> None:
        async with self.locks[code]:
            if self.connections.get(code):
                return
            for forget in self.forgotten:
                forget(code)
            self.tables.pop(code, None)
            self.connections.pop(code, None)
        self.locks.pop(code, None)
        if self.cluster is not None:
            await asyncio.to_thread(self.cluster.release, [code], False)

    # ----------------------------------------------------------------- other processes

    async def _drop(self, code: str) -> None:
        """Another process owns the table now: forget it and end its connections, whose
        clients reconnect and are routed to the owner."""
        lock = self.locks.get(code)
        if lock is None:
            return
        async with lock:
            if code not in self.tables:
                return
            log.warning("table %s is owned by another process now; dropped here", code)
            for forget in self.forgotten:
                forget(code)
            self.tables.pop(code, None)
            for connection in self.connections.pop(code, set()):
                connection.send(messages.error("table_moved", "this table moved to another "
                                               "server process: connect again",
                                               why="table_moved"))
                connection.close()
        self.locks.pop(code, None)

    async def _lost(self, codes: set[str]) -> None:
        """After renewing: drop the tables whose lease this process lost."""
        for code in codes:
            await self._drop(code)

    async def _adopt(self, codes: list[str]) -> None:
        """Take over tables whose owner died or let them go; one that another process took
        first stays there."""
        for code in codes:
            if code in self.tables:
                continue
            try:
                await self.locate(code)
            except ApiError as problem:
                log.info("table %s was not taken over: %s", code, problem.detail)

    async def _notified(self, kind: str, words: list[str]) -> None:
        """A notification of another process (see :mod:`maumau.web.storage.cluster`)."""
        assert self.cluster is not None
        if kind == "claimed" and len(words) == 3:
            code, owner, address = words
            if owner == self.cluster.owner:
                return
            await self._drop(code)
            for connection, target in list(self.relays.get(code, {}).items()):
                if target != address:
                    connection.close()
        elif kind == "present":
            for tell in self.present:
                tell()
        elif kind == "released" and len(words) == 1:
            state = await asyncio.to_thread(repo.lifecycle, self.engine, words[0])
            if state is not None and state.closed is None and state.broken is None:
                await self._adopt(words)

    async def recent_talk(self, code: str) -> list[dict[str, Any]]:
        """The table's newest talk, oldest first (read in a worker thread)."""
        return await asyncio.to_thread(talk.recent, self.engine, code)

    async def store_talk(self, code: str, seat: int, name: str | None, kind: str,
                         body: str) -> dict[str, Any]:
        """Keep one talk entry (committed); returns it as the protocol sends it."""
        return await self.writer.run(lambda c: talk.insert(c, code, seat, name, kind, body))

    def relayed(self, code: str, connection: Connection, address: str) -> None:
        self.relays.setdefault(code, {})[connection] = address

    def unrelayed(self, code: str, connection: Connection) -> None:
        relays = self.relays.get(code, {})
        relays.pop(connection, None)
        if not relays:
            self.relays.pop(code, None)


def moved() -> ProtocolError:
    return ProtocolError("table_moved", "this table moved to another server process: "
                                        "connect again", why="table_moved")

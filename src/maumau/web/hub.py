"""The hub: every table in memory, its connections, and the one path every change takes.

A change (an action, a host command, a seat taken) is checked by the table under the
table's lock, written and committed through the writer, and only then announced: each
connection gets a ``state`` message with its own seat's view and the events new to it,
redacted for it. A change that cannot be stored is undone by reloading the table from the
database, so memory never runs ahead of what is committed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from typing import Any

from maumau.web import delta, messages, repository as repo
from maumau.web.autoplay import AutoPlayer
from maumau.web.cluster import Cluster
from maumau.web.config import Settings
from maumau.web.connection import Connection
from maumau.web.db import Checkpointer, open_database
from maumau.web.errors import ApiError, ProtocolError
from maumau.web.guard import Guard
from maumau.web.messages import HOST_COMMANDS, BadMessage, Incoming
from maumau.web.requests import CreateTable, Join
from maumau.web.social import history, talk
from maumau.web.table import Table, Told, Write
from maumau.web.writer import Writer

log = logging.getLogger(__name__)


class Hub:
    """Owns the tables of one server process."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.tables: dict[str, Table] = {}
        self.connections: dict[str, set[Connection]] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._loading = asyncio.Lock()
        self.guard = Guard(settings.limits)
        self.broken: dict[str, str] = {}
        """Quarantined tables (their stored actions do not replay): code -> reason."""
        self.autoplay = AutoPlayer(self._auto_submit, self._away_changed, self._auto_deal)
        self._chores: set[asyncio.Task[Any]] = set()
        self._checkpointer: Checkpointer | None = None
        self.cluster: Cluster | None = None
        """The ownership leases, when several processes may share the database."""
        self.relays: dict[str, dict[Connection, str]] = {}
        """Connections relayed to the process that owns their table: code -> connection ->
        that process's address (closed when the table gets another owner)."""

    async def start(self) -> None:
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
        self._chore(self._sweep_forever())
        if self.cluster is not None:
            self._chore(self.cluster.listen(self._notified))
            self._chore(self.cluster.heartbeat(lambda: set(self.tables), self._lost,
                                               self._adopt))

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
        self._add(table)
        for place in table.seats:
            if place.kind == "human":
                self.autoplay.seat_left(table, place.seat)
        self.autoplay.schedule(table)
        return table

    def _rebuild(self, code: str) -> Table | None:
        """The stored table in memory again, with its series score (a worker thread)."""
        stored = repo.load_table(self.engine, code)
        if stored is None:
            return None
        table = Table.rebuild(stored)
        table.series_matches, table.series_wins = history.series_of(
            self.engine, code, stored.row.players)
        table.flags = talk.flags_of(self.engine, code)
        return table

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

    def _refuse_broken(self, code: str) -> None:
        if code in self.broken:
            raise ApiError(503, "table_broken", f"table {code} cannot be restored from its "
                           "stored moves; it is kept aside for repair")

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

    def _chore(self, work: Any) -> None:
        task = asyncio.ensure_future(work)
        self._chores.add(task)
        task.add_done_callback(self._chores.discard)

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
        async with self._locks[code]:
            if self.connections.get(code):
                return
            self.autoplay.forget(code)
            self.tables.pop(code, None)
            self.connections.pop(code, None)
        self._locks.pop(code, None)
        if self.cluster is not None:
            await asyncio.to_thread(self.cluster.release, [code], False)

    # ----------------------------------------------------------------- other processes

    async def _drop(self, code: str) -> None:
        """Another process owns the table now: forget it and end its connections, whose
        clients reconnect and are routed to the owner."""
        lock = self._locks.get(code)
        if lock is None:
            return
        async with lock:
            if code not in self.tables:
                return
            log.warning("table %s is owned by another process now; dropped here", code)
            self.autoplay.forget(code)
            self.tables.pop(code, None)
            for connection in self.connections.pop(code, set()):
                connection.send(messages.error("table_moved", "this table moved to another "
                                               "server process: connect again"))
                connection.close()
        self._locks.pop(code, None)

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
        """A notification of another process (see :mod:`maumau.web.cluster`)."""
        assert self.cluster is not None
        if kind == "claimed" and len(words) == 3:
            code, owner, address = words
            if owner == self.cluster.owner:
                return
            await self._drop(code)
            for connection, target in list(self.relays.get(code, {}).items()):
                if target != address:
                    connection.close()
        elif kind == "released" and len(words) == 1:
            state = await asyncio.to_thread(repo.lifecycle, self.engine, words[0])
            if state is not None and state.closed is None and state.broken is None:
                await self._adopt(words)

    def relayed(self, code: str, connection: Connection, address: str) -> None:
        self.relays.setdefault(code, {})[connection] = address

    def unrelayed(self, code: str, connection: Connection) -> None:
        relays = self.relays.get(code, {})
        relays.pop(connection, None)
        if not relays:
            self.relays.pop(code, None)

    async def stop(self) -> None:
        for task in list(self._chores):
            task.cancel()
        for task in list(self._chores):
            with contextlib.suppress(BaseException):
                await task
        self.autoplay.close()
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

    def _add(self, table: Table) -> None:
        self.tables[table.code] = table
        self.connections.setdefault(table.code, set())
        self._locks.setdefault(table.code, asyncio.Lock())


    def summary(self, table: Table) -> dict[str, Any]:
        present = [c for c in self.connections[table.code] if c.greeted]
        connected = {c.seat for c in present if c.seat is not None}
        watchers = sorted({c.name for c in present if c.seat is None and c.name})
        return table.summary(connected, sum(c.seat is None for c in present), watchers)

    # ----------------------------------------------------------------- HTTP

    async def create_table(self, plan: CreateTable
                           ) -> tuple[Table, str, list[tuple[int, str]]]:
        """A new table; the creator sits at the human seat and is the host. People at the
        creator's device (``local`` seats, pass-and-play) sit down at once, each with a
        token of their own (returned as (seat, token))."""
        ruleset = plan.ruleset
        host_seat = next(i for i, s in enumerate(plan.seats) if s.kind == "human")
        row = repo.TableRow(secrets.token_urlsafe(12), ruleset.variant, ruleset.preset,
                            ruleset.players, ruleset.options, plan.away_seconds,
                            plan.throw_in_seconds, plan.bot_delay_ms, host_seat)
        seats = [repo.SeatRow(i, "human" if s.kind == "local" else s.kind,
                              plan.name if i == host_seat else s.name, s.level)
                 for i, s in enumerate(plan.seats)]
        table = Table(row, seats, {})
        table.first_seed = plan.seed
        token, token_write = table.issue_token(host_seat, True, plan.name)
        local: list[tuple[int, str]] = []
        local_writes = []
        for index, seat_plan in enumerate(plan.seats):
            if seat_plan.kind == "local":
                local_token, write = table.issue_token(index, False, seat_plan.name)
                local.append((index, local_token))
                local_writes.append(write)
        stored_seats = [repo.SeatRow(s.seat, s.kind, s.name, s.level) for s in seats]

        def store(connection: Any) -> None:
            repo.insert_table(connection, row, stored_seats)
            token_write(connection)
            for write in local_writes:
                write(connection)

        await self.writer.run(store)
        await self._claim(table.code)  # a new code: nobody else can hold it
        self._add(table)
        self.autoplay.seat_left(table, host_seat)
        for index, _ in local:
            self.autoplay.seat_left(table, index)
        return table, token, local

    async def join(self, code: str, request: Join) -> tuple[str, int | None]:
        """Join a table this process owns (the app forwards other joins to the owner)."""
        async with self._owned(code) as table:
            writes: list[Write] = []
            try:
                if request.seat is not None:
                    writes.append(table.take_seat(request.seat, request.name))
            except ProtocolError as problem:
                status = 409 if problem.code == "seat_taken" else 422
                raise ApiError(status, problem.code, problem.message) from None
            token, token_write = table.issue_token(request.seat, False, request.name)
            writes.append(token_write)
            await self._commit(table, writes, http=True)
            if request.seat is not None:
                self.autoplay.seat_left(table, request.seat)
            self._broadcast(table)
        return token, request.seat

    async def record(self, code: str, number: int) -> dict[str, Any]:
        """A finished match's record, also of a closed or quarantined table."""
        count = await self.match_count(code)
        if count == 0 and not await self.is_stored(code):
            raise ApiError(404, "unknown_table", f"there is no table {code!r}")
        if not 1 <= number <= count:
            raise ApiError(404, "unknown_match", f"table {code} has no match {number}")
        record = await asyncio.to_thread(repo.load_record, self.engine, code, number)
        if record is None:
            raise ApiError(409, "match_not_over", f"match {number} is not over yet")
        return record

    # ----------------------------------------------------------------- WebSocket

    def connection(self, code: str) -> Connection:
        return Connection(code, self.settings.limits.send_queue)

    @contextlib.asynccontextmanager
    async def _owned(self, code: str) -> Any:
        """The table under its lock, if this process still owns it."""
        lock = self._locks.get(code)
        if lock is None:
            raise _moved()
        async with lock:
            table = self.tables.get(code)
            if table is None:
                raise _moved()
            yield table

    async def receive(self, connection: Connection, text: str | bytes) -> None:
        """Handle one client message; every refusal is an ``error`` to that client."""
        try:
            message = messages.parse_message(text, self.settings.limits.message_bytes)
        except BadMessage as problem:
            connection.send(messages.error(problem.code, problem.message, problem.ref))
            return
        try:
            await self._dispatch(connection, message)
        except ProtocolError as problem:
            connection.send(messages.error(problem.code, problem.message, message.ref,
                                           problem.reason))

    async def _dispatch(self, connection: Connection, message: Incoming) -> None:
        kind = message.type
        if kind == "hello":
            await self._hello(connection, message)
            return
        if not connection.greeted:
            raise ProtocolError("hello_first", "say 'hello' first")
        if kind == "ping":
            connection.send(messages.pong(message.ref))
            return
        if kind in HOST_COMMANDS and not connection.host:
            raise ProtocolError("not_host", f"only the host may {kind.replace('_', ' ')}")
        code = connection.code
        if kind == "talk":
            await self._talk(connection, message)
            return
        async with self._owned(code) as table:
            fields = message.fields
            writes: list[Write]
            if kind in ("chat", "list_table"):
                on = fields.get("on")
                if not isinstance(on, bool):
                    raise ProtocolError("malformed", f"{kind!r} needs 'on' as true or false")
                writes = [table.set_flags(chat=on) if kind == "chat"
                          else table.set_flags(listed=on)]
            elif kind == "action":
                writes = table.play(connection.seat, fields["state"], fields["action"])
            elif kind == "add_bot":
                writes = [table.add_bot(fields["seat"], fields["level"])]
            elif kind == "remove_bot":
                writes = [table.remove_bot(fields["seat"])]
            elif kind == "start":
                writes = table.start()
            elif kind == "next_round":
                writes = table.next_round()
            elif kind == "remove_person":
                writes = [table.remove_person(fields["seat"], fields.get("level"))]
            elif kind == "hand_host":
                writes = [table.hand_host(fields["seat"])]
            else:
                writes = table.new_match()
            await self._commit(table, writes)
            if kind in ("add_bot", "remove_person"):
                self.autoplay.seat_back(table, fields["seat"])
            if kind == "remove_person":
                self._send_away(table, fields["seat"])
            if kind == "hand_host":
                for other in self.connections[code]:
                    other.host = other.seat is not None and other.seat == table.host_seat
            self.autoplay.schedule(table)
            self._broadcast(table, connection, message.ref, moved=kind == "action")

    async def _talk(self, connection: Connection, message: Incoming) -> None:
        """A chat line or a reaction from a seated person, stored and sent to everybody."""
        kind, body = talk.read_talk(message.fields)
        seat = connection.seat
        if seat is None:
            raise ProtocolError("not_seated", "spectators watch quietly: take a seat to talk")
        code = connection.code
        async with self._owned(code) as table:
            if kind == "chat" and not table.flags.chat:
                raise ProtocolError("chat_off", "the host has switched chat off at this table "
                                                "(reactions still work)")
            if not self.guard.allow_talk(code, seat):
                raise ProtocolError("rate_limited", "your seat talks too fast (at most "
                                                    f"{self.guard.rate('talk')})")
            name = table.seats[seat].name
            entry = await self.writer.run(
                lambda c: talk.insert(c, code, seat, name, kind, body))
            for other in self.connections[code]:
                if other.greeted:
                    other.send(messages.talk(entry, message.ref if other is connection
                                             else None))

    async def _hello(self, connection: Connection, message: Incoming) -> None:
        code = connection.code
        await self._still_open(code)
        async with self._owned(code) as table:
            token = message.fields.get("token")
            found = table.token(token) if token is not None else None
            if token is not None and found is None:
                raise ProtocolError("bad_token", "this token belongs to no seat of this table")
            self._leave(table, connection)
            connection.greeted = True
            connection.seat = found.seat if found is not None else None
            connection.host = found.host if found is not None else False
            connection.name = found.name if found is not None else None
            connection.lang = message.fields.get("lang") or connection.lang
            connection.seen = (0, -1, 0)
            connection.full_due = True
            self.connections[code].add(connection)
            self._touch(code)
            if connection.seat is not None and self.autoplay.seat_back(table, connection.seat):
                table.version += 1
                self.autoplay.schedule(table)
            said = await asyncio.to_thread(talk.recent, self.engine, code)
            connection.send(messages.welcome(connection.seat, connection.host,
                                             self.summary(table), message.ref, said))
            self._broadcast(table)

    async def disconnect(self, connection: Connection) -> None:
        code = connection.code
        if connection not in self.connections.get(code, ()):
            return
        lock = self._locks.get(code)
        if lock is None:
            return
        async with lock:
            table = self.tables.get(code)
            if table is None:
                return
            self._leave(table, connection)
            self._broadcast(table)

    def _leave(self, table: Table, connection: Connection) -> None:
        """Drop the connection from its seat; the seat's away timer starts when it was the
        seat's last connection."""
        connections = self.connections[table.code]
        if connection not in connections:
            return
        connections.discard(connection)
        if not connections:
            self._touch(table.code)
        seat = connection.seat
        if seat is None or table.seats[seat].kind != "human":
            return
        if not any(other.seat == seat for other in connections):
            self.autoplay.seat_left(table, seat)

    def _send_away(self, table: Table, seat: int) -> None:
        """The connections of a removed person are told so and closed."""
        connections = self.connections[table.code]
        for other in [c for c in connections if c.seat == seat]:
            connections.discard(other)
            other.send(messages.removed(seat))
            other.close()

    async def _still_open(self, code: str) -> None:
        """Reload a table that left memory while a connection was not yet greeted."""
        if code not in self.tables:
            try:
                found = await self.locate(code)
            except ApiError as problem:
                raise ProtocolError(problem.code, problem.detail) from None
            if isinstance(found, str):
                raise _moved()

    def _touch(self, code: str) -> None:
        """Note (without waiting for it) that a person was at the table just now."""
        now = time.time()
        self._chore(self.writer.run(lambda c: repo.touch(c, code, now)))

    # ----------------------------------------------------------------- changes

    async def _commit(self, table: Table, writes: list[Write], http: bool = False) -> None:
        """Store the table's change; undo it by reloading the table if that fails."""
        table.version += 1
        if not writes:
            return

        def work(connection: Any) -> None:
            for write in writes:
                write(connection)

        try:
            await self.writer.run(work)
        except Exception:
            log.exception("storing a change of table %s failed", table.code)
            await self._reload(table.code)
            if http:
                raise ApiError(503, "server_error", "the change could not be stored") from None
            raise ProtocolError("server_error", "the change could not be stored") from None

    async def _reload(self, code: str) -> None:
        rebuilt = await asyncio.to_thread(self._rebuild, code)
        self.autoplay.forget(code)
        if rebuilt is None:
            return
        old = self.tables[code]
        table = rebuilt
        table.away, table.version = old.away, old.version + 1
        self.tables[code] = table
        connected = {c.seat for c in self.connections[code]}
        for place in table.seats:
            if place.kind == "human" and place.seat not in connected:
                self.autoplay.seat_left(table, place.seat)
        self.autoplay.schedule(table)

    async def _auto_submit(self, planned: Table, seat: int, version: int, text: str) -> None:
        """A bot's move or a timed pass, if the table is still as it was planned for."""
        code = planned.code
        async with self._locks.get(code) or asyncio.Lock():  # none: the table left
            table = self.tables.get(code)
            if table is not planned or table.version != version:
                return
            try:
                writes = table.play(seat, table.state, text)
                await self._commit(table, writes)
            except ProtocolError as problem:
                log.warning("automatic move %s at %s refused: %s", text, code, problem.message)
                return
            finally:
                self.autoplay.schedule(self.tables[code])
            self._broadcast(table, moved=True)

    async def _auto_deal(self, planned: Table, version: int) -> None:
        """The away host's stand-in deals the next round, if nothing changed meanwhile."""
        code = planned.code
        async with self._locks.get(code) or asyncio.Lock():  # none: the table left
            table = self.tables.get(code)
            if table is not planned or table.version != version:
                return
            try:
                await self._commit(table, table.next_round())
            except ProtocolError as problem:
                log.warning("automatic deal at %s refused: %s", code, problem.message)
                return
            finally:
                self.autoplay.schedule(self.tables[code])
            self._broadcast(table)

    async def _away_changed(self, table: Table) -> None:
        async with self._locks.get(table.code) or asyncio.Lock():
            if self.tables.get(table.code) is not table:
                return
            table.version += 1
            self.autoplay.schedule(table)
            self._broadcast(table)

    # ----------------------------------------------------------------- telling

    def _broadcast(self, table: Table, acting: Connection | None = None,
                   ref: object = None, moved: bool = False) -> None:
        """Tell each greeted connection what changed for its own seat: a whole ``state``
        after ``hello`` or a new round, else a ``patch`` of the changed entries and the
        new events. A connection for which nothing changed (a hidden throw-in pass
        elsewhere) gets nothing, except the acting one: that is its acknowledgement.

        Everything a seat's connections share is built once per seat: the view without
        its log (the log's new events go separately), the new events' JSON, and a whole
        view only for a connection that needs a whole ``state``. ``moved``: the change
        was a move in the round (see :meth:`_told`)."""
        told = self._told(table, moved)
        summary, table_parts = told.summary, told.parts
        scores = messages.dumps(table.scores())
        result = table.match.result if table.match is not None else None
        final = messages.dumps(result.to_dict() if result is not None else None)
        match = table.match
        where = (table.match_number, match.round.index) if match is not None else (0, -1)
        logged = len(match.round.log) if match is not None else 0
        # a round's view is built per seat and log position, shared by its connections
        seen: dict[tuple[int | None, int], tuple[delta.Parts, str]] = {}
        whole_views: dict[int | None, str] = {}
        summary_text: str | None = None
        differ = delta.Differ()
        extras = ({"scores": scores, "match_result": final, "deadline": "false"},
                  {"scores": scores, "match_result": final, "deadline": "true"})
        for connection in self.connections[table.code]:
            seat = connection.seat
            deadline = self.autoplay.deadline_for(table, seat)
            extra = extras[deadline is not None]
            full = connection.full_due or connection.seen[:2] != where
            since = connection.seen[2] if connection.seen[:2] == where else 0
            connection.seen = (*where, logged)
            found = seen.get((seat, since))
            if found is None:
                found = seen[seat, since] = self._seen_by(table, seat, since)
            view_parts, events = found
            answer = ref if connection is acting else None
            if full:
                connection.full_due = False
                connection.sent = (table_parts, view_parts, extra)
                if match is not None and seat not in whole_views:
                    whole_views[seat] = messages.dumps(match.round.view(seat).to_dict())
                if summary_text is None:
                    summary_text = messages.dumps(summary)
                connection.send(messages.state(
                    table.state, summary_text, whole_views.get(seat, "null"), events,
                    scores, final, deadline, answer))
                continue
            sent_table, sent_view, sent_extra = connection.sent
            new_table = differ.part(table_parts, sent_table)
            new_view = differ.part(view_parts, sent_view)
            new_extra = differ.changes(extra, sent_extra)
            if connection is not acting and not (events != "[]" or new_table or new_view
                                                 or new_extra):
                continue
            connection.sent = (table_parts, view_parts, extra)
            connection.send(messages.patch(
                table.state, new_table, new_view, events,
                scores if "scores" in new_extra else None,
                final if "match_result" in new_extra else None, deadline, answer))

    def _told(self, table: Table, moved: bool) -> Told:
        """The table summary to broadcast. A move in the round (a play, a bot's move, a
        timed pass) changes nothing in it but what its mark holds (the status when the
        round ends, the round), so after a move with the same mark the last broadcast's
        summary is kept: its entries' JSON is what every connection was sent, and no
        patch diffs it again. Everything else (seats, connections, flags, the away timer)
        rebuilds it; the connection and away counts are in the mark as well."""
        match = table.match
        mark = (table.status, table.match_number,
                match.round.index if match is not None else -1,
                len(self.connections[table.code]), len(table.away))
        told = table.told
        if not moved or told is None or told.mark != mark:
            summary = self.summary(table)
            told = table.told = Told(mark, summary,
                                     delta.parts_of(summary, delta.SAME_ALL_TABLE))
        return told

    @staticmethod
    def _seen_by(table: Table, seat: int | None, since: int) -> tuple[delta.Parts, str]:
        """What ``seat`` sees now: its view's entries as JSON (without the log), and the
        current round's events from index ``since`` on as a JSON list."""
        match = table.match
        if match is None:
            return {}, "[]"
        view = match.round.view(seat, since=since)
        parts, events = delta.view_parts(view)
        return parts, events

def _moved() -> ProtocolError:
    return ProtocolError("table_moved", "this table moved to another server process: "
                                        "connect again")

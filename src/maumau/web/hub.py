"""The hub: every table in memory, its connections, and the one path every change takes.

A change (an action, a host command, a seat taken) is checked by the table under the
table's lock, written and committed through the writer, and only then announced: each
connection gets a ``state`` message with its own seat's view and the events new to it,
redacted for it. A change that cannot be stored is undone by reloading the table from the
database, so memory never runs ahead of what is committed.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from typing import Any

from maumau.web import messages
from maumau.web import repository as repo
from maumau.web.autoplay import AutoPlayer
from maumau.web.config import Settings
from maumau.web.connection import Connection
from maumau.web.db import open_database
from maumau.web.errors import ApiError, ProtocolError
from maumau.web.messages import HOST_COMMANDS, BadMessage, Incoming
from maumau.web.requests import CreateTable, Join
from maumau.web.table import Table, Write
from maumau.web.writer import Writer

log = logging.getLogger(__name__)


class Hub:
    """Owns the tables of one server process."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.tables: dict[str, Table] = {}
        self.connections: dict[str, set[Connection]] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self.autoplay = AutoPlayer(self._auto_submit, self._away_changed, self._auto_deal)

    async def start(self) -> None:
        """Open the database and rebuild every stored table from its seed and actions."""
        self.engine = await asyncio.to_thread(open_database, self.settings.database_url,
                                             self.settings.sqlite_synchronous)
        self.writer = Writer(self.engine)
        for stored in await asyncio.to_thread(repo.load_tables, self.engine):
            try:
                table = Table.rebuild(stored)
            except Exception:
                log.exception("table %s cannot be rebuilt; it is left out", stored.row.code)
                continue
            self._add(table)
            for place in table.seats:
                if place.kind == "human":
                    self.autoplay.seat_left(table, place.seat)
            self.autoplay.schedule(table)

    async def stop(self) -> None:
        self.autoplay.close()
        for connections in self.connections.values():
            for connection in connections:
                connection.close()
        await asyncio.to_thread(self.writer.close)
        self.engine.dispose()

    def _add(self, table: Table) -> None:
        self.tables[table.code] = table
        self.connections.setdefault(table.code, set())
        self._locks.setdefault(table.code, asyncio.Lock())

    def table(self, code: str) -> Table:
        table = self.tables.get(code)
        if table is None:
            raise ApiError(404, "unknown_table", f"there is no table {code!r}")
        return table

    def summary(self, table: Table) -> dict[str, Any]:
        present = [c for c in self.connections[table.code] if c.greeted]
        connected = {c.seat for c in present if c.seat is not None}
        return table.summary(connected, sum(c.seat is None for c in present))

    # ----------------------------------------------------------------- HTTP

    async def create_table(self, plan: CreateTable) -> tuple[Table, str]:
        """A new table; the creator sits at the human seat and is the host."""
        ruleset = plan.ruleset
        host_seat = next(i for i, s in enumerate(plan.seats) if s.kind == "human")
        row = repo.TableRow(secrets.token_urlsafe(12), ruleset.variant, ruleset.preset,
                            ruleset.players, ruleset.options, plan.away_seconds,
                            plan.throw_in_seconds, plan.bot_delay_ms, host_seat)
        seats = [repo.SeatRow(i, s.kind, plan.name if i == host_seat else None, s.level)
                 for i, s in enumerate(plan.seats)]
        table = Table(row, seats, {})
        table.first_seed = plan.seed
        token, token_write = table.issue_token(host_seat, True, plan.name)
        stored_seats = [repo.SeatRow(s.seat, s.kind, s.name, s.level) for s in seats]

        def store(connection: Any) -> None:
            repo.insert_table(connection, row, stored_seats)
            token_write(connection)

        await self.writer.run(store)
        self._add(table)
        self.autoplay.seat_left(table, host_seat)
        return table, token

    async def join(self, code: str, request: Join) -> tuple[str, int | None]:
        table = self.table(code)
        async with self._locks[code]:
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
        table = self.table(code)
        if not 1 <= number <= table.match_number:
            raise ApiError(404, "unknown_match", f"table {code} has no match {number}")
        record = await asyncio.to_thread(repo.load_record, self.engine, code, number)
        if record is None:
            raise ApiError(409, "match_not_over", f"match {number} is not over yet")
        return record

    # ----------------------------------------------------------------- WebSocket

    def connect(self, code: str) -> Connection:
        self.table(code)
        return Connection(code)

    async def receive(self, connection: Connection, text: str | bytes) -> None:
        """Handle one client message; every refusal is an ``error`` to that client."""
        try:
            message = messages.parse_message(text)
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
        async with self._locks[code]:
            table = self.tables[code]
            fields = message.fields
            writes: list[Write]
            if kind == "action":
                writes = table.play(connection.seat, fields["state"], fields["action"])
            elif kind == "add_bot":
                writes = [table.add_bot(fields["seat"], fields["level"])]
            elif kind == "remove_bot":
                writes = [table.remove_bot(fields["seat"])]
            elif kind == "start":
                writes = table.start()
            elif kind == "next_round":
                writes = table.next_round()
            else:
                writes = table.new_match()
            await self._commit(table, writes)
            if kind == "add_bot":
                self.autoplay.seat_back(table, fields["seat"])
            self.autoplay.schedule(table)
            self._broadcast(table, connection, message.ref)

    async def _hello(self, connection: Connection, message: Incoming) -> None:
        code = connection.code
        async with self._locks[code]:
            table = self.tables[code]
            token = message.fields.get("token")
            found = table.token(token) if token is not None else None
            if token is not None and found is None:
                raise ProtocolError("bad_token", "this token belongs to no seat of this table")
            self._leave(table, connection)
            connection.greeted = True
            connection.seat = found.seat if found is not None else None
            connection.host = found.host if found is not None else False
            connection.lang = message.fields.get("lang") or connection.lang
            connection.seen = (0, -1, 0)
            connection.last_shown = None
            self.connections[code].add(connection)
            if connection.seat is not None and self.autoplay.seat_back(table, connection.seat):
                table.version += 1
                self.autoplay.schedule(table)
            connection.send(messages.welcome(connection.seat, connection.host,
                                             self.summary(table), message.ref))
            self._broadcast(table)

    async def disconnect(self, connection: Connection) -> None:
        code = connection.code
        if connection not in self.connections.get(code, ()):
            return
        async with self._locks[code]:
            table = self.tables[code]
            self._leave(table, connection)
            self._broadcast(table)

    def _leave(self, table: Table, connection: Connection) -> None:
        """Drop the connection from its seat; the seat's away timer starts when it was the
        seat's last connection."""
        connections = self.connections[table.code]
        if connection not in connections:
            return
        connections.discard(connection)
        seat = connection.seat
        if seat is None or table.seats[seat].kind != "human":
            return
        if not any(other.seat == seat for other in connections):
            self.autoplay.seat_left(table, seat)

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
        stored = await asyncio.to_thread(repo.load_table, self.engine, code)
        self.autoplay.forget(code)
        if stored is None:
            return
        old = self.tables[code]
        table = Table.rebuild(stored)
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
        async with self._locks[code]:
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
            self._broadcast(table)

    async def _auto_deal(self, planned: Table, version: int) -> None:
        """The away host's stand-in deals the next round, if nothing changed meanwhile."""
        code = planned.code
        async with self._locks[code]:
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
        async with self._locks[table.code]:
            if self.tables.get(table.code) is not table:
                return
            table.version += 1
            self.autoplay.schedule(table)
            self._broadcast(table)

    # ----------------------------------------------------------------- telling

    def _broadcast(self, table: Table, acting: Connection | None = None,
                   ref: object = None) -> None:
        """Send each greeted connection its own ``state``; one whose picture did not
        change (a hidden throw-in pass elsewhere) gets nothing, except the acting one."""
        summary = json.dumps(self.summary(table), separators=(",", ":"), ensure_ascii=False)
        scores = json.dumps(table.scores())
        result = table.match.result if table.match is not None else None
        final = json.dumps(result.to_dict() if result is not None else None)
        views: dict[int | None, str] = {}
        match = table.match
        for connection in self.connections[table.code]:
            seat = connection.seat
            if seat not in views:
                views[seat] = "null" if match is None else json.dumps(
                    match.round.view(seat).to_dict(), separators=(",", ":"),
                    ensure_ascii=False)
            deadline = self.autoplay.deadline_for(table, seat)
            shown = f"{summary}|{views[seat]}|{scores}|{deadline is not None}"
            events = self._new_events(table, connection)
            if connection is not acting and not events and shown == connection.last_shown:
                continue
            connection.last_shown = shown
            connection.send(messages.state(
                table.state, summary, views[seat], json.dumps(events, ensure_ascii=False),
                scores, final, deadline, ref if connection is acting else None))

    @staticmethod
    def _new_events(table: Table, connection: Connection) -> list[dict[str, Any]]:
        match = table.match
        if match is None:
            return []
        game = match.round
        where = (table.match_number, game.index)
        since = connection.seen[2] if connection.seen[:2] == where else 0
        connection.seen = (*where, len(game.log))
        return [event.seen_by(connection.seat).to_dict() for event in game.log[since:]]

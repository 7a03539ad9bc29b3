"""What the HTTP API does with tables: make one, join one, download a finished match."""

from __future__ import annotations

import asyncio
from typing import Any

from maumau.web.errors import ApiError, ProtocolError
from maumau.web.guard.requests import CreateTable, Join
from maumau.web.storage import repository as repo
from maumau.web.tables.autoplay import AutoPlayer
from maumau.web.tables.broadcast import Broadcaster
from maumau.web.tables.commit import Committer, run_write
from maumau.web.tables.events import Listeners, Write
from maumau.web.tables.registry import TableRegistry
from maumau.web.tables.table import Table

__all__ = [
    "Lobby",
]


class Lobby:
    def __init__(self, registry: TableRegistry, committer: Committer,
                 broadcaster: Broadcaster, planner: AutoPlayer, listeners: Listeners) -> None:
        self.registry = registry
        self.committer = committer
        self.broadcaster = broadcaster
        self.planner = planner
        self.listeners = listeners

    async def create_table(self, plan: CreateTable
                           ) -> tuple[Table, str, list[tuple[int, str]]]:
        """A new table; the creator sits at the human seat and is the host. People at the
        creator's device (``local`` seats, pass-and-play) sit down at once, each with a
        token of their own (returned as (seat, token))."""
        table, writes, token, local = Table.made(plan, self.listeners)

        def store(connection: Any) -> None:
            for write in writes:
                run_write(connection, write)

        registry = self.registry
        await registry.writer.run(store)
        await registry.claim_new(table.code)
        registry.add(table)
        self.planner.seat_left(table, table.host_seat)
        for index, _ in local:
            self.planner.seat_left(table, index)
        return table, token, local

    async def join(self, code: str, request: Join) -> tuple[str, int | None]:
        """Join a table this process owns (the app forwards other joins to the owner)."""
        async with self.registry.owned(code) as table:
            writes: list[Write] = []
            try:
                if request.seat is not None:
                    writes.append(table.take_seat(request.seat, request.name))
            except ProtocolError as problem:
                status = 409 if problem.code == "seat_taken" else 422
                raise ApiError(status, problem.code, problem.message) from None
            token, token_write = table.issue_token(request.seat, False, request.name)
            writes.append(token_write)
            await self.committer.commit(table, writes, http=True)
            if request.seat is not None:
                self.planner.seat_left(table, request.seat)
            self.broadcaster.broadcast(table)
        return token, request.seat

    async def record(self, code: str, number: int) -> dict[str, Any]:
        """A finished match's record, also of a closed or quarantined table."""
        registry = self.registry
        count = await registry.match_count(code)
        if count == 0 and not await registry.is_stored(code):
            raise ApiError(404, "unknown_table", f"there is no table {code!r}")
        if not 1 <= number <= count:
            raise ApiError(404, "unknown_match", f"table {code} has no match {number}")
        record = await asyncio.to_thread(repo.load_record, registry.engine, code, number)
        if record is None:
            raise ApiError(409, "match_not_over", f"match {number} is not over yet")
        return record

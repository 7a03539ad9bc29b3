"""The hub: one server process's tables, wired from parts that each do one job.

- :class:`~maumau.web.tables.registry.TableRegistry`: the tables in memory, their connections
  and locks, loading, unloading and ownership among processes;
- :class:`~maumau.web.tables.commands.Commands`: the command table, message type to handler;
- :class:`~maumau.web.tables.broadcast.Broadcaster`: each connection told its seat's view;
- :class:`~maumau.web.tables.commit.Committer`: every change stored before it is told;
- :class:`~maumau.web.tables.automatic.AutomaticMoves`: bots, stand-ins and timed passes;
- :class:`~maumau.web.tables.seating.Seating` and :class:`~maumau.web.tables.lobby.Lobby`: who sits
  where, and the tables the HTTP API makes and joins.

Features built on the server (:mod:`maumau.web.social`) listen to its events
(:attr:`Hub.listeners`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine

from maumau.web.config import Settings
from maumau.web.guard.limits import Guard
from maumau.web.guard.requests import CreateTable, Join
from maumau.web.storage.writer import Writer
from maumau.web.tables.automatic import AutomaticMoves
from maumau.web.tables.autoplay import Deadlines
from maumau.web.tables.broadcast import Broadcaster
from maumau.web.tables.chores import Chores
from maumau.web.tables.commands import Commands
from maumau.web.tables.commit import Committer
from maumau.web.tables.connection import Connection
from maumau.web.tables.events import Listeners
from maumau.web.tables.lobby import Lobby
from maumau.web.tables.registry import TableRegistry
from maumau.web.tables.seating import Seating
from maumau.web.tables.sharing import Sharing
from maumau.web.tables.table import Table

__all__ = [
    "Hub",
]


class Hub:
    """Owns the tables of one server process."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.guard = Guard(settings.limits)
        self.listeners = Listeners()
        self.chores = Chores()
        deadlines = Deadlines()
        self.registry = registry = TableRegistry(settings, self.listeners, self.chores)
        self.broadcaster = broadcaster = Broadcaster(registry, deadlines)
        self.committer = committer = Committer(registry)
        self.autoplay = AutomaticMoves(registry, committer, broadcaster, deadlines).planner
        self.seating = Seating(registry, broadcaster, self.autoplay)
        self.commands = Commands(registry, committer, broadcaster, self.autoplay,
                                 self.seating, self.guard)
        self.lobby = Lobby(registry, committer, broadcaster, self.autoplay, self.listeners)
        self.sharing = Sharing(self.guard, self.chores)
        """The relay secret and the site-wide limits, when processes share the site."""
        registry.present.append(self.sharing.recount)

    async def start(self) -> None:
        await self.registry.open()
        await self.sharing.start(self.registry.cluster)

    async def stop(self) -> None:
        await self.chores.stop()
        await self.sharing.stop()
        self.autoplay.close()
        await self.registry.close()

    @property
    def engine(self) -> Engine:
        return self.registry.engine

    @property
    def writer(self) -> Writer:
        return self.registry.writer

    @property
    def tables(self) -> dict[str, Table]:
        return self.registry.tables

    # ----------------------------------------------------------------- HTTP

    async def open_table(self, code: str) -> Table:
        return await self.registry.open_table(code)

    async def locate(self, code: str, unreachable: str | None = None) -> Table | str:
        return await self.registry.locate(code, unreachable)

    async def match_count(self, code: str) -> int:
        return await self.registry.match_count(code)

    async def is_stored(self, code: str) -> bool:
        return await self.registry.is_stored(code)

    async def sweep(self, now: float | None = None) -> list[str]:
        return await self.registry.sweep(now)

    def summary(self, table: Table) -> dict[str, Any]:
        return self.broadcaster.summary(table)

    async def create_table(self, plan: CreateTable
                           ) -> tuple[Table, str, list[tuple[int, str]]]:
        return await self.lobby.create_table(plan)

    async def join(self, code: str, request: Join) -> tuple[str, int | None]:
        return await self.lobby.join(code, request)

    async def record(self, code: str, number: int) -> dict[str, Any]:
        return await self.lobby.record(code, number)

    # ----------------------------------------------------------------- WebSocket

    def connection(self, code: str) -> Connection:
        return Connection(code, self.settings.limits.send_queue)

    async def receive(self, connection: Connection, text: str | bytes) -> None:
        await self.commands.receive(connection, text)

    async def disconnect(self, connection: Connection) -> None:
        await self.seating.disconnect(connection)

    def relayed(self, code: str, connection: Connection, address: str) -> None:
        self.registry.relayed(code, connection, address)

    def unrelayed(self, code: str, connection: Connection) -> None:
        self.registry.unrelayed(code, connection)

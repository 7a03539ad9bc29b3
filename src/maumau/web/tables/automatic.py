"""The automatic moves: a bot's move or throw, a window's close, the away host's deal and a seat
gone away, planned by the :class:`~maumau.web.tables.autoplay.AutoPlayer` and applied here like
any other change (under the table's lock, committed, then told), if the table is still as
it was when the move was planned."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from maumau.web.errors import ProtocolError
from maumau.web.tables.autoplay import AutoPlayer, Deadlines, MakeBot, Think
from maumau.web.tables.broadcast import Broadcaster
from maumau.web.tables.events import Write
from maumau.web.tables.home import Home, Store
from maumau.web.tables.table import Table

__all__ = [
    "AutomaticMoves",
    "log",
]

log = logging.getLogger(__name__)


class AutomaticMoves:
    """Applies the moves its :attr:`planner` plans; the planner hears of every table the
    registry loads or forgets."""

    def __init__(self, registry: Home, committer: Store, broadcaster: Broadcaster,
                 deadlines: Deadlines, think: Think | None = None,
                 make: MakeBot | None = None) -> None:
        """``think`` and ``make``: how the bots decide and are made (see
        :class:`~maumau.web.tables.autoplay.AutoPlayer`)."""
        self.registry = registry
        self.committer = committer
        self.broadcaster = broadcaster
        self.planner = AutoPlayer(self.submit, self.away_changed, self.deal, deadlines,
                                 self.close_window, think, make)
        registry.loaded.append(self.planner.adopt)
        registry.forgotten.append(self.planner.forget)

    async def submit(self, planned: Table, seat: int, version: int, text: str) -> None:
        """A bot's move or throw, if the table is still as it was planned for."""
        await self._apply(planned, version, lambda table: table.play(seat, table.state, text),
                          text)

    async def close_window(self, planned: Table, version: int) -> None:
        """The open throw-in window's time is up, if the table is still as it was."""
        await self._apply(planned, version, lambda table: table.close_window(table.state),
                          "close")

    async def _apply(self, planned: Table, version: int,
                     change: Callable[[Table], list[Write]], what: str) -> None:
        registry = self.registry
        code = planned.code
        async with registry.locks.get(code) or asyncio.Lock():  # none: the table left
            table = registry.tables.get(code)
            if table is not planned or table.version != version:
                return
            try:
                writes = change(table)
                await self.committer.commit(table, writes)
            except ProtocolError as problem:
                log.warning("automatic move %s at %s refused: %s", what, code, problem.message)
                return
            finally:
                self.planner.schedule(registry.tables[code])
            self.broadcaster.broadcast(table, moved=True)

    async def deal(self, planned: Table, version: int) -> None:
        """The away host's stand-in deals the next round, if nothing changed meanwhile."""
        registry = self.registry
        code = planned.code
        async with registry.locks.get(code) or asyncio.Lock():  # none: the table left
            table = registry.tables.get(code)
            if table is not planned or table.version != version:
                return
            try:
                await self.committer.commit(table, table.next_round())
            except ProtocolError as problem:
                log.warning("automatic deal at %s refused: %s", code, problem.message)
                return
            finally:
                self.planner.schedule(registry.tables[code])
            self.broadcaster.broadcast(table)

    async def away_changed(self, table: Table) -> None:
        registry = self.registry
        async with registry.locks.get(table.code) or asyncio.Lock():
            if registry.tables.get(table.code) is not table:
                return
            table.version += 1
            self.planner.schedule(table)
            self.broadcaster.broadcast(table)

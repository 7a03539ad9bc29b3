"""One WebSocket client as the hub sees it: who it is and what it has been told."""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass, field

from maumau import i18n
from maumau.web.tables.delta import Parts

__all__ = [
    "Connection",
    "Outbox",
]


class Outbox:
    """The messages waiting to go out to one client, in order; ``None`` marks the end.

    A deque and one waiting future: an :class:`asyncio.Queue` did the same with more work
    on every message (its size bound and its lists of waiting getters and putters), and
    every action sends a message to each connection at its table."""

    def __init__(self) -> None:
        self._items: deque[str | None] = deque()
        self._waiter: asyncio.Future[None] | None = None

    def qsize(self) -> int:
        return len(self._items)

    def put_nowait(self, item: str | None) -> None:
        self._items.append(item)
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    async def get(self) -> str | None:
        while not self._items:
            self._waiter = asyncio.get_running_loop().create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None
        return self._items.popleft()


@dataclass(eq=False)
class Connection:
    """A client of one table. Messages go out through ``outbox`` in order; ``seen`` is
    (match, round, events) of the last ``state`` or ``patch`` it got, so each carries only
    the events that are new to it.

    The outbox holds at most ``limit`` messages: a client that lets more pile up is not
    reading, so the connection ends (``overflowed``) rather than the server's memory grow."""

    code: str
    limit: int = 256
    outbox: Outbox = field(init=False)
    greeted: bool = False
    seat: int | None = None
    host: bool = False
    name: str | None = None
    """The name the connection's token was issued with (spectators show it as watchers)."""
    lang: str = i18n.DEFAULT_LANGUAGE
    seen: tuple[int, int, int] = (0, -1, 0)
    full_due: bool = True
    """The next ``state`` must be whole (after ``hello``, or a new round or match)."""
    sent: tuple[Parts, Parts, Parts] = ({}, {}, {})
    """What the connection was told last, as JSON per entry: the table summary, the view
    and the extra entries (scores, match result, whether a deadline runs); patches carry
    what changed. Connections told the same thing share these very objects."""
    overflowed: bool = False
    ended: bool = False

    def __post_init__(self) -> None:
        self.outbox = Outbox()  # ``limit`` messages, and the end marker

    def send(self, text: str) -> None:
        if self.ended:
            return
        if self.outbox.qsize() >= self.limit:
            self.overflowed = True
            self.close()
            return
        self.outbox.put_nowait(text)

    def close(self) -> None:
        if not self.ended:
            self.ended = True
            self.outbox.put_nowait(None)

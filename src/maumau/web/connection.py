"""One WebSocket client as the hub sees it: who it is and what it has been told."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field


@dataclass(eq=False)
class Connection:
    """A client of one table. Messages go out through ``outbox`` in order; ``seen`` is
    (match, round, events) of the last ``state`` or ``patch`` it got, so each carries only
    the events that are new to it.

    The outbox holds at most ``limit`` messages: a client that lets more pile up is not
    reading, so the connection ends (``overflowed``) rather than the server's memory grow."""

    code: str
    limit: int = 256
    outbox: asyncio.Queue[str | None] = field(init=False)
    greeted: bool = False
    seat: int | None = None
    host: bool = False
    name: str | None = None
    """The name the connection's token was issued with (spectators show it as watchers)."""
    lang: str = "de"
    seen: tuple[int, int, int] = (0, -1, 0)
    full_due: bool = True
    """The next ``state`` must be whole (after ``hello``, or a new round or match)."""
    sent: dict[str, dict[str, str]] = field(default_factory=dict)
    """What the connection was told last, as JSON per entry: ``table``, ``view`` and
    ``extra`` (scores, match result, whether a deadline runs); patches carry the rest."""
    overflowed: bool = False
    ended: bool = False

    def __post_init__(self) -> None:
        self.outbox = asyncio.Queue(self.limit + 1)  # one place kept for the end marker

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

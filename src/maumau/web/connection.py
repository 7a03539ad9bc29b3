"""One WebSocket client as the hub sees it: who it is and what it has been told."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field


@dataclass(eq=False)
class Connection:
    """A client of one table. Messages go out through ``outbox`` in order; ``seen`` is
    (match, round, events) of the last ``state`` it got, so each ``state`` carries only
    the events that are new to it."""

    code: str
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    greeted: bool = False
    seat: int | None = None
    host: bool = False
    lang: str = "de"
    seen: tuple[int, int, int] = (0, -1, 0)
    last_shown: str | None = None

    def send(self, text: str) -> None:
        self.outbox.put_nowait(text)

    def close(self) -> None:
        self.outbox.put_nowait(None)

"""The server's background tasks (sweeps, leases, writes nobody waits for), kept so that
they are cancelled together when the server stops."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable
from typing import Any

__all__ = [
    "Chores",
]


class Chores:
    def __init__(self) -> None:
        self._tasks: set[asyncio.Future[Any]] = set()

    def start(self, work: Awaitable[Any]) -> None:
        """Run ``work`` in the background."""
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def stop(self) -> None:
        """Cancel every chore and wait until each has ended."""
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(BaseException):
                await task

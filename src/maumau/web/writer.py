"""The one database writer: a thread that commits queued writes in batches.

Handlers ``await writer.run(work)``; ``work`` is a function of a SQLAlchemy connection.
Everything that queued up while the previous commit ran is written in one transaction and
committed once (group commit): one fsync for many tables under load, and the event loop
never waits on the disk. If a batch fails, its writes are retried one by one so a bad write
fails alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine

T = TypeVar("T")
Work = Callable[[Connection], Any]
_Item = tuple[Work, asyncio.Future[Any], asyncio.AbstractEventLoop]


class Writer:
    """Serialises and batches every write of the server."""

    def __init__(self, engine: Engine, max_batch: int = 500) -> None:
        self._engine = engine
        self._max_batch = max_batch
        self._queue: queue.SimpleQueue[_Item | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._loop, name="maumau-writer", daemon=True)
        self._thread.start()

    async def run(self, work: Callable[[Connection], T]) -> T:
        """Run ``work`` in a committed transaction; return its result once committed."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._queue.put((work, future, loop))
        return await future

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=10)

    def _loop(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            stop = False
            while len(batch) < self._max_batch:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stop = True
                    break
                batch.append(item)
            self._commit(batch)
            if stop:
                return

    def _commit(self, batch: list[_Item]) -> None:
        try:
            with self._engine.begin() as connection:
                results = [work(connection) for work, _, _ in batch]
        except Exception as problem:
            if len(batch) == 1:
                _, future, loop = batch[0]
                _tell(loop, future, None, problem)
                return
            for item in batch:
                self._commit([item])
            return
        for (_, future, loop), result in zip(batch, results, strict=True):
            _tell(loop, future, result, None)


def _tell(loop: asyncio.AbstractEventLoop, future: asyncio.Future[Any], result: Any,
          problem: BaseException | None) -> None:
    with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
        loop.call_soon_threadsafe(_settle, future, result, problem)


def _settle(future: asyncio.Future[Any], result: Any, problem: BaseException | None) -> None:
    if future.done():
        return
    if problem is not None:
        future.set_exception(problem)
    else:
        future.set_result(result)

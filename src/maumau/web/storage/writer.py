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

__all__ = [
    "T",
    "Work",
    "Writer",
]

T = TypeVar("T")
Work = Callable[[Connection], Any]
_Item = tuple[Work, asyncio.Future[Any]]
_Batch = tuple[list[_Item], asyncio.AbstractEventLoop]


class Writer:
    """Serialises and batches every write of the server.

    ``inline``: commit on the event loop itself, once per turn of the loop, instead of in
    the thread: for SQLite, whose commit in WAL mode takes microseconds, the two thread
    switches per commit cost more CPU than the commit (docs/scaling.md). The loop then
    waits for the commit, so this is for a local SQLite file only; PostgreSQL's network
    round trip stays in the thread.

    The hand-overs between the event loop and the writer thread are batched too: the
    writes queued in one turn of the loop go to the thread together, and one call back to
    the loop settles every write of a commit (a thread wake-up and a wake-up of the loop
    per write cost more CPU than the write itself).

    Inline, the writer keeps one connection for all its transactions: taking a connection
    from the pool and giving it back (with its reset) cost 11 us per commit against 2 us
    for the transaction itself on a held connection."""

    def __init__(self, engine: Engine, max_batch: int = 500, inline: bool = False) -> None:
        self._engine = engine
        self._max_batch = max_batch
        self._queue: queue.SimpleQueue[_Batch | None] = queue.SimpleQueue()
        self._pending: list[_Item] = []
        self._inline = inline
        self._held: Connection | None = None
        self._thread = threading.Thread(target=self._loop, name="maumau-writer", daemon=True)
        if not inline:
            self._thread.start()

    async def run(self, work: Callable[[Connection], T]) -> T:
        """Run ``work`` in a committed transaction; return its result once committed."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        if not self._pending:
            loop.call_soon(self._hand_over, loop)
        self._pending.append((work, future))
        return await future

    def _hand_over(self, loop: asyncio.AbstractEventLoop) -> None:
        pending, self._pending = self._pending, []
        if not pending:
            return
        if self._inline:
            outcomes: list[tuple[asyncio.Future[Any], Any, BaseException | None]] = []
            self._write(pending, outcomes)
            _settle_all(outcomes)
        else:
            self._queue.put((pending, loop))

    def close(self) -> None:
        if self._inline:
            if self._held is not None:
                self._held.close()
                self._held = None
            return
        self._queue.put(None)
        self._thread.join(timeout=10)

    def _loop(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch, loop = list(first[0]), first[1]
            stop = False
            while len(batch) < self._max_batch:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                batch.extend(more[0])  # one server process has one loop
            self._commit(batch, loop)
            if stop:
                return

    def _commit(self, batch: list[_Item], loop: asyncio.AbstractEventLoop) -> None:
        outcomes: list[tuple[asyncio.Future[Any], Any, BaseException | None]] = []
        self._write(batch, outcomes)
        with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
            loop.call_soon_threadsafe(_settle_all, outcomes)

    def _write(self, batch: list[_Item],
               outcomes: list[tuple[asyncio.Future[Any], Any, BaseException | None]]
               ) -> None:
        """Commit the batch in one transaction; if that fails, each write alone, so a bad
        write fails alone."""
        try:
            if self._inline:
                if self._held is None:
                    self._held = self._engine.connect()
                with self._held.begin():
                    results = [work(self._held) for work, _ in batch]
            else:
                with self._engine.begin() as connection:
                    results = [work(connection) for work, _ in batch]
        except Exception as problem:
            if len(batch) == 1:
                outcomes.append((batch[0][1], None, problem))
                return
            for item in batch:
                self._write([item], outcomes)
            return
        outcomes.extend((future, result, None)
                        for (_, future), result in zip(batch, results, strict=True))


def _settle_all(outcomes: list[tuple[asyncio.Future[Any], Any, BaseException | None]]
                ) -> None:
    for future, result, problem in outcomes:
        if future.done():
            continue
        if problem is not None:
            future.set_exception(problem)
        else:
            future.set_result(result)

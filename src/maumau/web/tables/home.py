"""What the parts of a table server ask of the place their tables live in: the server
process's :class:`~maumau.web.tables.registry.TableRegistry` (a database, several
processes) and the browser's one offline table (:mod:`maumau.web.offline`) both give it.

The commands, the seating, the broadcaster and the automatic moves are written against
these protocols only, so they run unchanged in both; a type-only import of the registry,
the committer or the guard would not do (the offline table has none of them).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from maumau.web.config import Settings
    from maumau.web.tables.connection import Connection
    from maumau.web.tables.events import Write
    from maumau.web.tables.table import Table

__all__ = [
    "Home",
    "Store",
    "TalkGuard",
]


class Home(Protocol):
    """The tables in memory with their connections and locks."""

    settings: Settings
    tables: dict[str, Table]
    connections: dict[str, set[Connection]]
    locks: dict[str, asyncio.Lock]
    loaded: list[Callable[[Table, set[int]], None]]
    """Told of each table (re)built into memory, with the seats connected to it."""
    forgotten: list[Callable[[str], None]]
    """Told of each table code whose table leaves memory or is rebuilt."""

    def owned(self, code: str) -> AbstractAsyncContextManager[Table]:
        """The table under its lock (refused when it is not here)."""

    async def still_open(self, code: str) -> None:
        """Bring the table back into memory if it left while a connection waited."""

    def touch(self, code: str) -> None:
        """Note that a person was at the table just now."""

    async def recent_talk(self, code: str) -> list[dict[str, Any]]:
        """The table's newest talk, oldest first (sent with ``welcome``)."""

    async def store_talk(self, code: str, seat: int, name: str | None, kind: str,
                         body: str) -> dict[str, Any]:
        """Keep one talk entry; returns it as the protocol sends it."""


class Store(Protocol):
    """Keeps a table's changes before anybody is told of them."""

    async def commit(self, table: Table, writes: list[Write], http: bool = False) -> None:
        """Store the change (``writes``) the table just made; a refusal if it cannot."""


class TalkGuard(Protocol):
    """The table talk's rate."""

    def allow_talk(self, code: str, seat: int) -> bool:
        """Count one talk entry of ``seat``; False above the rate."""

    def rate(self, kind: str) -> str:
        """The rate of ``kind`` in words."""

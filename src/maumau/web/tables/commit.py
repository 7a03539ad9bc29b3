"""The one path every change takes to the database: a change the table accepted is stored
and committed before anybody is told; one that cannot be stored is undone by rebuilding
the table from the database, so memory never runs ahead of what is committed."""

from __future__ import annotations

import logging
from typing import Any

from maumau.web.errors import ApiError, ProtocolError
from maumau.web.storage import repository
from maumau.web.storage.rows import Change
from maumau.web.tables.events import Write
from maumau.web.tables.registry import TableRegistry
from maumau.web.tables.table import Table

__all__ = [
    "Committer",
    "log",
    "run_write",
]

log = logging.getLogger(__name__)


class Committer:
    def __init__(self, registry: TableRegistry) -> None:
        self.registry = registry

    async def commit(self, table: Table, writes: list[Write], http: bool = False) -> None:
        """Store the table's change; undo it by reloading the table if that fails."""
        table.version += 1
        if not writes:
            return

        def work(connection: Any) -> None:
            for write in writes:
                run_write(connection, write)

        try:
            await self.registry.writer.run(work)
        except Exception:
            log.exception("storing a change of table %s failed", table.code)
            await self.registry.reload(table.code)
            if http:
                raise ApiError(503, "server_error", "the change could not be stored") from None
            raise ProtocolError("server_error", "the change could not be stored",
                                why="store_failed") from None


def run_write(connection: Any, write: Write) -> None:
    """Write ``write`` in the database transaction of ``connection``: a table's change
    by the repository's query for it, a listener's write by calling it."""
    if isinstance(write, Change):
        repository.write_change(connection, write)
    else:
        write(connection)

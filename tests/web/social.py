"""Helpers of the social feature tests: counting stored rows through the server's engine."""

from __future__ import annotations

from sqlalchemy import Table, func, select

from tests.web.servers import Running


def count(server: Running, table: Table) -> int:
    with server.app.state.hub.engine.connect() as connection:
        found: int = connection.execute(select(func.count()).select_from(table)).scalar_one()
        return found

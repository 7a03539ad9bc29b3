"""``GET /healthz``: whether this server process can serve, for a load balancer or a
monitor. 200 with ``{"status": "ok", ...}`` when its database answers and holds the
server's tables (a SQLite file must still be where it was: a deleted file keeps working
for the open connections until the restart, which would begin with an empty one), with
the tables held in memory, the connections open and the server processes the site's
rates are shared by (1 on SQLite); otherwise 503 with
``{"status": "unavailable", "reason": {"code": "database_unavailable"}}``. What went
wrong (a file's path, a database server's address) goes to the server's log only: the
probe is public, and such details help nobody outside."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from fastapi import FastAPI
from fastapi.responses import JSONResponse, Response
from sqlalchemy import Engine, select

from maumau.web.storage import db
from maumau.web.storage.backup import sqlite_path
from maumau.web.tables.hub import Hub

__all__ = [
    "CHECK_SECONDS",
    "UNAVAILABLE",
    "database_problem",
    "install",
]

CHECK_SECONDS = 5.0
UNAVAILABLE = {"status": "unavailable", "reason": {"code": "database_unavailable", "params": {}}}
log = logging.getLogger(__name__)


def database_problem(engine: Engine, database_url: str) -> str | None:
    """Why the database cannot serve; None when it can (a worker thread)."""
    path = sqlite_path(database_url)
    if path is not None and not path.exists():
        return f"the database file {path} is gone"
    try:
        with engine.connect() as connection:
            connection.execute(select(db.tables.c.code).limit(1)).all()
    except Exception as problem:
        return f"{type(problem).__name__}: {str(problem).splitlines()[0][:200]}"
    return None


def install(app: FastAPI, hub: Hub) -> None:
    @app.get("/healthz", include_in_schema=False)
    async def healthz() -> Response:
        try:
            problem = await asyncio.wait_for(asyncio.to_thread(
                database_problem, hub.engine, hub.settings.database_url), CHECK_SECONDS)
        except TimeoutError:
            problem = f"the database did not answer within {CHECK_SECONDS:g} s"
        if problem is not None:
            log.error("health check: the database cannot serve: %s", problem)
            return JSONResponse(UNAVAILABLE, status_code=503,
                                headers={"Cache-Control": "no-store"})
        state: dict[str, Any] = {
            "status": "ok", "database": "ok", "tables": len(hub.tables),
            "connections": sum(len(people) for people in hub.registry.connections.values()),
            "processes": hub.guard.processes,
        }
        return JSONResponse(state, headers={"Cache-Control": "no-store"})

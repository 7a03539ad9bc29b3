"""``GET /metrics``: what a server process does, in Prometheus's text format, written by
the ``prometheus_client`` library.

- ``maumau_tables`` and ``maumau_connections``: tables held in memory and WebSocket
  connections open, now;
- ``maumau_actions_applied_total``: actions played, accepted and stored;
- ``maumau_action_seconds``: from an action's message read to its change told to every
  connection at the table (stored in between), as a histogram;
- ``maumau_refusals_total{code, via}``: refusals by their code, over the WebSocket
  (``error`` messages) and over HTTP (4xx and 5xx answers);
- the process's CPU, memory and open files (``process_*``).

Each application has its own registry (tests build several in one process). With several
server processes, each answers for itself: scrape every process at its peer address
(docs/hosting.md).
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

import orjson
from fastapi import FastAPI
from fastapi.responses import Response
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    ProcessCollector,
    generate_latest,
)
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from maumau.web.tables.connection import Connection
from maumau.web.tables.hub import Hub
from maumau.web.tables.messages import Incoming

__all__ = [
    "LATENCY_BUCKETS",
    "Meters",
    "RefusalCounter",
    "install",
    "meters",
]

LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
"""Seconds; the load benchmark's bar is a p99 of 50 ms (docs/scaling.md)."""
_ERROR_MARK = '"type":"error"'


@dataclasses.dataclass(frozen=True)
class Meters:
    registry: CollectorRegistry
    actions: Counter
    latency: Histogram
    refusals: Counter


def meters(hub: Hub) -> Meters:
    """The process's meters, with the gauges read from ``hub`` when scraped."""
    registry = CollectorRegistry()
    Gauge("maumau_tables", "Tables held in memory by this process",
          registry=registry).set_function(lambda: len(hub.tables))
    Gauge("maumau_connections", "WebSocket connections open at this process",
          registry=registry).set_function(
        lambda: sum(len(people) for people in hub.registry.connections.values()))
    ProcessCollector(registry=registry)
    return Meters(
        registry,
        Counter("maumau_actions_applied", "Actions played, accepted and stored",
                registry=registry),
        Histogram("maumau_action_seconds", "From an action's message read to its change "
                  "told to every connection at the table", buckets=LATENCY_BUCKETS,
                  registry=registry),
        Counter("maumau_refusals", "Refusals by their code", ["code", "via"],
                registry=registry))


def install(app: FastAPI, hub: Hub) -> Meters:
    """Add ``GET /metrics`` and the meters' hooks: the action handler timed, every
    connection's ``error`` messages and every HTTP error answer counted."""
    found = meters(hub)
    _time_actions(hub, found)
    _count_socket_refusals(hub, found)
    app.add_middleware(RefusalCounter, refusals=found.refusals)
    app.state.meters = found

    @app.get("/metrics", include_in_schema=False)
    async def metrics() -> Response:
        return Response(generate_latest(found.registry), media_type=CONTENT_TYPE_LATEST)

    return found


def _time_actions(hub: Hub, found: Meters) -> None:
    command = hub.commands.table["action"]
    handle = command.handle

    async def timed(connection: Connection, message: Incoming) -> None:
        began = time.perf_counter()
        await handle(connection, message)
        found.latency.observe(time.perf_counter() - began)
        found.actions.inc()

    hub.commands.table["action"] = dataclasses.replace(command, handle=timed)


def _count_socket_refusals(hub: Hub, found: Meters) -> None:
    limit = hub.settings.limits.send_queue
    refusals = found.refusals

    class MeteredConnection(Connection):
        def send(self, text: str) -> None:
            if _ERROR_MARK in text[:40]:
                refusals.labels(_code(text.encode()), "websocket").inc()
            super().send(text)

    def connection(code: str) -> Connection:
        return MeteredConnection(code, limit)

    hub.connection = connection  # type: ignore[method-assign]


def _code(body: bytes, fallback: str = "unknown") -> str:
    try:
        data: Any = orjson.loads(body)
    except orjson.JSONDecodeError:
        return fallback
    code = data.get("code") if isinstance(data, dict) else None
    return code if isinstance(code, str) and len(code) <= 40 else fallback


class RefusalCounter:
    """ASGI middleware: each HTTP answer of status 400 or more counted by its ``code``
    (the JSON body's, else the status)."""

    def __init__(self, app: ASGIApp, refusals: Counter) -> None:
        self.app = app
        self.refusals = refusals

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        status = 0
        counted = False

        async def watching(message: Message) -> None:
            nonlocal status, counted
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body" and status >= 400 and not counted:
                counted = True
                body = message.get("body", b"")
                self.refusals.labels(_code(body[:4096], str(status)), "http").inc()
            await send(message)

        await self.app(scope, receive, watching)

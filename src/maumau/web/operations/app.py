"""The ASGI application: HTTP routes, the WebSocket route and the error answers.

Build it with :func:`create_app`; the hub (tables, database, bots) starts and stops with
the application's lifespan.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
from collections.abc import AsyncIterator, Mapping
from importlib.metadata import version
from typing import Any

import orjson
from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import DBAPIError, TimeoutError as PoolTimeout
from starlette.exceptions import HTTPException
from starlette.types import Scope

from maumau import i18n
from maumau.core.variant import all_variants
from maumau.web import catalog
from maumau.web.config import PROTOCOL_VERSION, Settings
from maumau.web.errors import ApiError
from maumau.web.guard import requests
from maumau.web.guard.forwarded import RelayedClient, is_relayed
from maumau.web.guard.head import HeadAsGet
from maumau.web.guard.limits import RouteGuard, quiet_frame_errors, spoken_answer
from maumau.web.guard.limits_table import SEAT_MESSAGE
from maumau.web.offline import bundle
from maumau.web.operations import health, metrics
from maumau.web.pages import files as pages, offline, replay
from maumau.web.pages.links import public_link
from maumau.web.storage import outage, stored_check
from maumau.web.tables import messages, relay
from maumau.web.tables.connection import Connection
from maumau.web.tables.hub import Hub
from maumau.web.tables.table import Table

__all__ = [
    "APP_VERSION",
    "create_app",
]

APP_VERSION = version("maumau")
log = logging.getLogger(__name__)


def create_app(settings: Settings) -> FastAPI:
    hub = Hub(settings)

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        try:
            await hub.start()
        except Exception as problem:
            if outage.unavailable(problem):  # for serve: a failure to retry (status 75)
                app.state.unreachable = outage.first_line(problem)
            raise
        try:
            yield
        finally:
            await hub.stop()

    app = FastAPI(title="maumau", lifespan=lifespan, docs_url=None, redoc_url=None,
                  openapi_url=None)
    app.state.hub = hub
    _errors(app)
    _pages(app, hub)
    offline.install(app, offline.OfflineFiles(offline.find_pyodide(), bundle.build))
    _api(app, hub)
    _websocket(app, hub)
    quiet_frame_errors()
    # the route guard first: middleware added later wraps it (the refusal counter sees
    # its answers)
    app.add_middleware(RouteGuard, guard=hub.guard, router=app.router, address=_scope_address)
    health.install(app, hub)
    metrics.install(app, hub)
    for feature in settings.features:
        importlib.import_module(feature).install(app, hub)
    app.mount("/static", StaticFiles(directory=pages.STATIC_DIR, check_dir=False),
              name="static")
    # outermost: a relayed client's address before anything counts it, HEAD as GET
    app.add_middleware(RelayedClient, secret=lambda: hub.sharing.relay_secret)
    app.add_middleware(HeadAsGet)
    return app


def _errors(app: FastAPI) -> None:
    """Every refusal answers ``{"detail", "code", "reason", "message"}`` (plus its own
    fields), ``message`` in the request's language (:mod:`maumau.web.pages.spoken`)."""

    @app.exception_handler(ApiError)
    async def api_error(request: Request, problem: ApiError) -> Response:
        # a body refused as too large is not read further: the connection closes
        closing = {"Connection": "close"} if problem.status == 413 else None
        return _refused(request, problem, closing)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, problem: HTTPException) -> Response:
        code = {404: "not_found", 405: "method_not_allowed"}.get(problem.status_code,
                                                                  "bad_request")
        return _refused(request, ApiError(problem.status_code, code, str(problem.detail)),
                        problem.headers)

    async def database_down(request: Request, problem: Exception) -> Response:
        """The database cannot be reached (down, restarting, a lost connection): 503
        ``database_unavailable`` on every route, whatever it was doing; another database
        error is a bug and stays one."""
        if not outage.unavailable(problem):
            raise problem
        log.warning("%s %s: the database cannot be reached: %s", request.method,
                    request.url.path, outage.first_line(problem))
        return _refused(request, outage.http_refusal())

    app.add_exception_handler(DBAPIError, database_down)
    app.add_exception_handler(PoolTimeout, database_down)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, problem: RequestValidationError) -> Response:
        first = problem.errors()[0] if problem.errors() else {}
        where = ".".join(str(part) for part in first.get("loc", ()))
        field = str(first.get("loc", ("", ""))[-1])
        return _refused(request, ApiError(422, "bad_request",
                                          f"{where}: {first.get('msg', 'invalid')}",
                                          {"reason": {"code": "bad_value",
                                                      "params": {"field": field}}}))


def _refused(request: Request, problem: ApiError,
             headers: Mapping[str, str] | None = None) -> Response:
    said = spoken_answer(problem, request.scope)
    extra = dict(headers or {})
    if problem.code == outage.UNAVAILABLE_CODE:
        extra["Retry-After"] = str(outage.RETRY_AFTER)
    return JSONResponse({**said.params, "detail": said.detail, "code": said.code},
                        status_code=said.status, headers=extra or None)


def _lang(lang: str | None) -> str:
    """The requested language; German when none or an unknown one is asked for."""
    return i18n.language(lang)


def _address(connection: Request | WebSocket) -> str:
    """The client's address (the proxy's forwarded one when uvicorn trusts the proxy)."""
    return connection.client.host if connection.client is not None else "unknown"


def _scope_address(scope: Scope) -> str:
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


async def _body(request: Request, limit: int) -> Any:
    """The JSON body, refused as ``too_large`` before more than ``limit`` bytes are read."""
    return _parse(await _raw_body(request, limit))


async def _raw_body(request: Request, limit: int) -> bytes:
    """The body's bytes, refused as ``too_large`` before more than ``limit`` are read."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise _too_large(limit)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise _too_large(limit)
        chunks.append(chunk)
    return b"".join(chunks)


def _parse(body: bytes) -> Any:
    try:
        return orjson.loads(body)
    except orjson.JSONDecodeError as problem:
        raise ApiError(400, "malformed", f"the body is not JSON ({problem})") from None


async def _route(hub: Hub, request: Request, code: str, body: bytes | None = None
                 ) -> Table | Response:
    """The table if this process owns it; else the owner's answer to the same request
    (a dead owner's table is taken over here once its lease runs out)."""
    unreachable: str | None = None
    for _ in range(3):
        found = await hub.locate(code, unreachable)
        if not isinstance(found, str):
            return found
        path = request.url.path + (f"?{request.url.query}" if request.url.query else "")
        language = {name: request.headers[name] for name in ("accept-language",)
                    if name in request.headers}
        try:
            return await relay.forward(request.method, found, path, body, _address(request),
                                       hub.sharing.relay_secret or "", language)
        except relay.Unreachable:
            unreachable = found
    raise ApiError(503, "table_moving", f"table {code} is moving to another server "
                                        "process; try again in a moment")


def _too_large(limit: int) -> ApiError:
    return ApiError(413, "too_large", f"the body may be at most {limit} bytes",
                    {"reason": {"code": "body_size", "params": {"n": limit}}})


def _pages(app: FastAPI, hub: Hub) -> None:
    @app.get("/", include_in_schema=False)
    async def lobby() -> Response:
        return pages.page("index.html")

    @app.get("/t/{code}", include_in_schema=False)
    async def table_page(code: str, request: Request) -> Response:
        try:
            await hub.locate(code)
        except ApiError:
            return pages.missing(pages.request_language(request), "table", code=code)
        return pages.page("table.html")

    @app.get("/how/{variant}", include_in_schema=False)
    async def how_page(variant: str, request: Request) -> Response:
        if variant not in {game.name for game in all_variants()}:
            return pages.missing(pages.request_language(request), "game", game=variant)
        return pages.page("how.html")

    @app.get("/replay/{code}/{match}", include_in_schema=False)
    async def replay_page(code: str, match: int, request: Request) -> Response:
        count = await hub.match_count(code)
        if count == 0 and not await hub.is_stored(code):
            return pages.missing(pages.request_language(request), "table", code=code)
        if not 1 <= match <= count:
            return pages.missing(pages.request_language(request), "match", code=code, match=match)
        return pages.page("replay.html")


def _api(app: FastAPI, hub: Hub) -> None:
    @app.get("/api/version")
    async def version() -> dict[str, Any]:
        return {"protocol": PROTOCOL_VERSION, "app": APP_VERSION}

    body_limit = hub.settings.limits.body_bytes

    @app.get("/api/i18n/{lang}")
    async def texts(lang: str) -> Response:
        """The page's catalogue: every message of ``lang`` (unknown languages: German)."""
        chosen = i18n.language(lang)
        return JSONResponse({"lang": chosen, "messages": dict(i18n.messages(chosen))},
                            headers={"Cache-Control": "no-cache"})

    @app.get("/api/rules")
    async def rules(variant: str | None = None, preset: str | None = None,
                    players: int | None = None, options: str | None = None,
                    lang: str | None = None) -> dict[str, Any]:
        """The rules of a ruleset in words; ``options`` is a JSON object."""
        try:
            chosen = orjson.loads(options) if options else {}
        except orjson.JSONDecodeError:
            raise ApiError(422, "bad_option", "'options' must be a JSON object") from None
        return catalog.rules(variant, preset, players, chosen, _lang(lang))

    @app.post("/api/rules")
    async def rules_of(request: Request, lang: str | None = None) -> dict[str, Any]:
        body = await _body(request, body_limit)
        if not isinstance(body, dict):
            raise ApiError(422, "bad_request", "the body must be a JSON object")
        return catalog.rules(body.get("variant"), body.get("preset"), body.get("players"),
                             body.get("options"), _lang(lang or body.get("lang")))

    @app.get("/api/variants")
    async def variants(request: Request, lang: str | None = None) -> dict[str, Any]:
        return {"variants": catalog.variants(_lang(lang))}

    @app.get("/api/variants/{variant}/options")
    async def options(request: Request, variant: str, preset: str | None = None,
                      players: int | None = None, lang: str | None = None) -> dict[str, Any]:
        return catalog.variant_options(variant, preset, players, _lang(lang))

    @app.post("/api/tables", status_code=201)
    async def create(request: Request, lang: str | None = None) -> dict[str, Any]:
        plan = requests.read_create(await _body(request, body_limit),
                                    hub.settings.table_defaults, lang)
        table, token, local = await hub.create_table(plan)
        made: dict[str, Any] = {
            "code": table.code, "invite_url": public_link(hub.settings, request, "table_page",
                                                       code=table.code),
            "token": token, "seat": table.host_seat}
        if local:
            made["local"] = [{"seat": seat, "token": seat_token} for seat, seat_token in local]
        return made

    @app.get("/api/tables/{code}")
    async def summary(request: Request, code: str) -> Any:
        found = await _route(hub, request, code)
        return hub.summary(found) if isinstance(found, Table) else found

    @app.post("/api/tables/{code}/join")
    async def join(code: str, request: Request) -> Any:
        await hub.locate(code)
        body = await _raw_body(request, body_limit)
        found = await _route(hub, request, code, body)
        if not isinstance(found, Table):
            return found
        token, seat = await hub.join(code, requests.read_join(_parse(body)))
        return {"token": token, "seat": seat}

    @app.get("/api/tables/{code}/matches/{match}/record")
    async def record(request: Request, code: str, match: int) -> Response:
        data = await _stored_record(hub, code, match)
        return JSONResponse(data, headers={
            "Content-Disposition": f'attachment; filename="maumau-{code}-{match}.json"'})

    @app.get("/api/tables/{code}/matches/{match}/replay")
    async def replay_frames(request: Request, code: str, match: int, seat: int | None = None,
                            open: int = 0) -> dict[str, Any]:
        data = await _stored_record(hub, code, match)
        try:
            shown = await asyncio.to_thread(replay.frames, data, seat, bool(open))
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as problem:
            raise await _damaged(hub, code, match, problem) from None
        return {"frames": shown}


async def _stored_record(hub: Hub, code: str, match: int) -> dict[str, Any]:
    """A finished match's stored record; one damaged in storage (cut short, not JSON, not
    a record) is ``record_damaged`` (410): it cannot be served again, and its table is
    quarantined."""
    try:
        data = await hub.record(code, match)
        stored_check.check_record(match, orjson.dumps(data).decode())
    except ValueError as problem:
        raise await _damaged(hub, code, match, problem) from None
    return data


async def _damaged(hub: Hub, code: str, match: int, problem: Exception) -> ApiError:
    await hub.registry.quarantine(code, f"the record of match {match}: "
                                        f"{type(problem).__name__}: {problem}")
    return ApiError(410, "record_damaged", f"the stored record of match {match} at table "
                                           f"{code} is damaged and cannot be read")


def _websocket(app: FastAPI, hub: Hub) -> None:
    @app.websocket("/ws/{code}")
    async def play(socket: WebSocket, code: str) -> None:
        address = _address(socket)
        await socket.accept()
        if is_relayed(socket.scope):  # the relaying process counted it against the limits
            await _serve_socket(hub, socket, code, address)
            return
        if not await hub.guard.admit("socket", address):
            await socket.send_text(messages.error(
                "rate_limited", "too many connections opened from your address (at most "
                                f"{hub.guard.rate('socket')}); try again later",
                why="socket_rate"))
            await socket.close(code=1008)
            return
        if not hub.guard.open_connection(address):
            most = max(1, hub.settings.limits.connections_per_address // hub.guard.processes)
            await socket.send_text(messages.error(
                "too_many_connections", f"your address has {most} connections open "
                                        "already; close one first",
                why="connections_open", params={"n": most}))
            await socket.close(code=1008)
            return
        try:
            await _serve_socket(hub, socket, code, address)
        finally:
            hub.guard.close_connection(address)


async def _serve_socket(hub: Hub, socket: WebSocket, code: str, address: str) -> None:
    """Serve the table here if this process owns it, else relay the socket to the owner."""
    unreachable: str | None = None
    try:
        for _ in range(3):
            found = await hub.locate(code, unreachable)
            if not isinstance(found, str):
                break
            try:
                await relay.relay(hub, socket, code, found, address)
                return
            except relay.Unreachable:
                unreachable = found
        else:
            raise ApiError(503, "table_moving", f"table {code} is moving to another server "
                                                "process; try again in a moment")
    except ApiError as problem:
        await socket.send_text(messages.error(problem.code, problem.detail))
        await socket.close(code=4000 + problem.status)
        return
    except Exception as problem:
        if not outage.unavailable(problem):
            raise
        log.warning("a connection to table %s: the database cannot be reached: %s", code,
                    outage.first_line(problem))
        refusal = outage.protocol_refusal()
        await socket.send_text(messages.error(refusal.code, refusal.message,
                                              reason=refusal.reason))
        await socket.close(code=4503)
        return
    connection = hub.connection(code)
    receiver = asyncio.create_task(_receive_all(hub, socket, connection, address))
    sender = asyncio.create_task(_send_all(socket, connection,
                                           hub.settings.limits.send_timeout))
    try:
        await asyncio.wait({receiver, sender}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        receiver.cancel()
        await hub.disconnect(connection)
        connection.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(sender, hub.settings.limits.send_timeout)
        with contextlib.suppress(BaseException):
            await receiver


async def _receive_all(hub: Hub, socket: WebSocket, connection: Connection,
                       address: str) -> None:
    """Every message gets an answer: a binary frame or a message over the rate is refused
    with an ``error``, the rest goes to the hub."""
    while True:
        event = await socket.receive()
        if event["type"] == "websocket.disconnect":
            return
        text = event.get("text")
        if text is None:
            connection.send(messages.error("malformed", "binary frames are not accepted: "
                                                        "send JSON in a text frame",
                                           why="binary_frame"))
        elif not hub.guard.allow("message", address):
            connection.send(messages.error("rate_limited", "too many messages from your "
                                           f"address (at most {hub.guard.rate('message')})",
                                           messages.peek_ref(text), why="message_rate"))
        elif connection.seat is not None and not hub.guard.allow(
                SEAT_MESSAGE, connection.code, str(connection.seat)):
            connection.send(messages.error("rate_limited", "too many messages from your "
                                           f"seat (at most {hub.guard.rate(SEAT_MESSAGE)})",
                                           messages.peek_ref(text), why="seat_rate"))
        else:
            await hub.receive(connection, text)


async def _send_all(socket: WebSocket, connection: Connection, timeout: float) -> None:
    """Send the connection's messages in order. A client that does not read (a message not
    gone out within ``timeout``, or more queued than the connection may hold) is
    disconnected: it reconnects and gets the whole view again.

    The timeout is watched by one timer per connection that wakes every half timeout,
    not set and cleared around every message (that cost more than the send)."""
    loop = asyncio.get_running_loop()
    sender = asyncio.current_task()
    assert sender is not None
    since: list[float | None] = [None]  # when the message going out now was begun
    late = False
    timer: asyncio.TimerHandle | None = None

    def watch() -> None:
        nonlocal late, timer
        began = since[0]
        if began is not None and loop.time() - began >= timeout:
            late = True
            sender.cancel()
            return
        timer = loop.call_later(timeout / 2, watch)

    timer = loop.call_later(timeout / 2, watch)
    try:
        while True:
            text = await connection.outbox.get()
            if text is None:
                break
            since[0] = loop.time()
            try:
                await socket.send_text(text)
            except asyncio.CancelledError:
                if not late:
                    raise
                sender.uncancel()
                connection.overflowed = True
                break
            except Exception:
                connection.overflowed = True
                break
            since[0] = None
    finally:
        if timer is not None:
            timer.cancel()
    if connection.overflowed:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(socket.close(code=1008, reason="too slow"), 1.0)

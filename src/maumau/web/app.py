"""The ASGI application: HTTP routes, the WebSocket route and the error answers.

Build it with :func:`create_app`; the hub (tables, database, bots) starts and stops with
the application's lifespan.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from importlib.metadata import version
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from maumau import i18n
from maumau.core.variant import all_variants
from maumau.web import catalog, messages, pages, replay, requests
from maumau.web.config import PROTOCOL_VERSION, Settings
from maumau.web.connection import Connection
from maumau.web.errors import ApiError
from maumau.web.hub import Hub

APP_VERSION = version("maumau")


def create_app(settings: Settings) -> FastAPI:
    hub = Hub(settings)

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()

    app = FastAPI(title="maumau", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.hub = hub
    _errors(app)
    _pages(app, hub)
    _api(app, hub)
    _websocket(app, hub)
    app.mount("/static", StaticFiles(directory=pages.STATIC_DIR, check_dir=False),
              name="static")
    return app


def _errors(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def api_error(_: Request, problem: ApiError) -> Response:
        return JSONResponse({**problem.params, "detail": problem.detail, "code": problem.code},
                            status_code=problem.status)

    @app.exception_handler(HTTPException)
    async def http_error(_: Request, problem: HTTPException) -> Response:
        code = {404: "not_found", 405: "method_not_allowed"}.get(problem.status_code,
                                                                  "bad_request")
        return JSONResponse({"detail": str(problem.detail), "code": code},
                            status_code=problem.status_code)

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, problem: RequestValidationError) -> Response:
        first = problem.errors()[0] if problem.errors() else {}
        where = ".".join(str(part) for part in first.get("loc", ()))
        return JSONResponse({"detail": f"{where}: {first.get('msg', 'invalid')}",
                             "code": "bad_request"}, status_code=422)


def _lang(lang: str | None) -> str:
    """The requested language; German when none or an unknown one is asked for."""
    return i18n.language(lang)


async def _body(request: Request) -> Any:
    try:
        return json.loads(await request.body())
    except ValueError:
        raise ApiError(400, "malformed", "the body is not JSON") from None


def _pages(app: FastAPI, hub: Hub) -> None:
    @app.get("/", include_in_schema=False)
    async def lobby() -> Response:
        return pages.page("index.html")

    @app.get("/t/{code}", include_in_schema=False)
    async def table_page(code: str) -> Response:
        if code not in hub.tables:
            return pages.missing(f"there is no table {code!r}")
        return pages.page("table.html")

    @app.get("/how/{variant}", include_in_schema=False)
    async def how_page(variant: str) -> Response:
        if variant not in {game.name for game in all_variants()}:
            return pages.missing(f"there is no game {variant!r}")
        return pages.page("how.html")

    @app.get("/replay/{code}/{match}", include_in_schema=False)
    async def replay_page(code: str, match: int) -> Response:
        table = hub.tables.get(code)
        if table is None:
            return pages.missing(f"there is no table {code!r}")
        if not 1 <= match <= table.match_number:
            return pages.missing(f"table {code} has no match {match}")
        return pages.page("replay.html")


def _api(app: FastAPI, hub: Hub) -> None:
    @app.get("/api/version")
    async def version() -> dict[str, Any]:
        return {"protocol": PROTOCOL_VERSION, "app": APP_VERSION}

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
            chosen = json.loads(options) if options else {}
        except ValueError:
            raise ApiError(422, "bad_option", "'options' must be a JSON object") from None
        return catalog.rules(variant, preset, players, chosen, _lang(lang))

    @app.post("/api/rules")
    async def rules_of(request: Request, lang: str | None = None) -> dict[str, Any]:
        body = await _body(request)
        if not isinstance(body, dict):
            raise ApiError(422, "bad_request", "the body must be a JSON object")
        return catalog.rules(body.get("variant"), body.get("preset"), body.get("players"),
                             body.get("options"), _lang(lang or body.get("lang")))

    @app.get("/api/variants")
    async def variants(lang: str | None = None) -> dict[str, Any]:
        return {"variants": catalog.variants(_lang(lang))}

    @app.get("/api/variants/{variant}/options")
    async def options(variant: str, preset: str | None = None, players: int | None = None,
                      lang: str | None = None) -> dict[str, Any]:
        return catalog.variant_options(variant, preset, players, _lang(lang))

    @app.post("/api/tables", status_code=201)
    async def create(request: Request, lang: str | None = None) -> dict[str, Any]:
        plan = requests.read_create(await _body(request), hub.settings.table_defaults, lang)
        table, token = await hub.create_table(plan)
        return {"code": table.code, "invite_url": str(request.url_for("table_page",
                                                                      code=table.code)),
                "token": token, "seat": table.host_seat}

    @app.get("/api/tables/{code}")
    async def summary(code: str) -> dict[str, Any]:
        return hub.summary(hub.table(code))

    @app.post("/api/tables/{code}/join")
    async def join(code: str, request: Request) -> dict[str, Any]:
        hub.table(code)
        token, seat = await hub.join(code, requests.read_join(await _body(request)))
        return {"token": token, "seat": seat}

    @app.get("/api/tables/{code}/matches/{match}/record")
    async def record(code: str, match: int) -> Response:
        data = await hub.record(code, match)
        return JSONResponse(data, headers={
            "Content-Disposition": f'attachment; filename="maumau-{code}-{match}.json"'})

    @app.get("/api/tables/{code}/matches/{match}/replay")
    async def replay_frames(code: str, match: int, seat: int | None = None,
                            open: int = 0) -> dict[str, Any]:
        data = await hub.record(code, match)
        shown = await asyncio.to_thread(replay.frames, data, seat, bool(open))
        return {"frames": shown}


def _websocket(app: FastAPI, hub: Hub) -> None:
    @app.websocket("/ws/{code}")
    async def play(socket: WebSocket, code: str) -> None:
        await socket.accept()
        try:
            connection = hub.connect(code)
        except ApiError as problem:
            await socket.send_text(messages.error(problem.code, problem.detail))
            await socket.close(code=4404)
            return
        sender = asyncio.create_task(_send_all(socket, connection))
        try:
            while True:
                text = await socket.receive_text()
                await hub.receive(connection, text)
        except WebSocketDisconnect:
            pass
        finally:
            await hub.disconnect(connection)
            connection.close()
            with contextlib.suppress(Exception):
                await sender


async def _send_all(socket: WebSocket, connection: Connection) -> None:
    while True:
        text = await connection.outbox.get()
        if text is None:
            return
        try:
            await socket.send_text(text)
        except Exception:
            return

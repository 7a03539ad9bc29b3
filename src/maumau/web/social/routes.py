"""The HTTP routes of the social features (pages and JSON API); see docs/social.md."""

from __future__ import annotations

import asyncio
import time
from html import escape
from typing import Any

import orjson
from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response
from limits import parse
from limits.storage import MemoryStorage
from limits.strategies import MovingWindowRateLimiter

from maumau import i18n
from maumau.core.errors import RulesetError
from maumau.core.variant import find_variant
from maumau.web.errors import ApiError
from maumau.web.pages import files as pages
from maumau.web.pages.files import request_language
from maumau.web.pages.links import public_base, public_link
from maumau.web.pages.spoken import SpokenRoute
from maumau.web.social import faq, history, open_tables, profiles, qr, rulesets, settings, support
from maumau.web.social.fields import reason, refuse
from maumau.web.tables.hub import Hub

__all__ = [
    "FEEDBACK_LIMIT",
    "HIGHEST_ID",
    "LANGS",
    "feedback_messages",
    "install",
    "missing_rules_page",
]

LANGS = ("de", "en")
HIGHEST_ID = 2**63
"""Above the largest integer the databases store: a larger ``before`` is refused."""
FEEDBACK_LIMIT = "5/hour"
"""Support messages one address may send: enough for a person, too few for a flood."""

_MISSING_RULES = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><link rel="icon" href="/static/icons/icon-192.png" type="image/png">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="stylesheet" href="/static/css/style.css">
<link rel="stylesheet" href="/static/social/css/social.css">
<script type="module" src="/static/js/missing.js"></script></head>
<body class="page-rules-missing"><header class="topbar">
<a class="brand" href="/">{title}</a><span class="table-info"></span>
<a class="lang" id="lang-link" href="?lang={other}" hreflang="{other}" lang="{other}"
 title="{switch_title}">{switch}</a></header>
<main class="social missing"><h1>{heading}</h1>
<p class="notice" role="alert">{text}</p>
<p><a class="button" href="/">{lobby}</a></p>
</main></body></html>
"""


def missing_rules_page(lang: str, key: str) -> HTMLResponse:
    """The 404 page of a share link to house rules that do not exist, in ``lang`` only,
    with a link to the other language (``?lang=``) and back to the lobby."""
    texts = i18n.messages(lang)
    other = "en" if lang == "de" else "de"

    def say(name: str, **fields: object) -> str:
        return escape(texts[name].format(**fields), quote=True)

    return HTMLResponse(_MISSING_RULES.format(
        lang=lang, other=other, title=say("page.app.title"), heading=say("page.rules.heading"),
        text=say("why.unknown_ruleset", id=key), lobby=say("page.rules.to_lobby"),
        switch=say("page.lang.switch"), switch_title=say("page.lang.switch_title")),
        status_code=404)


feedback_messages = support.list_all
"""The support form's messages, for the operator (:func:`maumau.web.operations.entry.feedback`)."""


def install(app: FastAPI, hub: Hub) -> None:
    """Add the pages and API routes of support, QR codes, rule sets and profiles, and
    listen to the server: a finished match goes into the history and ratings (and the
    table's series), a removed person's seat leaves their profile."""
    hub.listeners.match_finished.append(history.on_match_finished)
    hub.listeners.seat_released.append(profiles.on_seat_released)
    hub.listeners.series = history.series_of
    limiter = MovingWindowRateLimiter(MemoryStorage())
    feedback_limit = parse(FEEDBACK_LIMIT)
    # the routes answer refusals in the request's language (SpokenRoute); they are the
    # app's own routes (not an included router), so the route guard finds each one
    kept = app.router.route_class
    app.router.route_class = SpokenRoute
    try:
        _pages(app, hub)
        _support(app, hub, limiter, feedback_limit)
        _qr(app, hub)
        _rulesets(app, hub)
        _profiles(app, hub)
        _open_tables(app, hub)
    finally:
        app.router.route_class = kept


def _open_tables(app: FastAPI, hub: Hub) -> None:
    @app.get("/api/open-tables")
    async def listed(lang: str | None = None) -> dict[str, Any]:
        chosen = _lang(lang)
        return {"tables": open_tables.open_tables(list(hub.tables.values()), chosen)}


async def _body(request: Request) -> Any:
    """The JSON body (its size is capped by the route guard, :mod:`maumau.web.guard.limits`).
    orjson refuses lone surrogates and nesting deeper than 1024 levels as not JSON."""
    try:
        return orjson.loads(await request.body())
    except orjson.JSONDecodeError:
        raise ApiError(400, "malformed", "the body is not JSON",
                       {"reason": reason("body_json")}) from None


def _lang(lang: str | None) -> str:
    if lang is None:
        return "de"
    if lang not in LANGS:
        raise refuse(422, "bad_request", f"lang must be one of {', '.join(LANGS)}",
                     "field_choice", field="lang", choices=", ".join(LANGS))
    return lang


def _variant(name: str | None) -> str | None:
    if name is None:
        return None
    try:
        return find_variant(name).name
    except RulesetError as problem:
        raise refuse(404, "unknown_variant", str(problem), "unknown_game", game=name) from None


def _pages(app: FastAPI, hub: Hub) -> None:
    @app.get("/faq", include_in_schema=False)
    async def faq_page() -> Response:
        return pages.page("social/faq.html")

    @app.get("/history", include_in_schema=False)
    async def history_page() -> Response:
        return pages.page("social/history.html")

    @app.get("/rules/{key}", include_in_schema=False)
    async def rules_page(key: str, request: Request) -> Response:
        if await asyncio.to_thread(rulesets.find, hub.engine, key) is None:
            return missing_rules_page(request_language(request), key)
        return pages.page("social/rules.html")


def _support(app: FastAPI, hub: Hub, limiter: MovingWindowRateLimiter, limit: Any) -> None:
    @app.get("/api/faq")
    async def questions(lang: str | None = None, game: str | None = None) -> dict[str, Any]:
        return faq.faq(_lang(lang), _variant(game))

    @app.post("/api/feedback", status_code=201)
    async def feedback(request: Request) -> dict[str, Any]:
        message = support.read_feedback(await _body(request))
        address = request.client.host if request.client is not None else "unknown"
        if not limiter.hit(limit, "feedback", address):
            reset = limiter.get_window_stats(limit, "feedback", address).reset_time
            wait = max(1, int(reset - time.time()))
            raise refuse(429, "rate_limited",
                         f"too many messages from this address (at most {FEEDBACK_LIMIT}); "
                         f"try again in {wait} seconds", "rate_wait", n=wait)
        key = await hub.writer.run(lambda connection: support.store(connection, message))
        return {"id": key}


def _qr(app: FastAPI, hub: Hub) -> None:
    @app.get("/api/tables/{code}/qr.svg")
    async def invite_qr(code: str, request: Request) -> Response:
        await hub.open_table(code)
        link = public_link(hub.settings, request, "table_page", code=code)
        return Response(qr.svg(link, f"Mau Mau: {link}"), media_type="image/svg+xml")


def _rulesets(app: FastAPI, hub: Hub) -> None:
    def shown(request: Request, saved: rulesets.NamedRuleset) -> dict[str, Any]:
        base = public_base(hub.settings, request)
        return {**saved.to_dict(), "share_url": f"{base}/rules/{saved.id}",
                "lobby_url": f"{base}/?rules={saved.id}"}

    async def found(key: str) -> rulesets.NamedRuleset:
        saved = await asyncio.to_thread(rulesets.find, hub.engine, key)
        if saved is None:
            raise refuse(404, "unknown_ruleset", f"there is no rule set {key!r}",
                         "unknown_ruleset", id=key)
        return saved

    @app.post("/api/rulesets", status_code=201)
    async def save(request: Request) -> dict[str, Any]:
        name, ruleset = rulesets.read_save(await _body(request))
        saved = await hub.writer.run(lambda c: rulesets.insert(c, name, ruleset))
        return shown(request, saved)

    @app.post("/api/rulesets/import", status_code=201)
    async def import_file(request: Request) -> dict[str, Any]:
        name, ruleset = rulesets.read_import(await _body(request))
        saved = await hub.writer.run(lambda c: rulesets.insert(c, name, ruleset))
        return shown(request, saved)

    @app.get("/api/rulesets")
    async def recent(request: Request, variant: str | None = None) -> dict[str, Any]:
        listed = await asyncio.to_thread(rulesets.recent, hub.engine, _variant(variant))
        return {"rulesets": [shown(request, saved) for saved in listed]}

    @app.get("/api/rulesets/{key}")
    async def one(key: str, request: Request) -> dict[str, Any]:
        return shown(request, await found(key))

    @app.get("/api/rulesets/{key}/export")
    async def export(key: str) -> Response:
        saved = await found(key)
        return JSONResponse(saved.export(), headers={
            "Content-Disposition": f'attachment; filename="maumau-rules-{key}.json"'})


def _profiles(app: FastAPI, hub: Hub) -> None:
    async def me(request: Request) -> profiles.Profile:
        secret = profiles.secret_from(request.headers.get("authorization"))
        return await asyncio.to_thread(profiles.find, hub.engine, secret)

    def public(profile: profiles.Profile) -> dict[str, Any]:
        return {"id": profile.id, "name": profile.name, "created": profile.created}

    @app.post("/api/profiles", status_code=201)
    async def create(request: Request) -> dict[str, Any]:
        name = profiles.read_name(await _body(request))
        profile, secret = await hub.writer.run(lambda c: profiles.create(c, name))
        return {**public(profile), "secret": secret}

    @app.get("/api/profile")
    async def read(request: Request) -> dict[str, Any]:
        return public(await me(request))

    @app.patch("/api/profile")
    async def rename(request: Request) -> dict[str, Any]:
        profile = await me(request)
        name = profiles.read_name(await _body(request))
        await hub.writer.run(lambda c: profiles.rename(c, profile, name))
        return public(profiles.Profile(profile.id, name, profile.created))

    @app.delete("/api/profile")
    async def remove(request: Request) -> dict[str, Any]:
        profile = await me(request)
        await hub.writer.run(lambda c: profiles.remove(c, profile))
        return {"deleted": profile.id}

    @app.get("/api/profile/settings")
    async def read_settings(request: Request) -> dict[str, Any]:
        profile = await me(request)
        return {"settings": await asyncio.to_thread(settings.load, hub.engine, profile)}

    @app.put("/api/profile/settings")
    async def write_settings(request: Request) -> dict[str, Any]:
        profile = await me(request)
        chosen = settings.read_settings(await _body(request))
        await hub.writer.run(lambda c: settings.store(c, profile, chosen))
        return {"settings": chosen}

    @app.post("/api/profile/seats")
    async def claim(request: Request) -> dict[str, Any]:
        profile = await me(request)
        body = await _body(request)
        if not isinstance(body, dict) or not isinstance(body.get("code"), str) \
                or not isinstance(body.get("token"), str):
            raise refuse(422, "bad_request", "the body must be {\"code\": table code, "
                                             "\"token\": that table's seat token}",
                         "seat_claim_body")
        table = await hub.open_table(body["code"])
        seat_token = table.token(body["token"])
        if seat_token is None or seat_token.seat is None:
            raise refuse(403, "bad_token", "this token belongs to no seat of this table",
                         "seat_claim_token")
        seat = seat_token.seat
        await hub.writer.run(lambda c: profiles.claim_seat(c, profile, table.code, seat))
        return {"code": table.code, "seat": seat}

    @app.get("/api/profile/history")
    async def matches(request: Request, before: int | None = None) -> dict[str, Any]:
        if before is not None and not 0 <= before < HIGHEST_ID:
            raise refuse(422, "bad_request", f"'before' must be a match number from 0 "
                                             f"to {HIGHEST_ID - 1}", "history_before")
        profile = await me(request)
        return await asyncio.to_thread(history.history, hub.engine, profile, before)

    @app.get("/api/profile/stats")
    async def stats(request: Request) -> dict[str, Any]:
        profile = await me(request)
        return await asyncio.to_thread(history.stats, hub.engine, profile)

    @app.get("/api/profile/export")
    async def export(request: Request) -> Response:
        profile = await me(request)
        data = await asyncio.to_thread(history.export, hub.engine, profile)
        return JSONResponse(data, headers={
            "Content-Disposition": f'attachment; filename="maumau-profile-{profile.id}.json"'})

"""The HTML pages the browser side provides: one shell (``web/templates/base.html``: head,
top bar, footer, the language mark) that every page extends, rendered by Jinja2 once per
page and language; the static files (``web/static/``) beside them.

A page that is not there yet is answered with a small placeholder, so the server works
and can be tested before the browser side lands.
"""

from __future__ import annotations

from functools import cache
from html import escape
from pathlib import Path

from fastapi import Request
from fastapi.responses import HTMLResponse, Response
from jinja2 import Environment, FileSystemLoader, StrictUndefined, TemplateNotFound
from starlette.types import Receive, Scope, Send

from maumau import i18n

__all__ = [
    "STATIC_DIR",
    "TEMPLATES_DIR",
    "missing",
    "page",
    "render",
    "request_language",
]

STATIC_DIR = Path(__file__).parents[1] / "static"
TEMPLATES_DIR = Path(__file__).parents[1] / "templates"
"""The pages (``index.html``, ``social/faq.html`` ...) and the shell they extend."""

_PLACEHOLDER = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><title>maumau</title></head>
<body><h1>maumau</h1><p>{text}</p></body>
</html>
"""

_TEMPLATES = Environment(
    loader=FileSystemLoader(TEMPLATES_DIR), autoescape=True, undefined=StrictUndefined,
    trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True, auto_reload=False)


@cache
def render(name: str, lang: str) -> str:
    """The page ``name`` (a template of ``web/templates/``) in ``lang``: rendered once,
    then kept (the pages are the same for every request in a language), or a placeholder
    naming it where there is no such page."""
    try:
        return _TEMPLATES.get_template(name).render(lang=lang)
    except TemplateNotFound:
        return _PLACEHOLDER.format(lang=lang, text=escape(
            i18n.text(lang, "page.placeholder", page=name), quote=False))


@cache
def _encoded(name: str, lang: str) -> bytes:
    return render(name, lang).encode()


class _Page(Response):
    """A page in the language its request asks for (:func:`request_language`), chosen when
    it is sent, so that a route need not read the request."""

    media_type = "text/html"

    def __init__(self, name: str) -> None:
        super().__init__(headers={"Vary": "Accept-Language"})
        self.name = name

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        self.body = _encoded(self.name, request_language(Request(scope)))
        self.init_headers({"Vary": "Accept-Language"})
        await super().__call__(scope, receive, send)


def page(name: str, lang: str | None = None) -> Response:
    """The page ``name`` (``index.html``, ``social/faq.html`` ...) in ``lang``, by default
    in the language of the request it answers; a placeholder naming it where there is no
    such page."""
    if lang is None:
        return _Page(name)
    return HTMLResponse(_encoded(name, lang), headers={"Vary": "Accept-Language"})


_MISSING = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><link rel="icon" href="/static/icons/icon-192.png" type="image/png">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="stylesheet" href="/static/css/style.css">
<script type="module" src="/static/js/missing.js"></script></head>
<body class="page-missing"><main class="missing">
<h1>{title}</h1>
<p>{text}</p>
<p><a href="/?lang={lang}">{lobby}</a></p>
</main></body></html>
"""


def request_language(request: Request) -> str:
    """The language a request asks for: ``?lang=``, else the first of the catalogue's
    languages in ``Accept-Language``, else German."""
    asked = request.query_params.get("lang")
    if asked in i18n.LANGUAGES:
        return asked
    for part in request.headers.get("accept-language", "").split(","):
        tag = part.split(";")[0].strip().lower()[:2]
        if tag in i18n.LANGUAGES:
            return tag
    return i18n.DEFAULT_LANGUAGE


def missing(lang: str, what: str, **fields: object) -> HTMLResponse:
    """The page a person sees for a link to a table, game or match that does not exist
    (``what``: ``table``, ``game`` or ``match``, the text ``page.missing.<what>`` with
    ``fields``): a 404 in ``lang`` only, with a way back to the lobby."""
    def say(key: str, **more: object) -> str:
        return escape(i18n.text(lang, key, **more), quote=False)

    return HTMLResponse(_MISSING.format(
        lang=lang, title=say("page.missing.title"), text=say(f"page.missing.{what}", **fields),
        lobby=say("page.missing.to_lobby")), status_code=404)

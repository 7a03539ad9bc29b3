"""The HTML pages and static files the browser side provides (``web/static/``).

A page that is not there yet is answered with a small placeholder, so the server works
and can be tested before the browser side lands.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from fastapi import Request
from fastapi.responses import FileResponse, HTMLResponse, Response

from maumau import i18n

__all__ = [
    "STATIC_DIR",
    "missing",
    "page",
    "request_language",
]

STATIC_DIR = Path(__file__).parent / "static"

_PLACEHOLDER = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><title>maumau</title></head>
<body><h1>maumau</h1><p>{text}</p></body>
</html>
"""


def page(name: str, lang: str = i18n.DEFAULT_LANGUAGE) -> Response:
    """``static/<name>``, or a placeholder naming it (in ``lang``)."""
    path = STATIC_DIR / name
    if path.is_file():
        return FileResponse(path, media_type="text/html")
    return HTMLResponse(_PLACEHOLDER.format(lang=lang, text=escape(
        i18n.text(lang, "page.placeholder", page=name), quote=False)))


_MISSING = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><link rel="icon" href="data:,">
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

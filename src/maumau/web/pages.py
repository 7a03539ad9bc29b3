"""The HTML pages and static files the browser side provides (``web/static/``).

A page that is not there yet is answered with a small placeholder, so the server works
and can be tested before the browser side lands.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from fastapi.responses import FileResponse, HTMLResponse, Response

__all__ = [
    "STATIC_DIR",
    "missing",
    "page",
]

STATIC_DIR = Path(__file__).parent / "static"

_PLACEHOLDER = """<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>maumau</title></head>
<body><h1>maumau</h1><p>{page}: die Seite fehlt noch / this page is not built yet.</p></body>
</html>
"""


def page(name: str) -> Response:
    """``static/<name>``, or a placeholder naming it."""
    path = STATIC_DIR / name
    if path.is_file():
        return FileResponse(path, media_type="text/html")
    return HTMLResponse(_PLACEHOLDER.format(page=name))


_MISSING = """<!doctype html>
<html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mau Mau</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/css/style.css"></head>
<body class="page-missing"><main class="missing">
<h1>Mau Mau</h1>
<p lang="de">Diesen Tisch oder dieses Spiel gibt es hier nicht (mehr). Prüfe den Link.</p>
<p lang="en">There is no such table or match here (any more). Check the link.</p>
<p class="detail" lang="en"><code>{detail}</code></p>
<p><a href="/" lang="de">Zur Startseite</a><a href="/" lang="en">To the lobby</a></p>
</main><script type="module" src="/static/js/missing.js"></script></body></html>
"""


def missing(detail: str) -> HTMLResponse:
    """The page a person sees for a link to a table or match that does not exist: a 404
    with the reason and a way back to the lobby, in the language the visitor chose
    (``missing.js`` hides the other; without scripts both show)."""
    return HTMLResponse(_MISSING.format(detail=escape(detail, quote=False)), status_code=404)

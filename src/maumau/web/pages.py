"""The HTML pages and static files the browser side provides (``web/static/``).

A page that is not there yet is answered with a small placeholder, so the server works
and can be tested before the browser side lands.
"""

from __future__ import annotations

from pathlib import Path

from fastapi.responses import FileResponse, HTMLResponse, Response

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

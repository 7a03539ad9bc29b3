"""Every route the server answers is written down where its users look: docs/protocol.md
(the table server's HTTP API and pages), docs/social.md (the social features) or
docs/hosting.md (the operator's probes) or docs/offline.md (what offline play loads)."""

from __future__ import annotations

import re
from pathlib import Path

from starlette.routing import Mount, WebSocketRoute

from maumau.web.config import Settings
from maumau.web.operations.app import create_app

DOCS = Path(__file__).resolve().parents[2] / "docs"
WRITTEN_IN = ("protocol.md", "social.md", "hosting.md", "offline.md")


def shape(path: str) -> str:
    """A path without its query and with every parameter alike: ``/t/{}``; a parameter
    written with its file's ending (``<hash>.zip``) is one parameter."""
    bare = re.split(r"[?\[]", path)[0]
    alike = re.sub(r"\{[^}]*\}|<[^>]*>", "{}", bare)
    return re.sub(r"\{\}\.\w+$", "{}", alike).rstrip("/") or "/"  # <hash>.zip: a {name}


def documented() -> set[tuple[str, str]]:
    text = " ".join(re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))
                    for name in WRITTEN_IN)
    found = {(method, shape(path)) for method, path
             in re.findall(r"\b(GET|POST|PATCH|PUT|DELETE) (/[^\s`|,;)]*)", text)}
    found |= {("WEBSOCKET", shape(path)) for path in re.findall(r"WebSocket `(/[^`]*)`", text)}
    return found


def test_every_route_is_in_the_docs(tmp_path: Path) -> None:
    app = create_app(Settings.resolve(None, tmp_path))
    served: set[tuple[str, str]] = set()
    for route in app.routes:
        if isinstance(route, Mount):
            continue  # the static files, named by the pages that load them
        if isinstance(route, WebSocketRoute):
            served.add(("WEBSOCKET", shape(route.path)))
            continue
        path: str = getattr(route, "path", "")
        served |= {(method, shape(path)) for method in getattr(route, "methods", ())
                   if method != "HEAD"}
    missing = sorted(served - documented())
    assert not missing, (f"routes no doc names ({', '.join(WRITTEN_IN)} in docs/): {missing}; "
                         f"add a row to the route table of the doc for its users")

"""The files that make the page an installable app that plays without its server
(docs/offline.md): the web app manifest, the service worker at the root scope, Pyodide
(from ``node_modules/pyodide``, or where ``MAUMAU_PYODIDE_DIR`` points) and the bundle of
maumau's pure-Python packages the page's Web Worker runs in it.

Pyodide and the bundle are served at versioned URLs (``/offline/pyodide/<version>/...``,
``/offline/bundle/<hash>.zip``) with a year's cache and ``immutable``, gzip-compressed
once and kept in memory. The service worker's script carries the version of everything it
caches (:func:`OfflineFiles.version`): a changed page, catalogue, bundle or Pyodide
changes the script, which is how the browser learns of a new version.

Without Pyodide, offline play is simply not offered: ``GET /api/offline`` answers
``{"available": false}``, the service worker caches the page alone, and the lobby shows no
offline button.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response

from maumau import i18n
from maumau.web.pages.files import STATIC_DIR, TEMPLATES_DIR, page, request_language

__all__ = [
    "PYODIDE_FILES",
    "OfflineFiles",
    "find_pyodide",
    "install",
]

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
"""What the Web Worker loads of Pyodide: its loader, the interpreter and the standard
library (no packages from Pyodide's repository: the bundle brings everything else)."""

PROJECT_DIR = Path(__file__).resolve().parents[4]
"""The checkout's root (``src/maumau/web/pages`` → four up), where ``make setup`` puts
``node_modules/``; in an installed wheel it holds no Pyodide."""

_FOREVER = "public, max-age=31536000, immutable"
_TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
          ".zip": "application/zip", ".json": "application/json"}
_SHELLS = ("/", "/o/")
"""The pages the service worker keeps: the lobby, and the table page of every offline
table (``/o/<code>``)."""


def find_pyodide(environ: dict[str, str] | None = None) -> Path | None:
    """Pyodide's folder: ``MAUMAU_PYODIDE_DIR`` where the operator set it, else the
    checkout's ``node_modules/pyodide``; None where it lacks one of :data:`PYODIDE_FILES`."""
    environ = dict(os.environ) if environ is None else environ
    folder = Path(environ.get("MAUMAU_PYODIDE_DIR") or PROJECT_DIR / "node_modules" / "pyodide")
    if all((folder / name).is_file() for name in PYODIDE_FILES):
        return folder
    return None


@dataclass
class _Stored:
    """One file as it is sent: its bytes, gzip-compressed where that pays."""

    body: bytes
    media_type: str
    packed: bytes | None = None

    @classmethod
    def of(cls, body: bytes, media_type: str) -> _Stored:
        packed = gzip.compress(body, compresslevel=6, mtime=0)
        return cls(body, media_type, packed if len(packed) < len(body) * 0.9 else None)

    def answer(self, request: Request, cache: str) -> Response:
        headers = {"Cache-Control": cache, "Vary": "Accept-Encoding"}
        if self.packed is not None and "gzip" in request.headers.get("accept-encoding", ""):
            headers["Content-Encoding"] = "gzip"
            return Response(self.packed, media_type=self.media_type, headers=headers)
        return Response(self.body, media_type=self.media_type, headers=headers)


@dataclass
class OfflineFiles:
    """What offline play is served from: Pyodide's folder (None: not offered) and the
    bundle's builder (``maumau.web.offline.bundle.build``, handed in by the application:
    this room may not import the later one)."""

    pyodide: Path | None
    build: Callable[[], tuple[bytes, str]]
    _stored: dict[str, _Stored] = field(default_factory=dict)

    @property
    def available(self) -> bool:
        return self.pyodide is not None

    @cached_property
    def pyodide_version(self) -> str:
        assert self.pyodide is not None
        info = json.loads((self.pyodide / "package.json").read_text()) \
            if (self.pyodide / "package.json").is_file() else {}
        version = str(info.get("version") or "")
        if not version:  # a folder without its package.json: named by its content
            version = _digest(*(self.pyodide / name for name in PYODIDE_FILES))[:12]
        return version

    @cached_property
    def bundle(self) -> tuple[bytes, str]:
        return self.build()

    @property
    def pyodide_url(self) -> str:
        return f"/offline/pyodide/{self.pyodide_version}/"

    @property
    def bundle_url(self) -> str:
        return f"/offline/bundle/{self.bundle[1]}.zip"

    @cached_property
    def version(self) -> str:
        """The version of everything the service worker keeps: the page's static files,
        its templates and catalogues, and (where offered) the bundle and Pyodide."""
        files = sorted(path for folder in (STATIC_DIR, TEMPLATES_DIR, i18n.LOCALE_DIR)
                       for path in folder.rglob("*") if path.is_file()
                       and "__pycache__" not in path.parts)
        digest = hashlib.sha256(_digest(*files).encode())
        if self.available:
            digest.update(self.bundle[1].encode())
            digest.update(self.pyodide_version.encode())
        return digest.hexdigest()[:16]

    def static_urls(self) -> list[str]:
        """Every script, style, icon and schema under ``/static`` the pages may load."""
        return sorted("/static/" + path.relative_to(STATIC_DIR).as_posix()
                      for path in STATIC_DIR.rglob("*")
                      if path.is_file() and path.suffix in {".js", ".css", ".png", ".json", ".svg"})

    def precache(self) -> list[str]:
        """What the service worker caches when it installs."""
        urls = [*_SHELLS, "/api/i18n/de", "/api/i18n/en", "/manifest.webmanifest",
                *self.static_urls()]
        if self.available:
            urls += ["/api/offline", self.bundle_url,
                     *(self.pyodide_url + name for name in PYODIDE_FILES)]
        return urls

    def stored(self, key: str, load: Callable[[], bytes], media_type: str) -> _Stored:
        if key not in self._stored:
            self._stored[key] = _Stored.of(load(), media_type)
        return self._stored[key]


def _digest(*paths: Path) -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.as_posix().encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def manifest(lang: str) -> dict[str, Any]:
    """The web app manifest in ``lang``: what a phone shows when it adds the app."""
    return {
        "name": i18n.text(lang, "page.manifest.name"),
        "short_name": i18n.text(lang, "page.manifest.short_name"),
        "description": i18n.text(lang, "page.manifest.description"),
        "lang": lang,
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": "#155e3b",
        "theme_color": "#155e3b",
        "icons": [
            {"src": "/static/icons/icon-192.png", "sizes": "192x192", "type": "image/png",
             "purpose": "any"},
            {"src": "/static/icons/icon-512.png", "sizes": "512x512", "type": "image/png",
             "purpose": "any"},
        ],
    }


def install(app: FastAPI, files: OfflineFiles) -> None:
    """The routes of offline play on ``app``."""

    @app.get("/manifest.webmanifest", include_in_schema=False)
    async def web_manifest(request: Request) -> Response:
        return JSONResponse(manifest(request_language(request)),
                            media_type="application/manifest+json",
                            headers={"Cache-Control": "no-cache"})

    @app.get("/sw.js", include_in_schema=False)
    async def service_worker() -> Response:
        script = (STATIC_DIR / "js" / "offline" / "sw.js").read_text()
        settings = json.dumps({"version": files.version, "precache": files.precache(),
                               "shells": list(_SHELLS)})
        start, end = script.index("/*SETTINGS*/"), script.index("/*END*/")
        script = script[:start] + settings + script[end + len("/*END*/"):]
        return Response(script, media_type="text/javascript",
                        headers={"Cache-Control": "no-cache", "Service-Worker-Allowed": "/"})

    @app.get("/api/offline")
    async def offline_info() -> Response:
        """Where the Web Worker finds Pyodide and the bundle; ``available`` false where
        offline play is not offered (an answer, not an error: every page asks)."""
        if not files.available:
            return JSONResponse({"available": False}, headers={"Cache-Control": "no-cache"})
        return JSONResponse({"available": True, "version": files.version,
                             "pyodide": files.pyodide_url,
                             "bundle": files.bundle_url},
                            headers={"Cache-Control": "no-cache"})

    @app.get("/offline/pyodide/{version}/{name}", include_in_schema=False)
    async def pyodide_file(version: str, name: str, request: Request) -> Response:
        if not files.available or version != files.pyodide_version or name not in PYODIDE_FILES:
            return Response(status_code=404)
        folder = files.pyodide
        assert folder is not None
        stored = files.stored(f"pyodide/{name}", (folder / name).read_bytes,
                              _TYPES.get(Path(name).suffix, "application/octet-stream"))
        return stored.answer(request, _FOREVER)

    @app.get("/offline/bundle/{name}", include_in_schema=False)
    async def bundle_file(name: str, request: Request) -> Response:
        if not files.available or name != f"{files.bundle[1]}.zip":
            return Response(status_code=404)
        stored = files.stored("bundle", lambda: files.bundle[0], "application/zip")
        return stored.answer(request, _FOREVER)

    @app.get("/o/", include_in_schema=False)
    @app.get("/o/{code}", include_in_schema=False)
    async def offline_table(code: str = "") -> Response:
        """The table page of an offline table: the page talks to its Web Worker, so
        the server knows no such table and serves the page for any code."""
        return page("table.html")

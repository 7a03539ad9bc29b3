"""A Python without the server's libraries, as the browser's (Pyodide) is: every import of
them fails. Imports nothing of maumau, so that it can come first."""

from __future__ import annotations

import importlib.abc
import sys

__all__ = [
    "BLOCKED",
    "block_imports",
]

BLOCKED = ("sqlalchemy", "orjson", "fastapi", "starlette", "uvicorn", "websockets",
           "pydantic", "rich", "limits", "jinja2", "psycopg")
"""What the browser's Python does not have (nor Babel, which a checkout reads its
catalogues with: the bundle brings them compiled)."""


class _Blocker(importlib.abc.MetaPathFinder):
    def __init__(self, blocked: tuple[str, ...]) -> None:
        self.blocked = blocked

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if name.split(".")[0] in self.blocked:
            raise ImportError(f"{name} is not available here (blocked)")


def block_imports(blocked: tuple[str, ...] = BLOCKED) -> None:
    """Make every import of ``blocked`` (and of their modules) fail from now on."""
    sys.meta_path.insert(0, _Blocker(blocked))

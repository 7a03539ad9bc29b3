"""Reading the project's JSON documents (positions, records) with errors that name the
problem: not JSON, not an object, another format, an unknown version."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from maumau.core.errors import MauMauError

POSITION_FORMAT = "maumau-position"
"""The ``format`` of a position document (a round's whole state as JSON)."""
POSITION_VERSION = 1

__all__ = [
    "POSITION_FORMAT",
    "POSITION_VERSION",
    "read_document",
]


def read_document(data: Mapping[str, Any] | str, kind: str, format_name: str, version: int,
                  error: type[MauMauError]) -> Mapping[str, Any]:
    """``data`` (a dict, or JSON text) checked to be a ``kind`` of this format and version;
    anything else raises ``error`` (codes ``<kind>_not_json``, ``_not_object``, ``_format``,
    ``_version``)."""
    position = kind == "position"
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as problem:
            raise error(f"{kind} is not valid JSON: {problem}",
                        code="position_not_json" if position else "record_not_json",
                        params={"line": problem.lineno, "column": problem.colno}) from None
    if not isinstance(data, Mapping):
        raise error(f"a {kind} must be a JSON object",
                    code="position_not_object" if position else "record_not_object", params={})
    if data.get("format") != format_name:
        raise error(f"not a {kind}: format must be {format_name!r}",
                    code="position_format" if position else "record_format",
                    params={"format": format_name})
    found = data.get("version")
    if isinstance(found, bool) or found != version:
        raise error(f"unsupported {kind} version {data.get('version')!r}",
                    code="position_version" if position else "record_version",
                    params={"version": json.dumps(found), "supported": version})
    return data

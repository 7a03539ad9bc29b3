"""Reading request bodies field by field: every refusal is an :class:`ApiError` (422)
whose detail names the field and what is valid."""

from __future__ import annotations

from typing import Any

from maumau.web.errors import ApiError


def bad(detail: str, code: str = "bad_request") -> ApiError:
    return ApiError(422, code, detail)


def object_body(body: object) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise bad("the body must be a JSON object")
    return body


def text(body: dict[str, Any], name: str, low: int, high: int,
         required: bool = True, one_line: bool = True) -> str | None:
    """A string field of ``low`` to ``high`` characters after trimming (runs of
    whitespace become one space when ``one_line``); missing or empty is None when optional."""
    value = body.get(name)
    if value is None or (isinstance(value, str) and not value.strip()):
        if required:
            raise bad(f"'{name}' is required")
        return None
    if not isinstance(value, str):
        raise bad(f"'{name}' must be text")
    cleaned = " ".join(value.split()) if one_line else value.strip()
    if len(cleaned) < low:
        raise bad(f"'{name}' must have at least {low} characters")
    if len(cleaned) > high:
        raise bad(f"'{name}' may have at most {high} characters")
    return cleaned

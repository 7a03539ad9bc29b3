"""Reading request bodies field by field: every refusal is an :class:`ApiError` (422)
whose detail names the field and what is valid."""

from __future__ import annotations

from typing import Any

from maumau.web.errors import ApiError
from maumau.web.text import clean_text

__all__ = [
    "bad",
    "object_body",
    "text",
]


def bad(detail: str, code: str = "bad_request") -> ApiError:
    return ApiError(422, code, detail)


def object_body(body: object) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise bad("the body must be a JSON object")
    return body


def text(body: dict[str, Any], name: str, low: int, high: int,
         required: bool = True, one_line: bool = True) -> str | None:
    """A string field of ``low`` to ``high`` characters after trimming (runs of
    whitespace become one space when ``one_line``); missing or empty is None when optional.
    The characters are checked by :func:`maumau.web.text.clean_text`, the rule of table
    and seat names too."""
    value = body.get(name)
    if value is None or (isinstance(value, str) and not value.strip()):
        if required:
            raise bad(f"'{name}' is required")
        return None
    return clean_text(value, name, low, high, one_line)

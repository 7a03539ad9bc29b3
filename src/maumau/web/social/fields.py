"""Reading request bodies field by field: every refusal is an :class:`ApiError` (422)
whose detail names the field and what is valid (English, for programs), with a reason
(``why`` code and params) that the page and :mod:`maumau.web.pages.spoken` render from
the catalogue (``why.<code>``) in the reader's language."""

from __future__ import annotations

from typing import Any

from maumau.web.errors import ApiError
from maumau.web.guard.text import bad as text_bad, clean_text

__all__ = [
    "bad",
    "object_body",
    "reason",
    "refuse",
    "text",
]


def reason(why: str, **params: object) -> dict[str, Any]:
    """The ``reason`` entry of a refusal: ``{"code", "params"}``."""
    return {"code": why, "params": params}


def refuse(status: int, code: str, detail: str, why: str, **params: object) -> ApiError:
    """A refusal with ``status`` and server ``code``, its English ``detail`` and its
    reason ``why`` with ``params``."""
    return ApiError(status, code, detail, {"reason": reason(why, **params)})


def bad(detail: str, code: str = "bad_request", why: str = "bad_body",
        **params: object) -> ApiError:
    """A 422 with its reason."""
    return text_bad(detail, code, why, **params)


def object_body(body: object) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise bad("the body must be a JSON object", why="body_object")
    return body


def text(body: dict[str, Any], name: str, low: int, high: int,
         required: bool = True, one_line: bool = True) -> str | None:
    """A string field of ``low`` to ``high`` characters after trimming (runs of
    whitespace become one space when ``one_line``); missing or empty is None when optional.
    The characters are checked by :func:`maumau.web.guard.text.clean_text`, the rule of table
    and seat names too."""
    value = body.get(name)
    if value is None or (isinstance(value, str) and not value.strip()):
        if required:
            raise bad(f"'{name}' is required", why="field_required", field=name)
        return None
    return clean_text(value, name, low, high, one_line)

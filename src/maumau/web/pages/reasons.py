"""A refusal in the reader's language: the words of :mod:`maumau.web.pages.spoken`
without the web framework, so that the offline table (:mod:`maumau.web.offline`) answers
its refusals as the server does."""

from __future__ import annotations

from collections.abc import Mapping

from maumau import i18n, option_labels
from maumau.core.errors import MauMauError
from maumau.web.errors import ApiError

__all__ = [
    "FIELD_PREFIX",
    "WHY_PREFIX",
    "message",
    "spoken",
    "why_text",
]

WHY_PREFIX = "why."
FIELD_PREFIX = "why.field."


def why_text(lang: str, code: str, params: Mapping[str, object]) -> str | None:
    """The reason ``code`` in ``lang`` (a ``field`` named by its label, the form for a
    count ``n`` of one where there is one), or None when the catalogue has no text."""
    texts = i18n.messages(lang)
    key = WHY_PREFIX + code
    if key not in texts:
        return None
    fields = dict(params)
    field = fields.get("field")
    if isinstance(field, str):
        fields["field"] = texts.get(FIELD_PREFIX + field, field)
    count = fields.get("n")
    if isinstance(count, int) and not isinstance(count, bool):
        key = i18n.plural_key(lang, key, count)
    try:
        return texts[key].format(**fields)
    except (KeyError, IndexError, ValueError):
        return None


def message(problem: ApiError, lang: str) -> str:
    """What a person reads for ``problem`` in ``lang``: its reason, its library refusal
    (an option named by its label), or its server code's text; the English detail last."""
    reason = problem.params.get("reason")
    if isinstance(reason, Mapping):
        params = reason.get("params")
        text = why_text(lang, str(reason.get("code")),
                        params if isinstance(params, Mapping) else {})
        if text is not None:
            return text
    if isinstance(problem.__cause__, MauMauError):  # a library refusal behind it
        return option_labels.refusal_text(lang, problem.__cause__)
    return i18n.messages(lang).get("server." + problem.code, problem.detail)


def spoken(problem: ApiError, lang: str) -> ApiError:
    """``problem`` with ``message`` in ``lang`` and, unless it is a library refusal, a
    ``reason`` (its server code with no params where it had none), so the page never shows
    the English detail."""
    params = dict(problem.params)
    if "refusal" not in params:
        params.setdefault("reason", {"code": problem.code, "params": {}})
    params.setdefault("message", message(problem, lang))
    return ApiError(problem.status, problem.code, problem.detail, params)

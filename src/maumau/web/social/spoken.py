"""The social routes' refusals in the reader's language: :mod:`maumau.web.pages.spoken`, which
every route of the server uses now, under the name the social routes import."""

from __future__ import annotations

from maumau.web.pages.spoken import FIELD_PREFIX, WHY_PREFIX, SpokenRoute, message, spoken, why_text

__all__ = [
    "FIELD_PREFIX",
    "WHY_PREFIX",
    "SpokenRoute",
    "message",
    "spoken",
    "why_text",
]

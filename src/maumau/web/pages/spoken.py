"""Refusals in the reader's language, on every route of the server.

Every HTTP refusal carries a ``reason`` (``{"code", "params"}``: the code of
the catalogue's ``why.<code>`` text and its fields, or a library ``refusal``) besides its
English ``detail``, and ``message``, that text rendered in the request's language
(:func:`maumau.web.pages.files.request_language`), for a program or page that shows it as it
is. The application's error handlers and the route guard apply :func:`spoken`;
:class:`SpokenRoute` does it inside a route. The page renders the reason itself
(``problemText`` in ``static/js/i18n.js``), so its language switch needs no new request.
The words themselves are :mod:`maumau.web.pages.reasons` (no web framework needed there).
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from fastapi import Request, Response
from fastapi.routing import APIRoute

from maumau.web.errors import ApiError
from maumau.web.pages.files import request_language
from maumau.web.pages.reasons import FIELD_PREFIX, WHY_PREFIX, message, spoken, why_text

__all__ = [
    "FIELD_PREFIX",
    "WHY_PREFIX",
    "SpokenRoute",
    "message",
    "spoken",
    "why_text",
]


class SpokenRoute(APIRoute):
    """A route whose refusals (:class:`ApiError`) are given their ``message`` in the
    request's language."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def speaking(request: Request) -> Response:
            try:
                return await handler(request)
            except ApiError as problem:
                raise spoken(problem, request_language(request)) from None

        return speaking

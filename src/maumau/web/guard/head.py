"""``HEAD`` wherever ``GET`` is answered: the same status and headers, no body.

FastAPI's routes answer only the methods they name, so a ``HEAD`` (a monitor's probe, a
link checker) was a 405 everywhere. :class:`HeadAsGet` runs a ``HEAD`` request as its
``GET`` and drops the body of the answer, keeping its ``Content-Length``.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = [
    "HeadAsGet",
]


class HeadAsGet:
    """ASGI middleware: a ``HEAD`` request is answered as its ``GET``, without the body."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "HEAD":
            await self.app(scope, receive, send)
            return

        async def bodiless(message: Message) -> None:
            if message["type"] == "http.response.body":
                if message.get("more_body", False):
                    return
                message = {"type": "http.response.body", "body": b"", "more_body": False}
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, bodiless)

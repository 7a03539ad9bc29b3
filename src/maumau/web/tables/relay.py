"""Routing a client to the process that owns its table: the WebSocket is relayed (proxied)
and the few table requests over HTTP (its summary, joining it) are forwarded.

Why a relay inside the server rather than a redirect: a browser's WebSocket does not follow
HTTP redirects, so a redirect would need a protocol message of its own, every process's
address reachable from outside and a reverse proxy configured per process; and a client
told to go to a process that has just died would have nowhere to go. Relayed, the client
keeps one address (whatever the reverse proxy chose), the owner's address stays internal,
and when the owner dies the relay closes the socket: the client reconnects as after any
dropped connection, and the process it reaches takes the table over. The price is one more
hop for the relayed connections (see docs/scaling.md).

The owner sees the relayed client under the client's own address, named in
``X-Maumau-Client`` beside the site's relay secret in ``X-Maumau-Relay``
(:mod:`maumau.web.guard.forwarded`: believed only with the right secret, which no client
knows), so its per-address limits apply to the client, not to the relaying process; the
relaying process counted the request against the site's limits already, so the owner does
not count it again.
"""

from __future__ import annotations

import asyncio
import contextlib
import urllib.error
import urllib.request
from typing import Any

from fastapi import WebSocket
from fastapi.responses import Response
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from maumau.web.guard.forwarded import relay_headers
from maumau.web.tables.connection import Connection

__all__ = [
    "CONNECT_SECONDS",
    "FORWARD_SECONDS",
    "Unreachable",
    "forward",
    "relay",
]

CONNECT_SECONDS = 10.0
"""Long enough for a live owner under load; a dead one refuses at once."""
FORWARD_SECONDS = 10.0


class Unreachable(Exception):
    """The owning process did not answer (it died, or its lease is about to move)."""


async def relay(hub: Any, socket: WebSocket, code: str, target: str, address: str) -> None:
    """Pipe the client's socket to the owner at ``target`` until either side ends, or the
    table gets another owner (the hub closes the relay's marker). Raises
    :class:`Unreachable` when the owner cannot be reached at all."""
    try:
        upstream = await connect(f"ws://{target}/ws/{code}", max_size=None,
                                 open_timeout=CONNECT_SECONDS,
                                 additional_headers=relay_headers(
                                     hub.sharing.relay_secret or "", address))
    except (OSError, TimeoutError, WebSocketException) as problem:
        raise Unreachable(str(problem)) from None
    marker = Connection(code, 1)
    hub.relayed(code, marker, target)
    timeout = hub.settings.limits.send_timeout

    async def to_client() -> None:
        with contextlib.suppress(WebSocketException):
            async for message in upstream:
                shown = message if isinstance(message, str) else message.decode("utf-8",
                                                                                "replace")
                async with asyncio.timeout(timeout):
                    await socket.send_text(shown)

    async def to_owner() -> None:
        while True:
            event = await socket.receive()
            if event["type"] == "websocket.disconnect":
                return
            data = event.get("text")
            if data is None:
                data = event.get("bytes") or b""
            await upstream.send(data)

    tasks = {asyncio.ensure_future(to_client()), asyncio.ensure_future(to_owner()),
             asyncio.ensure_future(marker.outbox.get())}
    try:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    finally:
        hub.unrelayed(code, marker)
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(BaseException):
                await task
        with contextlib.suppress(Exception):
            await asyncio.wait_for(upstream.close(), 1.0)
        with contextlib.suppress(Exception):  # the client reconnects and is routed anew
            await asyncio.wait_for(socket.close(code=1012, reason="table moved"), 1.0)


async def forward(method: str, target: str, path: str, body: bytes | None,
                  address: str, secret: str, headers: dict[str, str] | None = None
                  ) -> Response:
    """Send one HTTP request on to the owner and return its answer as it is
    (``headers``: the client's that the answer depends on, such as its language)."""
    request = urllib.request.Request(
        f"http://{target}{path}", data=body, method=method,
        headers={**(headers or {}), **relay_headers(secret, address),
                 "Content-Type": "application/json"})

    def send() -> Response:
        try:
            with urllib.request.urlopen(request, timeout=FORWARD_SECONDS) as answer:
                return Response(answer.read(), answer.status,
                                media_type=answer.headers.get("Content-Type"))
        except urllib.error.HTTPError as answer:
            return Response(answer.read(), answer.code,
                            media_type=answer.headers.get("Content-Type"))
        except (urllib.error.URLError, OSError) as problem:
            raise Unreachable(str(problem)) from None

    return await asyncio.to_thread(send)

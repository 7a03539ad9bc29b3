"""Whose request it is when another server process of the site relays it.

A process that relays a client to the table's owner (:mod:`maumau.web.tables.relay`) names the
client in ``X-Maumau-Client`` and proves that it is one of the site's processes with the
site's secret in ``X-Maumau-Relay`` (:mod:`maumau.web.storage.site`). :class:`RelayedClient`
believes the named address only when the secret matches (compared in constant time), and
then marks the request as relayed (the relaying process counted it against the limits
already); otherwise both headers are dropped and the connection's own address counts. A
client can therefore name no address of its own choosing: ``X-Forwarded-For`` is believed
only from the reverse proxies given to ``--trusted-proxies`` (uvicorn reads it, before
this middleware), and from nobody by default.
"""

from __future__ import annotations

import hmac
from collections.abc import Callable

from starlette.types import ASGIApp, Receive, Scope, Send

__all__ = [
    "CLIENT_HEADER",
    "RELAYED",
    "SECRET_HEADER",
    "RelayedClient",
    "is_relayed",
    "relay_headers",
]

SECRET_HEADER = "X-Maumau-Relay"
CLIENT_HEADER = "X-Maumau-Client"
RELAYED = "maumau.relayed"
"""The scope's key that marks a request relayed by another process of the site."""
_DROPPED = {SECRET_HEADER.lower().encode(), CLIENT_HEADER.lower().encode()}


def relay_headers(secret: str, address: str) -> dict[str, str]:
    """The headers a relaying process adds for its client at ``address``."""
    return {SECRET_HEADER: secret, CLIENT_HEADER: address}


def is_relayed(scope: Scope) -> bool:
    return bool(scope.get(RELAYED, False))


class RelayedClient:
    """ASGI middleware: a relayed request gets its client's address (see the module)."""

    def __init__(self, app: ASGIApp, secret: Callable[[], str | None]) -> None:
        self.app = app
        self.secret = secret
        """The site's relay secret once the server has read it (None: nobody relays)."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = scope.get("headers", [])
        given: dict[bytes, bytes] = {name: value for name, value in headers
                                     if name in _DROPPED}
        if given:
            scope = {**scope, "headers": [(name, value) for name, value in headers
                                          if name not in _DROPPED]}
            secret = self.secret()
            proof = given.get(SECRET_HEADER.lower().encode(), b"")
            client = given.get(CLIENT_HEADER.lower().encode(), b"").decode("latin-1").strip()
            if secret and client and hmac.compare_digest(proof, secret.encode()):
                port = scope["client"][1] if scope.get("client") else 0
                scope[RELAYED] = True
                scope["client"] = (client[:100], port)
        await self.app(scope, receive, send)

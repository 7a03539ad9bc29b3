"""The one table of what every HTTP route and every WebSocket message type may take: the
largest body or frame, and the rate (per client address, and per profile or seat where
there is one). :mod:`maumau.web.guard.limits` enforces it before a route runs; a test checks that
it covers every route the application registers and every type the command table handles.

A rate is named by its kind; :func:`rates` gives each kind its ``limits`` rate string
(the configured ones from :class:`~maumau.web.config.Limits`, the rest fixed here).
"""

from __future__ import annotations

from dataclasses import dataclass

from maumau.web.config import Limits

__all__ = [
    "BODY",
    "MESSAGES",
    "NO_BODY",
    "ROUTES",
    "SEAT_MESSAGE",
    "UNLISTED",
    "Cap",
    "body_cap",
    "rates",
]

BODY = -1
"""A body cap of the configured ``Limits.body_bytes`` (or ``message_bytes`` for a frame)."""


@dataclass(frozen=True)
class Cap:
    """What one route or message type may take."""

    kind: str
    """The rate counted per client address (and per profile or seat below)."""
    body: int = 0
    """The largest body in bytes (:data:`BODY`: the configured one; 0: none expected,
    a declared body of more than :data:`NO_BODY` bytes is refused). For a message type:
    :data:`BODY` is the configured frame size, a positive value a smaller cap of its own."""
    per_profile: bool = False
    """Also counted per profile (the ``Authorization`` secret), not only per address."""


NO_BODY = 1024
"""What a route that reads no body still tolerates in a declared ``Content-Length``."""

PAGE, FORM, WRITE, DOWNLOAD, STATIC, PROBE = "page", "form", "write", "download", "static", \
    "probe"

ROUTES: dict[tuple[str, str], Cap] = {
    # pages
    ("GET", "/"): Cap(PAGE),
    ("GET", "/t/{code}"): Cap(PAGE),
    ("GET", "/how/{variant}"): Cap(PAGE),
    ("GET", "/replay/{code}/{match}"): Cap(PAGE),
    ("GET", "/faq"): Cap(PAGE),
    ("GET", "/history"): Cap(PAGE),
    ("GET", "/rules/{key}"): Cap(PAGE),
    ("GET", "/static"): Cap(STATIC),
    # offline play (docs/offline.md)
    ("GET", "/o/"): Cap(PAGE),
    ("GET", "/o/{code}"): Cap(PAGE),
    ("GET", "/manifest.webmanifest"): Cap(STATIC),
    ("GET", "/sw.js"): Cap(STATIC),
    ("GET", "/api/offline"): Cap(FORM),
    ("GET", "/offline/pyodide/{version}/{name}"): Cap(STATIC),
    ("GET", "/offline/bundle/{name}"): Cap(STATIC),
    # the game's API
    ("GET", "/api/version"): Cap(FORM),
    ("GET", "/api/i18n/{lang}"): Cap(FORM),
    ("GET", "/api/rules"): Cap(FORM),
    ("POST", "/api/rules"): Cap(FORM, BODY),
    ("GET", "/api/variants"): Cap(FORM),
    ("GET", "/api/variants/{variant}/options"): Cap(FORM),
    ("POST", "/api/tables"): Cap("create", BODY),
    ("GET", "/api/tables/{code}"): Cap(FORM),
    ("POST", "/api/tables/{code}/join"): Cap("join", BODY),
    ("GET", "/api/tables/{code}/matches/{match}/record"): Cap(DOWNLOAD),
    ("GET", "/api/tables/{code}/matches/{match}/replay"): Cap(DOWNLOAD),
    ("GET", "/api/tables/{code}/qr.svg"): Cap(FORM),
    ("GET", "/api/open-tables"): Cap(FORM),
    # the social features
    ("GET", "/api/faq"): Cap(FORM),
    ("POST", "/api/feedback"): Cap(WRITE, BODY),
    ("POST", "/api/rulesets"): Cap(WRITE, BODY),
    ("POST", "/api/rulesets/import"): Cap(WRITE, BODY),
    ("GET", "/api/rulesets"): Cap(FORM),
    ("GET", "/api/rulesets/{key}"): Cap(FORM),
    ("GET", "/api/rulesets/{key}/export"): Cap(DOWNLOAD),
    ("POST", "/api/profiles"): Cap(WRITE, BODY),
    ("GET", "/api/profile"): Cap(FORM, per_profile=True),
    ("PATCH", "/api/profile"): Cap(WRITE, BODY, per_profile=True),
    ("DELETE", "/api/profile"): Cap(WRITE, per_profile=True),
    ("POST", "/api/profile/seats"): Cap(WRITE, BODY, per_profile=True),
    ("GET", "/api/profile/history"): Cap(FORM, per_profile=True),
    ("GET", "/api/profile/stats"): Cap(FORM, per_profile=True),
    ("GET", "/api/profile/export"): Cap(DOWNLOAD, per_profile=True),
    ("GET", "/api/profile/settings"): Cap(FORM, per_profile=True),
    ("PUT", "/api/profile/settings"): Cap(WRITE, BODY, per_profile=True),
    # the operator's probes
    ("GET", "/healthz"): Cap(PROBE),
    ("GET", "/metrics"): Cap(PROBE),
    # the game's socket: opening it (its messages are below)
    ("WEBSOCKET", "/ws/{code}"): Cap("socket", BODY),
}
"""Every route by (method, path template); ``HEAD`` counts as ``GET``, a mount by its
prefix, the WebSocket route by ``WEBSOCKET``."""

UNLISTED = Cap(FORM)
"""A request no route answers (a 404 or 405): counted like a form request, no body."""

SEAT_MESSAGE = "seat_message"
MESSAGES: dict[str, Cap] = {
    kind: Cap("message", BODY, per_profile=True)
    for kind in ("hello", "ping", "action", "add_bot", "remove_bot", "start", "next_round",
                 "new_match", "remove_person", "hand_host", "talk", "chat", "list_table")
}
"""Every WebSocket message type: a frame of at most ``Limits.message_bytes``, counted per
address (``message``) and, once seated, per seat of the table (``seat_message``, the
same rate; ``per_profile`` stands for the seat here). Table talk has its own table rule
on top (``Limits.talk_rate``)."""


def rates(limits: Limits) -> dict[str, str]:
    """Each kind's rate string."""
    return {
        "create": limits.create_rate,
        "join": limits.join_rate,
        "message": limits.message_rate,
        SEAT_MESSAGE: limits.message_rate,
        FORM: limits.form_rate,
        PAGE: "600/minute",
        STATIC: "6000/minute",
        DOWNLOAD: "120/minute",
        WRITE: "30/minute;600/day",
        PROBE: "600/minute",
        "socket": "300/minute",
    }


def body_cap(cap: Cap, limits: Limits, frame: bool = False) -> int:
    """The largest body (frame) in bytes that ``cap`` allows."""
    if cap.body == BODY:
        return limits.message_bytes if frame else limits.body_bytes
    return cap.body if cap.body > 0 else NO_BODY

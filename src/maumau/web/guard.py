"""Per-address limits: how fast one client address may use each route and send messages,
how large a body or frame may be (:mod:`maumau.web.limits_table`, one table for all), and
how many WebSocket connections it may hold open at once.

The counting is the ``limits`` library's moving window in memory (one server process
counts its own clients): exact, so ``1200/minute`` lets at most 1,200 through in any 60
seconds. A refusal changes nothing; the caller answers it with the code ``rate_limited``,
``too_large`` or ``too_many_connections``. :class:`RouteGuard` applies the table to every
HTTP request before a route runs.
"""

from __future__ import annotations

import hashlib
import logging
from collections import Counter
from typing import Any

import orjson
from limits import RateLimitItem, parse_many
from limits.storage import MemoryStorage
from limits.strategies import MovingWindowRateLimiter
from starlette.routing import Match, Mount, Router
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from maumau.web import limits_table
from maumau.web.config import Limits
from maumau.web.errors import ApiError
from maumau.web.limits_table import Cap

__all__ = [
    "INVALID_UTF8",
    "KINDS",
    "BodyTooLarge",
    "Guard",
    "RouteGuard",
    "find_cap",
    "profile_key",
    "quiet_frame_errors",
    "refusal",
]

KINDS = tuple(limits_table.rates(Limits()))


class Guard:
    """Counts what each address does; ``allow`` says whether one more is within the rates."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._limiter = MovingWindowRateLimiter(MemoryStorage())
        self._rates: dict[str, list[RateLimitItem]] = {
            kind: parse_many(rate) for kind, rate in limits_table.rates(limits).items()}
        self._talk = parse_many(limits.talk_rate)
        self._open: Counter[str] = Counter()

    def allow(self, kind: str, *key: str) -> bool:
        """Count one ``kind`` for ``key`` (an address, or a table and seat); False when a
        rate would be exceeded (and then nothing is counted)."""
        if not self.limits.enabled:
            return True
        return self._hit(self._rates[kind], kind, *key)

    def _hit(self, rates: list[RateLimitItem], *key: str) -> bool:
        if not all(self._limiter.test(rate, *key) for rate in rates):
            return False
        return all([self._limiter.hit(rate, *key) for rate in rates])

    def rate(self, kind: str) -> str:
        rates = self._talk if kind == "talk" else self._rates[kind]
        return " and ".join(str(rate) for rate in rates)

    def allow_talk(self, code: str, seat: int) -> bool:
        """Count one talk entry of ``seat`` at table ``code``; False above the talk rate
        (always counted: it is a table rule, not load protection)."""
        return self._hit(self._talk, "talk", code, str(seat))

    def open_connection(self, address: str) -> bool:
        """Count a new WebSocket of ``address``; False (and not counted) above the cap."""
        if self.limits.enabled and self._open[address] >= self.limits.connections_per_address:
            return False
        self._open[address] += 1
        return True

    def close_connection(self, address: str) -> None:
        self._open[address] -= 1
        if self._open[address] <= 0:
            del self._open[address]


def refusal(kind: str, guard: Guard, whose: str = "your address") -> ApiError:
    return ApiError(429, "rate_limited", f"too many requests from {whose} (at most "
                                         f"{guard.rate(kind)}); try again later")


def profile_key(authorization: str | None) -> str | None:
    """A short hash of the profile secret in ``Authorization`` (the key of per-profile
    counts; the secret itself is not kept), or None without one."""
    if not authorization or not authorization.startswith("Bearer "):
        return None
    return hashlib.sha256(authorization[7:].strip().encode("utf-8", "replace")).hexdigest()[:24]


class BodyTooLarge(ApiError):
    def __init__(self, limit: int) -> None:
        super().__init__(413, "too_large", f"the body may be at most {limit} bytes")


def find_cap(router: Router, scope: Scope) -> tuple[tuple[str, str] | None, Cap]:
    """The table's entry of the route that answers ``scope`` (None and
    :data:`~maumau.web.limits_table.UNLISTED` when no route does)."""
    method = "WEBSOCKET" if scope["type"] == "websocket" else scope.get("method", "GET")
    method = "GET" if method == "HEAD" else method
    for route in router.routes:
        match, _ = route.matches(scope)
        if match == Match.FULL:
            path = str(getattr(route, "path", ""))
            key = (method, path.rstrip("/") if isinstance(route, Mount) else path)
            return key, limits_table.ROUTES.get(key, limits_table.UNLISTED)
    return None, limits_table.UNLISTED


class RouteGuard:
    """ASGI middleware: every HTTP request is counted against its route's rate (per
    address, and per profile where the route has one) and its body is refused as
    ``too_large`` past the route's cap: at once by its declared length, else while it
    streams in (nothing larger is ever held in memory)."""

    def __init__(self, app: ASGIApp, guard: Guard, router: Router,
                 address: Any) -> None:
        self.app = app
        self.guard = guard
        self.router = router
        self.address = address

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        _, cap = find_cap(self.router, scope)
        headers = {name.decode("latin-1"): value.decode("latin-1")
                   for name, value in scope.get("headers", [])}
        address = self.address(scope)
        refused: ApiError | None = None
        limit = limits_table.body_cap(cap, self.guard.limits)
        declared = headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            refused = BodyTooLarge(limit)
        elif not self.guard.allow(cap.kind, address):
            refused = refusal(cap.kind, self.guard)
        elif cap.per_profile:
            key = profile_key(headers.get("authorization"))
            if key is not None and not self.guard.allow(cap.kind, "profile", key):
                refused = refusal(cap.kind, self.guard, "this profile")
        if refused is not None:
            await _answer(refused, send)
            return
        await self.app(scope, _capped(receive, limit), send)


def _capped(receive: Receive, limit: int) -> Receive:
    size = 0

    async def capped() -> Message:
        nonlocal size
        message = await receive()
        if message["type"] == "http.request":
            size += len(message.get("body", b""))
            if size > limit:
                raise BodyTooLarge(limit)
        return message

    return capped


async def _answer(problem: ApiError, send: Send) -> None:
    body = orjson.dumps({**problem.params, "detail": problem.detail, "code": problem.code})
    await send({"type": "http.response.start", "status": problem.status,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})


INVALID_UTF8 = "Invalid UTF-8 sequence received from client."
"""What uvicorn logs (with a traceback) for a text frame that is not UTF-8; it closes the
socket with 1007 (invalid frame payload data) itself."""


class OneLineFrameErrors(logging.Filter):
    """Keeps uvicorn's invalid-UTF-8 record but drops its traceback: a client that sends a
    broken frame is not a server error, and one line per frame is enough."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg == INVALID_UTF8:
            record.exc_info = None
            record.exc_text = None
            record.msg = INVALID_UTF8 + " The connection was closed with code 1007."
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


def quiet_frame_errors() -> None:
    """Install :class:`OneLineFrameErrors` on uvicorn's error logger (once per process)."""
    logger = logging.getLogger("uvicorn.error")
    if not any(isinstance(existing, OneLineFrameErrors) for existing in logger.filters):
        logger.addFilter(OneLineFrameErrors())

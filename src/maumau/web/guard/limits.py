"""Per-address limits: how fast one client address may use each route and send messages,
how large a body or frame may be (:mod:`maumau.web.guard.limits_table`, one table for all), and
how many WebSocket connections it may hold open at once.

The counting is the ``limits`` library's moving window in memory: exact, so
``1200/minute`` lets at most 1,200 through in any 60 seconds. When several processes
share a site (PostgreSQL), the limits hold for the site as a whole: the rare kinds that
matter for abuse (:data:`~maumau.web.storage.site_limits.SITE_KINDS`) are counted in the database
(:mod:`maumau.web.storage.site_limits`), and each process lets through only its share of the
others (each hit counts as many times as there are live processes,
:mod:`maumau.web.storage.presence`; the open connections likewise). A request relayed by another
process of the site was counted there and is not counted again. A refusal changes
nothing; the caller answers it with the code ``rate_limited``, ``too_large`` or
``too_many_connections``, each with its ``reason`` and a ``message`` in the requester's
language. :class:`RouteGuard` applies the table to every HTTP request before a route runs.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections import Counter
from typing import Any

import orjson
from limits import RateLimitItem, parse_many
from limits.storage import MemoryStorage
from limits.strategies import MovingWindowRateLimiter
from starlette.requests import Request
from starlette.routing import Match, Mount, Router
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from maumau.web.config import Limits
from maumau.web.errors import ApiError
from maumau.web.guard import limits_table
from maumau.web.guard.forwarded import is_relayed
from maumau.web.guard.limits_table import Cap
from maumau.web.pages.files import request_language
from maumau.web.pages.spoken import spoken
from maumau.web.storage.site_limits import SITE_KINDS, SiteCounter

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
    "spoken_answer",
]

log = logging.getLogger(__name__)

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
        self.site: SiteCounter | None = None
        """The site-wide count, when several processes may share the site."""
        self.processes = 1
        """The live processes of the site: this process's share of a rate is one part."""

    def allow(self, kind: str, *key: str) -> bool:
        """Count one ``kind`` for ``key`` (an address, or a table and seat) in this
        process; False when its share of a rate would be exceeded (and then nothing is
        counted)."""
        if not self.limits.enabled:
            return True
        return self._hit(self._rates[kind], self.processes, kind, *key)

    async def admit(self, kind: str, *key: str) -> bool:
        """:meth:`allow` for the site as a whole: a kind of
        :data:`~maumau.web.storage.site_limits.SITE_KINDS` is counted in the database when the site
        is shared (in this process alone, by its share, if the database fails)."""
        if not self.limits.enabled:
            return True
        if self.site is not None and kind in SITE_KINDS:
            try:
                return await asyncio.to_thread(self.site.hit, kind, key, self._rates[kind])
            except Exception:
                log.exception("counting %s in the database failed; counted here", kind)
        return self.allow(kind, *key)

    def _hit(self, rates: list[RateLimitItem], share: int, *key: str) -> bool:
        costs = [min(share, rate.amount) for rate in rates]
        if not all(self._limiter.test(rate, *key, cost=cost)
                   for rate, cost in zip(rates, costs, strict=True)):
            return False
        return all([self._limiter.hit(rate, *key, cost=cost)
                    for rate, cost in zip(rates, costs, strict=True)])

    def rate(self, kind: str) -> str:
        rates = self._talk if kind == "talk" else self._rates[kind]
        return " and ".join(str(rate) for rate in rates)

    def longest_windows(self) -> dict[str, int]:
        """Each site-wide kind's longest window in seconds (what its stored hits need)."""
        return {kind: max(rate.get_expiry() for rate in self._rates[kind])
                for kind in sorted(SITE_KINDS)}

    def allow_talk(self, code: str, seat: int) -> bool:
        """Count one talk entry of ``seat`` at table ``code``; False above the talk rate
        (always counted: it is a table rule, not load protection; the table's owner
        counts it alone)."""
        return self._hit(self._talk, 1, "talk", code, str(seat))

    def open_connection(self, address: str) -> bool:
        """Count a new WebSocket of ``address``; False (and not counted) above this
        process's share of the cap."""
        most = max(1, self.limits.connections_per_address // self.processes)
        if self.limits.enabled and self._open[address] >= most:
            return False
        self._open[address] += 1
        return True

    def close_connection(self, address: str) -> None:
        self._open[address] -= 1
        if self._open[address] <= 0:
            del self._open[address]


def refusal(kind: str, guard: Guard, whose: str = "your address") -> ApiError:
    why = "profile_rate" if whose == "this profile" else "address_rate"
    return ApiError(429, "rate_limited", f"too many requests from {whose} (at most "
                                         f"{guard.rate(kind)}); try again later",
                    {"reason": {"code": why, "params": {}}})


def profile_key(authorization: str | None) -> str | None:
    """A short hash of the profile secret in ``Authorization`` (the key of per-profile
    counts; the secret itself is not kept), or None without one."""
    if not authorization or not authorization.startswith("Bearer "):
        return None
    return hashlib.sha256(authorization[7:].strip().encode("utf-8", "replace")).hexdigest()[:24]


class BodyTooLarge(ApiError):
    def __init__(self, limit: int) -> None:
        super().__init__(413, "too_large", f"the body may be at most {limit} bytes",
                         {"reason": {"code": "body_size", "params": {"n": limit}}})


def find_cap(router: Router, scope: Scope) -> tuple[tuple[str, str] | None, Cap]:
    """The table's entry of the route that answers ``scope`` (None and
    :data:`~maumau.web.guard.limits_table.UNLISTED` when no route does)."""
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
        relayed = is_relayed(scope)  # the relaying process counted it
        if declared.isdigit() and int(declared) > limit:
            refused = BodyTooLarge(limit)
        elif not relayed and not await self.guard.admit(cap.kind, address):
            refused = refusal(cap.kind, self.guard)
        elif cap.per_profile and not relayed:
            key = profile_key(headers.get("authorization"))
            if key is not None and not await self.guard.admit(cap.kind, "profile", key):
                refused = refusal(cap.kind, self.guard, "this profile")
        if refused is not None:
            await _answer(spoken_answer(refused, scope), send)
            return
        await self.app(scope, _capped(receive, limit), send)


def spoken_answer(problem: ApiError, scope: Scope) -> ApiError:
    """``problem`` with its ``reason`` and ``message`` in the language ``scope`` asks for."""
    return spoken(problem, request_language(Request(scope)))


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

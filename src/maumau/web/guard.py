"""Per-address limits: how fast one client address may create tables, join, send messages
and use the API, and how many WebSocket connections it may hold open at once.

The counting is the ``limits`` library's sliding-window counter in memory (one server
process counts its own clients). A refusal changes nothing; the caller answers it with the
code ``rate_limited`` or ``too_many_connections``.
"""

from __future__ import annotations

from collections import Counter

from limits import RateLimitItem, parse_many
from limits.storage import MemoryStorage
from limits.strategies import SlidingWindowCounterRateLimiter

from maumau.web.config import Limits

KINDS = ("create", "join", "message", "form")


class Guard:
    """Counts what each address does; ``allow`` says whether one more is within the rates."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._limiter = SlidingWindowCounterRateLimiter(MemoryStorage())
        self._rates: dict[str, list[RateLimitItem]] = {
            "create": parse_many(limits.create_rate),
            "join": parse_many(limits.join_rate),
            "message": parse_many(limits.message_rate),
            "form": parse_many(limits.form_rate),
        }
        self._talk = parse_many(limits.talk_rate)
        self._open: Counter[str] = Counter()

    def allow(self, kind: str, address: str) -> bool:
        """Count one ``kind`` for ``address``; False when a rate would be exceeded."""
        if not self.limits.enabled:
            return True
        return all([self._limiter.hit(rate, kind, address) for rate in self._rates[kind]])

    def rate(self, kind: str) -> str:
        rates = self._talk if kind == "talk" else self._rates[kind]
        return " and ".join(str(rate) for rate in rates)

    def allow_talk(self, code: str, seat: int) -> bool:
        """Count one talk entry of ``seat`` at table ``code``; False above the talk rate
        (always counted: it is a table rule, not load protection)."""
        return all([self._limiter.hit(rate, "talk", code, str(seat)) for rate in self._talk])

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

"""Per-address rates counted for the whole site, in its PostgreSQL database.

Several server processes share a site (``--workers``, or processes on several machines):
each counting in its own memory would let a client through as often as there are
processes. The rare requests that matter for abuse - creating a table, joining, the
social features' writes, opening a WebSocket (:data:`SITE_KINDS`) - are therefore counted
in one table, ``maumau_rate_hits``: a row per request let through, with its kind, a hash
of the address or profile (never the address itself) and the database's time. One
transaction per request takes a lock on that kind and key (``pg_advisory_xact_lock``: two
processes counting the same client wait for each other, so the count is exact), counts
the rows inside each of the rate's windows and adds one row only when every window has
room. A chore deletes the rows older than their kind's longest window
(:meth:`SiteCounter.purge`). The frequent kinds (messages, pages, static files, forms,
probes) are counted in memory, each process allowing its share of the rate
(:mod:`maumau.web.guard.limits`), so that they cost no database round trip.

The cost per counted request is measured by ``benchmarks/site_limits.py``
(docs/hosting.md).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from functools import cache

from limits import RateLimitItem
from sqlalchemy import Engine, TextClause, text

__all__ = [
    "SITE_KINDS",
    "SiteCounter",
    "key_hash",
]

SITE_KINDS = frozenset({"create", "join", "write", "socket"})
"""The kinds counted in the database when processes share a site."""

_NOW = "extract(epoch from clock_timestamp())"
_LOCK = text("SELECT pg_advisory_xact_lock(:lock)")


def key_hash(kind: str, key: Sequence[str]) -> str:
    """What is stored for ``key`` (an address, or ``profile`` and a profile's hash)."""
    return hashlib.sha256("\0".join((kind, *key)).encode("utf-8", "replace")).hexdigest()[:32]


@cache
def _counting(windows: int) -> TextClause:
    """The insert that adds one hit only when each of ``windows`` windows has room."""
    counts = ", ".join(f"count(h.id) FILTER (WHERE h.at > now.t - :w{index}) AS c{index}"
                       for index in range(windows))
    room = " AND ".join(f"c{index} < :a{index}" for index in range(windows))
    return text(f"""
        INSERT INTO maumau_rate_hits (kind, key, at)
        SELECT :kind, :key, t FROM (
            SELECT now.t AS t, {counts}
            FROM (SELECT {_NOW} AS t) AS now
            LEFT JOIN maumau_rate_hits h
                ON h.kind = :kind AND h.key = :key AND h.at > now.t - :longest
            GROUP BY now.t) AS counted
        WHERE {room}
        RETURNING id""")


_PURGE = text(f"DELETE FROM maumau_rate_hits WHERE kind = :kind AND at < {_NOW} - :longest")


class SiteCounter:
    """The site-wide count of :data:`SITE_KINDS` (blocking calls: use a worker thread)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def hit(self, kind: str, key: Sequence[str], rates: Sequence[RateLimitItem]) -> bool:
        """Count one ``kind`` for ``key``; False (nothing counted) when a rate is full."""
        digest = key_hash(kind, key)
        values: dict[str, object] = {"kind": kind, "key": digest,
                                     "lock": int.from_bytes(bytes.fromhex(digest[:16]),
                                                            "big", signed=True),
                                     "longest": max(rate.get_expiry() for rate in rates)}
        for index, rate in enumerate(rates):
            values[f"w{index}"] = rate.get_expiry()
            values[f"a{index}"] = rate.amount
        with self.engine.begin() as connection:
            connection.execute(_LOCK, {"lock": values["lock"]})
            return connection.execute(_counting(len(rates)), values).first() is not None

    def purge(self, longest: dict[str, int]) -> int:
        """Delete the hits older than their kind's longest window; how many."""
        gone = 0
        with self.engine.begin() as connection:
            for kind, seconds in longest.items():
                gone += connection.execute(_PURGE, {"kind": kind, "longest": seconds}).rowcount
        return gone

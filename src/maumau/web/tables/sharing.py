"""What a server process needs to share a site with others (PostgreSQL, a cluster): the
site's relay secret (:mod:`maumau.web.storage.site`), its place among the live processes
(:mod:`maumau.web.storage.presence`) and the site-wide count of the guard's rare kinds
(:mod:`maumau.web.storage.site_limits`), with the chores that keep the last two current.
A process alone on SQLite shares nothing: no secret (nobody relays), its guard counts
in memory."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from maumau.web.guard.limits import Guard
from maumau.web.storage import site
from maumau.web.storage.cluster import Cluster
from maumau.web.storage.presence import Presence
from maumau.web.storage.site_limits import SiteCounter
from maumau.web.tables.chores import Chores

__all__ = [
    "PURGE_SECONDS",
    "Sharing",
]

log = logging.getLogger(__name__)

PURGE_SECONDS = 60.0
"""How often the site-wide hits past their windows are deleted."""


class Sharing:
    def __init__(self, guard: Guard, chores: Chores) -> None:
        self.guard = guard
        self.chores = chores
        self.relay_secret: str | None = None
        """The site's relay secret (None: this process shares no site)."""
        self.presence: Presence | None = None

    async def start(self, cluster: Cluster | None) -> None:
        """Join the site of ``cluster``'s database (nothing without a cluster)."""
        if cluster is None:
            return
        engine = cluster.engine
        self.relay_secret = await asyncio.to_thread(site.relay_secret, engine)
        self.presence = Presence(engine, cluster.owner, cluster.lease_seconds)
        self.guard.site = SiteCounter(engine)
        self.guard.processes = await asyncio.to_thread(self.presence.announce)
        self.chores.start(self._renew_forever(cluster.lease_seconds / 3))
        self.chores.start(self._purge_forever())

    def recount(self) -> None:
        """Another process announced itself: count the live processes again now."""
        if self.presence is not None:
            self.chores.start(self._recount())

    async def stop(self) -> None:
        if self.presence is not None:
            with contextlib.suppress(Exception):
                await asyncio.to_thread(self.presence.leave)

    async def _recount(self) -> None:
        assert self.presence is not None
        try:
            self.guard.processes = await asyncio.to_thread(self.presence.count)
        except Exception:
            log.exception("counting the live server processes failed")

    async def _renew_forever(self, every: float) -> None:
        assert self.presence is not None
        while True:
            await asyncio.sleep(every)
            try:
                self.guard.processes = await asyncio.to_thread(self.presence.renew)
            except Exception:
                log.exception("renewing this process's presence failed")

    async def _purge_forever(self) -> None:
        site_counter = self.guard.site
        assert site_counter is not None
        while True:
            await asyncio.sleep(PURGE_SECONDS)
            try:
                await asyncio.to_thread(site_counter.purge, self.guard.longest_windows())
            except Exception:
                log.exception("deleting the old site-wide rate hits failed")

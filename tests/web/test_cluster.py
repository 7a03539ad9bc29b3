"""Table ownership leases on PostgreSQL: one owner at a time, taken over once expired,
lost by a process that did not renew, and the notifications between processes."""

from __future__ import annotations

import asyncio
import contextlib
import time

from maumau.web.storage.cluster import Cluster
from maumau.web.storage.db import open_database
from tests.web.clients import run_async

# Long enough that the four claims and the renewal before the wait fit in one lease on a
# loaded machine (a lease that ran out early would fail the test, not the code).
LEASE = 2.0


def test_one_owner_at_a_time_and_takeover_after_expiry(database_url: str) -> None:
    engine = open_database(database_url)
    try:
        first, second = (Cluster(engine, "10.0.0.1:7001", LEASE),
                         Cluster(engine, "10.0.0.2:7002", LEASE))
        assert first.claim("T1") is None
        assert first.claim("T1") is None, "the owner may claim its table again"
        assert second.claim("T1") == "10.0.0.1:7001", "a live lease names its owner"
        assert first.renew() == {"T1"}
        time.sleep(LEASE * 1.5)  # nobody renews: the lease runs out
        assert second.claim("T1") is None, "an expired lease is taken over"
        assert first.renew() == set(), "the former owner learns that it lost the table"
        assert first.claim("T1") == "10.0.0.2:7002"
        second.release(["T1"])
        assert first.claim("T1") is None, "a released table is free at once"
    finally:
        engine.dispose()


def test_a_claim_is_announced_to_the_other_processes(database_url: str) -> None:
    engine = open_database(database_url)
    first, second = (Cluster(engine, "10.0.0.1:7001", LEASE),
                     Cluster(engine, "10.0.0.2:7002", LEASE))

    async def scenario() -> list[list[str]]:
        heard: asyncio.Queue[list[str]] = asyncio.Queue()

        async def handle(kind: str, words: list[str]) -> None:
            await heard.put([kind, *words])

        listening = asyncio.ensure_future(first.listen(handle))
        try:
            notes: list[list[str]] = []
            # LISTEN takes effect once its connection is up: claim until it is heard
            deadline = asyncio.get_running_loop().time() + 20
            while not notes:
                assert asyncio.get_running_loop().time() < deadline, "nothing was heard"
                await asyncio.to_thread(second.claim, "T2")
                with contextlib.suppress(TimeoutError):
                    notes.append(await asyncio.wait_for(heard.get(), 0.5))
            await asyncio.to_thread(second.release, ["T2"])
            while notes[-1][0] != "released":
                notes.append(await asyncio.wait_for(heard.get(), 10))
            return notes
        finally:
            listening.cancel()
            with contextlib.suppress(BaseException):
                await listening

    try:
        notes = run_async(scenario())
    finally:
        engine.dispose()
    assert notes[0] == ["claimed", "T2", second.owner, "10.0.0.2:7002"]
    assert notes[-1] == ["released", "T2"]

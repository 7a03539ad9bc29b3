"""Two server processes on one PostgreSQL database, probed from one address with forged
forwarding headers: nobody's ``X-Forwarded-For`` or ``X-Maumau-Client`` is believed
without the site's relay secret, and the per-address limits hold for the site as a
whole (30 table creations a minute, 40 open WebSockets), while a relayed join and a
relayed WebSocket still work and are counted once."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from sqlalchemy import create_engine, func, select
from websockets.asyncio.client import ClientConnection, connect

from maumau.web.guard.forwarded import CLIENT_HEADER, SECRET_HEADER
from maumau.web.storage import db
from tests.web.clients import run_async
from tests.web.servers import Running, ServerProcess

TABLE = {"variant": "classic", "players": 2, "name": "Eve",
         "seats": [{"kind": "human"}, {"kind": "open"}]}
LIMITED = {"MAUMAU_LIMITS": "on", "MAUMAU_LEASE_SECONDS": "2"}


def forged(index: int) -> dict[str, str]:
    """Headers that name another client each time, with a made-up relay secret."""
    return {"X-Forwarded-For": f"10.9.{index // 250}.{index % 250 + 1}",
            CLIENT_HEADER: f"10.8.{index // 250}.{index % 250 + 1}",
            SECRET_HEADER: "guessed" * 8}


@pytest.fixture
def two(database_url: str, tmp_path: Path) -> Iterator[tuple[Running, Running]]:
    first = ServerProcess(tmp_path / "a", database_url, LIMITED)
    second = ServerProcess(tmp_path / "b", database_url, LIMITED)
    try:
        a = first.start()
        b = second.start()
        for running in (a, b):  # each knows that two processes share the site
            deadline = time.monotonic() + 20
            while httpx2.get(f"{running.http}/healthz", timeout=10).json()["processes"] != 2:
                assert time.monotonic() < deadline, "the processes did not see each other"
                time.sleep(0.1)
        yield a, b
    finally:
        first.kill()
        second.kill()


def test_forged_headers_and_a_second_process_do_not_lift_the_limits(
        two: tuple[Running, Running], database_url: str) -> None:
    a, b = two
    # a relayed join (b forwards it to a, the owner) works and is counted once
    made = httpx2.post(f"{a.http}/api/tables", json=TABLE, timeout=10)
    assert made.status_code == 201, made.text
    code = made.json()["code"]
    joined = httpx2.post(f"{b.http}/api/tables/{code}/join", json={"name": "Ben", "seat": 1},
                         timeout=10)
    assert joined.status_code == 200, joined.text
    answers = [httpx2.post(f"{(a, b)[index % 2].http}/api/tables", json=TABLE,
                           headers=forged(index), timeout=10) for index in range(40)]
    created = [answer for answer in answers if answer.status_code == 201]
    assert len(created) == 29, "30 a minute from one address, over both processes"
    for answer in answers:
        if answer.status_code != 201:
            body = answer.json()
            assert answer.status_code == 429 and body["code"] == "rate_limited", body
            assert body["reason"]["code"] == "address_rate" and body["message"]
    engine = create_engine(database_url)
    try:
        with engine.connect() as connection:
            joins = connection.execute(select(func.count()).select_from(db.rate_hits)
                                       .where(db.rate_hits.c.kind == "join")).scalar()
            assert joins == 1, "the relayed join was counted by the process relaying it"
            stored = str(connection.execute(select(db.rate_hits.c.key)).all())
            assert "127.0.0.1" not in stored and "10.9." not in stored
    finally:
        engine.dispose()
    sockets_accepted, sockets_refused = run_async(open_sockets(a, b, code, 45))
    assert (sockets_accepted, sockets_refused) == (40, 5), "40 open at once, over both"


async def open_sockets(a: Running, b: Running, code: str, count: int) -> tuple[int, int]:
    """Open ``count`` WebSockets (alternately at each process, each with other forged
    headers), all at once; how many were let in and how many refused."""
    async with contextlib.AsyncExitStack() as stack:
        sockets: list[ClientConnection] = []
        for index in range(count):
            sockets.append(await stack.enter_async_context(connect(
                f"{(a, b)[index % 2].ws}/ws/{code}", additional_headers=forged(index),
                open_timeout=10)))
        accepted = refused = 0
        for socket in sockets:
            with contextlib.suppress(Exception):
                await socket.send(json.dumps({"v": 1, "type": "ping", "id": "p"}))
            answer: dict[str, Any] = json.loads(await asyncio.wait_for(socket.recv(), 10))
            if answer.get("code") == "too_many_connections":
                refused += 1
            else:
                accepted += 1
        return accepted, refused

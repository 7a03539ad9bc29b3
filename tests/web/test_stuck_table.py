"""A table that cannot deal its next round because a seat is free: the host handed the
host role to a friend between rounds, the friend freed the old host's seat and left. The
table says so in its summary (``blocked``, for the page to tell the host once), the away
host's stand-in does not try to deal (the server logs the wait once, not every 2 seconds),
a refused deal names the seat counted from 1, and a bot on the free seat lets the match go
on."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import pytest

from maumau.web.tables import autoplay
from tests.web.clients import Client, create_table, join, play_until, run_async
from tests.web.servers import server_in_thread

BLOCKED = {"code": "seats_open", "params": {"seats": [0], "places": "1", "n": 1}}


def round_over(state: dict[str, Any]) -> bool:
    return bool(state["table"]["status"] == "round_over")


async def reply(client: Client, kind: str, **fields: Any) -> dict[str, Any]:
    await client.send(kind, id=kind, **fields)
    answer: dict[str, Any] = await client.wait_for(lambda m: m.get("ref") == kind)
    return answer


def test_a_table_with_a_free_seat_waits_says_why_and_a_bot_fills_it(
        tmp_path: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the stand-in deals after 0.05 s: a table that retried would log many times below
    monkeypatch.setattr(autoplay, "HOST_AWAY_DEAL_SECONDS", 0.05)
    monkeypatch.setenv("MAUMAU_ALLOW_SEEDS", "1")
    with server_in_thread(tmp_path) as server:
        created = create_table(server.http, players=3, preset="standard", away_seconds=0.2,
                               seats=[{"kind": "human"}, {"kind": "open"},
                                      {"kind": "bot", "level": "simple"}], seed=7)
        run_async(scenario(server.ws, server.http, created, caplog))


async def scenario(ws: str, http: str, created: dict[str, Any],
                   caplog: pytest.LogCaptureFixture) -> None:
    code = created["code"]
    bob_seat = join(http, code, "Bob", 1)
    anna = await Client.open(ws, code, created["token"])
    bob = await Client.open(ws, code, bob_seat["token"])
    assert (await reply(anna, "start"))["type"] != "error"
    state = await play_until([anna, bob], round_over, timeout=60)
    assert state["table"]["blocked"] is None
    assert (await reply(anna, "hand_host", seat=1))["type"] != "error"
    await bob.until(lambda s: s["table"]["host_seat"] == 1)
    bob.host = True
    assert (await reply(bob, "remove_person", seat=0))["type"] != "error"
    told = await bob.until(lambda s: s["table"]["blocked"] is not None)
    assert told["table"]["status"] == "round_over"
    assert told["table"]["blocked"] == BLOCKED
    refused = await reply(bob, "next_round")
    assert refused["type"] == "error" and refused["code"] == "seats_open"
    assert "(counted from 1): 1" in refused["message"]
    with caplog.at_level(logging.INFO, logger="maumau.web"):
        await bob.close()
        await asyncio.sleep(1.5)  # away after 0.2 s; a retrying stand-in: 25 tries
    waits = [r for r in caplog.records if "waits for its free seats" in r.getMessage()]
    retries = [r for r in caplog.records if "automatic deal" in r.getMessage()]
    assert len(waits) == 1 and not retries, [r.getMessage() for r in caplog.records]
    bob = await Client.open(ws, code, bob_seat["token"])
    assert bob.state is not None and bob.state["table"]["blocked"] == BLOCKED
    assert (await reply(bob, "add_bot", seat=0, level="simple"))["type"] != "error"
    filled = await bob.until(lambda s: s["table"]["seats"][0]["kind"] == "bot")
    assert filled["table"]["blocked"] is None
    assert (await reply(bob, "next_round"))["type"] != "error"
    dealt = await bob.until(lambda s: s["table"]["status"] == "playing")
    assert dealt["table"]["round"] == 1
    await bob.close()
    await anna.close()

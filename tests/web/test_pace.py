"""The pace a person asks for with ``hello`` (the page's accessibility settings): the
bots of the table wait as long as the slowest seated person asked, and the throw-in
window is the longest one asked for, the same for every seat."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx2
import pytest

from maumau.web.tables import messages, pace
from maumau.web.tables.pace import Wish
from tests.web.clients import Client, create_table, play_until, run_async
from tests.web.servers import Running


def test_the_slowest_pace_and_the_longest_window_asked_for_count() -> None:
    assert pace.bot_delay_ms(700, []) == 700
    assert pace.bot_delay_ms(700, [Wish("fast"), Wish("normal")]) == 700
    assert pace.bot_delay_ms(700, [Wish("fast"), Wish("slow")]) == pace.SLOW_MS
    assert pace.bot_delay_ms(700, [Wish("fast"), Wish("fast")]) == pace.FAST_MS
    assert pace.bot_delay_ms(0, [Wish("fast")]) == 0
    assert pace.bot_delay_ms(3000, [Wish("slow")]) == 3000
    assert pace.throw_in_seconds(8.0, [Wish()]) == 8.0
    assert pace.throw_in_seconds(8.0, [Wish(), Wish(throw_in="long")]) == 20.0
    assert pace.throw_in_seconds(15.0, [Wish(throw_in="long")]) == 30.0
    assert pace.throw_in_seconds(100.0, [Wish(throw_in="long")]) == 120.0


def test_a_hello_names_a_known_pace_or_none() -> None:
    def hello(**fields: Any) -> str:
        return json.dumps({"v": 1, "type": "hello", "token": None, **fields})

    fields = messages.parse_message(hello(pace="slow", throw_in="long")).fields
    assert pace.read_wish(fields) == Wish("slow", "long")
    assert pace.read_wish(messages.parse_message(hello()).fields) is None
    for bad in ({"pace": "glacial"}, {"throw_in": 5}):
        with pytest.raises(messages.BadMessage) as refused:
            messages.parse_message(hello(**bad))
        assert refused.value.code == "malformed"


async def _ask(client: Client, token: str, **wish: str) -> None:
    await client.send("hello", token=token, lang="en", **wish)
    await client.wait_for(lambda m: m["type"] == "welcome")
    await client.wait_for(lambda m: m["type"] == "state")


def test_a_slow_pace_slows_the_bots_of_a_fast_table(server: Running) -> None:
    created = create_table(server.http, players=2, bot_delay_ms=0)

    async def scenario() -> float:
        host = await Client.open(server.ws, created["code"], created["token"])
        await _ask(host, created["token"], pace="slow")
        await host.send("start")
        state = await play_until([host], lambda s: bool(
            s["view"] and s["table"]["status"] == "playing" and s["view"]["to_move"] == 1))
        asked = asyncio.get_running_loop().time()
        await host.wait_for(lambda m: m["type"] == "state" and m["state"] > state["state"],
                            timeout=10)
        waited = asyncio.get_running_loop().time() - asked
        await host.close()
        return waited

    assert run_async(scenario()) >= (pace.SLOW_MS - 100) / 1000


def test_a_long_throw_in_window_is_the_tables_window(server: Running) -> None:
    created = create_table(server.http, variant="emojical", preset="standard", players=3,
                           throw_in_seconds=0.2, seats=[
                               {"kind": "human"}, {"kind": "bot", "level": "simple"},
                               {"kind": "bot", "level": "simple"}])

    def asked(state: dict[str, Any]) -> bool:  # a window seat 0 may throw in [D-29]
        return bool(state["view"] and state["view"]["phase"] == "throw_in"
                    and state["view"]["table"].get("laid_by") != 0)

    async def scenario() -> float:
        host = await Client.open(server.ws, created["code"], created["token"])
        await _ask(host, created["token"], throw_in="long")
        await host.send("start")
        poll = await play_until([host], asked, choose=lambda s: s["view"]["legal_actions"][-1],
                                timeout=60)
        await host.close()
        deadline: float = poll["deadline"]
        return deadline

    assert run_async(scenario()) > pace.LONG_THROW_IN_SECONDS - 1


def test_a_profile_keeps_its_settings_for_its_other_devices(server: Running) -> None:
    made = httpx2.post(f"{server.http}/api/profiles", json={"name": "Anna"})
    assert made.status_code == 201, made.text
    auth = {"Authorization": f"Bearer {made.json()['secret']}"}
    url = f"{server.http}/api/profile/settings"
    assert httpx2.get(url, headers=auth).json() == {"settings": {}}
    chosen = {"large": True, "contrast": False, "calm": True, "keys": True, "pace": "slow",
              "throwIn": "long"}
    answer = httpx2.put(url, json=chosen, headers=auth)
    assert answer.status_code == 200, answer.text
    assert httpx2.get(url, headers=auth).json() == {"settings": chosen}
    for bad in ({"pace": "glacial"}, {"large": "yes"}, {"colour": "red"}, [1]):
        refused = httpx2.put(url, json=bad, headers=auth)
        assert refused.status_code == 422, (bad, refused.text)
    assert httpx2.get(url, headers=auth).json() == {"settings": chosen}
    assert httpx2.get(url).status_code == 401
    assert httpx2.delete(f"{server.http}/api/profile", headers=auth).status_code == 200
    assert httpx2.get(url, headers=auth).status_code == 401

"""Playing over real WebSockets against a real uvicorn server: scripted people and bots
play to the end, reconnecting, away stand-ins, next round and new match, records and
replays, and the hidden cards of every message of a whole game."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx2

from tests.web.clients import Client, create_table, join, play_until, run_async
from tests.web.hidden import check_messages
from tests.web.servers import Running


def over(state: dict[str, Any]) -> bool:
    return bool(state["table"]["status"] == "match_over")


def test_full_match_between_scripted_people_and_bots(server: Running) -> None:
    created = create_table(server.http, players=4, seats=[
        {"kind": "human"}, {"kind": "open"}, {"kind": "bot", "level": "simple"},
        {"kind": "bot", "level": "random"}])
    code = created["code"]
    friend = join(server.http, code, "Ben", 1)

    async def scenario() -> tuple[list[Client], Client, dict[str, Any]]:
        host = await Client.open(server.ws, code, created["token"])
        guest = await Client.open(server.ws, code, friend["token"])
        watcher = await Client.open(server.ws, code, None)
        await host.send("start", id="go")
        final = await play_until([host, guest, watcher], over)
        for client in (host, guest, watcher):
            await client.until(over)
        return [host, guest], watcher, final

    (host, guest), watcher, final = run_async(scenario())
    assert final["view"]["result"] is not None
    record = httpx2.get(f"{server.http}/api/tables/{code}/matches/1/record").json()
    assert record["format"] == "maumau-record" and record["winners"]
    assert final["scores"] == record["totals"]
    actions = len(record["rounds"][0]["actions"])
    assert final["state"] == actions > 4
    seats_that_moved = {m["events"][-1].get("seat") for m in watcher.received
                        if m["type"] == "state" and m["events"]}
    assert {0, 1, 2, 3} <= seats_that_moved
    for client, seat in ((host, 0), (guest, 1), (watcher, None)):
        assert check_messages(client.received, record, seat) > actions // 2
    frames = httpx2.get(f"{server.http}/api/tables/{code}/matches/1/replay?seat=1").json()
    assert len(frames["frames"]) == actions + 1
    assert frames["frames"][0]["hand"] != frames["frames"][0]["hand_sizes"]
    opened = httpx2.get(f"{server.http}/api/tables/{code}/matches/1/replay?open=1").json()
    assert all(len(frame["hands"]) == 4 for frame in opened["frames"])
    download = httpx2.get(f"{server.http}/api/tables/{code}/matches/1/record")
    assert "attachment" in download.headers["content-disposition"]
    assert httpx2.get(f"{server.http}/replay/{code}/1").status_code == 200


def test_reconnect_with_the_token_returns_the_current_view(server: Running) -> None:
    created = create_table(server.http, preset="standard", players=2,
                           seats=[{"kind": "human"}, {"kind": "open"}])
    code = created["code"]
    friend = join(server.http, code, "Ben", 1)

    async def scenario() -> None:
        host = await Client.open(server.ws, code, created["token"])
        guest = await Client.open(server.ws, code, friend["token"])
        await host.send("start")
        await play_until([host, guest], lambda s: s["state"] >= 5)
        before = guest.state
        assert before is not None
        await guest.close()
        again = await Client.open(server.ws, code, friend["token"])
        now = again.state
        assert now is not None and again.seat == 1
        assert now["state"] >= before["state"]
        if now["state"] == before["state"]:
            assert now["view"] == before["view"]
        await host.until(lambda m: m["state"] == now["state"])
        assert now["events"] == now["view"]["events"], "a fresh connection gets every event"
        assert now["table"]["seats"][1]["connected"] is True
        await play_until([host, again], lambda s: s["state"] >= 8)

    run_async(scenario())


def test_away_seat_is_played_by_a_bot_until_it_returns(server: Running) -> None:
    created = create_table(server.http, preset="standard", players=2, away_seconds=0.3,
                           seats=[{"kind": "human"}, {"kind": "open"}])
    code = created["code"]
    friend = join(server.http, code, "Ben", 1)

    async def scenario() -> None:
        host = await Client.open(server.ws, code, created["token"])
        guest = await Client.open(server.ws, code, friend["token"])
        await host.send("start")
        await host.wait_for(lambda m: m["type"] == "state" and m["view"] is not None)
        await guest.close()
        away = await host.wait_for(
            lambda m: m["type"] == "state" and m["table"]["seats"][1]["away"], timeout=5)
        assert away["table"]["seats"][1]["connected"] is False
        await play_until([host], lambda s: any(
            e.get("seat") == 1 for e in s["events"]) and s["state"] >= 4)
        back = await Client.open(server.ws, code, friend["token"])
        assert back.state is not None
        assert back.state["table"]["seats"][1]["away"] is False
        await host.until(lambda m: not m["table"]["seats"][1]["away"])
        waiting = await play_until([host], lambda m: m["view"]["to_move"] == 1
                                   and not m["table"]["seats"][1]["away"])
        await asyncio.sleep(0.5)
        assert host.state is not None and host.state["state"] == waiting["state"], (
            "the stand-in went on playing after the seat came back")
        await back.until(lambda m: m["state"] == waiting["state"])
        assert back.my_turn()

    run_async(scenario())


def test_next_round_and_new_match(server: Running) -> None:
    created = create_table(server.http, preset="standard", players=2)
    code = created["code"]

    async def scenario() -> None:
        host = await Client.open(server.ws, code, created["token"])
        await host.send("start")
        ended = await play_until([host], lambda s: s["table"]["status"] != "playing"
                                 and s["view"] is not None)
        assert ended["table"]["status"] == "round_over"
        await host.send("next_round", id="next")
        dealt = await host.wait_for(lambda m: m.get("ref") == "next")
        assert dealt["view"]["round"] == 1 and dealt["table"]["round"] == 1
        assert dealt["state"] == ended["state"]
        assert dealt["scores"] == ended["scores"] and sum(dealt["scores"]) > 0

    run_async(scenario())
    single = create_table(server.http, preset="single", players=2)

    async def again() -> None:
        host = await Client.open(server.ws, single["code"], single["token"])
        await host.send("start")
        await play_until([host], over)
        await host.send("new_match", id="new")
        fresh = await host.wait_for(lambda m: m.get("ref") == "new")
        assert fresh["table"]["match"] == 2 and fresh["table"]["status"] == "playing"
        assert fresh["scores"] == [0, 0]
        await play_until([host], over)

    run_async(again())
    summary = httpx2.get(f"{server.http}/api/tables/{single['code']}").json()
    assert summary["match"] == 2
    for number in (1, 2):
        record = httpx2.get(
            f"{server.http}/api/tables/{single['code']}/matches/{number}/record").json()
        assert record["winners"]


def test_a_throw_in_window_closes_on_its_own_when_nobody_throws(server: Running) -> None:
    """[D-29]: a window on a bot's card lasts the table's throw-in time for the person,
    who need not answer: it offers no pass, and it closes when its time is up."""
    created = create_table(server.http, variant="emojical", preset="standard", players=3,
                           throw_in_seconds=0.2, seats=[
                               {"kind": "human"}, {"kind": "bot", "level": "simple"},
                               {"kind": "bot", "level": "simple"}])

    def window(state: dict[str, Any]) -> bool:  # a window on a bot's card
        return bool(state["view"] and state["view"]["phase"] == "throw_in"
                    and state["view"]["table"].get("laid_by") != 0)

    async def scenario() -> None:
        host = await Client.open(server.ws, created["code"], created["token"])
        await host.send("start")
        poll = await play_until([host], window, choose=lambda s: s["view"]["legal_actions"][-1],
                                timeout=60)
        assert "pass" not in poll["view"]["legal_actions"]
        assert 0 < poll["deadline"] <= 0.2
        asked_at = asyncio.get_running_loop().time()
        after = await host.wait_for(lambda m: m["type"] in ("state", "patch")
                                    and m.get("deadline") is None, timeout=5)
        assert asyncio.get_running_loop().time() - asked_at > 0.1
        assert after["state"] >= poll["state"]

    run_async(scenario())


def test_an_away_hosts_stand_in_deals_the_next_round(server: Running) -> None:
    created = create_table(server.http, preset="standard", players=2, away_seconds=0.1)
    code = created["code"]

    async def scenario() -> None:
        host = await Client.open(server.ws, code, created["token"])
        await host.send("start", id="go")
        await host.wait_for(lambda m: m.get("ref") == "go")
        await host.close()
        watcher = await Client.open(server.ws, code, None)
        dealt = await watcher.until(lambda m: m["table"]["round"] == 1, timeout=30)
        assert dealt["table"]["seats"][0]["away"] is True

    run_async(scenario())

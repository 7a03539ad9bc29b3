"""Rematch and series through a real server, on SQLite and PostgreSQL:
"another match" keeps the people, seats and bots; the table's summary counts the series
(matches won per seat) after every match, the history shows it per match, and a restarted
server still knows it. A rematch asked for at the wrong time or by a guest changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx2

from tests.web.clients import Client, create_table, join, play_until, run_async
from tests.web.servers import Running, server_in_thread


def over(state: dict[str, Any]) -> bool:
    return bool(state["table"]["status"] == "match_over")


def answers(ref: str) -> Callable[[dict[str, Any]], bool]:
    return lambda message: bool(message.get("ref") == ref)


def over_at(number: int) -> Callable[[dict[str, Any]], bool]:
    """Match ``number`` is over (not an earlier one a client has not heard the end of)."""
    return lambda state: over(state) and state["table"]["match"] == number


def shed(state: dict[str, Any]) -> str:
    legal: list[str] = state["view"]["legal_actions"]
    return next((action for action in legal if action not in ("draw", "pass")), legal[0])


def expected_series(server: Running, code: str, matches: int, players: int) -> list[int]:
    wins = [0] * players
    for number in range(1, matches + 1):
        record = httpx2.get(f"{server.http}/api/tables/{code}/matches/{number}/record",
                            timeout=10).json()
        for seat in set(record["winners"]):
            wins[seat] += 1
    return wins


def play_series(server: Running) -> tuple[str, str, str]:
    created = create_table(server.http, players=3, preset="single", seats=[
        {"kind": "human"}, {"kind": "open"}, {"kind": "bot", "level": "easy"}])
    code = created["code"]
    guest = join(server.http, code, "Bob", 1)
    profile = httpx2.post(f"{server.http}/api/profiles", json={"name": "Anna"}).json()
    claimed = httpx2.post(f"{server.http}/api/profile/seats", json={
        "code": code, "token": created["token"]},
        headers={"Authorization": f"Bearer {profile['secret']}"})
    assert claimed.status_code == 200
    seats_before = httpx2.get(f"{server.http}/api/tables/{code}").json()["seats"]

    async def scenario() -> None:
        host = await Client.open(server.ws, code, created["token"])
        bob = await Client.open(server.ws, code, guest["token"])
        assert host.state is not None
        assert host.state["table"]["series"] == {"matches": 0, "wins": [0, 0, 0]}
        await host.send("start")
        for number in (1, 2, 3):
            if number > 1:
                await bob.send("new_match", id="guest")
                refused = await bob.wait_for(lambda m: m.get("ref") == "guest")
                assert refused["code"] == "not_host"
                ref = f"m{number}"
                await host.send("new_match", id=ref)
                await host.wait_for(answers(ref))
                await host.send("new_match", id="again")
                again = await host.wait_for(lambda m: m.get("ref") == "again")
                assert again["type"] == "error" and again["code"] == "bad_request"
                assert host.state is not None
                assert host.state["table"]["series"]["matches"] == number - 1
            state = await play_until([host, bob], over_at(number), choose=shed, timeout=90)
            series = state["table"]["series"]
            assert series == {"matches": number,
                              "wins": expected_series(server, code, number, 3)}
        await host.close()
        await bob.close()

    run_async(scenario())
    summary = httpx2.get(f"{server.http}/api/tables/{code}").json()
    assert [(s["kind"], s["name"], s["level"]) for s in summary["seats"]] == [
        (s["kind"], s["name"], s["level"]) for s in seats_before]
    return code, profile["secret"], created["token"]


def check_series(server: Running) -> str:
    code, secret, _ = play_series(server)
    listed = httpx2.get(f"{server.http}/api/profile/history",
                        headers={"Authorization": f"Bearer {secret}"}).json()["matches"]
    assert [m["number"] for m in listed] == [3, 2, 1]
    for entry in listed:
        assert entry["series"] == expected_series(server, code, entry["number"], 3)
    return code


def test_series_on_sqlite_and_after_a_restart(tmp_path: Path) -> None:
    with server_in_thread(tmp_path) as running:
        code = check_series(running)
        wins = expected_series(running, code, 3, 3)
    with server_in_thread(tmp_path) as running:
        summary = httpx2.get(f"{running.http}/api/tables/{code}").json()
        assert summary["series"] == {"matches": 3, "wins": wins}


def test_series_on_postgresql(database_url: str, tmp_path: Path) -> None:
    with server_in_thread(tmp_path, database_url) as running:
        check_series(running)

"""Pass-and-play through a real server, on SQLite and PostgreSQL: a
table made with people at the creator's device (``local`` seats) gives each of them a token
of their own; each connection gets only its own seat's cards (checked against the engine
for every message of a whole match); a bad local seat is refused and no table is stored."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx2
from sqlalchemy import func, select

from maumau.web.storage import db
from tests.web.clients import Client, create_table, play_until, run_async
from tests.web.hidden import check_messages
from tests.web.servers import Running, server_in_thread


def tables_stored(server: Running) -> int:
    with server.app.state.hub.engine.connect() as connection:
        found: int = connection.execute(select(func.count()).select_from(db.tables)
                                        ).scalar_one()
        return found


def check_pass_and_play(server: Running) -> None:
    before = tables_stored(server)
    for seats, words in (
            ([{"kind": "human"}, {"kind": "local"}], "seat 1: 'name' must be"),
            ([{"kind": "human"}, {"kind": "local", "name": "\u202eBen"}], "seat 1: 'name' may"),
            ([{"kind": "human"}, {"kind": "local", "name": "x" * 41}], "seat 1: 'name' may"),
            ([{"kind": "local", "name": "Ben"}, {"kind": "local", "name": "Cem"}],
             "exactly one 'human'")):
        answer = httpx2.post(f"{server.http}/api/tables", json={
            "variant": "classic", "players": 2, "name": "Anna", "seats": seats}, timeout=10)
        assert answer.status_code == 422 and answer.json()["code"] == "bad_request"
        assert words in answer.json()["detail"], answer.json()
    assert tables_stored(server) == before

    created = create_table(server.http, players=3, preset="single", seats=[
        {"kind": "human"}, {"kind": "local", "name": "Ben"},
        {"kind": "bot", "level": "easy"}])
    code = created["code"]
    assert [entry["seat"] for entry in created["local"]] == [1]
    summary = httpx2.get(f"{server.http}/api/tables/{code}", timeout=10).json()
    assert [(s["kind"], s["name"]) for s in summary["seats"]] == [
        ("human", "Anna"), ("human", "Ben"), ("bot", None)]

    async def scenario() -> list[Any]:
        anna = await Client.open(server.ws, code, created["token"])
        ben = await Client.open(server.ws, code, created["local"][0]["token"])
        assert (anna.seat, anna.host, ben.seat, ben.host) == (0, True, 1, False)
        await anna.send("start")
        await play_until([anna, ben], lambda s: s["table"]["status"] == "match_over",
                         timeout=90)
        await anna.close()
        await ben.close()
        return [anna.received, ben.received]

    received = run_async(scenario())
    record = httpx2.get(f"{server.http}/api/tables/{code}/matches/1/record", timeout=10).json()
    for seat, messages in enumerate(received):
        assert check_messages(messages, record, seat) > 0


def test_pass_and_play_on_sqlite(server: Running) -> None:
    check_pass_and_play(server)


def test_pass_and_play_on_postgresql(database_url: str, tmp_path: Path) -> None:
    with server_in_thread(tmp_path, database_url) as running:
        check_pass_and_play(running)

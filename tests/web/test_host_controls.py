"""Host controls through a real server, on SQLite and on PostgreSQL: the
host removes a person from a seat (their token stops working at once, their profile's seat
claim is deleted, a free seat or a bot takes over) and hands the host role to another
person; every bad command is refused with its code and changes nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx2
import pytest
from sqlalchemy import select
from websockets.exceptions import ConnectionClosed

from maumau.web.social import schema
from maumau.web.storage import db
from tests.web.clients import Client, create_table, join, play_until, run_async
from tests.web.servers import Running, server_in_thread
from tests.web.social import count

OPEN = {"kind": "open"}


def table_of(server: Running, code: str) -> dict[str, Any]:
    summary: dict[str, Any] = httpx2.get(f"{server.http}/api/tables/{code}", timeout=10).json()
    return summary


def stored_tokens(server: Running, code: str) -> list[tuple[int | None, bool]]:
    with server.app.state.hub.engine.connect() as connection:
        rows = connection.execute(select(db.tokens.c.seat, db.tokens.c.host)
                                  .where(db.tokens.c.code == code)
                                  .order_by(db.tokens.c.seat))
        return [(row.seat, bool(row.host)) for row in rows]


def claim(server: Running, code: str, token: str) -> None:
    made = httpx2.post(f"{server.http}/api/profiles", json={"name": "Bob"}, timeout=10).json()
    answer = httpx2.post(f"{server.http}/api/profile/seats", json={"code": code, "token": token},
                         headers={"Authorization": f"Bearer {made['secret']}"}, timeout=10)
    assert answer.status_code == 200


async def refused(client: Client, code: str, kind: str, **fields: Any) -> None:
    await client.send(kind, id=kind, **fields)
    answer = await client.wait_for(lambda m: m.get("ref") == kind)
    assert answer["type"] == "error" and answer["code"] == code, answer


async def answered(client: Client, kind: str, **fields: Any) -> None:
    await client.send(kind, id=kind, **fields)
    answer = await client.wait_for(lambda m: m.get("ref") == kind)
    assert answer["type"] != "error", answer


def check_host_controls(server: Running) -> None:
    created = create_table(server.http, players=3, seats=[{"kind": "human"}, OPEN, OPEN])
    code = created["code"]
    bob = join(server.http, code, "Bob", 1)
    carl = join(server.http, code, "Carl", 2)
    claim(server, code, bob["token"])
    assert count(server, schema.seat_claims) == 1

    async def waiting_room() -> None:
        anna = await Client.open(server.ws, code, created["token"])
        bob_client = await Client.open(server.ws, code, bob["token"])
        carl_client = await Client.open(server.ws, code, carl["token"])
        before = table_of(server, code)
        tokens = stored_tokens(server, code)
        for seat, level, problem in ((0, None, "own_seat"), (3, None, "bad_request"),
                                     (1, "godlike", "bad_request")):
            await refused(anna, problem, "remove_person", seat=seat, level=level)
        await refused(anna, "malformed", "remove_person", seat="1")
        await refused(carl_client, "not_host", "remove_person", seat=1)
        await refused(carl_client, "not_host", "hand_host", seat=2)
        await refused(anna, "bad_request", "hand_host", seat=0)
        await refused(anna, "bad_request", "hand_host", seat=-1)
        assert table_of(server, code)["seats"] == before["seats"]
        assert stored_tokens(server, code) == tokens and count(server, schema.seat_claims) == 1

        await answered(anna, "remove_person", seat=1)
        notice = await bob_client.wait_for(lambda m: m["type"] == "error")
        assert notice["code"] == "removed"
        with pytest.raises((ConnectionClosed, TimeoutError)):
            await bob_client.receive(timeout=5)
        seats = table_of(server, code)["seats"]
        assert seats[1]["kind"] == "open" and seats[1]["name"] is None
        assert [seat for seat, _ in stored_tokens(server, code)] == [0, 2]
        assert count(server, schema.seat_claims) == 0
        await refused(anna, "not_a_person", "remove_person", seat=1)
        await refused(anna, "not_a_person", "hand_host", seat=1)

        again = await Client.open(server.ws, code, None)
        await refused(again, "bad_token", "hello", token=bob["token"])
        await again.close()

        await answered(anna, "add_bot", seat=1, level="simple")
        await refused(anna, "not_a_person", "hand_host", seat=1)
        await answered(anna, "hand_host", seat=2)
        assert table_of(server, code)["host_seat"] == 2
        assert stored_tokens(server, code) == [(0, False), (2, True)]
        await refused(anna, "not_host", "start")
        await refused(anna, "not_host", "remove_person", seat=2)
        await answered(carl_client, "start")
        await refused(carl_client, "bot_needed", "remove_person", seat=0)
        await refused(carl_client, "own_seat", "remove_person", seat=2)
        await answered(carl_client, "remove_person", seat=0, level="easy")
        notice = await anna.wait_for(lambda m: m["type"] == "error")
        assert notice["code"] == "removed"
        seats = table_of(server, code)["seats"]
        assert (seats[0]["kind"], seats[0]["level"]) == ("bot", "easy")
        final = await play_until([carl_client],
                                 lambda s: s["table"]["status"] == "match_over", timeout=60)
        assert final["match_result"]["winners"]
        await carl_client.close()
        await bob_client.close()

    run_async(waiting_room())
    record = httpx2.get(f"{server.http}/api/tables/{code}/matches/1/record", timeout=10)
    assert record.status_code == 200


def test_host_controls_on_sqlite(server: Running) -> None:
    check_host_controls(server)


def test_host_controls_survive_a_restart(tmp_path: Path) -> None:
    with server_in_thread(tmp_path) as running:
        created = create_table(running.http, players=2, seats=[{"kind": "human"}, OPEN])
        code = created["code"]
        bob = join(running.http, code, "Bob", 1)

        async def hand_over() -> None:
            anna = await Client.open(running.ws, code, created["token"])
            await answered(anna, "hand_host", seat=1)
            await anna.close()

        run_async(hand_over())
    with server_in_thread(tmp_path) as running:

        async def after() -> None:
            bob_client = await Client.open(running.ws, code, bob["token"])
            assert bob_client.host
            anna = await Client.open(running.ws, code, created["token"])
            assert not anna.host
            await answered(bob_client, "remove_person", seat=0)
            await bob_client.close()

        run_async(after())
        assert table_of(running, code)["seats"][0]["kind"] == "open"
        again = httpx2.post(f"{running.http}/api/tables/{code}/join",
                            json={"name": "Anna", "seat": 0}, timeout=10)
        assert again.status_code == 200


def test_host_controls_on_postgresql(database_url: str, tmp_path: Path) -> None:
    with server_in_thread(tmp_path, database_url) as running:
        check_host_controls(running)

"""The limits: per-address rates, the connection cap, a bounded send queue, idle
tables closed with their records kept, and a start-up that skips finished tables. Every
refusal is an error with a code and changes nothing."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, delete, select

from maumau.web.config import Limits, Settings
from maumau.web.operations.app import _send_all, create_app
from maumau.web.storage import db
from maumau.web.tables import delta
from maumau.web.tables.connection import Connection
from tests.web.clients import run_async
from tests.web.test_http import make, refused
from tests.web.test_protocol import LAST_STATE, connected, expect_error, send

BOT = [{"kind": "human"}, {"kind": "bot", "level": "simple"}]


def limited(tmp_path: Path, database_url: str | None = None, **limits: Any) -> TestClient:
    settings = Settings.resolve(database_url, tmp_path)
    return TestClient(create_app(dataclasses.replace(settings, limits=Limits(**limits))))


@pytest.fixture
def strict(tmp_path: Path) -> Iterator[TestClient]:
    with limited(tmp_path, create_rate="2/minute", join_rate="2/minute",
                 message_rate="4/minute", form_rate="3/minute",
                 connections_per_address=2) as client:
        yield client


def test_creating_and_joining_are_rate_limited(strict: TestClient) -> None:
    first = make(strict)
    make(strict)
    refused(strict.post("/api/tables", json={"variant": "classic", "players": 2,
                                             "name": "Eve"}), 429, "rate_limited", "minute")
    assert len(strict.app.state.hub.tables) == 2  # type: ignore[attr-defined]
    join = f"/api/tables/{first['code']}/join"
    assert strict.post(join, json={"name": "Ben", "seat": None}).status_code == 200
    assert strict.post(join, json={"name": "Ben", "seat": None}).status_code == 200
    refused(strict.post(join, json={"name": "Ben", "seat": 1}), 429, "rate_limited")
    assert strict.get(f"/api/tables/{first['code']}").json()["seats"][1]["kind"] == "open"
    for _ in range(2):
        assert strict.get("/api/variants").status_code == 200
    refused(strict.get("/api/variants"), 429, "rate_limited")


def test_messages_are_rate_limited_and_connections_capped(strict: TestClient) -> None:
    code = make(strict)["code"]
    with connected(strict, code) as first:  # hello: the first message
        send(first, "ping", id=1)
        assert first.receive_json()["type"] == "pong"
        send(first, "ping", id=2)
        assert first.receive_json()["type"] == "pong"
        send(first, "ping", id=3)  # the fourth message this minute: allowed
        assert first.receive_json()["type"] == "pong"
        send(first, "start", id=4)
        answer = first.receive_json()
        assert answer["type"] == "error" and answer["code"] == "rate_limited", answer
        with strict.websocket_connect(f"/ws/{code}"), \
                strict.websocket_connect(f"/ws/{code}") as third:
            answer = third.receive_json()
            assert answer["code"] == "too_many_connections", answer
    assert strict.get(f"/api/tables/{code}").json()["status"] == "waiting"


def test_the_body_limit_is_configurable(tmp_path: Path) -> None:
    with limited(tmp_path, body_bytes=64) as client:
        refused(client.post("/api/tables", json={"variant": "classic", "players": 2,
                                                 "name": "A" * 80}), 413, "too_large", "64")


def test_a_connection_holds_a_bounded_queue() -> None:
    async def scenario() -> Connection:
        connection = Connection("code", limit=3)
        for number in range(10):
            connection.send(f"message {number}")
        return connection

    connection = run_async(scenario())
    assert connection.overflowed and connection.ended
    assert connection.outbox.qsize() == 4  # three messages and the end marker


def test_a_client_that_does_not_read_is_disconnected_after_the_timeout() -> None:
    class Stuck:
        closed: int | None = None

        async def send_text(self, text: str) -> None:
            await asyncio.sleep(3600)  # a client whose buffers are full

        async def close(self, code: int, reason: str = "") -> None:
            self.closed = code

    async def scenario() -> Stuck:
        socket, connection = Stuck(), Connection("code")
        connection.send("state")
        await asyncio.wait_for(_send_all(socket, connection, 0.05), 5)  # type: ignore[arg-type]
        return socket

    assert run_async(scenario()).closed == 1008


FAST = "1000/second"
"""A message rate that a scripted player answering at once stays under (the default, 40
a second, is for people: a script against a fast server passes it in a one-round match)."""


def play_match(client: TestClient, created: dict[str, Any]) -> None:
    """The creator plays a classic one-round match against a bot to its end."""
    with connected(client, created["code"], created["token"]) as socket:
        send(socket, "start")
        last = LAST_STATE[socket]
        for _ in range(5000):
            message = socket.receive_json()
            assert message["type"] != "error", message  # no refusal may leave it waiting
            if message["type"] == "patch":
                message = delta.apply(last, message)
            if message["type"] != "state":
                continue
            last = message
            status, view = message["table"]["status"], message["view"]
            if status == "match_over":
                return
            if status == "playing" and view["legal_actions"]:
                legal = view["legal_actions"]
                send(socket, "action", state=message["state"],
                     action=legal[message["state"] % len(legal)])
        raise AssertionError("the match did not end")


def test_idle_tables_close_and_keep_their_records(tmp_path: Path) -> None:
    with limited(tmp_path, idle_table_seconds=3600, message_rate=FAST) as client:
        hub = client.app.state.hub  # type: ignore[attr-defined]
        done = make(client, preset="single", seats=BOT)
        play_match(client, done)
        waiting = make(client)
        assert client.portal is not None
        assert client.portal.call(hub.sweep, time.time() + 60) == []
        assert done["code"] not in hub.tables, "a finished table nobody is at leaves memory"
        assert client.get(f"/api/tables/{done['code']}").json()["status"] == "match_over"
        closed = client.portal.call(hub.sweep, time.time() + 7200)
        assert sorted(closed) == sorted([done["code"], waiting["code"]])
        for created in (done, waiting):
            refused(client.get(f"/api/tables/{created['code']}"), 410, "table_closed")
            refused(client.post(f"/api/tables/{created['code']}/join",
                                json={"name": "Ben", "seat": None}), 410, "table_closed")
        record = client.get(f"/api/tables/{done['code']}/matches/1/record")
        assert record.status_code == 200 and record.json()["rounds"]
        assert client.get(f"/replay/{done['code']}/1").status_code == 200


def test_start_up_skips_finished_and_idle_tables(tmp_path: Path) -> None:
    with limited(tmp_path, idle_table_seconds=3600, message_rate=FAST) as client:
        done = make(client, preset="single", seats=BOT)
        play_match(client, done)
        open_code = make(client)["code"]
    with limited(tmp_path, idle_table_seconds=3600, message_rate=FAST) as client:
        hub = client.app.state.hub  # type: ignore[attr-defined]
        assert set(hub.tables) == {open_code}
        assert client.get(f"/api/tables/{done['code']}").json()["status"] == "match_over"
        assert set(hub.tables) == {open_code, done["code"]}
    with limited(tmp_path, idle_table_seconds=0) as client:
        assert client.app.state.hub.tables == {}  # type: ignore[attr-defined]
        refused(client.get(f"/api/tables/{open_code}"), 410, "table_closed")
        # start-up does not look at finished tables: an idle one is closed when asked for
        refused(client.get(f"/api/tables/{done['code']}"), 410, "table_closed")
        record = client.get(f"/api/tables/{done['code']}/matches/1/record")
        assert record.status_code == 200 and record.json()["rounds"]


def live_codes(url: str) -> set[str]:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return {row.code for row in connection.execute(select(db.live.c.code))}
    finally:
        engine.dispose()


def make_it_old(url: str) -> None:
    """Turn the database into one made before the list of tables being played existed
    (and before the lifecycle rows: the oldest databases have neither)."""
    engine = create_engine(url)
    try:
        with engine.begin() as connection:
            db.live.drop(connection)
            db.migrations.drop(connection)
            connection.execute(delete(db.lifecycle))
    finally:
        engine.dispose()


def check_migration(tmp_path: Path, database_url: str | None) -> None:
    url = database_url or Settings.resolve(None, tmp_path).database_url
    with limited(tmp_path, database_url, idle_table_seconds=3600, message_rate=FAST) as client:
        done = make(client, preset="single", seats=BOT)
        play_match(client, done)
        waiting = make(client)["code"]
        playing = make(client, preset="single", seats=BOT)
        with connected(client, playing["code"], playing["token"]) as socket:
            send(socket, "start")
            assert socket.receive_json()["type"] in ("state", "patch")
    assert live_codes(url) == {waiting, playing["code"]}
    make_it_old(url)
    with limited(tmp_path, database_url, idle_table_seconds=3600, message_rate=FAST) as client:
        hub = client.app.state.hub  # type: ignore[attr-defined]
        assert set(hub.tables) == {waiting, playing["code"]}, "the tables played are resumed"
        assert hub.tables[playing["code"]].status == "playing"
        assert client.get(f"/api/tables/{done['code']}").json()["status"] == "match_over"
        record = client.get(f"/api/tables/{done['code']}/matches/1/record")
        assert record.status_code == 200 and record.json()["rounds"]
    assert live_codes(url) == {waiting, playing["code"]}
    with limited(tmp_path, database_url, idle_table_seconds=3600) as client:  # migrated once
        hub = client.app.state.hub  # type: ignore[attr-defined]
        assert set(hub.tables) == {waiting, playing["code"]}


def test_an_old_sqlite_database_is_migrated(tmp_path: Path) -> None:
    check_migration(tmp_path, None)


def test_an_old_postgresql_database_is_migrated(tmp_path: Path, database_url: str) -> None:
    check_migration(tmp_path, database_url)


def test_a_refused_message_still_gets_its_answer_after_a_limit(strict: TestClient) -> None:
    code = make(strict)["code"]
    with connected(strict, code) as socket:
        socket.send_text("x" * 20_000)
        expect_error(socket, "too_large")

"""Every WebSocket error code: an ``error`` naming the problem, and nothing changed."""

from __future__ import annotations

import json
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from maumau.web.tables import delta

Socket = WebSocketTestSession


@pytest.fixture
def table(client: TestClient) -> dict[str, Any]:
    """Two people, no bots: nothing moves unless a test says so."""
    created = client.post("/api/tables", json={
        "variant": "classic", "preset": "single", "players": 2, "name": "Anna",
        "seats": [{"kind": "human"}, {"kind": "open"}], "bot_delay_ms": 0}).json()
    friend = client.post(f"/api/tables/{created['code']}/join",
                         json={"name": "Ben", "seat": 1}).json()
    return {"code": created["code"], "host": created["token"], "friend": friend["token"]}


@contextmanager
def connected(client: TestClient, code: str, token: str | None = None,
              hello: bool = True) -> Iterator[Socket]:
    with client.websocket_connect(f"/ws/{code}") as socket:
        if hello:
            send(socket, "hello", token=token, lang="de")
            assert socket.receive_json()["type"] == "welcome"
            drain_state(socket)
        yield socket


def send(socket: Socket, kind: str, **fields: Any) -> None:
    socket.send_text(json.dumps({"v": 1, "type": kind, **fields}))


def expect_error(socket: Socket, code: str, *words: str, ref: Any = None) -> None:
    answer = socket.receive_json()
    assert answer["type"] == "error" and answer["code"] == code, answer
    for word in words:
        assert word in answer["message"], answer
    assert answer.get("ref") == ref
    send(socket, "ping", id="after")
    assert socket.receive_json() == {"v": 1, "type": "pong", "ref": "after"}, (
        "something was sent besides the error")


LAST_STATE: weakref.WeakKeyDictionary[Socket, dict[str, Any]] = weakref.WeakKeyDictionary()


def drain_state(socket: Socket) -> dict[str, Any]:
    """The next message, a ``state`` or a ``patch``, as the whole state it makes."""
    return absorb(socket, socket.receive_json())


def absorb(socket: Socket, message: dict[str, Any]) -> dict[str, Any]:
    """``message``, a ``state`` or a ``patch`` that ``socket`` received, as the whole
    state it makes; kept as the socket's last state."""
    assert message["type"] in ("state", "patch"), message
    if message["type"] == "patch":
        message = delta.apply(LAST_STATE[socket], message)
    LAST_STATE[socket] = message
    return message


def started(client: TestClient, table: dict[str, Any], host: Socket) -> dict[str, Any]:
    send(host, "start", id=1)
    return drain_state(host)


def test_malformed_messages(client: TestClient, table: dict[str, Any]) -> None:
    with connected(client, table["code"], table["host"]) as socket:
        socket.send_text("not json")
        expect_error(socket, "malformed", "JSON")
        socket.send_text("[1, 2]")
        expect_error(socket, "malformed", "object")
        send(socket, "action", id=7, action="7H")
        expect_error(socket, "malformed", "state", ref=7)
        send(socket, "action", id=8, state="0", action="7H")
        expect_error(socket, "malformed", "state", ref=8)
        send(socket, "add_bot", id=9, seat=True, level="simple")
        expect_error(socket, "malformed", "seat", ref=9)
        socket.send_text(json.dumps({"v": 1, "type": "ping", "id": [1]}))
        expect_error(socket, "malformed", "id")
        socket.send_text(json.dumps({"type": "ping"}))
        expect_error(socket, "malformed", "'v'")
        socket.send_text(json.dumps({"v": 1}))
        expect_error(socket, "malformed", "type")
        socket.send_text(json.dumps({"v": 1, "type": "hello", "token": 5}))
        expect_error(socket, "malformed", "token")


def test_wrong_version_and_unknown_type(client: TestClient, table: dict[str, Any]) -> None:
    with connected(client, table["code"], table["host"]) as socket:
        socket.send_text(json.dumps({"v": 2, "type": "ping", "id": "a"}))
        expect_error(socket, "unsupported_version", "2", ref="a")
        send(socket, "shuffle", id="b")
        expect_error(socket, "unknown_type", "shuffle", ref="b")


def test_hello_first_and_bad_token(client: TestClient, table: dict[str, Any]) -> None:
    with connected(client, table["code"], hello=False) as socket:
        send(socket, "start", id=1)
        answer = socket.receive_json()
        assert (answer["code"], answer["ref"]) == ("hello_first", 1)
        send(socket, "hello", token="forged", id=2)
        answer = socket.receive_json()
        assert (answer["code"], answer["ref"]) == ("bad_token", 2)
        send(socket, "ping")
        assert socket.receive_json()["code"] == "hello_first"
        send(socket, "hello", token=table["friend"], id=3)
        welcome = socket.receive_json()
        assert (welcome["type"], welcome["seat"], welcome["host"], welcome["ref"]) == (
            "welcome", 1, False, 3)


def test_unknown_table_socket(client: TestClient) -> None:
    with client.websocket_connect("/ws/nothing") as socket:
        answer = socket.receive_json()
        assert answer["code"] == "unknown_table"


def test_host_commands_need_the_host(client: TestClient, table: dict[str, Any]) -> None:
    with connected(client, table["code"], table["friend"]) as friend:
        commands: list[tuple[str, dict[str, Any]]] = [
            ("start", {}), ("next_round", {}), ("new_match", {}),
            ("add_bot", {"seat": 1, "level": "simple"}), ("remove_bot", {"seat": 1})]
        for kind, fields in commands:
            send(friend, kind, id=kind, **fields)
            expect_error(friend, "not_host", ref=kind)
    assert client.get(f"/api/tables/{table['code']}").json()["status"] == "waiting"


def test_bad_requests_of_the_host(client: TestClient) -> None:
    created = client.post("/api/tables", json={
        "variant": "classic", "players": 3, "name": "Anna", "bot_delay_ms": 0,
        "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "open"}]}).json()
    code = created["code"]
    with connected(client, code, created["token"]) as host:
        send(host, "start", id=1)
        expect_error(host, "seats_open", "open seats (counted from 1): 2, 3", ref=1)
        send(host, "add_bot", seat=0, level="simple", id=2)
        expect_error(host, "bad_request", "not open", ref=2)
        send(host, "add_bot", seat=1, level="genius", id=3)
        expect_error(host, "bad_request", "genius", ref=3)
        send(host, "add_bot", seat=7, level="simple", id=4)
        expect_error(host, "bad_request", "7", ref=4)
        send(host, "remove_bot", seat=1, id=5)
        expect_error(host, "bad_request", "no bot", ref=5)
        send(host, "next_round", id=6)
        expect_error(host, "bad_request", "round", ref=6)
        send(host, "new_match", id=7)
        expect_error(host, "bad_request", "over", ref=7)
        send(host, "add_bot", seat=1, level="random", id=8)
        added = drain_state(host)
        assert added["ref"] == 8 and added["table"]["seats"][1]["kind"] == "bot"
        send(host, "remove_bot", seat=1, id=9)
        assert drain_state(host)["table"]["seats"][1]["kind"] == "open"
    summary = client.get(f"/api/tables/{code}").json()
    assert summary["status"] == "waiting"


def test_play_errors(client: TestClient, table: dict[str, Any]) -> None:
    code = table["code"]
    with connected(client, code, table["host"]) as host, \
            connected(client, code, table["friend"]) as friend, \
            connected(client, code) as watcher:
        drain_state(host)  # the friend's arrival
        drain_state(host)  # the watcher's arrival
        drain_state(friend)  # the watcher's arrival
        send(host, "action", state=0, action="draw", id="early")
        expect_error(host, "not_your_turn", "no round", ref="early")
        first = started(client, table, host)
        assert first["ref"] == 1 and first["state"] == 0
        assert first["table"]["status"] == "playing"
        views = {0: first, 1: drain_state(friend)}
        drain_state(watcher)
        mover = first["view"]["to_move"]
        sockets = {0: host, 1: friend}
        acting, waiting = sockets[mover], sockets[1 - mover]
        send(watcher, "action", state=0, action="draw", id="w")
        expect_error(watcher, "not_seated", ref="w")
        send(waiting, "action", state=0, action="draw", id="f")
        expect_error(waiting, "not_your_turn", f"seat {1 - mover}", ref="f")
        send(acting, "action", state=5, action="draw", id="s")
        expect_error(acting, "stale_state", "0", ref="s")
        send(acting, "action", state=0, action="QQ", id="n")
        expect_error(acting, "illegal_action", ref="n")
        hand = views[mover]["view"]["hand"]
        legal = views[mover]["view"]["legal_actions"]
        foreign = next(card for card in ("7H", "8S", "9C", "TD", "JH", "QS", "KC", "AD")
                       if card not in hand)
        send(acting, "action", state=0, action=foreign, id="x")
        expect_error(acting, "illegal_action", ref="x")
        assert client.get(f"/api/tables/{code}").json()["status"] == "playing"
        send(acting, "action", state=0, action=legal[0], id="ok")
        accepted = drain_state(acting)
        assert (accepted["ref"], accepted["state"]) == ("ok", 1)
        seen = drain_state(waiting)
        assert seen["state"] == 1 and "ref" not in seen
        assert drain_state(watcher)["view"]["hand"] == []


def test_a_change_that_cannot_be_stored_is_undone(client: TestClient, table: dict[str, Any],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from maumau.web.storage import repository

    with connected(client, table["code"], table["host"]) as host, \
            connected(client, table["code"], table["friend"]) as friend:
        drain_state(host)  # the friend's arrival
        first = started(client, table, host)
        sockets = {0: host, 1: friend}
        views = {0: first, 1: drain_state(friend)}
        mover = first["view"]["to_move"]
        acting = sockets[mover]
        legal = views[mover]["view"]["legal_actions"][0]

        def broken(*args: object) -> None:
            raise OSError("disk full")

        with monkeypatch.context() as patch:
            patch.setattr(repository, "insert_action", broken)
            send(acting, "action", state=0, action=legal, id="lost")
            expect_error(acting, "server_error", "stored", ref="lost")
        send(acting, "action", state=0, action=legal, id="kept")
        accepted = drain_state(acting)
        assert (accepted["ref"], accepted["state"]) == ("kept", 1)

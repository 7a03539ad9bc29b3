"""The table summary a connection patches together stays the table's own, though after a
move in the round the hub keeps the last summary instead of building it again
(``Broadcaster._told``)."""

from __future__ import annotations

import dataclasses
import random
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from maumau.web.config import Limits, Settings
from maumau.web.operations.app import create_app
from tests.web.test_protocol import LAST_STATE, Socket, absorb, connected, send

MOVES_BEFORE_THE_WATCHER = 3


@pytest.fixture
def client(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    dealer = random.Random(7)
    monkeypatch.setattr(secrets, "randbits", dealer.getrandbits)  # the deal: seeded
    settings = dataclasses.replace(Settings.resolve(None, tmp_path),
                                   limits=Limits(enabled=False))
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def table_of_two(client: TestClient) -> tuple[str, str, str]:
    created = client.post("/api/tables", json={
        "variant": "classic", "preset": "single", "players": 2, "name": "Anna",
        "seats": [{"kind": "human"}, {"kind": "open"}], "bot_delay_ms": 0}).json()
    friend = client.post(f"/api/tables/{created['code']}/join",
                         json={"name": "Ben", "seat": 1}).json()
    return created["code"], created["token"], friend["token"]


def both(sockets: dict[int, Socket]) -> dict[int, dict[str, Any]]:
    """Each socket's state once it has read everything sent to it so far: a ping's answer
    comes after them (a seat for which a move changed nothing is sent nothing)."""
    return {seat: settled(socket) for seat, socket in sockets.items()}


def settled(socket: Socket) -> dict[str, Any]:
    send(socket, "ping", id="settled")
    while (message := socket.receive_json()) != {"v": 1, "type": "pong", "ref": "settled"}:
        absorb(socket, message)
    return LAST_STATE[socket]


def test_the_patched_summary_equals_the_tables_through_a_whole_match(
        client: TestClient) -> None:
    """Every move of a one-round match, with a watcher coming and going between two
    moves: both people's patched summaries equal the table's, built afresh, each time; the
    end of the round (status, end reason, series) comes through."""
    code, host_token, friend_token = table_of_two(client)
    with connected(client, code, host_token) as host, \
            connected(client, code, friend_token) as friend:
        sockets = {0: host, 1: friend}
        send(host, "start")
        states = both(sockets)
        moves = 0
        while states[0]["table"]["status"] == "playing":
            if moves == MOVES_BEFORE_THE_WATCHER:
                with connected(client, code):
                    states = both(sockets)
                    assert states[0]["table"]["spectators"] == 1
                states = both(sockets)
                assert states[0]["table"]["spectators"] == 0
            mover = states[0]["view"]["to_move"]
            legal = states[mover]["view"]["legal_actions"]
            calling = [action for action in legal if action.endswith("!")]  # "Mau!"
            send(sockets[mover], "action", state=states[mover]["state"],
                 action=(calling or legal)[0])
            states = both(sockets)
            moves += 1
            summary = client.get(f"/api/tables/{code}").json()
            assert states[0]["table"] == states[1]["table"] == summary, moves
        assert moves > MOVES_BEFORE_THE_WATCHER
        assert states[0]["table"]["status"] == "match_over"
        assert states[0]["table"]["end_reason"] is not None
        assert states[0]["table"]["series"]["matches"] == 1

"""A table's first seed: named only where the server allows it (tests), else refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from maumau.web.config import Settings, TableDefaults
from maumau.web.operations.app import create_app

BODY = {"variant": "classic", "players": 2, "name": "Anna", "bot_delay_ms": 0,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "simple"}]}


def test_a_public_server_refuses_a_seed_and_creates_nothing(client: TestClient) -> None:
    answer = client.post("/api/tables", json={**BODY, "seed": 7})
    assert answer.status_code == 422 and answer.json()["code"] == "bad_option"
    assert "seed" in answer.json()["detail"]


def test_the_default_throw_in_window_is_two_seconds(client: TestClient) -> None:
    """[D-29]: a short window, at the speed of the card game."""
    code = client.post("/api/tables", json=BODY).json()["code"]
    assert client.get(f"/api/tables/{code}").json()["throw_in_seconds"] == 2


@pytest.mark.parametrize("seed", [-1, "7", 1.5, True])
def test_a_seed_must_be_a_whole_number(tmp_path: Path, seed: object) -> None:
    settings = Settings.resolve(None, tmp_path)
    seeded = Settings(settings.database_url, table_defaults=TableDefaults(allow_seeds=True))
    with TestClient(create_app(seeded)) as client:
        answer = client.post("/api/tables", json={**BODY, "seed": seed})
        assert answer.status_code == 422 and "seed" in answer.json()["detail"]


def test_tables_with_the_same_seed_are_dealt_the_same(tmp_path: Path) -> None:
    settings = Settings.resolve(None, tmp_path)
    seeded = Settings(settings.database_url, table_defaults=TableDefaults(allow_seeds=True))
    with TestClient(create_app(seeded)) as client:
        hands = []
        for _ in range(2):
            made = client.post("/api/tables", json={**BODY, "seed": 7}).json()
            with client.websocket_connect(f"/ws/{made['code']}") as socket:
                socket.send_json({"v": 1, "type": "hello", "token": made["token"]})
                assert socket.receive_json()["type"] == "welcome"
                socket.send_json({"v": 1, "type": "start"})
                state = socket.receive_json()
                while state["type"] != "state" or state.get("view") is None:
                    state = socket.receive_json()
                hands.append(state["view"]["hand"])
        assert hands[0] == hands[1]

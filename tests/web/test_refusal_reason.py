"""An illegal action's error carries the library's refusal code and params, so the page
can say why in the player's language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from maumau.web.app import create_app
from maumau.web.config import Settings, TableDefaults

BODY = {"variant": "classic", "players": 2, "name": "Anna", "bot_delay_ms": 0,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "simple"}]}


def test_an_illegal_card_is_refused_with_code_and_params(tmp_path: Path) -> None:
    settings = Settings.resolve(None, tmp_path)
    seeded = Settings(settings.database_url, table_defaults=TableDefaults(allow_seeds=True))
    with TestClient(create_app(seeded)) as client:
        refused_with_reason(client)


def refused_with_reason(client: TestClient) -> None:
    made = client.post("/api/tables", json={**BODY, "seed": 5}).json()
    with client.websocket_connect(f"/ws/{made['code']}") as socket:
        socket.send_json({"v": 1, "type": "hello", "token": made["token"]})
        assert socket.receive_json()["type"] == "welcome"
        socket.send_json({"v": 1, "type": "start"})
        state: dict[str, Any] = socket.receive_json()
        while state["type"] != "state" or not state["view"] \
                or state["view"]["to_move"] != 0 or state["view"]["phase"] != "play":
            assert not (state.get("view") or {}).get("result"), "the round ended first"
            state = socket.receive_json()
        view = state["view"]
        legal = set(view["legal_actions"])
        illegal = [card for card in view["hand"] if not any(
            action.startswith(card) for action in legal)]
        if not illegal:  # every card fits: ask for a card that is not in the hand
            illegal = ["X"]
        socket.send_json({"v": 1, "type": "action", "state": state["state"],
                          "action": illegal[0]})
        error = socket.receive_json()
        while error["type"] != "error":
            error = socket.receive_json()
        assert error["code"] == "illegal_action" and error["message"]
        reason = error["reason"]
        assert isinstance(reason["code"], str) and reason["code"]
        assert isinstance(reason["params"], dict)

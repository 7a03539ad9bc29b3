"""Every bad input is answered with an error code and changes nothing: no 500, no dropped
or deaf socket. The inputs are the ones a security run found."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.web.test_http import make, refused
from tests.web.test_protocol import connected, expect_error, send, table  # noqa: F401

DEEP = '{"v":1,"type":"ping","x":' + "[" * 5000


def test_a_message_over_the_byte_limit_is_too_large(client: TestClient,
                                                    table: dict[str, Any]) -> None:  # noqa: F811
    with connected(client, table["code"], table["host"]) as socket:
        socket.send_text(json.dumps({"v": 1, "type": "ping", "pad": "é" * 9000},
                                    ensure_ascii=False))  # 9,000 characters, 18,000 bytes
        expect_error(socket, "too_large", "16384 bytes")
        socket.send_text("x" * 20_000)
        expect_error(socket, "too_large", "at most")


def test_deep_nesting_binary_frames_and_lone_surrogates_are_malformed(
        client: TestClient, table: dict[str, Any]) -> None:  # noqa: F811
    with connected(client, table["code"], table["host"]) as socket:
        socket.send_text(DEEP)
        expect_error(socket, "malformed", "JSON")
        socket.send_bytes(b'{"v":1,"type":"ping"}')
        expect_error(socket, "malformed", "binary")
        socket.send_text('{"v":1,"type":"ping","id":"\\ud800"}')
        expect_error(socket, "malformed", "surrogate")
        send(socket, "ping", id="é€😀")
        assert socket.receive_json() == {"v": 1, "type": "pong", "ref": "é€😀"}


def test_http_bodies_deep_huge_or_with_lone_surrogates(client: TestClient) -> None:
    code = make(client)["code"]
    headers = {"content-type": "application/json"}
    for path in ("/api/tables", f"/api/tables/{code}/join"):
        refused(client.post(path, content=DEEP, headers=headers), 400, "malformed", "JSON")
        refused(client.post(path, content=b'{"name":"\\udc80"}', headers=headers), 400,
                "malformed", "surrogate")
        refused(client.post(path, content=b" " * 10_000_000, headers=headers), 413,
                "too_large", "16384")

    def chunks() -> Any:
        for _ in range(100):
            yield b" " * 1000  # no Content-Length: counted while it arrives

    refused(client.post("/api/tables", content=chunks(), headers=headers), 413, "too_large")
    assert client.get(f"/api/tables/{code}").json()["seats"][1]["kind"] == "open"


@pytest.mark.parametrize("name", ["A\x00B", "Bell\x07", "\x1b[31mred", "evil\u202egnp",
                                  "\u200b\u200b", "\u200d", "\ufeffBOM", "\u2066iso"])
def test_names_with_control_bidi_or_nothing_visible_are_refused(client: TestClient,
                                                                name: str) -> None:
    refused(client.post("/api/tables", json={"variant": "classic", "players": 2,
                                             "name": name}), 422, "bad_request", "name")
    code = make(client)["code"]
    refused(client.post(f"/api/tables/{code}/join", json={"name": name, "seat": 1}), 422,
            "bad_request", "name")
    assert client.get(f"/api/tables/{code}").json()["seats"][1]["kind"] == "open"


def test_printable_names_in_any_script_are_kept(client: TestClient) -> None:
    code = make(client)["code"]
    for name in ("Jürgen", "Zoë  Müller", "ชัย", "👨\u200d👩\u200d👧 Family", "Ёлка"):
        answer = client.post(f"/api/tables/{code}/join", json={"name": name, "seat": None})
        assert answer.status_code == 200, answer.text
    assert make(client, name="مريم")["seat"] == 0


def test_a_table_whose_actions_do_not_replay_is_quarantined(tmp_path: Path) -> None:
    from maumau.cli.main import main
    from maumau.web.config import Settings
    from maumau.web.operations.app import create_app

    settings = Settings.resolve(None, tmp_path)
    with TestClient(create_app(settings)) as client:
        seats = [{"kind": "human"}, {"kind": "bot", "level": "simple"}]
        broken = make(client, seats=seats, bot_delay_ms=10_000)
        fine = make(client, seats=seats, bot_delay_ms=10_000)
        for created in (broken, fine):
            with connected(client, created["code"], created["token"]) as socket:
                send(socket, "start", id=1)
                assert socket.receive_json()["type"] == "state"
    with sqlite3.connect(tmp_path / "maumau.sqlite3") as database:
        database.execute("insert into maumau_actions values (?, 99, 1, 0, 'no such move', 1)",
                         (broken["code"],))
    with TestClient(create_app(settings)) as client:
        refused(client.get(f"/api/tables/{broken['code']}"), 503, "table_broken", "repair")
        refused(client.post(f"/api/tables/{broken['code']}/join",
                            json={"name": "Ben", "seat": 1}), 503, "table_broken")
        with client.websocket_connect(f"/ws/{broken['code']}") as socket:
            assert socket.receive_json()["code"] == "table_broken"
        assert client.get(f"/api/tables/{fine['code']}").json()["status"] == "playing"
    with sqlite3.connect(tmp_path / "maumau.sqlite3") as database:
        kept = database.execute("select count(*) from maumau_actions where code = ?",
                                (broken["code"],)).fetchone()[0]
    assert kept == 1, "the quarantined table's data are kept"
    out = io.StringIO()
    assert main(["admin", "tables", "--broken", "--data-dir", str(tmp_path), "--lang", "en"],
                stdout=out, stderr=out) == 0
    assert broken["code"] in out.getvalue() and fine["code"] not in out.getvalue()
    assert "no such move" in out.getvalue()

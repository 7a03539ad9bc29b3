"""While the database server is away (stopped, restarting, its connections lost), every
HTTP route answers 503 ``database_unavailable`` in the project's refusal shape, in the
reader's language, every WebSocket message gets an ``error`` naming it, and nothing is
changed; once the database is back the server serves again without a restart. The
database goes away through :class:`tests.web.servers.Cuttable`, a forwarder in front of a
throwaway PostgreSQL server."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, func, select
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError, OperationalError

from maumau.web.config import Settings
from maumau.web.operations.app import create_app
from maumau.web.pages.spoken import why_text
from maumau.web.storage import db, outage
from tests.web.servers import Cuttable

TABLE = {"variant": "classic", "preset": "single", "players": 2, "name": "Anna",
         "bot_delay_ms": 0, "seats": [{"kind": "human"}, {"kind": "open"}]}


@pytest.fixture
def forwarder(database_url: str) -> Iterator[Cuttable]:
    port = make_url(database_url).port
    assert port is not None
    cuttable = Cuttable(port)
    try:
        yield cuttable
    finally:
        cuttable.close()


def counts(database_url: str) -> dict[str, int]:
    """The rows of the tables a refused request could have written, read directly."""
    engine = create_engine(database_url)
    try:
        with engine.connect() as connection:
            return {table.name: connection.execute(
                select(func.count()).select_from(table)).scalar_one()
                for table in (db.tables, db.seats, db.tokens, db.table_flags)}
    finally:
        engine.dispose()


def refused(answer: Any, lang: str) -> None:
    """A 503 ``database_unavailable`` in the refusal shape, its message in ``lang``."""
    assert answer.status_code == 503, answer.text
    body = answer.json()
    assert body["code"] == "database_unavailable", body
    assert body["reason"] == {"code": "database_unavailable", "params": {}}, body
    assert body["message"] == why_text(lang, "database_unavailable", {}), body
    assert body["detail"]
    assert answer.headers["retry-after"] == "5"


def test_a_lost_database_is_told_apart_from_a_bug() -> None:
    down = OperationalError("SELECT 1", {}, ConnectionRefusedError("refused"))
    assert outage.unavailable(down)
    assert outage.first_line(down) == "refused"
    wrapped = RuntimeError("while storing")
    wrapped.__cause__ = down
    assert outage.unavailable(wrapped)
    assert not outage.unavailable(IntegrityError("INSERT", {}, ValueError("duplicate")))
    assert not outage.unavailable(ValueError("a bug"))
    assert outage.shown_url("postgresql+psycopg://maumau:secret@db.example:5433/maumau") \
        == "postgresql+psycopg://maumau:***@db.example:5433/maumau"


def test_every_http_route_answers_503_in_the_readers_language_and_changes_nothing(
        database_url: str, forwarder: Cuttable, caplog: pytest.LogCaptureFixture) -> None:
    settings = Settings.resolve(forwarder.url(database_url))
    with TestClient(create_app(settings)) as client:
        made = client.post("/api/tables", json=TABLE)
        assert made.status_code == 201, made.text
        code = made.json()["code"]
        assert client.post("/api/profiles", json={"name": "Anna"}).status_code == 201
        before = counts(database_url)
        forwarder.cut()
        with caplog.at_level(logging.WARNING):
            for lang in ("en", "de"):
                language = {"Accept-Language": lang}
                refused(client.post("/api/tables", json=TABLE, headers=language), lang)
                refused(client.post("/api/profiles", json={"name": "Ben"},
                                    headers=language), lang)
                refused(client.get("/api/tables/NOSUCHTABLE", headers=language), lang)
                # a change of a table in memory: neither stored nor kept
                refused(client.post(f"/api/tables/{code}/join", json={"name": "Ben",
                                                                      "seat": 1},
                                    headers=language), lang)
                refused(client.get(f"/api/tables/{code}/matches/1/record",
                                   headers=language), lang)
        assert "Traceback" not in caplog.text
        assert "the database cannot be reached" in caplog.text
        forwarder.mend()
        assert counts(database_url) == before, "a refused request changed the database"
        summary = client.get(f"/api/tables/{code}")
        assert summary.status_code == 200, summary.text
        assert [seat["name"] for seat in summary.json()["seats"]] == ["Anna", None]
        # back without a restart
        assert client.post(f"/api/tables/{code}/join",
                           json={"name": "Ben", "seat": 1}).status_code == 200
        assert client.post("/api/tables", json=TABLE).status_code == 201
        assert client.get("/healthz").status_code == 200


def send(socket: Any, kind: str, **fields: Any) -> None:
    socket.send_text(json.dumps({"v": 1, "type": kind, **fields}))


def until(socket: Any, kind: str) -> dict[str, Any]:
    while True:
        message: dict[str, Any] = socket.receive_json()
        if message["type"] == kind:
            return message


def test_a_websocket_message_gets_an_error_and_nothing_changes(
        database_url: str, forwarder: Cuttable) -> None:
    settings = Settings.resolve(forwarder.url(database_url))
    with TestClient(create_app(settings)) as client:
        made = client.post("/api/tables", json=TABLE).json()
        code = made["code"]
        with client.websocket_connect(f"/ws/{code}") as socket:
            send(socket, "hello", token=made["token"], lang="en")
            assert socket.receive_json()["type"] == "welcome"
            until(socket, "state")
            forwarder.cut()
            send(socket, "ping", id="alive")  # no database needed: answered as ever
            assert socket.receive_json() == {"v": 1, "type": "pong", "ref": "alive"}
            send(socket, "chat", on=False, id="switch")
            answer = until(socket, "error")
            assert answer["code"] == "database_unavailable", answer
            assert answer["reason"] == {"code": "database_unavailable", "params": {}}
        # the table left memory rather than run ahead of the database; a new connection
        # is told why it cannot be served, then closed
        with client.websocket_connect(f"/ws/{code}") as again:
            answer = again.receive_json()
            assert answer["type"] == "error" and answer["code"] == "database_unavailable"
            assert answer["reason"]["code"] == "database_unavailable"
            assert again.receive()["code"] == 4503
        forwarder.mend()
        summary = client.get(f"/api/tables/{code}")
        assert summary.status_code == 200, summary.text
        engine = create_engine(database_url)
        try:
            with engine.connect() as connection:
                switched = connection.execute(select(func.count()).select_from(
                    db.table_flags).where(db.table_flags.c.code == code)).scalar_one()
        finally:
            engine.dispose()
        assert switched == 0, "the refused switch was stored"
        with client.websocket_connect(f"/ws/{code}") as socket:  # served again
            send(socket, "hello", token=made["token"], lang="en")
            assert socket.receive_json()["type"] == "welcome"
            state = until(socket, "state")
            assert state["type"] == "state"

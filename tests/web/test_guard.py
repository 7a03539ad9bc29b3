"""One guard for every route: the limits table covers every route the application
registers and every message type the command table handles; hostile input (lone
surrogates, deep nesting, huge integers, huge bodies) to every route is a 4xx with a code,
never a 5xx; damaged records answer 410; text fields follow one rule; the operator's
listings escape control characters; the message rate is exact and its refusal names the
message."""

from __future__ import annotations

import dataclasses
import io
import json
import logging
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from limits import parse_many
from sqlalchemy import update
from starlette.routing import Mount, WebSocketRoute

from maumau.cli.main import main
from maumau.web.config import Limits, Settings
from maumau.web.guard import limits_table
from maumau.web.guard.limits import Guard, OneLineFrameErrors, profile_key
from maumau.web.guard.text import printable
from maumau.web.operations import admin
from maumau.web.operations.app import create_app
from maumau.web.social import schema
from maumau.web.storage import db, repository
from tests.web.servers import Running
from tests.web.test_http import make, refused
from tests.web.test_limits import BOT, FAST, limited, play_match
from tests.web.test_protocol import connected, send

HUGE = "9223372036854775808"
DEEP = "[" * 1000 + "]" * 1000
DEEP_OBJECT = '{"a":' * 1000 + "1" + "}" * 1000
SURROGATE = "\\ud800"
TEXT_FIELDS = ("name", "email", "message", "device", "os", "code", "token", "variant",
               "format", "game", "lang", "preset")


def registered(app: Any) -> set[tuple[str, str]]:
    """Every (method, path) the application answers, as the limits table names them."""
    found: set[tuple[str, str]] = set()
    for route in app.routes:
        if isinstance(route, APIRoute) or hasattr(route, "methods"):
            for method in route.methods or ():
                if method != "HEAD":
                    found.add((method, route.path))
        elif isinstance(route, WebSocketRoute):
            found.add(("WEBSOCKET", route.path))
        elif isinstance(route, Mount):
            found.add(("GET", route.path.rstrip("/")))
    return found


@pytest.fixture
def open_client(tmp_path: Path) -> Iterator[TestClient]:
    """An application without rate limits (the hostile requests must reach the routes)."""
    settings = dataclasses.replace(Settings.resolve(None, tmp_path),
                                   limits=Limits(enabled=False))
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        yield client


def test_the_table_covers_every_route_and_message_type(open_client: TestClient) -> None:
    app: Any = open_client.app
    missing = registered(app) - set(limits_table.ROUTES)
    assert not missing, f"routes without a cap and a rate in limits_table.ROUTES: {missing}"
    assert set(limits_table.MESSAGES) == set(app.state.hub.commands.table)
    rates = limits_table.rates(Limits())
    for cap in [*limits_table.ROUTES.values(), *limits_table.MESSAGES.values()]:
        assert cap.kind in rates and parse_many(rates[cap.kind])
        assert limits_table.body_cap(cap, Limits()) > 0


def _paths(route: APIRoute, value: str) -> str:
    return route.path_format.format(**{name: value for name in route.param_convertors})


def _bodies() -> list[bytes]:
    surrogates = {name: "SURROGATE" for name in TEXT_FIELDS}
    text = json.dumps(surrogates).replace('"SURROGATE"', f'"{SURROGATE}"')
    deep = "{" + ",".join(f'"{name}":{DEEP}' for name in TEXT_FIELDS) + "}"
    huge = {"name": "x", "players": int(HUGE), "seat": int(HUGE), "before": int(HUGE),
            "version": int(HUGE) ** 3, "away_seconds": int(HUGE), "seed": -int(HUGE)}
    ruleset = {"format": "maumau-ruleset", "version": 1, "name": "\ud800",
               "ruleset": {"variant": "classic", "players": 2, "options": {"x": DEEP}}}
    return [text.encode(), deep.encode(), DEEP.encode(), DEEP_OBJECT.encode(),
            json.dumps(huge).encode(),
            json.dumps(ruleset).encode("utf-8", "surrogatepass"),
            b'{"name": "\xed\xa0\x80"}', b"\xff\xfe", b'{"name":"a","pad":"' + b"x" * 20_000
            + b'"}']


def _check(answer: Any, where: str) -> None:
    assert answer.status_code < 500, (where, answer.status_code, answer.text[:300])
    if answer.status_code >= 400 and "json" in answer.headers.get("content-type", ""):
        assert answer.json().get("code"), (where, answer.text[:300])


def test_hostile_input_to_every_route_is_never_a_5xx(open_client: TestClient) -> None:
    client = open_client
    profile = client.post("/api/profiles", json={"name": "Anna"}).json()
    table = make(client)
    auth = {"Authorization": f"Bearer {profile['secret']}"}
    app: Any = client.app
    sent = 0
    for route in app.routes:
        if not isinstance(route, APIRoute):
            continue
        names = [param.name for param in route.dependant.query_params]
        queries = [{name: value for name in names}
                   for value in (HUGE, "-" + HUGE, '{"x":"\\ud800"}', "%ED%A0%80",
                                 "\u202e\x1b]0;x\x07")]
        queries += [{name: value} for name in names for value in (DEEP, DEEP_OBJECT)]
        values = [table["code"], "1", HUGE, "%ED%A0%80", "%1B%5D0", DEEP[:200]]
        for method in sorted((route.methods or set()) - {"HEAD"}):
            for value in values:
                path = _paths(route, value)
                for query in queries:
                    for headers in (auth, {}):
                        _check(client.request(method, path, params=query, headers=headers),
                               f"{method} {path} {str(query)[:60]}")
                        sent += 1
                if method in ("POST", "PATCH", "DELETE", "PUT"):
                    for body in _bodies():
                        answer = client.request(method, path, content=body,
                                                headers={**auth,
                                                         "Content-Type": "application/json"})
                        _check(answer, f"{method} {path} {body[:40]!r}")
                        sent += 1
    assert sent > 1000


def test_a_body_over_the_cap_is_refused_before_it_is_read(open_client: TestClient) -> None:
    huge = {"Content-Length": str(500 * 1024 * 1024), "Content-Type": "application/json"}
    for path in ("/api/profiles", "/api/rulesets", "/api/feedback", "/api/tables"):
        refused(open_client.post(path, content=b"{}", headers=huge), 413, "too_large")
    padded = {"name": "Anna", "pad": "x" * 17_000}
    refused(open_client.post("/api/profiles", json=padded), 413, "too_large")
    refused(open_client.get("/api/version", headers={"Content-Length": "100000"}), 413,
            "too_large")


def test_a_streamed_body_stops_being_read_at_the_cap(server: Running) -> None:
    """500 MB offered without a declared length: the server answers 413 (or drops the
    connection) long before the client has sent it all."""
    chunks = 0

    def body() -> Iterator[bytes]:
        nonlocal chunks
        yield b'{"name": "Anna", "pad": "'
        for _ in range(500):
            chunks += 1
            yield b"x" * (1024 * 1024)

    try:
        answer = httpx2.post(f"{server.http}/api/profiles", content=body(), timeout=30)
    except httpx2.TransportError:
        pass  # the server closed the connection while the client still sent
    else:
        assert answer.status_code == 413 and answer.json()["code"] == "too_large"
    assert chunks < 100, f"the client sent {chunks} MB before the refusal"


def test_a_damaged_record_answers_410(tmp_path: Path) -> None:
    with limited(tmp_path, message_rate=FAST) as client:
        created = make(client, preset="single", seats=BOT)
        play_match(client, created)
        code = created["code"]
        base = f"/api/tables/{code}/matches/1"
        assert client.get(f"{base}/record").status_code == 200
        engine = client.app.state.hub.engine  # type: ignore[attr-defined]
        with engine.begin() as connection:
            record = connection.execute(db.matches.select().where(
                db.matches.c.code == code)).first().record
            connection.execute(update(db.matches).where(db.matches.c.code == code)
                               .values(record=record[: len(record) // 2]))
        refused(client.get(f"{base}/record"), 410, "record_damaged")
        refused(client.get(f"{base}/replay"), 410, "record_damaged")
        with engine.begin() as connection:
            connection.execute(update(db.matches).where(db.matches.c.code == code)
                               .values(record='{"moves": 7}'))
        refused(client.get(f"{base}/replay"), 410, "record_damaged")


@pytest.mark.parametrize("bad", ["\u202eevil", "a\x1b]0;pwned\x07", "a\u200fb", "\x00",
                                 "a\u2066b", "\ufeffa"])
def test_text_fields_follow_the_table_name_rule(client: TestClient, bad: str) -> None:
    refused(client.post("/api/profiles", json={"name": bad}), 422, "bad_request", "U+")
    refused(client.post("/api/rulesets", json={
        "name": bad, "ruleset": {"variant": "classic", "players": 2}}), 422, "bad_request")
    good = {"email": "anna@example.org", "message": "Der Knopf reagiert nicht."}
    for field in ("device", "os", "message"):
        refused(client.post("/api/feedback", json={**good, field: bad + " long enough"}),
                422, "bad_request", "U+")
    refused(client.post("/api/tables", json={"variant": "classic", "players": 2,
                                             "name": bad}), 422, "bad_request", "U+")
    # an emoji joined by the zero-width joiner is a name; a multi-line message keeps its lines
    assert client.post("/api/profiles", json={"name": "👨\u200d👩\u200d👧"}).status_code == 201
    lines = {**good, "message": "first line\nsecond line\r\nthird"}
    assert client.post("/api/feedback", json=lines).status_code == 201


def test_the_operator_sees_control_characters_escaped(server: Running) -> None:
    with server.app.state.hub.engine.begin() as connection:
        connection.execute(schema.feedback.insert().values(
            created=time.time(), email="eve@example.org", game=None, device="\u202edevice",
            os="os\x1b[2J", message="hello \x1b]0;pwned\x07 there\nline two", lang="en"))
    out = io.StringIO()
    url = str(server.app.state.hub.engine.url)
    assert main(["feedback", "list", "--database-url", url], stdout=out) == 0
    text = out.getvalue()
    assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text
    assert "hello \\x1b]0;pwned\\x07 there" in text and "line two" in text
    assert "\\u202edevice" in text and "os\\x1b[2J" in text
    assert printable("a\\b\ud800") == "a\\\\b\\ud800"
    raw = io.StringIO()
    assert main(["feedback", "list", "--json", "--database-url", url], stdout=raw) == 0
    assert "\x1b" not in raw.getvalue() and "\u202e" not in raw.getvalue()
    assert json.loads(raw.getvalue())[0]["message"] == "hello \x1b]0;pwned\x07 there\nline two"


def test_the_admin_listing_escapes_control_characters(tmp_path: Path) -> None:
    with limited(tmp_path) as client:
        code = make(client)["code"]
        engine = client.app.state.hub.engine  # type: ignore[attr-defined]
        repository.quarantine(engine, code, "bad move \x1b]0;pwned\x07 \u202eevil")
    lines = admin.broken_lines(f"sqlite:///{tmp_path / 'maumau.sqlite3'}", tmp_path)
    assert len(lines) == 1 and "\x1b" not in lines[0] and "\u202e" not in lines[0]
    assert "bad move \\x1b]0;pwned\\x07 \\u202eevil" in lines[0]


def test_the_message_rate_is_exact() -> None:
    guard = Guard(Limits(message_rate="1200/minute"))
    allowed = sum(guard.allow("message", "10.0.0.1") for _ in range(1611))
    assert allowed == 1200
    assert guard.allow("message", "10.0.0.2"), "another address counts on its own"


def test_a_rate_limited_message_names_its_ref(tmp_path: Path) -> None:
    with limited(tmp_path, message_rate="3/minute") as client:
        code = make(client)["code"]
        with connected(client, code) as socket:  # hello: the first message
            send(socket, "ping", id="one")
            assert socket.receive_json()["ref"] == "one"
            send(socket, "ping", id="two")
            assert socket.receive_json()["ref"] == "two"
            send(socket, "ping", id="three")
            answer = socket.receive_json()
            assert answer["code"] == "rate_limited" and answer["ref"] == "three", answer


def test_a_profile_is_counted_on_its_own(tmp_path: Path) -> None:
    with limited(tmp_path, form_rate="1000/minute") as client:
        secret = client.post("/api/profiles", json={"name": "Anna"}).json()["secret"]
        auth = {"Authorization": f"Bearer {secret}"}
        guard = client.app.state.hub.guard  # type: ignore[attr-defined]
        for _ in range(1000):  # the profile's own count reaches the rate first
            assert guard.allow("form", "profile", guard_key(secret))
        refused(client.get("/api/profile", headers=auth), 429, "rate_limited", "profile")
        assert client.get("/api/variants").status_code == 200  # the address is not spent


def guard_key(secret: str) -> str:
    key = profile_key(f"Bearer {secret}")
    assert key is not None
    return key


def test_invitations_use_the_public_url(tmp_path: Path) -> None:
    settings = dataclasses.replace(Settings.resolve(None, tmp_path),
                                   public_url="https://cards.example.org/")
    with TestClient(create_app(settings)) as client:
        made = client.post("/api/tables", headers={"Host": "evil.example"}, json={
            "variant": "classic", "players": 2, "name": "Anna"}).json()
        assert made["invite_url"] == f"https://cards.example.org/t/{made['code']}"
        svg = client.get(f"/api/tables/{made['code']}/qr.svg", headers={"Host": "evil.example"})
        assert "evil.example" not in svg.text and "cards.example.org" in svg.text


def test_an_invalid_utf8_frame_is_one_line() -> None:
    record = logging.LogRecord("uvicorn.error", logging.ERROR, __file__, 1,
                               "Invalid UTF-8 sequence received from client.", None,
                               (ValueError, ValueError("x"), None))
    assert OneLineFrameErrors().filter(record)
    assert record.exc_info is None and "1007" in record.getMessage()
    assert record.levelno == logging.WARNING

"""Every refusal explains itself, on every route: ``{"detail", "code", "reason": {"code",
"params"}, "message"}``, the message in the requester's language, the route guard's 413 and
429 included. And ``HEAD`` works wherever ``GET`` does: the same status and headers, no
body."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from limits import parse_many
from starlette.routing import Mount, Route

from maumau import i18n
from maumau.web.config import Settings
from maumau.web.operations.app import create_app
from maumau.web.pages.spoken import why_text

LANGS = {"de": "de-DE,de;q=0.9", "en": "en-GB,en;q=0.8"}


@pytest.fixture
def app_client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Settings.resolve(None, tmp_path))) as client:
        yield client


def http_routes(client: TestClient) -> list[tuple[str, str]]:
    """Every (method, concrete path) the application answers over HTTP."""
    found: list[tuple[str, str]] = []
    for route in client.app.routes:  # type: ignore[attr-defined]
        if isinstance(route, Mount):
            found.append(("GET", f"{route.path}/js/i18n.js"))
        elif isinstance(route, Route) or hasattr(route, "methods"):
            path = re.sub(r"\{(\w+)(:\w+)?\}", lambda m: "1" if m.group(1) == "match"
                          else "x", str(route.path))
            found += [(method, path) for method in sorted(route.methods or ())
                      if method != "HEAD"]
    return found


def explained(answer: Any, lang: str) -> dict[str, Any]:
    """The refusal's body, checked to carry its reason and a message in ``lang``."""
    assert answer.status_code >= 400
    body: dict[str, Any] = answer.json()
    assert isinstance(body["detail"], str) and isinstance(body["code"], str), body
    reason = body.get("reason") or body.get("refusal")
    assert isinstance(reason, dict) and isinstance(reason["code"], str), body
    assert isinstance(reason["params"], dict), body
    assert isinstance(body["message"], str) and body["message"], body
    assert body["message"] != body["detail"] or lang == "en", body
    return body


def test_every_route_refuses_an_oversized_body_and_a_flood_with_its_reason(
        app_client: TestClient) -> None:
    hub = app_client.app.state.hub  # type: ignore[attr-defined]
    one = parse_many("1/minute")
    for kind in list(hub.guard._rates):
        hub.guard._rates[kind] = one  # one request a minute of each kind: the next floods
    routes = http_routes(app_client)
    assert len(routes) > 30 and ("PUT", "/api/profile/settings") in routes
    for index, (method, path) in enumerate(routes):
        lang = ("de", "en")[index % 2]
        headers = {"Accept-Language": LANGS[lang], "Content-Type": "application/json"}
        huge = app_client.request(method, path, content=b" " * 20_000, headers=headers)
        assert huge.status_code == 413, (method, path, huge.text)
        body = explained(huge, lang)
        assert body["reason"]["code"] == "body_size", body
        assert body["message"] == why_text(lang, "body_size", body["reason"]["params"])
        answers = [app_client.request(method, path, headers=headers) for _ in range(2)]
        for answer in answers:
            if answer.status_code >= 400 and answer.headers.get(
                    "content-type", "").startswith("application/json"):
                explained(answer, lang)
        flooded = answers[-1]
        assert flooded.status_code == 429, (method, path, flooded.text)
        assert explained(flooded, lang)["message"] == i18n.messages(lang)["why.address_rate"]


def test_a_refusal_of_the_game_routes_speaks_the_requesters_language(
        app_client: TestClient) -> None:
    for lang, header in LANGS.items():
        answer = app_client.get("/api/tables/nope", headers={"Accept-Language": header})
        body = explained(answer, lang)
        assert body["code"] == "unknown_table"
        assert body["message"] == i18n.messages(lang)["server.unknown_table"]
        missing = app_client.get(f"/api/nothing?lang={lang}")
        assert explained(missing, lang)["code"] == "not_found"
        wrong = app_client.get(f"/api/tables/x/matches/one/record?lang={lang}")
        assert explained(wrong, lang)["reason"] == {"code": "bad_value",
                                                    "params": {"field": "match"}}


def test_head_answers_like_get_without_a_body_on_every_get_route(
        app_client: TestClient) -> None:
    routes = [path for method, path in http_routes(app_client) if method == "GET"]
    assert {"/", "/healthz", "/metrics", "/api/version"} <= set(routes)
    for path in routes:
        got = app_client.get(path)
        head = app_client.head(path)
        assert head.status_code == got.status_code, (path, head.status_code, got.text)
        assert head.content == b"", path
        assert head.headers.get("content-type") == got.headers.get("content-type"), path
        if "content-length" in got.headers and path not in ("/metrics", "/healthz"):
            assert head.headers["content-length"] == got.headers["content-length"], path

"""Questions and support through a real server and SQLite: the FAQ per
game in both languages, the support form's validation, its rate limit, and
``maumau feedback list``."""

from __future__ import annotations

import io
import json
from pathlib import Path

import httpx2
import pytest

from maumau.cli.main import main
from maumau.web.social import schema
from tests.web.servers import Running
from tests.web.social import count

GOOD = {"email": "anna@example.org", "game": "classic", "device": "Pixel 7",
        "os": "Android 14", "message": "Der Mau-Knopf reagiert nicht.", "lang": "de"}


def test_faq_per_game_in_both_languages(server: Running) -> None:
    german = httpx2.get(f"{server.http}/api/faq?lang=de").json()
    english = httpx2.get(f"{server.http}/api/faq?lang=en").json()
    assert [g["name"] for g in german["games"]] == [g["name"] for g in english["games"]]
    assert {"classic", "tabaluga", "emojical", "heuldoch"} <= {g["name"] for g in
                                                               german["games"]}
    heuldoch = next(g for g in german["games"] if g["name"] == "heuldoch")
    assert heuldoch["questions"][0]["a"].startswith("3 bis 6")
    assert english["general"][0]["q"] == "How do I invite friends?"
    one = httpx2.get(f"{server.http}/api/faq?lang=en&game=emojical").json()
    assert [g["name"] for g in one["games"]] == ["emojical"]
    assert "2 to 10" in one["games"][0]["questions"][0]["a"]


@pytest.mark.parametrize(("query", "status", "code"), [
    ("lang=fr", 422, "bad_request"), ("game=skat", 404, "unknown_variant")])
def test_faq_refuses_unknown_language_or_game(server: Running, query: str, status: int,
                                               code: str) -> None:
    answer = httpx2.get(f"{server.http}/api/faq?{query}")
    assert answer.status_code == status and answer.json()["code"] == code


def test_support_message_is_stored_and_listed(server: Running, tmp_path: Path) -> None:
    answer = httpx2.post(f"{server.http}/api/feedback", json=GOOD)
    assert answer.status_code == 201, answer.text
    minimal = {"email": "ben@example.org", "message": "Short but long enough."}
    assert httpx2.post(f"{server.http}/api/feedback", json=minimal).status_code == 201
    assert count(server, schema.feedback) == 2
    url = str(server.app.state.hub.engine.url)
    out = io.StringIO()
    assert main(["feedback", "list", "--json", "--database-url", url], stdout=out) == 0
    listed = json.loads(out.getvalue())
    assert [m["email"] for m in listed] == ["anna@example.org", "ben@example.org"]
    assert listed[0]["game"] == "classic" and listed[0]["os"] == "Android 14"
    assert listed[1]["game"] is None and listed[1]["device"] is None
    text = io.StringIO()
    assert main(["feedback", "list", "--database-url", url], stdout=text) == 0
    assert "anna@example.org" in text.getvalue()
    assert "Der Mau-Knopf reagiert nicht." in text.getvalue()


@pytest.mark.parametrize(("change", "code", "words"), [
    ({"email": "anna"}, "bad_email", "@-sign"),
    ({"email": "anna@localhost"}, "bad_email", "period"),
    ({"email": None}, "bad_request", "'email' is required"),
    ({"email": "a" * 250 + "@x.de"}, "bad_request", "at most 254"),
    ({"game": "skat"}, "bad_request", "'game' must be one of"),
    ({"device": "x" * 81}, "bad_request", "'device' may have at most 80"),
    ({"os": 7}, "bad_request", "'os' must be text"),
    ({"message": "kurz"}, "bad_request", "at least 10"),
    ({"message": "x" * 2001}, "bad_request", "at most 2000"),
    ({"lang": "fr"}, "bad_request", "'lang' must be one of"),
])
def test_bad_support_fields_are_refused_and_nothing_stored(
        server: Running, change: dict[str, object], code: str, words: str) -> None:
    answer = httpx2.post(f"{server.http}/api/feedback", json={**GOOD, **change})
    assert answer.status_code == 422, answer.text
    assert answer.json()["code"] == code and words in answer.json()["detail"]
    assert count(server, schema.feedback) == 0


def test_support_body_must_be_a_json_object(server: Running) -> None:
    answer = httpx2.post(f"{server.http}/api/feedback", content=b"{nope")
    assert answer.status_code == 400 and answer.json()["code"] == "malformed"
    listed = httpx2.post(f"{server.http}/api/feedback", json=[GOOD])
    assert listed.status_code == 422 and "JSON object" in listed.json()["detail"]
    assert count(server, schema.feedback) == 0


def test_support_is_rate_limited_per_address(server: Running) -> None:
    for _ in range(5):
        assert httpx2.post(f"{server.http}/api/feedback", json=GOOD).status_code == 201
    refused = httpx2.post(f"{server.http}/api/feedback", json=GOOD)
    assert refused.status_code == 429
    assert refused.json()["code"] == "rate_limited" and "5/hour" in refused.json()["detail"]
    assert count(server, schema.feedback) == 5


def test_faq_page_is_served(server: Running) -> None:
    page = httpx2.get(f"{server.http}/faq")
    assert page.status_code == 200 and "social/js/faq.js" in page.text

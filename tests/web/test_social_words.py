"""The social routes' refusals in the reader's language: each carries a reason (code and
params, the catalogue's ``why.<code>``) and a ``message`` in the asked language, never the
English detail alone; the 404 page of an unknown share link is written in one language;
ratings on the familiar scale."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

import maumau.web
from maumau import i18n
from maumau.web.pages.spoken import why_text
from maumau.web.social import history, ratings

WEB = Path(maumau.web.__file__).parent
# the reason's position among the arguments of each helper that takes one
REASON_AT = {"bad": 2, "refuse": 3, "reason": 0}
ENGLISH_DETAILS = ("is required", "is not a valid", "there is no rule set", "must be")
GOOD = {"email": "anna@example.org", "message": "Der Mau-Knopf reagiert nicht."}
RULES = {"variant": "classic", "players": 3, "preset": "standard", "options": {}}


def reason_codes() -> set[str]:
    """Every reason code the web server's source names (AST: ``why=`` keywords and the
    reason argument of ``bad``, ``refuse`` and ``reason``)."""
    found: set[str] = set()
    for path in WEB.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(
                node.func, "attr", None)
            values = [k.value for k in node.keywords if k.arg == "why"]
            if name in REASON_AT and len(node.args) > REASON_AT[name]:
                values.append(node.args[REASON_AT[name]])
            for value in values:
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    found.add(value.value)
    return found


def refused(answer: Any, status: int, code: str, why: str, lang: str) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    body: dict[str, Any] = answer.json()
    assert body["code"] == code and body["reason"]["code"] == why, body
    assert body["message"] == why_text(lang, why, body["reason"]["params"]), body
    assert body["message"] != body["detail"], body
    if lang == "de":
        assert not any(words in body["message"] for words in ENGLISH_DETAILS), body
    return body


def test_the_scan_finds_the_reasons_of_each_helper() -> None:
    assert {"field_required", "email_invalid", "unknown_ruleset", "rate_wait",
            "body_json", "no_profile", "ruleset_lacks"} <= reason_codes()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_reason_has_a_text(lang: str) -> None:
    texts = i18n.messages(lang)
    assert not sorted(code for code in reason_codes() if not texts.get(f"why.{code}"))
    for field in ("email", "message", "device", "os", "game", "lang", "name"):
        assert texts.get(f"why.field.{field}"), field


@pytest.mark.parametrize(("lang", "email", "name"), [
    ("de", "„E-Mail“", "„Name“"), ("en", "“E-mail”", "“Name”")])
def test_empty_forms_are_refused_in_the_asked_language(client: TestClient, lang: str,
                                                       email: str, name: str) -> None:
    empty = refused(client.post(f"/api/feedback?lang={lang}", json={"email": None}),
                    422, "bad_request", "field_required", lang)
    assert empty["reason"]["params"] == {"field": "email"} and email in empty["message"]
    refused(client.post(f"/api/feedback?lang={lang}", json={**GOOD, "email": "anna"}),
            422, "bad_email", "email_invalid", lang)
    short = refused(client.post(f"/api/feedback?lang={lang}", json={**GOOD, "message": "kurz"}),
                    422, "bad_request", "field_short", lang)
    assert short["reason"]["params"] == {"field": "message", "n": 10}
    unnamed = refused(client.post(f"/api/rulesets?lang={lang}", json={"name": "",
                                                                      "ruleset": RULES}),
                      422, "bad_request", "field_required", lang)
    assert name in unnamed["message"]
    refused(client.post(f"/api/rulesets?lang={lang}", json={"name": "Oma", "ruleset": {
        "variant": "classic"}}), 422, "bad_ruleset", "ruleset_lacks", lang)
    refused(client.post(f"/api/rulesets/import?lang={lang}", json={"format": "x"}),
            422, "bad_ruleset_file", "ruleset_file_format", lang)
    refused(client.post(f"/api/feedback?lang={lang}", content=b"{"), 400, "malformed",
            "body_json", lang)
    refused(client.get(f"/api/profile?lang={lang}"), 401, "no_profile", "no_profile", lang)


def test_the_language_comes_from_the_query_else_the_browser(client: TestClient) -> None:
    english = client.get("/api/rulesets/doesnotexist",
                         headers={"Accept-Language": "en-US,en;q=0.9"}).json()
    assert english["message"].startswith("There are no such house rules")
    assert english["reason"] == {"code": "unknown_ruleset", "params": {"id": "doesnotexist"}}
    german = client.get("/api/rulesets/doesnotexist?lang=de",
                        headers={"Accept-Language": "en-US"}).json()
    assert german["message"].startswith("Diese Hausregeln")
    assert client.get("/api/rulesets/x").json()["message"].startswith("Diese")  # default


def test_a_refused_option_is_named_by_its_label(client: TestClient) -> None:
    answer = client.post("/api/rulesets?lang=de", json={"name": "Oma", "ruleset": {
        **RULES, "options": {"hand_size": 99}}})
    assert answer.status_code == 422 and answer.json()["code"] == "bad_option"
    body = answer.json()
    assert body["refusal"]["code"] == "option_value_int" and "reason" not in body
    assert body["message"].startswith("Karten pro Spieler")


def test_the_rate_limit_says_how_long_to_wait(client: TestClient) -> None:
    for _ in range(5):
        assert client.post("/api/feedback", json=GOOD).status_code == 201
    body = refused(client.post("/api/feedback?lang=en", json=GOOD), 429, "rate_limited",
                   "rate_wait", "en")
    assert body["reason"]["params"]["n"] > 1 and "seconds" in body["message"]


@pytest.mark.parametrize(("lang", "mine", "other"), [
    ("de", "Diese Hausregeln", "There are no"), ("en", "There are no", "Diese Hausregeln")])
def test_an_unknown_share_link_is_a_page_in_one_language(client: TestClient, lang: str,
                                                         mine: str, other: str) -> None:
    page = client.get(f"/rules/doesnotexist?lang={lang}")
    assert page.status_code == 404 and f'<html lang="{lang}">' in page.text
    assert mine in page.text and other not in page.text
    assert "there is no rule set" not in page.text and 'href="/"' in page.text
    assert "<script" in page.text  # the device's chosen language wins over the browser's


def test_an_unknown_game_is_refused_with_its_name(client: TestClient) -> None:
    body = refused(client.get("/api/faq?lang=en&game=skat"), 404, "unknown_variant",
                   "unknown_game", "en")
    assert body["reason"]["params"] == {"game": "skat"} and "skat" in body["message"]


def test_ratings_read_on_a_familiar_scale() -> None:
    fresh = ratings.Standing(25.0, 25 / 3, 0, 0)
    assert fresh.score == ratings.SCALE_BASE == 1000 and fresh.provisional
    seasoned = ratings.Standing(30.0, 2.0, ratings.RATED_AFTER, 7)
    assert seasoned.score == round(1000 + 40 * (30.0 - 6.0)) and not seasoned.provisional
    shown = history._standing(seasoned)
    assert shown["score"] == seasoned.score and shown["provisional"] is False

"""House rules as named rule sets through a real server and SQLite:
save, list, open by the share link, export and import; every bad name, rule, file or
link answered with an error that names the problem, and nothing stored."""

from __future__ import annotations

from typing import Any

import httpx2
import pytest

from maumau.core.ruleset import Ruleset
from maumau.web.social import schema
from tests.web.servers import Running
from tests.web.social import count

OMA = {"variant": "classic", "players": 4, "preset": "party",
       "options": {"jokers": 2, "wish_on_wish": False}}


def save(server: Running, body: dict[str, Any]) -> httpx2.Response:
    return httpx2.post(f"{server.http}/api/rulesets", json=body)


def test_save_list_open_and_share(server: Running) -> None:
    answer = save(server, {"name": "  Omas   Regeln ", "ruleset": OMA})
    assert answer.status_code == 201, answer.text
    saved = answer.json()
    assert saved["name"] == "Omas Regeln"
    expected = Ruleset.create("classic", 4, "party", {"jokers": 2, "wish_on_wish": False})
    assert saved["ruleset"] == expected.to_dict()
    assert saved["share_url"] == f"{server.http}/rules/{saved['id']}"
    assert saved["lobby_url"] == f"{server.http}/?rules={saved['id']}"
    opened = httpx2.get(f"{server.http}/api/rulesets/{saved['id']}").json()
    assert opened == saved
    other = save(server, {"name": "Kurz", "ruleset": {"variant": "tabaluga", "players": 3,
                                                      "preset": "short"}}).json()
    listed = httpx2.get(f"{server.http}/api/rulesets").json()["rulesets"]
    assert [r["id"] for r in listed] == [other["id"], saved["id"]]
    classic = httpx2.get(f"{server.http}/api/rulesets?variant=classic").json()["rulesets"]
    assert [r["id"] for r in classic] == [saved["id"]]
    page = httpx2.get(saved["share_url"])
    assert page.status_code == 200 and "social/js/rules.js" in page.text


def test_a_saved_rule_set_creates_a_table(server: Running) -> None:
    saved = save(server, {"name": "Omas Regeln", "ruleset": OMA}).json()
    rules = saved["ruleset"]
    created = httpx2.post(f"{server.http}/api/tables", json={
        "name": "Anna", "variant": rules["variant"], "players": rules["players"],
        "preset": rules["preset"], "options": rules["options"],
        "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "simple"}] * 3})
    assert created.status_code == 201, created.text
    summary = httpx2.get(f"{server.http}/api/tables/{created.json()['code']}").json()
    assert summary["options"]["jokers"] == 2 and summary["options"]["wish_on_wish"] is False


def test_export_and_import_round_trip(server: Running) -> None:
    saved = save(server, {"name": "Omas Regeln", "ruleset": OMA}).json()
    download = httpx2.get(f"{server.http}/api/rulesets/{saved['id']}/export")
    assert "attachment" in download.headers["content-disposition"]
    exported = download.json()
    assert exported["format"] == "maumau-ruleset" and exported["version"] == 1
    imported = httpx2.post(f"{server.http}/api/rulesets/import", json=exported)
    assert imported.status_code == 201, imported.text
    assert imported.json()["id"] != saved["id"]
    assert imported.json()["ruleset"] == saved["ruleset"]
    assert count(server, schema.rulesets) == 2


@pytest.mark.parametrize(("body", "code", "words"), [
    ({"name": "", "ruleset": OMA}, "bad_request", "'name' is required"),
    ({"name": "x" * 61, "ruleset": OMA}, "bad_request", "at most 60"),
    ({"name": 5, "ruleset": OMA}, "bad_request", "'name' must be text"),
    ({"name": "A"}, "bad_ruleset", "'ruleset' must be a JSON object"),
    ({"name": "A", "ruleset": {"players": 4}}, "bad_ruleset", "lacks 'variant'"),
    ({"name": "A", "ruleset": {**OMA, "colour": 1}}, "bad_ruleset", "unknown fields: colour"),
    ({"name": "A", "ruleset": {**OMA, "variant": "skat"}}, "bad_option", "skat"),
    ({"name": "A", "ruleset": {**OMA, "players": 9}}, "bad_option", "2 to 6 players"),
    ({"name": "A", "ruleset": {**OMA, "preset": "wild"}}, "bad_option", "unknown preset"),
    ({"name": "A", "ruleset": {**OMA, "options": {"jokers": 99}}}, "bad_option", "jokers"),
    ({"name": "A", "ruleset": {**OMA, "options": {"nonsense": 1}}}, "bad_option",
     "unknown option 'nonsense'"),
])
def test_bad_rule_sets_are_refused_and_nothing_stored(server: Running, body: dict[str, Any],
                                                      code: str, words: str) -> None:
    answer = save(server, body)
    assert answer.status_code == 422, answer.text
    assert answer.json()["code"] == code and words in answer.json()["detail"]
    assert count(server, schema.rulesets) == 0


@pytest.mark.parametrize(("change", "code", "words"), [
    ({"format": "maumau-record"}, "bad_ruleset_file", "not a maumau rule set file"),
    ({"version": 2}, "bad_ruleset_file", "version 2 is not supported"),
    ({"ruleset": {**OMA, "options": {"jokers": "many"}}}, "bad_option", "jokers"),
    ({"name": None}, "bad_request", "'name' is required"),
])
def test_bad_rule_set_files_are_refused_and_nothing_stored(
        server: Running, change: dict[str, Any], code: str, words: str) -> None:
    good = {"format": "maumau-ruleset", "version": 1, "name": "Omas Regeln", "ruleset": OMA}
    answer = httpx2.post(f"{server.http}/api/rulesets/import", json={**good, **change})
    assert answer.status_code == 422, answer.text
    assert answer.json()["code"] == code and words in answer.json()["detail"]
    broken = httpx2.post(f"{server.http}/api/rulesets/import", content=b"not json")
    assert broken.status_code == 400 and broken.json()["code"] == "malformed"
    assert count(server, schema.rulesets) == 0


def test_unknown_share_links(server: Running) -> None:
    for suffix in ("", "/export"):
        answer = httpx2.get(f"{server.http}/api/rulesets/nope{suffix}")
        assert answer.status_code == 404
        assert {key: answer.json()[key] for key in ("code", "detail", "reason")} == {
            "code": "unknown_ruleset", "detail": "there is no rule set 'nope'",
            "reason": {"code": "unknown_ruleset", "params": {"id": "nope"}}}
    page = httpx2.get(f"{server.http}/rules/nope?lang=en")
    assert page.status_code == 404 and "There are no such house rules" in page.text
    listed = httpx2.get(f"{server.http}/api/rulesets?variant=skat")
    assert listed.status_code == 404 and listed.json()["code"] == "unknown_variant"

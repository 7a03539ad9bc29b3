"""GET /api/i18n/{lang}: the page's catalogue, German for an unknown language."""

from __future__ import annotations

from fastapi.testclient import TestClient

from maumau import i18n


def test_the_catalogue_of_each_language_is_served(client: TestClient) -> None:
    for lang in i18n.LANGUAGES:
        reply = client.get(f"/api/i18n/{lang}")
        assert reply.status_code == 200
        body = reply.json()
        assert body["lang"] == lang
        assert body["messages"] == dict(i18n.messages(lang))
    assert client.get("/api/i18n/en").json()["messages"]["page.join.watch"] == "Just watch"


def test_an_unknown_language_gets_german(client: TestClient) -> None:
    for lang in ("fr", "xx", "DE"):
        body = client.get(f"/api/i18n/{lang}").json()
        assert body["lang"] == "de"
        assert body["messages"]["page.join.watch"] == "Nur zuschauen"


def test_the_editor_gets_labels_groups_choices_and_presets_by_name(client: TestClient) -> None:
    classic = client.get("/api/variants/classic/options?lang=de").json()
    options = {option["name"]: option for option in classic["options"]}
    rank = options["wish_rank"]
    assert rank["label"] == "Wunschkarte" and rank["group"] == "special_cards"
    assert rank["choice_labels"]["J"] == "Bube" and rank["choice_labels"]["none"] == "keine"
    assert rank["default_label"] == "Bube"
    assert options["wish_on_wish"]["default_label"] in ("an", "aus")
    assert classic["preset_names"]["strict"] == "Streng"
    assert classic["preset_help"]["strict"].startswith("kein Wunsch")
    assert [group["label"] for group in classic["groups"]] == [
        "Sonderkarten", "Hausregeln", "Wertung", "Tisch"]
    english = client.get("/api/variants/classic/options?lang=en").json()
    assert {o["name"]: o for o in english["options"]}["wish_rank"]["choice_labels"]["J"] == "Jack"
    for game in client.get("/api/variants?lang=en").json()["variants"]:
        for option in game["options"]:
            assert option["label"] != option["name"], option["name"]
            assert option["group"] in {group["name"] for group in game["groups"]}
        assert set(game["preset_names"]) == set(game["presets"])


def test_an_option_out_of_range_is_refused_in_the_chosen_language_and_creates_nothing(
        client: TestClient) -> None:
    body = {"variant": "classic", "players": 2, "options": {"hand_size": 99},
            "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]}
    for lang, expected in (("de", "Karten pro Spieler: 99 geht nicht, erlaubt sind 2 bis 10"),
                           ("en", "Cards per player: 99 is not possible, allowed are 2 to 10")):
        reply = client.post(f"/api/tables?lang={lang}", json=body)
        assert reply.status_code == 422
        answer = reply.json()
        assert answer["code"] == "bad_option"
        assert answer["refusal"] == {"code": "option_value_int", "params": {
            "option": "hand_size", "value": "99", "low": 2, "high": 10, "choices": ""}}
        assert answer["message"] == expected
        assert "hand_size" in answer["detail"]  # English detail for programs
    unknown = client.post("/api/tables?lang=fr", json=body).json()
    assert unknown["message"].startswith("Karten pro Spieler")


def test_a_combination_the_rules_forbid_is_explained(client: TestClient) -> None:
    body = {"variant": "classic", "players": 2, "lang": "en",
            "options": {"wish_rank": "7"},
            "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]}
    answer = client.post("/api/tables", json=body).json()
    assert answer["refusal"]["code"] == "rank_twice"
    assert answer["message"] == "Rank 7 cannot be both Draw-two card and Wish card"

"""The HTTP side: metadata, creating and joining tables, pages, errors as {detail, code}."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from maumau.core.variant import all_variants

TWO_HUMANS = [{"kind": "human"}, {"kind": "open"}]


def make(client: TestClient, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"variant": "classic", "players": 2, "name": "Anna",
                            "seats": TWO_HUMANS, "bot_delay_ms": 0}
    body.update(fields)
    answer = client.post("/api/tables", json=body)
    assert answer.status_code == 201, answer.text
    created: dict[str, Any] = answer.json()
    return created


def refused(answer: Any, status: int, code: str, *words: str) -> None:
    assert answer.status_code == status, answer.text
    body = answer.json()
    assert {"detail", "code"} <= set(body) <= {"detail", "code", "refusal", "reason",
                                               "message"}, body
    assert body["code"] == code, body
    for word in words:
        assert word in body["detail"], body


def test_version(client: TestClient) -> None:
    assert client.get("/api/version").json()["protocol"] == 1


def test_variants_list_every_option_with_kind_range_default_and_help(client: TestClient
                                                                     ) -> None:
    listed = {v["name"]: v for v in client.get("/api/variants?lang=en").json()["variants"]}
    assert set(listed) == {game.name for game in all_variants()}
    for game in all_variants():
        entry = listed[game.name]
        assert entry["presets"][0] == "standard" and entry["preset"] == "standard"
        assert entry["players"] == [game.min_players, game.max_players]
        assert [o["name"] for o in entry["options"]] == [o.name for o in game.options]
        assert {"random", "simple"} <= set(entry["bots"])
        for option in entry["options"]:
            assert option["kind"] in ("bool", "int", "choice") and option["help"]
            if option["kind"] == "int":
                assert option["low"] <= option["default"] <= option["high"]
            if option["kind"] == "choice":
                assert option["default"] in option["choices"]
    german = client.get("/api/variants?lang=de").json()["variants"][0]["options"][0]["help"]
    english = client.get("/api/variants").json()["variants"][0]["options"][0]["help"]
    assert german == english  # German is the default
    unknown = client.get("/api/variants?lang=fr").json()["variants"][0]["options"][0]["help"]
    assert unknown == german  # an unknown language falls back to German


def test_option_defaults_follow_preset_and_player_count(client: TestClient) -> None:
    def defaults(query: str) -> dict[str, Any]:
        answer = client.get(f"/api/variants/classic/options?{query}").json()
        return {o["name"]: o["default"] for o in answer["options"]}

    assert defaults("preset=party")["jokers"] == 2
    assert defaults("preset=standard")["jokers"] != 2
    by_players = {n: defaults(f"players={n}")["hand_size"] for n in (2, 6)}
    assert by_players[2] != by_players[6]
    refused(client.get("/api/variants/nope/options"), 404, "unknown_variant", "nope")
    refused(client.get("/api/variants/classic/options?preset=nope"), 422, "bad_option",
            "nope", "party")
    refused(client.get("/api/variants/classic/options?players=9"), 422, "bad_option", "9")


def test_create_table_gives_host_token_and_invite_link(client: TestClient) -> None:
    created = make(client, options={"jokers": 2}, preset="strict")
    assert created["seat"] == 0 and len(created["token"]) >= 32
    assert created["invite_url"].endswith(f"/t/{created['code']}")
    summary = client.get(f"/api/tables/{created['code']}").json()
    assert summary["status"] == "waiting" and summary["host_seat"] == 0
    assert summary["options"]["jokers"] == 2 and summary["preset"] == "strict"
    assert summary["options"]["wish_on_wish"] is False
    assert [s["kind"] for s in summary["seats"]] == ["human", "open"]
    assert summary["seats"][0]["name"] == "Anna"
    other = make(client)
    assert other["code"] != created["code"] and len(created["code"]) >= 16


def test_bad_options_are_422_naming_option_and_valid_values(client: TestClient) -> None:
    base = {"variant": "classic", "players": 2, "name": "A", "seats": TWO_HUMANS}
    refused(client.post("/api/tables", json={**base, "options": {"jokers": 7}}), 422,
            "bad_option", "jokers", "0..3")
    refused(client.post("/api/tables", json={**base, "options": {"colour": 1}}), 422,
            "bad_option", "colour", "jokers")
    refused(client.post("/api/tables", json={**base, "variant": "skat"}), 422,
            "bad_option", "skat", "classic")
    refused(client.post("/api/tables", json={**base, "players": 9}), 422, "bad_option", "9")
    refused(client.post("/api/tables", json={**base, "seats": [{"kind": "human"}]}), 422,
            "bad_request", "seats")
    refused(client.post("/api/tables", json={**base, "seats": [{"kind": "open"}] * 2}), 422,
            "bad_request", "human")
    refused(client.post("/api/tables", json={
        **base, "seats": [{"kind": "human"}, {"kind": "bot", "level": "genius"}]}), 422,
        "bad_request", "genius", "simple")
    refused(client.post("/api/tables", json={**base, "name": "  "}), 422, "bad_request",
            "name")
    refused(client.post("/api/tables", json={**base, "bot_delay_ms": -1}), 422,
            "bad_request", "bot_delay_ms")
    refused(client.post("/api/tables", json={**base, "away_seconds": "soon"}), 422,
            "bad_request", "away_seconds")
    refused(client.post("/api/tables", content=b"{nope"), 400, "malformed", "JSON")


def test_join_takes_a_free_seat_or_watches(client: TestClient) -> None:
    created = make(client, players=3, seats=[{"kind": "human"}, {"kind": "open"},
                                             {"kind": "bot", "level": "simple"}])
    code = created["code"]
    joined = client.post(f"/api/tables/{code}/join", json={"name": "Ben", "seat": 1}).json()
    assert joined["seat"] == 1 and joined["token"] != created["token"]
    seats = client.get(f"/api/tables/{code}").json()["seats"]
    assert (seats[1]["kind"], seats[1]["name"]) == ("human", "Ben")
    watcher = client.post(f"/api/tables/{code}/join", json={"name": "Cem", "seat": None})
    assert watcher.json()["seat"] is None
    refused(client.post(f"/api/tables/{code}/join", json={"name": "Dora", "seat": 1}), 409,
            "seat_taken", "1")
    refused(client.post(f"/api/tables/{code}/join", json={"name": "Dora", "seat": 2}), 409,
            "seat_taken", "bot")
    refused(client.post(f"/api/tables/{code}/join", json={"name": "Dora", "seat": 5}), 422,
            "bad_request", "5")
    refused(client.post(f"/api/tables/{code}/join", json={"seat": None}), 422,
            "bad_request", "name")
    refused(client.post("/api/tables/nope/join", json={"name": "D", "seat": None}), 404,
            "unknown_table", "nope")


def test_pages_and_unknown_codes(client: TestClient) -> None:
    code = make(client)["code"]
    for path in ("/", f"/t/{code}"):
        answer = client.get(path)
        assert answer.status_code == 200 and "html" in answer.headers["content-type"]
    for path, german, english in (
            ("/t/unknown", "Den Tisch unknown gibt es", "There is no table unknown"),
            (f"/replay/{code}/1", f"Am Tisch {code} gibt es keine Partie 1",
             f"Table {code} has no match 1"),
            ("/replay/unknown/1", "Den Tisch unknown gibt es", "There is no table unknown"),
            ("/t/%3Cb%3Ex", "Den Tisch &lt;b&gt;x gibt es", "There is no table &lt;b&gt;x")):
        answer = client.get(path)
        assert answer.status_code == 404 and "html" in answer.headers["content-type"]
        # one language: the one asked for (?lang=, else Accept-Language, else German)
        assert german in answer.text and english not in answer.text
        assert '<a href="/?lang=de"' in answer.text
        spoken = client.get(path, headers={"Accept-Language": "en-GB,en;q=0.8"})
        assert english in spoken.text and german not in spoken.text
        assert english in client.get(path + "?lang=en").text
    refused(client.get("/api/tables/unknown"), 404, "unknown_table")
    refused(client.get(f"/api/tables/{code}/matches/1/record"), 404, "unknown_match")
    refused(client.get("/no/such/page"), 404, "not_found")


def test_tokens_are_stored_hashed(client: TestClient, tmp_path: Path) -> None:
    created = make(client)
    with sqlite3.connect(tmp_path / "maumau.sqlite3") as database:
        dump = "\n".join(database.iterdump())
    assert created["code"] in dump and created["token"] not in dump

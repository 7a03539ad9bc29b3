"""WebSocket refusals reach the page with a reason (``why.<code>`` and its params) that the
catalogue says in German and in English, seats counted from 1, plurals by count; the
English ``message`` stays for programs only."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from maumau import i18n
from maumau.web.pages.spoken import why_text
from tests.web.test_protocol import connected, send, table

__all__ = ["table"]  # the fixture, used by name

Socket = Any


def refused(socket: Socket, code: str, why: str) -> dict[str, Any]:
    answer: dict[str, Any] = socket.receive_json()
    assert answer["type"] == "error" and answer["code"] == code, answer
    assert answer["reason"]["code"] == why, answer
    return answer


def said(answer: dict[str, Any]) -> dict[str, str]:
    """The reason in each language: filled, and none of them the English ``message``."""
    texts = {}
    for lang in i18n.LANGUAGES:
        text = why_text(lang, answer["reason"]["code"], answer["reason"]["params"])
        assert text and "{" not in text, (lang, answer)
        assert text != answer["message"]
        texts[lang] = text
    assert texts["de"] != texts["en"]
    return texts


@pytest.fixture
def three(client: TestClient) -> dict[str, Any]:
    created: dict[str, Any] = client.post("/api/tables", json={
        "variant": "classic", "players": 3, "name": "Anna", "bot_delay_ms": 0,
        "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "open"}]}).json()
    return created


def test_the_host_hears_why_in_both_languages(client: TestClient,
                                              three: dict[str, Any]) -> None:
    with connected(client, three["code"], three["token"]) as host:
        send(host, "start", id=1)
        texts = said(refused(host, "seats_open", "seats_open"))
        assert "2, 3" in texts["de"] and "2 Plätze" in texts["de"]
        assert "2 seats are free" in texts["en"]
        send(host, "add_bot", seat=0, level="simple", id=2)
        answer = refused(host, "bad_request", "seat_not_free")
        assert answer["reason"]["params"] == {"seat": 0, "place": 1}
        assert said(answer) == {"de": "Platz 1 ist nicht frei.", "en": "Seat 1 is not free."}
        send(host, "add_bot", seat=7, level="simple", id=3)
        assert said(refused(host, "bad_request", "no_seat"))["en"].endswith("has 3 seats.")
        send(host, "remove_bot", seat=2, id=4)
        assert said(refused(host, "bad_request", "no_bot")) == {
            "de": "Auf Platz 3 sitzt kein Bot.", "en": "No bot sits at seat 3."}


def test_players_and_talk_hear_why_in_both_languages(client: TestClient,
                                                     table: dict[str, Any]) -> None:
    code = table["code"]
    with connected(client, code, table["friend"]) as friend:
        send(friend, "start", id="s")
        assert said(refused(friend, "not_host", "host_only"))["de"] == (
            "Das darf nur der Gastgeber.")
        send(friend, "action", state=0, action="7H", id="a")
        said(refused(friend, "not_your_turn", "no_round"))
        send(friend, "talk", text="x" * 201, id="t")
        answer = refused(friend, "bad_talk", "field_long")
        assert said(answer) == {
            "de": "„Nachricht“ darf höchstens 200 Zeichen haben.",
            "en": "“Message” may have at most 200 characters."}
        friend.send_text("[1, 2]")
        said(refused(friend, "malformed", "not_object"))

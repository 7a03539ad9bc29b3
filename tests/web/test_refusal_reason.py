"""An illegal action's error reply carries the library's code and params (the page renders
them in its language); the English message stays for programs."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from maumau import i18n
from tests.web.test_protocol import connected, drain_state, send, started, table

__all__ = ["table"]  # the fixture, used by name


def test_an_illegal_card_is_refused_with_its_reason(client: TestClient,
                                                    table: dict[str, Any]) -> None:
    code = table["code"]
    with connected(client, code, table["host"]) as host, \
            connected(client, code, table["friend"]) as friend:
        drain_state(host)  # the friend's arrival
        views = {0: started(client, table, host), 1: drain_state(friend)}
        mover = views[0]["view"]["to_move"]
        acting = host if mover == 0 else friend
        hand = set(views[mover]["view"]["hand"])
        # [I-3] a card one does not hold is refused, whatever the seed dealt
        foreign = next(card for card in ("7H", "8S", "9C", "TD", "JH", "QS", "KC", "AD")
                       if card not in hand)
        send(acting, "action", state=0, action=foreign, id="x")
        answer = acting.receive_json()
        assert answer["type"] == "error" and answer["code"] == "illegal_action"
        reason = answer["reason"]
        assert reason["params"]["action"] == foreign
        # the deal is unseeded: the reason depends on it (a dealer's choice first, or the card
        # itself), but it is always a code of the catalogue with its fields filled
        for lang in i18n.LANGUAGES:
            text = i18n.error_text(lang, reason["code"], reason["params"], "")
            assert text and "{" not in text
            if reason["code"] in ("not_in_hand", "mismatch", "not_wished_suit"):
                assert foreign in text
        send(acting, "action", state=0, action="QQ", id="n")
        unreadable = acting.receive_json()
        assert unreadable["reason"]["code"] == "unknown_card"

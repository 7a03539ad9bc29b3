"""Every emojical action has a notation that round-trips (partner, gamble, take, block,
throw-in, colour, calls, the dealer's choices)."""

from __future__ import annotations

import pytest

from maumau import Ruleset, parse_action


@pytest.mark.parametrize("text", [
    "y:smile", "b:wink!", "g:+2!!", "y:swap>3", "y:swap>3!", "wish/g", "+4/b!", "extra/y",
    "g:block", "/p", ">2", "take", "gamble", "pass", "draw",
])
def test_notation_round_trips(text: str) -> None:
    rules = Ruleset.create("emojical", 4)
    deck = rules.game.deck(rules)
    assert str(parse_action(text, deck)) == text

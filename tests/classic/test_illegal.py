"""Illegal actions: each kind is refused with a readable reason and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from maumau import IllegalActionError
from tests.classic.helpers import load
from tests.support.refusals import assert_refused

PLAIN: dict[str, Any] = {"hands": ["AH QC QD", "8S 9S KD", "TC TD TS"], "discard": "KH"}
WISHED: dict[str, Any] = {"hands": ["AH QC QD JD", "8S 9S KD", "TC TD TS"], "discard": "JC",
                          "wish": "S"}


@pytest.mark.parametrize(("setup", "text", "reason"), [
    (PLAIN, "AS", "AS is not in your hand"),
    (PLAIN, "QC", "QC does not match KH"),
    (WISHED, "AH", "AH does not follow the wished suit S"),
    ({**PLAIN, "hands": ["JD QC QD", "8S 9S KD", "TC TD TS"]}, "JD",
     "JD needs a suit to wish: JD/D JD/H JD/S JD/C"),
    (PLAIN, "AH/S", "AH takes no wish here"),
    (PLAIN, "AH!", "the Mau call goes only with your second-to-last card"),
    ({**PLAIN, "options": {"voluntary_draw": False}}, "draw",
     r"you must play a card when you can \(voluntary_draw is off\)"),
    (PLAIN, "take", "there is no penalty to take"),
    (PLAIN, "pass", "you may pass only after drawing a card you could play"),
    (PLAIN, "/H", "not a decision of this game now: legal are AH, draw"),
    (PLAIN, "X", "there is no card X in this game"),
])
def test_an_illegal_action_is_refused_readably_and_changes_nothing(
        setup: dict[str, Any], text: str, reason: str) -> None:
    game = load(**setup)
    action = game.parse_action(text) if text != "X" else _joker_play()
    assert_refused(game, text, reason, action)


def test_a_refused_action_leaves_the_round_playable() -> None:
    """After a refusal the same round still takes a legal action."""
    game = load(**PLAIN)
    with pytest.raises(IllegalActionError):
        game.play("QC")
    game.play("AH")
    assert game.to_move == 1


def test_a_finished_round_refuses_every_action() -> None:
    game = load(["KS", "8S 9S KD", "TC TD TS"], "KH", mau=[0])
    game.play("KS")
    before = game.to_position()
    with pytest.raises(IllegalActionError, match="the round is over"):
        game.play("draw")
    assert game.to_position() == before


def _joker_play() -> Any:
    """A joker play, built without a deck (a one-deck game without jokers has none)."""
    from maumau.core.actions import play

    return play("X")

"""docs/rules.md §2 Mau: a forgotten "mau" costs one card at once; the last card ends the game,
a special card as the last card has no effect; `auto_call` [I-3]."""

from __future__ import annotations

from tests.support.shedding_positions import brief, hand, legal
from tests.tabaluga.helpers import load


def test_a_forgotten_mau_costs_one_card_drawn_at_once() -> None:
    game = load(["r1 r2", "b1 b2", "y1 y2"], "r8", talon="g9")

    events = game.play("r1")

    assert brief(events) == ["play 0 r1", "mau_missed 0 #1", "penalty 0 g9 #1 /1"]
    assert hand(game, 0) == "g9 r2"


def test_calling_mau_costs_nothing_and_the_last_card_ends_the_game() -> None:
    game = load(["r1 r2", "b1 b2 g5", "y1 y2 W"], "r8")
    game.play("r1!")
    game.play("draw")
    game.play("draw")

    assert legal(game) == ["draw", "r2"]
    game.play("r2")

    assert game.result is not None
    assert game.result.winners == (0,)


def test_a_special_card_as_the_last_card_has_no_effect() -> None:
    game = load(["r+4", "b1 b2", "y1 y2"], "r8", mau=[0])

    events = game.play("r+4")

    assert brief(events)[-1] == "round_over 0 #3"
    assert hand(game, 1) == "b1 b2"


def test_auto_call_offers_only_the_called_play() -> None:
    game = load(["r1 r2", "b1 b2", "y1 y2"], "r8", options={"auto_call": True})
    assert legal(game) == ["draw", "r1!", "r2!"]

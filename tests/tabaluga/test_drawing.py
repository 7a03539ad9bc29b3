"""docs/rules.md §2: draw one card and the turn ends, even if it fits; `voluntary_draw`."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.support.shedding_positions import brief, hand, legal
from tests.tabaluga.helpers import load


def test_the_turn_ends_after_drawing_even_if_the_card_fits() -> None:
    game = load(["g1 g2", "b1 b2", "y1 y2"], "r8", talon="r5")

    events = game.play("draw")

    assert brief(events) == ["draw 0 r5 #1"]
    assert hand(game, 0) == "g1 g2 r5"
    assert (game.to_move, game.phase) == (1, "play")


def test_drawing_is_allowed_while_holding_a_playable_card() -> None:
    """`voluntary_draw` (default on)."""
    game = load(["r1 g2 g3", "b1 b2", "y1 y2"], "r8")

    assert legal(game) == ["draw", "r1"]


def test_without_voluntary_draw_a_playable_card_must_be_played() -> None:
    game = load(["r1 g2 g3", "b1 b2", "y1 y2"], "r8", options={"voluntary_draw": False})

    assert legal(game) == ["r1"]
    with pytest.raises(IllegalActionError, match="voluntary_draw is off"):
        game.play("draw")

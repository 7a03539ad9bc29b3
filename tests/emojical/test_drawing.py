"""docs/rules.md §3 drawing: `voluntary_draw` (default off); a drawn card that fits may be
played at once, else the next player moves."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.emojical.helpers import load
from tests.support.shedding_positions import brief, legal


def test_a_player_who_can_play_may_not_draw() -> None:
    game = load(["y:smile b:sad p:cool", "g:wink g:laugh g:cool"], "y:wink")

    assert legal(game) == ["y:smile"]
    with pytest.raises(IllegalActionError, match="voluntary_draw is off"):
        game.play("draw")


def test_with_voluntary_draw_drawing_is_allowed() -> None:
    game = load(["y:smile b:sad p:cool", "g:wink g:laugh g:cool"], "y:wink",
                options={"voluntary_draw": True})

    assert legal(game) == ["draw", "y:smile"]


def test_a_drawn_card_that_fits_may_be_played() -> None:
    game = load(["b:sad p:cool g:sad", "g:wink g:laugh g:cool"], "y:wink", talon="y:angry")

    events = game.play("draw")
    assert brief(events) == ["draw 0 y:angry #1"]
    assert (game.to_move, game.phase, legal(game)) == (0, "after_draw", ["pass", "y:angry"])

    game.play("y:angry")
    assert game.to_move == 1


def test_a_drawn_card_that_does_not_fit_ends_the_turn() -> None:
    game = load(["b:sad p:cool g:sad", "g:wink g:laugh g:cool"], "y:wink", talon="p:angry")

    game.play("draw")

    assert (game.to_move, game.phase) == (1, "play")

"""docs/rules.md §2 special cards: Richtung wechseln, Nimm 2, Nimm 4, STOP, Farbwechsel."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.support.shedding_positions import brief, hand, legal
from tests.tabaluga.helpers import load


def test_richtung_wechseln_flips_the_direction() -> None:
    game = load(["rR g1 g2", "b1 b2", "y1 y2", "g5 g6"], "r8")

    events = game.play("rR")

    assert brief(events) == ["play 0 rR", "reversed 0"]
    assert (game.to_move, game.direction) == (3, -1)


def test_richtung_wechseln_with_two_players_gives_the_other_the_turn() -> None:
    game = load(["rR g1 g2", "b1 b2"], "r8")
    game.play("rR")
    assert game.to_move == 1


def test_nimm_2_makes_the_next_draw_two_and_sit_out() -> None:
    game = load(["r+2 g1 g2", "b1 r2 W", "y1 y2"], "r8", talon="g7 g8")

    game.play("r+2")
    assert (game.to_move, game.phase, legal(game)) == (1, "penalty", ["take"])

    events = game.play("take")
    assert brief(events) == ["penalty 1 g7 g8 #2 /2"]
    assert hand(game, 1) == "W b1 g7 g8 r2"
    assert game.to_move == 2


def test_nimm_2_stacks_in_any_colour_2_4_6() -> None:
    game = load(["r+2 g1 g2", "b+2 b1 b3", "g+2 y2 y3", "y5 y6"], "r8", talon="g3 g4 g5 g6 g7 g8")

    game.play("r+2")
    assert legal(game) == ["b+2", "take"]
    game.play("b+2")
    game.play("g+2")
    assert (game.to_move, game.pending) == (3, 6)
    game.play("take")
    assert len(hand(game, 3).split()) == 8
    assert game.to_move == 0


def test_no_farbwechsel_while_facing_nimm_2() -> None:
    """[I-26]: only a Nimm 2 answers; the Farbwechsel is barred."""
    game = load(["r+2 g1 g2", "W b1", "y1 y2"], "r8")
    game.play("r+2")

    with pytest.raises(IllegalActionError, match="only a draw card counters it"):
        game.play("W/g")


def test_nimm_4_draws_four_at_once_without_counter() -> None:
    game = load(["r+4 g1 g2", "b+4 b1", "y1 y2"], "r8", talon="g3 g4 g5 g6")

    events = game.play("r+4")

    assert brief(events) == ["play 0 r+4", "penalty 1 g3 g4 g5 g6 #4 /4"]
    assert hand(game, 1) == "b+4 b1 g3 g4 g5 g6"
    assert (game.to_move, game.phase) == (2, "play")


def test_stop_leaves_the_next_player_out() -> None:
    game = load(["rS g1 g2", "b1 b2", "y1 y2"], "r8")

    events = game.play("rS")

    assert brief(events) == ["play 0 rS", "skipped 1"]
    assert game.to_move == 2

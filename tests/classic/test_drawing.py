"""docs/rules.md §1 drawing: `voluntary_draw` and `play_after_draw` [I-7]."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.classic.helpers import brief, expected, legal, load, state


def test_voluntary_draw_on_allows_drawing_while_a_card_fits() -> None:
    """§1 `voluntary_draw` (default on): drawing is always allowed."""
    game = load(["8H QC QD", "8S 9S KD", "TC TD TS"], "KH", talon="AS")
    assert legal(game) == ["8H", "draw"]

    events = game.play("draw")

    assert brief(events) == ["draw 0 AS #1"]
    assert state(game) == expected(hands=["8H QC QD AS", "8S 9S KD", "TC TD TS"], top="KH",
                                   to_move=1)


def test_voluntary_draw_off_forbids_drawing_while_a_card_fits() -> None:
    """§1 `voluntary_draw` off: who can play must play; who cannot still draws."""
    options = {"voluntary_draw": False}
    game = load(["8H QC QD", "8S 9S KD", "TC TD TS"], "KH", talon="AS", options=options)
    assert legal(game) == ["8H"]

    game = load(["8C QC QD", "8S 9S KD", "TC TD TS"], "KH", talon="AS", options=options)
    assert legal(game) == ["draw"]


def test_a_drawn_card_that_fits_may_be_played_at_once() -> None:
    """[I-7] `play_after_draw` on: only the drawn card may be played, or the player passes
    (the 8H that fitted before drawing is no longer offered)."""
    game = load(["8H QC QD", "8S 9S KD", "TC TD TS"], "KH", talon="AH")
    events = game.play("draw")

    assert brief(events) == ["draw 0 AH #1"]
    assert state(game) == expected(hands=["8H QC QD AH", "8S 9S KD", "TC TD TS"], top="KH",
                                   to_move=0, phase="after_draw")
    assert legal(game) == ["AH", "pass"]
    before = game.to_position()
    with pytest.raises(IllegalActionError, match="only the drawn card AH may be played"):
        game.play("8H")
    assert game.to_position() == before

    events = game.play("AH")

    assert brief(events) == ["play 0 AH"]
    assert state(game) == expected(hands=["8H QC QD", "8S 9S KD", "TC TD TS"], top="AH",
                                   to_move=1)


def test_a_drawn_card_may_be_kept_by_passing() -> None:
    """[I-7]: pass ends the turn with the drawn card in hand."""
    game = load(["8H QC QD", "8S 9S KD", "TC TD TS"], "KH", talon="AH")
    game.play("draw")

    events = game.play("pass")

    assert brief(events) == ["pass 0"]
    assert state(game) == expected(hands=["8H QC QD AH", "8S 9S KD", "TC TD TS"], top="KH",
                                   to_move=1)


def test_a_drawn_wish_card_may_be_played_with_a_wish() -> None:
    """[I-7]: the drawn card plays as it would from the hand, wish included."""
    game = load(["8C QC QD", "8S 9S KD", "TC TD TS"], "KH", talon="JD")
    game.play("draw")

    assert legal(game) == ["JD/C", "JD/D", "JD/H", "JD/S", "pass"]


def test_a_drawn_card_that_does_not_fit_ends_the_turn() -> None:
    """[I-7]: "else the turn ends"."""
    game = load(["8C QC QD", "8S 9S KD", "TC TD TS"], "KH", talon="AS")
    game.play("draw")

    assert state(game) == expected(hands=["8C QC QD AS", "8S 9S KD", "TC TD TS"], top="KH",
                                   to_move=1)


def test_play_after_draw_off_ends_the_turn_even_if_the_drawn_card_fits() -> None:
    """[I-7] `play_after_draw` off."""
    game = load(["8C QC QD", "8S 9S KD", "TC TD TS"], "KH", talon="AH",
                options={"play_after_draw": False})
    events = game.play("draw")

    assert brief(events) == ["draw 0 AH #1"]
    assert state(game) == expected(hands=["8C QC QD AH", "8S 9S KD", "TC TD TS"], top="KH",
                                   to_move=1)


def test_a_drawn_wish_card_that_may_not_follow_a_wish_ends_the_turn() -> None:
    """[I-7] with `wish_on_wish` off: the drawn Jack does not fit the wish in force."""
    game = load(["AD AC", "8C QC QD", "TC TD TS"], "JC", talon="JS", to_move=1, wish="S",
                options={"wish_on_wish": False})
    game.play("draw")

    assert state(game) == expected(hands=["AD AC", "8C QC QD JS", "TC TD TS"], top="JC",
                                   to_move=2, wish="S")

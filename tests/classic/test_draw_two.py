"""docs/rules.md §1 draw two (the 7): [I-8], stacking, `play_after_penalty`, and [I-26]."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.classic.helpers import brief, expected, legal, load, state


def test_the_next_player_draws_two_and_the_turn_ends() -> None:
    """[I-8]: after drawing the penalty the victim's turn ends."""
    game = load(["7H QC QD", "8S 9S KD", "TH TC TS"], "KH", talon="AS AD AC")
    events = game.play("7H")

    assert brief(events) == ["play 0 7H"]
    assert state(game) == expected(hands=["QC QD", "8S 9S KD", "TH TC TS"], top="7H",
                                   to_move=1, phase="penalty", pending=2)
    assert legal(game) == ["take"]

    events = game.play("take")

    assert brief(events) == ["penalty 1 AS AD #2 /2"]
    assert state(game) == expected(hands=["QC QD", "8S 9S KD AS AD", "TH TC TS"], top="7H",
                                   to_move=2)
    assert legal(game) == ["TH", "draw"]


def test_draw_two_cards_stack_and_the_last_player_draws_the_sum() -> None:
    """§1 draw two: another 7 passes on 2 more (4, 6, ...); the last one draws the sum."""
    game = load(["7H QC QD", "7S 9S KD", "7C TC TS"], "KH", talon="AS AD AC AH KS KC 8D")
    game.play("7H")
    assert legal(game) == ["7S", "take"]

    game.play("7S")
    assert state(game) == expected(hands=["QC QD", "9S KD", "7C TC TS"], top="7S",
                                   to_move=2, phase="penalty", pending=4)
    assert legal(game) == ["7C", "take"]

    game.play("7C")
    assert state(game) == expected(hands=["QC QD", "9S KD", "TC TS"], top="7C",
                                   to_move=0, phase="penalty", pending=6)
    assert legal(game) == ["take"]

    events = game.play("take")

    assert brief(events) == ["penalty 0 AS AD AC AH KS KC #6 /6"]
    assert state(game) == expected(hands=["QC QD AS AD AC AH KS KC", "9S KD", "TC TS"],
                                   top="7C", to_move=1)


def test_the_victim_may_take_the_penalty_while_holding_a_draw_two_card() -> None:
    """§1 draw two: stacking is a choice, not a duty."""
    game = load(["7H QC QD", "7S 9S KD", "TH TC TS"], "KH", talon="AS AD")
    game.play("7H")

    game.play("take")

    assert state(game) == expected(hands=["QC QD", "7S 9S KD AS AD", "TH TC TS"], top="7H",
                                   to_move=2)


def test_play_after_penalty_lets_the_victim_play_on_after_drawing() -> None:
    """[I-8] option `play_after_penalty` on: the victim draws, then takes a normal turn."""
    game = load(["7H QC QD", "8S 9H KD", "TH TC TS"], "KH", talon="AS AD",
                options={"play_after_penalty": True})
    game.play("7H")

    events = game.play("take")

    assert brief(events) == ["penalty 1 AS AD #2 /2"]
    assert state(game) == expected(hands=["QC QD", "8S 9H KD AS AD", "TH TC TS"], top="7H",
                                   to_move=1)
    assert legal(game) == ["9H", "draw"]

    game.play("9H")
    assert state(game)["top"] == "9H"


def test_no_other_card_may_answer_a_pending_draw_penalty() -> None:
    """[I-26]: facing a draw penalty only a draw-two card or taking it is legal; a wish
    card, a card of the suit, a joker or a voluntary draw are refused."""
    game = load(["AD", "JD 8H 7S KH X", "TC TS"], "7H", to_move=1, phase="penalty",
                pending_draw=2, options={"jokers": 1})
    assert legal(game) == ["7S", "take"]

    before = game.to_position()
    for text in ("JD/H", "8H", "KH", "X"):
        with pytest.raises(IllegalActionError, match=r"only a draw card counters it \[I-26\]"):
            game.play(text)
    with pytest.raises(IllegalActionError, match="you face 2 cards to draw"):
        game.play("draw")
    assert game.to_position() == before

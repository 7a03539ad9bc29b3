"""docs/rules.md §1 skip (the 8) with `skip_can_be_countered`, and reverse (the 9) [I-9]."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.classic.helpers import brief, expected, legal, load, state


def test_skip_makes_the_next_player_sit_out() -> None:
    """[D-10] §1 skip: the next player sits out one turn."""
    game = load(["8H QC QD", "8S 9S KD", "TH TC TS"], "KH")
    events = game.play("8H")

    assert brief(events) == ["play 0 8H", "skipped 1"]
    assert state(game) == expected(hands=["QC QD", "8S 9S KD", "TH TC TS"], top="8H",
                                   to_move=2)


def test_skip_with_two_players_gives_the_player_another_turn() -> None:
    """§1 skip with 2 players: the skipped seat is the only other one."""
    game = load(["8H QC QD", "8S 9S KD"], "KH")
    events = game.play("8H")

    assert brief(events) == ["play 0 8H", "skipped 1"]
    assert state(game) == expected(hands=["QC QD", "8S 9S KD"], top="8H", to_move=0)


def test_a_countered_skip_passes_on_until_someone_takes_it() -> None:
    """§1 `skip_can_be_countered` on: the skipped player may pass the skip on with a skip
    card, or take it and sit out."""
    options = {"skip_can_be_countered": True}
    game = load(["8H QC QD", "8S 9H KD", "TH TC TS"], "KH", options=options)
    events = game.play("8H")

    assert brief(events) == ["play 0 8H"]
    assert state(game) == expected(hands=["QC QD", "8S 9H KD", "TH TC TS"], top="8H",
                                   to_move=1, phase="skip")
    assert legal(game) == ["8S", "take"]

    game.play("8S")
    assert state(game) == expected(hands=["QC QD", "9H KD", "TH TC TS"], top="8S",
                                   to_move=2, phase="skip")
    assert legal(game) == ["take"]

    events = game.play("take")

    assert brief(events) == ["skipped 2"]
    assert state(game) == expected(hands=["QC QD", "9H KD", "TH TC TS"], top="8S", to_move=0)


def test_no_other_card_may_answer_a_pending_skip() -> None:
    """[I-26]: a skipped player counters with a skip card or sits out; nothing else."""
    game = load(["AD", "9H JD KH", "TC TS"], "8H", to_move=1, phase="skip",
                options={"skip_can_be_countered": True})
    assert legal(game) == ["take"]

    before = game.to_position()
    with pytest.raises(IllegalActionError, match=r"only a skip card passes it on \[I-26\]"):
        game.play("9H")
    with pytest.raises(IllegalActionError, match="you are skipped"):
        game.play("draw")
    assert game.to_position() == before


def test_reverse_flips_the_direction_and_the_previous_player_moves_next() -> None:
    """§1 reverse: with 4 players seat 1's 9 hands the turn back to seat 0."""
    game = load(["AD AC AS", "9H QC QD", "TH TC TS", "KS KD KC"], "KH", to_move=1)
    events = game.play("9H")

    assert brief(events) == ["play 1 9H", "reversed 1"]
    assert state(game) == expected(hands=["AD AC AS", "QC QD", "TH TC TS", "KS KD KC"],
                                   top="9H", to_move=0, direction=-1)

    game.play("draw")
    assert state(game)["to_move"] == 3


def test_a_second_reverse_restores_clockwise_play() -> None:
    """§1 reverse: each 9 flips the direction again."""
    game = load(["AD AC AS", "9H QC QD", "TH TC TS", "9S KD KC"], "KS", to_move=3,
                direction=-1)
    game.play("9S")

    assert state(game) == expected(hands=["AD AC AS", "9H QC QD", "TH TC TS", "KD KC"],
                                   top="9S", to_move=0)


def test_reverse_with_two_players_lets_the_other_player_move_next() -> None:
    """[I-9]: with 2 players the other player moves next as usual."""
    game = load(["9H QC QD", "8S 9S KD"], "KH")
    events = game.play("9H")

    assert brief(events) == ["play 0 9H", "reversed 0"]
    assert state(game) == expected(hands=["QC QD", "8S 9S KD"], top="9H", to_move=1,
                                   direction=-1)

    game.play("9S")
    assert state(game) == expected(hands=["QC QD", "8S KD"], top="9S", to_move=0)

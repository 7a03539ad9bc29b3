"""Common rules [I-4]: reshuffling an empty talon, forfeited draws, and the engine's
blocked-round rule."""

from __future__ import annotations

from typing import Any

from tests.classic.helpers import (
    brief,
    expected,
    hand_of,
    legal,
    load,
    loaded,
    position,
    state,
)

NO_PLAY_AFTER_DRAW = {"play_after_draw": False}


def reshuffle_position() -> dict[str, Any]:
    """Talon empty; every unnamed card lies under the discard pile's top KH."""
    return position(["AS AC QS", "TC 9C 8C"], "KH", rest="discard", options=NO_PLAY_AFTER_DRAW)


def test_an_empty_talon_is_refilled_from_the_discard_pile_but_its_top() -> None:
    """[I-4]: the discard pile except its top becomes the new talon, shuffled."""
    game = loaded(reshuffle_position())
    under = game.to_position()["discard"][:-1]

    events = game.play("draw")

    after = game.to_position()
    drawn = after["hands"][0][-1]
    assert brief(events) == [f"reshuffle #{len(under)}", f"draw 0 {drawn} #1"]
    assert drawn in under
    assert after["discard"] == ["KH"]
    assert sorted([*after["talon"], drawn]) == sorted(under)
    assert state(game) == expected(hands=[f"AS AC QS {drawn}", "TC 9C 8C"], top="KH",
                                   to_move=1)


def test_the_reshuffle_comes_from_the_seeded_generator() -> None:
    """[I-2] with [I-4]: the same position reshuffles the same way every time."""
    first = loaded(reshuffle_position())
    second = loaded(reshuffle_position())
    first.play("draw")
    second.play("draw")
    assert first.to_position() == second.to_position()
    assert first.to_position()["chance"] == 2


def test_with_nothing_to_reshuffle_the_draw_is_forfeited() -> None:
    """[I-4]: talon empty, only the top on the discard pile: nothing is drawn."""
    game = load(["AS AC QS", "TC 9C 8C"], "KH", rest=1)
    hand_one = hand_of(game, 1)
    assert legal(game) == ["draw"]

    events = game.play("draw")

    assert brief(events) == ["forfeit 0 #1"]
    assert state(game) == expected(hands=["AS AC QS", hand_one], top="KH", to_move=1)


def test_the_rest_of_a_penalty_that_cannot_be_drawn_is_forfeited() -> None:
    """[I-4]: of 2 penalty cards only the talon's last one can be drawn."""
    game = load(["AD AC AS", "8S 9S KD", "TC TD TS"], "7H", talon="QS", rest=2, to_move=1,
                phase="penalty", pending_draw=2)
    hand_two = hand_of(game, 2)

    events = game.play("take")

    assert brief(events) == ["penalty 1 QS #1 /2"]
    assert state(game) == expected(hands=["AD AC AS", "8S 9S KD QS", hand_two], top="7H",
                                   to_move=2)


def test_a_penalty_reshuffles_in_the_middle_of_drawing() -> None:
    """[I-4]: the talon runs out after one card; the discard pile refills it."""
    game = load(["AD AC AS", "8S 9S KD", "TC TD TS"], "7H", talon="QS", rest="discard",
                to_move=1, phase="penalty", pending_draw=2)
    under = game.to_position()["discard"][:-1]

    events = game.play("take")

    second = game.to_position()["hands"][1][-1]
    assert second in under
    assert brief(events) == [f"reshuffle #{len(under)}", f"penalty 1 QS {second} #2 /2"]
    assert state(game) == expected(hands=["AD AC AS", f"8S 9S KD QS {second}", "TC TD TS"],
                                   top="7H", to_move=2)


def locked_position(stuck: int) -> dict[str, Any]:
    """Seat 1 holds one card without a Mau call, seat 0 every other card; talon empty."""
    return position(["", "QD"], "KH", rest=0, to_move=1, stuck=stuck)


def test_a_forced_forfeit_counts_towards_a_blocked_round() -> None:
    """[D-2] Engine decision: a seat that had no legal play and drew nothing is counted."""
    game = loaded(locked_position(stuck=0))
    assert legal(game) == ["draw"]

    events = game.play("draw")

    assert brief(events) == ["forfeit 1 #1"]
    assert game.to_position()["stuck"] == 1
    assert game.to_move == 0 and game.result is None


def test_when_every_seat_in_a_row_is_stuck_the_round_ends_blocked() -> None:
    """[D-2] Engine decision: every seat in a row had no legal play and could draw nothing; the
    round ends "blocked" with no winner and no points."""
    game = loaded(locked_position(stuck=1))

    events = game.play("draw")

    assert brief(events) == ["forfeit 1 #1", "round_over"]
    assert game.result is not None
    assert (game.result.winners, game.result.points, game.result.reason) == ((), (0, 0),
                                                                           "blocked")
    assert (game.to_move, game.phase, legal(game)) == (None, "over", [])


def test_a_voluntary_draw_that_finds_nothing_does_not_count_as_stuck() -> None:
    """Engine decision: only a seat without a legal play counts towards blocking."""
    game = load(["KS AC QS", "TC 9C 8C"], "KH", rest=1, stuck=1)
    assert legal(game) == ["KS", "draw"]

    game.play("draw")

    assert game.to_position()["stuck"] == 0
    assert game.result is None


def test_a_play_resets_the_count_of_stuck_seats() -> None:
    game = load(["KS AC QS", "TC 9C 8C"], "KH", rest=1, stuck=1)
    game.play("KS")
    assert game.to_position()["stuck"] == 0


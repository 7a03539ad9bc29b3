"""Resuming a Tabaluga match from a position: docs/rules.md §2 "After `games` games the lowest
total wins" counts the games played before the position too."""

from __future__ import annotations

import pytest

from maumau import Match, PositionError, Ruleset
from maumau.core.errors import MatchStateError
from tests.support.shedding_positions import first_called


def finish(match: Match) -> None:
    while match.round.result is None:
        match.apply(first_called(match.round))


def third_game() -> Match:
    match = Match(Ruleset.create("tabaluga", 3), seed=11)
    for _ in range(2):
        finish(match)
        match.next_round()
    assert match.round.index == 2
    return match


def test_a_position_saved_in_game_three_of_three_ends_the_match_after_it() -> None:
    """The testers' scenario: a round position with ``"round": 2`` and ``totals``."""
    played = third_game()
    data = played.round.to_position()
    data["totals"] = list(played.totals)
    resumed = Match.from_position(data)
    finish(resumed)
    assert resumed.is_over()
    with pytest.raises(MatchStateError):
        resumed.next_round()
    finish(played)
    assert resumed.result == played.result
    assert resumed.result is not None
    assert resumed.result.rounds == 3


def test_a_match_position_carries_the_games_played() -> None:
    played = third_game()
    data = played.to_position()
    assert data["rounds_played"] == 2
    assert data["totals"] == played.totals
    data["round"] = 0  # the count comes from rounds_played, not from the round's number
    resumed = Match.from_position(data)
    finish(resumed)
    assert resumed.is_over()


def test_rounds_played_must_be_a_whole_number() -> None:
    data = third_game().to_position()
    data["rounds_played"] = -1
    with pytest.raises(PositionError, match="'rounds_played' must be a whole number"):
        Match.from_position(data)

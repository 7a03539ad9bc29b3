"""A match of `rounds` rounds ([H-13]) and its record."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from maumau import Match, PositionError, Ruleset, replay_record
from maumau.core.results import MatchTally
from maumau.games.heuldoch.variant import HEULDOCH
from tests.heuldoch.helpers import position


def play_out(match: Match, rng: random.Random) -> None:
    while True:
        while match.round.result is None:
            match.apply(rng.choice(match.round.legal_actions()))
        if match.is_over():
            return
        match.next_round()


def test_rounds_add_up_and_the_highest_total_wins_the_match() -> None:
    match = Match(Ruleset.create("heuldoch", 4, "evening"), seed=21)
    play_out(match, random.Random(21))
    assert len(match.results) == 3
    assert match.totals == [sum(r.points[s] for r in match.results) for s in range(4)]
    result = match.result
    assert result is not None
    best = max(match.totals)
    assert result.winners == tuple(s for s in range(4) if match.totals[s] == best)
    assert [match.dealers[i] for i in range(3)] == [3, 0, 1]


def test_equal_match_totals_share_the_win() -> None:
    """[H-13], docs/rules.md §4: "still tied, all of them win"."""
    rules = Ruleset.create("heuldoch", 3)
    assert HEULDOCH.match_winners(rules, MatchTally(1, (20, 31, 31), (0, 4, 4))) == (1, 2)


def test_a_record_replays_to_the_same_match() -> None:
    match = Match(Ruleset.create("heuldoch", 5, "specials", {"rounds": 2}), seed="cry")
    play_out(match, random.Random(2))
    record = json.loads(json.dumps(match.to_record()))
    replayed = replay_record(record)
    assert replayed.to_record() == record
    assert replayed.round.to_position() == match.round.to_position()


def finished_round(options: dict[str, object] | None = None) -> dict[str, Any]:
    """A finished round of three: seat 0 alone wins it with 6 points, 4 lost to onions
    (four onions void the 4), against seat 1's 6 points with nothing lost."""
    return position(["r4 r6 ~o1 ~o2 ~o3 ~y1", "g6 ~b1", "g2"], ["", "", ""],
                    to_move=None, specials=True, discard="katapult", rest="discard",
                    options=options)


def test_a_one_round_match_goes_to_the_round_winner_by_points_lost() -> None:
    """docs/rules.md §4: "Highest total wins; a tie goes to whoever lost more points to their
    onions" — for the match as for the round."""
    match = Match.from_position(finished_round())
    round_result = match.round.result
    assert round_result is not None
    assert round_result.points == (6, 6, 2)
    assert round_result.details["points_lost"] == [4, 0, 0]
    assert round_result.winners == (0,)
    assert match.result is not None
    assert match.result.winners == (0,)


def test_over_several_rounds_the_points_lost_add_up() -> None:
    """docs/rules.md §4 over a match of `rounds` rounds ([H-13]): totals and points lost are
    sums; the tie on 16 goes to seat 1, who lost 5 to onions earlier and 0 now."""
    data = finished_round({"rounds": 2})
    data.update(round=1, totals=[10, 10, 0], points_lost=[0, 5, 0])
    match = Match.from_position(data)
    assert match.totals == [16, 16, 2]
    assert match.tiebreaks == [4, 5, 0]
    assert match.result is not None
    assert match.result.winners == (1,)
    assert match.result.rounds == 2


def test_still_tied_on_points_lost_all_of_them_win() -> None:
    """docs/rules.md §4: "still tied, all of them win"."""
    data = finished_round({"rounds": 2})
    data.update(round=1, totals=[10, 10, 0], points_lost=[0, 4, 0])
    result = Match.from_position(data).result
    assert result is not None
    assert result.winners == (0, 1)


def test_points_lost_must_list_one_number_per_seat() -> None:
    data = finished_round()
    data["points_lost"] = [1, 2]
    with pytest.raises(PositionError, match="'points_lost' must list one whole number"):
        Match.from_position(data)

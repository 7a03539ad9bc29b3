"""docs/rules.md §2 scoring: the winner notes 0, the others their hands (digits face value,
specials and Farbwechsel 10); after `games` games the lowest total wins, ties share."""

from __future__ import annotations

from maumau import Match, Ruleset
from maumau.core.results import MatchTally
from tests.support.shedding_positions import first_called
from tests.tabaluga.helpers import load


def test_the_winner_notes_zero_and_the_others_their_hands() -> None:
    game = load(["r1", "b3 W g+2", "y9 y2"], "r8", mau=[0])

    game.play("r1")

    assert game.result is not None
    assert game.result.points == (0, 23, 11)
    assert game.result.winners == (0,)


def test_the_match_lasts_games_games_and_the_lowest_total_wins() -> None:
    ruleset = Ruleset.create("tabaluga", 3, "short")
    assert ruleset["games"] == 1
    game = ruleset.game
    assert not game.match_over(ruleset, MatchTally(0, (0, 5, 9), (0, 0, 0)))
    assert game.match_over(ruleset, MatchTally(1, (0, 5, 9), (0, 0, 0)))
    assert game.match_winners(ruleset, MatchTally(1, (14, 5, 9), (0, 0, 0))) == (1,)
    assert game.match_winners(ruleset, MatchTally(1, (5, 5, 9), (0, 0, 0))) == (0, 1)


def test_a_whole_match_plays_its_games() -> None:
    match = Match(Ruleset.create("tabaluga", 2, "long"), seed=3)
    while True:
        game = match.round
        while game.result is None:
            match.apply(first_called(game))
        if match.is_over():
            break
        match.next_round()
    assert len(match.results) == 5
    assert match.result is not None
    assert min(match.totals) == match.totals[match.result.winners[0]]

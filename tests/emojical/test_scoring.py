"""docs/rules.md §3 scoring: the winner scores smileys 5, coloured actions 20, grey and Extra
50; the match ends at `target_score` (presets 250 and 750; 0: the first out wins)."""

from __future__ import annotations

from maumau import Match, Ruleset
from maumau.core.results import MatchTally, RoundResult
from tests.emojical.helpers import load
from tests.support.shedding_positions import first_called


def test_the_winner_scores_the_cards_left_in_the_other_hands() -> None:
    game = load(["y:smile", "g:sad g:+2 wish", "extra b:love"], "y:laugh", mau=[0])

    game.play("y:smile!!")

    assert game.result is not None
    assert game.result.points == (5 + 20 + 50 + 50 + 5, 0, 0)


def test_presets_set_the_target_score() -> None:
    assert [Ruleset.create("emojical", 3, preset)["target_score"]
            for preset in ("standard", "short", "long")] == [500, 250, 750]


def test_the_match_ends_when_a_total_reaches_the_target() -> None:
    rules = Ruleset.create("emojical", 3, "short")
    won = RoundResult((0,), (240, 0, 0), "out")
    zeros = (0, 0, 0)
    assert not rules.game.match_over(rules, MatchTally(1, (240, 0, 0), zeros, won))
    assert rules.game.match_over(rules, MatchTally(1, (250, 0, 0), zeros, won))
    assert rules.game.match_winners(rules, MatchTally(1, (250, 30, 0), zeros, won)) == (0,)


def test_without_scoring_the_first_out_wins_the_match() -> None:
    rules = Ruleset.create("emojical", 3, None, {"target_score": 0})
    match = Match(rules, seed=5)
    game = match.round
    while game.result is None:
        match.apply(first_called(game))
    assert match.is_over()
    assert match.result is not None and match.result.winners == game.result.winners

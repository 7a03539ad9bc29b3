"""The search bot's playouts (bots/rollout.py): what a finished playout is worth."""

from __future__ import annotations

import random

import pytest

from maumau import Match, Ruleset
from maumau.bots.rollout import LOSS_WEIGHT, play_out
from maumau.variants.shedding import SheddingRound
from maumau.variants.shedding_variant import SheddingVariant


@pytest.mark.parametrize(("variant", "preset", "options", "matter"), [
    ("classic", "single", {}, False),
    ("classic", "standard", {}, True),
    ("tabaluga", "short", {}, False),
    ("tabaluga", "standard", {}, True),
    ("emojical", None, {"target_score": 0}, False),
    ("emojical", None, {"target_score": 250}, True),
])
def test_points_matter_only_in_a_match_that_counts_them(
        variant: str, preset: str | None, options: dict[str, object], matter: bool) -> None:
    ruleset = Ruleset.create(variant, 4, preset, options)
    game = ruleset.game
    assert isinstance(game, SheddingVariant)
    assert game.match.points_matter(ruleset) is matter


def lost_playout(preset: str) -> tuple[float, SheddingRound]:
    """A Tabaluga playout from a fixed deal that seat 0 loses, and its reward."""
    for seed in range(50):
        game = Match(Ruleset.create("tabaluga", 4, preset), seed).round
        assert isinstance(game, SheddingRound)
        reward = play_out(game, 0, random.Random(seed))
        assert game.result is not None
        if 0 not in game.result.winners and game.result.winners:
            return reward, game
    pytest.fail("seat 0 won every playout")


def test_a_lost_playout_costs_its_points_only_where_points_count() -> None:
    """In one game the loser's hand changes nothing: only going out first counts, so the
    search must not trade a better chance of going out for fewer points in hand."""
    single, game = lost_playout("short")
    assert single == 0.0
    several, again = lost_playout("standard")
    assert again.hands == game.hands  # the same deal and playout, only the match differs
    worth = sum(game.rules.points[card] for card in game.hands[0])
    assert several == pytest.approx(-LOSS_WEIGHT * min(1.0, worth / 60.0))
    assert several < 0.0

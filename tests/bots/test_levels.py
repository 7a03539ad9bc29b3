"""The rule-based levels of every game (bots/easy.py, bots/medium.py): the factories,
legal and deterministic play over random rounds of every variant, player count and option
set."""

from __future__ import annotations

import random

import pytest

from maumau import Match, RulesetError
from maumau.bots import make_bot
from maumau.core.variant import find_variant
from tests.support.rulesets import player_counts, random_options, variant_names

ACTION_LIMIT = 600


def play_round(kind: str, variant: str, players: int, seed: int) -> list[str]:
    """One round of random options, the bot of ``kind`` in every other seat and random
    players between; every choice must be one of the view's legal actions."""
    rng = random.Random(f"{kind}:{variant}:{players}:{seed}")
    ruleset = random_options(variant, players, rng).build()
    bots = [make_bot(kind if seat % 2 == 0 else "random", variant) for seat in range(players)]
    match = Match(ruleset, seed)
    game = match.round
    chosen: list[str] = []
    while game.result is None and len(chosen) < ACTION_LIMIT:
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        action = bots[seat].choose(view, rng)
        assert any(action is legal for legal in view.legal_actions), (
            f"{bots[seat].name} chose {action} in {ruleset.to_dict()}, seed {seed}")
        match.apply(action)
        chosen.append(str(action))
    return chosen


LEVELS = {"easy": lambda variant: find_variant(variant).bot("easy"),
          "medium": lambda variant: find_variant(variant).bot("medium")}
CASES = [(level, variant, players) for level in LEVELS for variant in variant_names()
         for players in player_counts(variant)]


@pytest.mark.parametrize(("level", "variant", "players"), CASES)
def test_a_level_plays_only_legal_actions(level: str, variant: str, players: int) -> None:
    for seed in range(4):
        assert play_round(level, variant, players, seed)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant", variant_names())
def test_a_level_is_deterministic_for_a_seed(level: str, variant: str) -> None:
    assert play_round(level, variant, 4, 7) == play_round(level, variant, 4, 7)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant", variant_names())
def test_a_level_has_a_name_and_is_registered(level: str, variant: str) -> None:
    made = LEVELS[level](variant)
    assert made is not None
    assert made.name == level
    assert make_bot(level, variant).name == level


@pytest.mark.parametrize("level", LEVELS)
def test_an_unknown_game_has_no_bot_of_a_level(level: str) -> None:
    with pytest.raises(RulesetError, match="skat"):
        LEVELS[level]("skat")

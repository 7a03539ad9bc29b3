"""Shared setups of the learning-environment tests: tables of each game, random play."""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from maumau.core.errors import RulesetError
from maumau.core.variant import all_variants, find_variant
from maumau.rl import MauMauEnv, catalogue

VARIANTS = ("classic", "tabaluga", "emojical", "heuldoch")


def player_counts(variant: str) -> list[int]:
    """2 (or the game's minimum), 4 and the game's maximum."""
    game = find_variant(variant)
    return sorted({max(2, game.min_players), 4, game.max_players})


TABLES = [(variant, players) for variant in VARIANTS for players in player_counts(variant)]


def learning_games() -> list[str]:
    """Every registered game (a plug-in's included) that has a learning environment."""
    names = []
    for game in all_variants():
        try:
            catalogue(game.name)
        except RulesetError:
            continue
        names.append(game.name)
    return sorted(names)


EVERY_TABLE = [(variant, players) for variant in learning_games()
               for players in player_counts(variant)]
"""TABLES for every game with a learning environment, plug-ins' included."""


def random_index(observation: dict[str, Any], rng: random.Random) -> int:
    """A uniformly random index among the mask's ones."""
    legal = np.flatnonzero(observation["action_mask"])
    assert len(legal) > 0, "the agent to move has no legal action"
    return int(rng.choice(legal.tolist()))


def play_episode(env: MauMauEnv, rng: random.Random) -> int:
    """Play one episode of random masked actions to its end; the number of actions."""
    actions = 0
    for agent in env.agent_iter():
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        assert agent == env.agent_selection
        env.step(random_index(observation, rng))
        actions += 1
    return actions

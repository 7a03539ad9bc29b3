"""Random masked play never yields an illegal action: over 2,000 rounds of each game
(under several rulesets and player counts) every index the mask allows is accepted by
the engine, and the mask allows exactly the engine's legal actions [I-5]."""

from __future__ import annotations

import random

import numpy as np
import pytest

import maumau.rl as rl
from maumau.core.round import Round
from tests.rl.helpers import random_index

ROUNDS = 2000

# Rulesets that together use every kind of action of a game: wishes with and without a
# joker, jokers' plain plays, calls and penalties, throw-ins, swaps and Zocken, Heul
# doch!'s special cards. Short rounds (no voluntary draw) keep the test fast.
RULESETS: dict[str, list[tuple[int, dict[str, object]]]] = {
    "classic": [
        (4, {"voluntary_draw": False}),
        (2, {"voluntary_draw": False, "jokers": 2, "mau_penalty_cards": 2,
             "skip_can_be_countered": True, "play_after_penalty": True}),
        (6, {"voluntary_draw": False, "draw_n_rank": "Q", "wish_rank": "A",
             "wish_on_wish": False, "auto_call": True, "hand_size": 4}),
        (3, {"voluntary_draw": False, "decks": 2, "jokers": 3, "draw_two_rank": "none"}),
    ],
    "tabaluga": [(4, {"voluntary_draw": False}), (2, {"voluntary_draw": False}),
                 (6, {"voluntary_draw": False, "auto_call": True})],
    "emojical": [(4, {}), (2, {"extra_card": "pass_hands"}), (10, {"extra_card": "removed"}),
                 (3, {"auto_call": True})],
    "heuldoch": [(3, {"special_cards": True}), (4, {}),
                 (6, {"special_cards": True, "show_onion_counts": False}),
                 (5, {"first_player": "2"})],
}


def _engine_legal(game: Round, space_size: int, variant: str) -> np.ndarray:
    mask = np.zeros(space_size, np.int8)
    for action in game.legal_actions():
        mask[rl.action_to_index(variant, action)] = 1
    return mask


@pytest.mark.parametrize("variant", sorted(RULESETS))
def test_random_masked_play_never_yields_an_illegal_action(variant: str) -> None:
    rng = random.Random(f"random-play:{variant}")
    tables = [rl.env(variant, players, options=options, max_actions=100_000)
              for players, options in RULESETS[variant]]
    size = len(rl.catalogue(variant))
    rounds = actions = 0
    while rounds < ROUNDS:
        env = tables[rounds % len(tables)]
        env.reset(seed=rounds)
        for agent in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                assert not truncated
                env.step(None)
                continue
            mask = observation["action_mask"]
            if actions % 7 == 0:  # the mask is the engine's legal actions, no more, no less
                game = env.table.current.round
                assert env.possible_agents[game.to_move or 0] == agent
                assert np.array_equal(mask, _engine_legal(game, size, variant))
            env.step(random_index(observation, rng))  # raises if the engine refused it
            actions += 1
        rounds += 1
    assert rounds == ROUNDS

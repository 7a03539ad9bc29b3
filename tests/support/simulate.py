"""Seeded matches between bots with every invariant checked after every action."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

from maumau import Match, Ruleset
from tests.support.invariants import InvariantChecker
from tests.support.play import bot_action, table_of_bots

MAX_ACTIONS_PER_ROUND = 500
"""A round still running after this many actions is cut there, and its match with it.

Random play can grow hands and rounds for thousands of actions (two-player Tabaluga), and
each check reads every seat's view, whose event list grows with the round: checking such
a round would cost quadratic time. The cut round is still checked: its record, ending in
an unfinished round, must replay to the same position.
"""

BOT_KINDS = ("random", "simple")


def simulate(ruleset: Ruleset, seed: int, max_rounds: int,
             kinds: Sequence[str] = BOT_KINDS) -> Match:
    """Play up to ``max_rounds`` rounds of a match, checking invariants after each action.

    Every failure message names the seed and the whole ruleset, so it can be replayed.
    """
    rng = random.Random(f"sim:{seed}")
    where = f"seed {seed}, ruleset {json.dumps(ruleset.to_dict())}"
    bots = table_of_bots(ruleset.variant, ruleset.players, rng, kinds)
    match = Match(ruleset, seed)
    actions = 0
    try:
        while True:
            checker = InvariantChecker(f"{where}, round {match.round_index}", rng)
            game = match.round
            checker.check_debug_view(game)
            checker.check(game, 0)
            actions = 0
            while game.result is None and actions < MAX_ACTIONS_PER_ROUND:
                match.apply(bot_action(bots, game, rng))
                actions += 1
                checker.check(game, actions)
            checker.check_debug_view(game)
            if game.result is None or match.is_over() or len(match.results) >= max_rounds:
                break
            match.next_round()
        InvariantChecker(where, rng).check_replay(match)
    except Exception as error:
        error.add_note(f"while simulating {where}, round {match.round_index}, action {actions}")
        raise
    return match


def simulate_rounds(ruleset: Ruleset, rounds: int, first_seed: int,
                    max_rounds_per_match: int) -> int:
    """Play matches from consecutive seeds until ``rounds`` rounds are done (finished or
    cut); return how many were played."""
    played = 0
    seed = first_seed
    while played < rounds:
        match = simulate(ruleset, seed, min(max_rounds_per_match, rounds - played))
        played += len(match.actions)
        seed += 1
    return played

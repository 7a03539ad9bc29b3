"""The only source of randomness in the rules core [I-2].

Every chance event of a round (the deal, a reshuffle, a random gift) draws from a fresh
generator derived from the game's seed, the round number and a running counter. So a seed
plus the list of actions replays a game exactly, and a saved position needs only the
counter to go on exactly as the original would have.
"""

from __future__ import annotations

import random

Seed = int | str


def chance_rng(seed: Seed, round_index: int, counter: int) -> random.Random:
    """The generator for the ``counter``-th chance event of round ``round_index``."""
    return random.Random(f"maumau:{seed}:{round_index}:{counter}")

"""The only source of randomness in the rules core [I-2].

Every chance event of a round (the deal, a reshuffle, a random gift) draws from a fresh
generator derived from the game's seed, the round number and a running counter. So a seed
plus the list of actions replays a game exactly, and a saved position needs only the
counter to go on exactly as the original would have.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

__all__ = [
    "Seed",
    "chance_rng",
    "shuffle",
]

Seed = int | str


def chance_rng(seed: Seed, round_index: int, counter: int) -> random.Random:
    """The generator for the ``counter``-th chance event of round ``round_index``."""
    return random.Random(f"maumau:{seed}:{round_index}:{counter}")


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does (Fisher-Yates from
    the end; each index drawn with ``getrandbits`` of the range's bit length, drawn again
    while out of range). Written out so that the order is this project's, whatever a
    later Python does, and so that the compiled build (``make compiled``) runs it in C."""
    getrandbits = rng.getrandbits
    for i, bound, bits in _steps(len(items)):
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


@lru_cache(maxsize=1024)
def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The steps of a shuffle of ``size`` items: each index from the end down to 1, the
    bound of its draw and the bound's bit length (worked out once per size: a deal and
    every reshuffle shuffle one of a few sizes)."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))

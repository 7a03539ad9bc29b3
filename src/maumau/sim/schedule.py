"""Duplicate deals: which line-up sits where for which deal, and how the work is split.

Every deal seed is played once under each distinct rotation of the line-up over the
seats, so each bot gets each seat's cards equally often and the luck of the deal cancels
out of comparisons between bots. A rotation that seats every bot where another rotation
already did (``random,random,random,random`` has only one) is played once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from maumau.core.chance import Seed

__all__ = [
    "Assignment",
    "assignments",
    "bot_seed",
    "chunks",
    "deal_count",
    "deal_seed",
    "rotations",
]


@dataclass(frozen=True)
class Assignment:
    """One game of the schedule: a deal and the rotation that seats the bots."""

    deal: int
    rotation: int
    seats: tuple[str, ...]
    """The bot name at each seat."""


def rotations(lineup: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The distinct rotations of the line-up: rotation ``r`` seats ``lineup[i]`` at seat
    ``(i + r) % players``."""
    return _rotations(tuple(lineup))


@cache
def _rotations(lineup: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """:func:`rotations`, found once per line-up (the simulator asks for every deal)."""
    players = len(lineup)
    found: list[tuple[str, ...]] = []
    for shift in range(players):
        seated = tuple(lineup[(seat - shift) % players] for seat in range(players))
        if seated in found:
            break  # rotations repeat with the line-up's period
        found.append(seated)
    return tuple(found)


def deal_count(games: int, rotation_count: int) -> int:
    """Deals needed for at least ``games`` games (every deal is played in every rotation)."""
    if games < 1:
        raise ValueError(f"the number of games must be at least 1, not {games}")
    return -(-games // rotation_count)


def deal_seed(seed: Seed, deal: int) -> int:
    """The seed of deal number ``deal`` of a simulation seeded with ``seed``."""
    return random.Random(f"maumau-sim:{seed}:{deal}").getrandbits(63)


def bot_seed(seed: Seed, deal: int, rotation: int, seat: int) -> str:
    """The seed of the generator a bot at ``seat`` uses in one game."""
    return f"maumau-sim-bot:{seed}:{deal}:{rotation}:{seat}"


def assignments(lineup: Sequence[str], deals: Sequence[int]) -> list[Assignment]:
    """Every game of these deals: each deal in each distinct rotation."""
    seatings = rotations(lineup)
    return [Assignment(deal, rotation, seated) for deal in deals
            for rotation, seated in enumerate(seatings)]


def chunks(deals: int, jobs: int, size: int | None = None) -> list[range]:
    """The deals split into runs of whole deals for the workers: enough runs to keep every
    worker busy to the end and to show progress, few enough to keep the overhead low."""
    if size is None:
        size = max(1, min(50, deals // (max(jobs, 1) * 20)))
    return [range(start, min(start + size, deals)) for start in range(0, deals, size)]

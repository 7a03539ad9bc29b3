"""How many rounds the random simulations play, per variant.

Classic carries the weight (at least 2,000 rounds over the suite); every other registered
variant gets a smaller share, so adding a game costs seconds, not minutes.
"""

from __future__ import annotations

MAIN_VARIANT = "classic"

PRESET_ROUNDS = {MAIN_VARIANT: 60}
"""Rounds per (variant, players, preset) test; other variants get DEFAULT_PRESET_ROUNDS."""
DEFAULT_PRESET_ROUNDS = 10

OPTION_SETS = {MAIN_VARIANT: 20}
"""Random option sets per (variant, players); other variants get DEFAULT_OPTION_SETS."""
DEFAULT_OPTION_SETS = 4

OPTION_ROUNDS = {MAIN_VARIANT: 8}
"""Rounds per random option set; other variants get DEFAULT_OPTION_ROUNDS."""
DEFAULT_OPTION_ROUNDS = 4

MAX_ROUNDS_PER_MATCH = 3
"""A match is cut after this many rounds (its record then ends between rounds)."""


def preset_rounds(variant: str) -> int:
    return PRESET_ROUNDS.get(variant, DEFAULT_PRESET_ROUNDS)


def option_sets(variant: str) -> int:
    return OPTION_SETS.get(variant, DEFAULT_OPTION_SETS)


def option_rounds(variant: str) -> int:
    return OPTION_ROUNDS.get(variant, DEFAULT_OPTION_ROUNDS)

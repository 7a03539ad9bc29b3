"""Tabaluga positions: :mod:`tests.support.shedding_positions` with the variant filled in."""

from __future__ import annotations

from typing import Any

from maumau.games.shedding.round import SheddingRound
from tests.support import shedding_positions

VARIANT = "tabaluga"


def position(hands: list[str], discard: str, **fields: Any) -> dict[str, Any]:
    return shedding_positions.position(VARIANT, hands, discard, **fields)


def load(hands: list[str], discard: str, **fields: Any) -> SheddingRound:
    return shedding_positions.load(VARIANT, hands, discard, **fields)

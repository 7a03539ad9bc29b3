"""Perft: the number of legal action sequences to depth 3 from seeded deals (and from a
seeded middle game), against counts stored in ``data/perft.json``.

Regenerate (only after a deliberate rules change) with
``uv run python -m tests.heuldoch.test_perft``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from maumau import Match, Ruleset
from maumau.core.round import Round
from tests.heuldoch import reference

DATA = Path(__file__).parent / "data" / "perft.json"
CASES: list[dict[str, Any]] = [
    {"players": 3, "specials": False, "seed": 1, "warmup": 0},
    {"players": 4, "specials": False, "seed": 2, "warmup": 0},
    {"players": 5, "specials": True, "seed": 3, "warmup": 0},
    {"players": 6, "specials": True, "seed": 4, "warmup": 0},
    {"players": 4, "specials": True, "seed": 7, "warmup": 40},
    {"players": 3, "specials": False, "seed": 8, "warmup": 85},
]


def start(case: dict[str, Any]) -> Round:
    ruleset = Ruleset.create("heuldoch", case["players"], None,
                             {"special_cards": case["specials"]})
    game = Match(ruleset, case["seed"]).round
    rng = random.Random(case["seed"])
    for _ in range(case["warmup"]):
        game.apply(rng.choice(game.legal_actions()))
    return game


def perft(game: Round, depth: int) -> int:
    if depth == 0 or game.result is not None:
        return 1
    total = 0
    for action in game.legal_actions():
        child = game.copy()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def counts(case: dict[str, Any]) -> list[int]:
    game = start(case)
    return [perft(game, depth) for depth in (1, 2, 3)]


@pytest.mark.parametrize("index", range(len(CASES)))
def test_perft_counts(index: int) -> None:
    stored = json.loads(DATA.read_text())[index]
    case = CASES[index]
    assert {key: stored[key] for key in case} == case
    game = start(case)
    assert stored["counts"][0] == len(reference.legal_actions(game.to_position()))
    assert counts(case) == stored["counts"]


if __name__ == "__main__":
    DATA.write_text(json.dumps([{**case, "counts": counts(case)} for case in CASES], indent=1)
                    + "\n")

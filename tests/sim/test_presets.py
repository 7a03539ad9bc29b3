"""Random play over every variant × player count × preset, invariants after every action."""

from __future__ import annotations

import zlib

import pytest

from tests.sim.budget import MAX_ROUNDS_PER_MATCH, preset_rounds
from tests.support.rulesets import RulesetCase, preset_grid
from tests.support.simulate import simulate_rounds

CASES = preset_grid()


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_presets_keep_every_invariant(case: RulesetCase) -> None:
    rounds = preset_rounds(case.variant)
    first_seed = zlib.crc32(case.name.encode()) % 1_000_000
    played = simulate_rounds(case.build(), rounds, first_seed, MAX_ROUNDS_PER_MATCH)
    assert played == rounds

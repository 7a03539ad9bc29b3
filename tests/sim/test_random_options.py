"""Random play with random option sets: a random valid value for every option spec."""

from __future__ import annotations

import zlib

import pytest

from tests.sim.budget import MAX_ROUNDS_PER_MATCH, option_rounds, option_sets
from tests.support.rulesets import RulesetCase, random_option_grid, variant_names
from tests.support.simulate import simulate_rounds

CASES = [case for variant in variant_names()
         for case in random_option_grid(variant, option_sets(variant), seed=1)]


def _case_id(case: RulesetCase) -> str:
    return f"{case.variant}-{case.players}p-{zlib.crc32(case.name.encode()):08x}"


@pytest.mark.parametrize("case", CASES, ids=[_case_id(case) for case in CASES])
def test_random_options_keep_every_invariant(case: RulesetCase) -> None:
    rounds = option_rounds(case.variant)
    first_seed = zlib.crc32(case.name.encode()) % 1_000_000
    played = simulate_rounds(case.build(), rounds, first_seed, MAX_ROUNDS_PER_MATCH)
    assert played == rounds, case.describe()

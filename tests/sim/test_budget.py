"""The simulations play at least 2,000 classic rounds and cover every registered game."""

from __future__ import annotations

from tests.sim import test_presets, test_random_options
from tests.sim.budget import MAIN_VARIANT, option_rounds, preset_rounds
from tests.support.rulesets import variant_names


def planned_rounds(variant: str) -> int:
    presets = sum(preset_rounds(case.variant) for case in test_presets.CASES
                  if case.variant == variant)
    options = sum(option_rounds(case.variant) for case in test_random_options.CASES
                  if case.variant == variant)
    return presets + options


def test_classic_plays_at_least_two_thousand_rounds() -> None:
    assert planned_rounds(MAIN_VARIANT) >= 2000


def test_every_registered_variant_is_simulated() -> None:
    for variant in variant_names():
        assert planned_rounds(variant) > 0, variant

"""Golden playthroughs and perft counts (depth 3) of Tabaluga from seeded deals."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.golden.cases import GoldenCase
from tests.support.shedding_golden import check_perft, check_playthrough

DATA = Path(__file__).parent / "data"
PLAYTHROUGHS = [GoldenCase("tabaluga", 2, "standard", 1), GoldenCase("tabaluga", 4, "short", 4),
                GoldenCase("tabaluga", 6, "long", 3, (("voluntary_draw", False),))]
PERFT = [GoldenCase("tabaluga", 2, "standard", 11), GoldenCase("tabaluga", 5, "short", 12)]


@pytest.mark.parametrize("case", PLAYTHROUGHS, ids=[case.name for case in PLAYTHROUGHS])
def test_playthrough_matches_its_golden_file(case: GoldenCase) -> None:
    check_playthrough(case, DATA)


@pytest.mark.parametrize("case", PERFT, ids=[case.name for case in PERFT])
def test_perft_counts_match_the_stored_numbers(case: GoldenCase) -> None:
    check_perft(case, DATA)

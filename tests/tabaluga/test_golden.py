"""Golden playthroughs and perft counts (depth 3) of Tabaluga from seeded deals."""

from __future__ import annotations

from pathlib import Path

from tests.golden.cases import GoldenCase
from tests.support.shedding_golden import golden_tests

DATA = Path(__file__).parent / "data"
PLAYTHROUGHS = [GoldenCase("tabaluga", 2, "standard", 1), GoldenCase("tabaluga", 4, "short", 4),
                GoldenCase("tabaluga", 6, "long", 3, (("voluntary_draw", False),))]
PERFT = [GoldenCase("tabaluga", 2, "standard", 11), GoldenCase("tabaluga", 5, "short", 12)]

(test_playthrough_matches_its_golden_file,
 test_perft_counts_match_the_stored_numbers) = golden_tests(DATA, PLAYTHROUGHS, PERFT)

"""Golden playthroughs and perft counts (depth 3) of emojical from seeded deals."""

from __future__ import annotations

from pathlib import Path

from tests.golden.cases import GoldenCase
from tests.support.shedding_golden import golden_tests

DATA = Path(__file__).parent / "data"
PLAYTHROUGHS = [GoldenCase("emojical", 2, "standard", 1), GoldenCase("emojical", 5, "short", 2),
                GoldenCase("emojical", 8, None, 3, (("extra_card", "pass_hands"),))]
PERFT = [GoldenCase("emojical", 3, "standard", 11), GoldenCase("emojical", 6, "long", 12)]

(test_playthrough_matches_its_golden_file,
 test_perft_counts_match_the_stored_numbers) = golden_tests(DATA, PLAYTHROUGHS, PERFT)

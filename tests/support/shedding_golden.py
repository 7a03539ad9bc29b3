"""Golden playthroughs and perft counts for a game's own test folder, written with the
machinery of :mod:`tests.golden` (regenerate with ``MAUMAU_UPDATE_GOLDEN=1``)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from tests.golden.cases import GoldenCase
from tests.golden.perft import deal, perft, perft_by_replay, perft_entries, perft_text
from tests.golden.playthrough import playthrough
from tests.golden.update_mode import compare_or_write, updating


def check_playthrough(case: GoldenCase, data: Path) -> None:
    """The seeded game plays exactly as its stored file says."""
    compare_or_write(data / f"{case.name}.txt", playthrough(case))


def check_perft(case: GoldenCase, data: Path) -> None:
    """Perft to depth 3 matches the stored counts, walking copies and replaying alike."""
    path = data / f"perft-{case.name}.json"
    compare_or_write(path, perft_text(perft_entries(case)))
    if updating():
        return
    rules = case.ruleset()
    for entry in json.loads(path.read_text(encoding="utf-8")):
        game = deal(rules, entry["seed"], entry["lead_in"])
        depth = len(entry["counts"])
        assert perft(game, depth) == perft_by_replay(rules, entry["seed"], entry["lead_in"],
                                                     depth) == entry["counts"][-1]


GoldenTest = Callable[[GoldenCase], None]


def golden_tests(data: Path, playthroughs: Sequence[GoldenCase],
                 perft_cases: Sequence[GoldenCase]) -> tuple[GoldenTest, GoldenTest]:
    """The playthrough and perft tests of one game's folder, parametrized by its cases;
    a test module binds them to ``test_...`` names for pytest to collect."""

    @pytest.mark.parametrize("case", playthroughs, ids=[case.name for case in playthroughs])
    def test_playthrough_matches_its_golden_file(case: GoldenCase) -> None:
        check_playthrough(case, data)

    @pytest.mark.parametrize("case", perft_cases, ids=[case.name for case in perft_cases])
    def test_perft_counts_match_the_stored_numbers(case: GoldenCase) -> None:
        check_perft(case, data)

    return test_playthrough_matches_its_golden_file, test_perft_counts_match_the_stored_numbers

"""Golden playthroughs and perft counts for a game's own test folder, written with the
machinery of :mod:`tests.golden` (regenerate with ``MAUMAU_UPDATE_GOLDEN=1``)."""

from __future__ import annotations

import json
from pathlib import Path

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

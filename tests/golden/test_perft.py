"""Perft counts from seeded deals, and the same counts by replaying instead of copying."""

from __future__ import annotations

import json

import pytest

from tests.golden.cases import PERFT, GoldenCase
from tests.golden.perft import (
    deal,
    perft,
    perft_by_replay,
    perft_entries,
    perft_path,
    perft_text,
)
from tests.golden.update_mode import compare_or_write, updating

IDS = [case.name for case in PERFT]


@pytest.mark.parametrize("case", PERFT, ids=IDS)
def test_perft_counts_match_the_stored_numbers(case: GoldenCase) -> None:
    compare_or_write(perft_path(case), perft_text(perft_entries(case)))


@pytest.mark.parametrize("case", PERFT, ids=IDS)
def test_perft_through_copies_equals_perft_by_replay(case: GoldenCase) -> None:
    """copy() is independent of its original: walking copies counts what replays count,
    and leaves the original untouched."""
    if updating():
        pytest.skip("the data is being rewritten")
    rules = case.ruleset()
    for entry in json.loads(perft_path(case).read_text(encoding="utf-8")):
        game = deal(rules, entry["seed"], entry["lead_in"])
        before = game.to_position()
        log_size = len(game.log)
        counts = [perft(game, depth) for depth in range(1, len(entry["counts"]) + 1)]
        assert game.to_position() == before and len(game.log) == log_size
        replayed = [perft_by_replay(rules, entry["seed"], entry["lead_in"], depth)
                    for depth in range(1, len(entry["counts"]) + 1)]
        assert counts == replayed == entry["counts"], entry["lead_in"]

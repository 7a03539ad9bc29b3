"""Golden playthroughs: a seeded game must play exactly as its stored file says."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from maumau import replay_record
from tests.golden.cases import PLAYTHROUGHS, GoldenCase
from tests.golden.playthrough import playthrough, playthrough_path
from tests.golden.update_mode import UPDATE_VARIABLE, compare_or_write


@pytest.mark.parametrize("case", PLAYTHROUGHS, ids=[case.name for case in PLAYTHROUGHS])
def test_playthrough_matches_its_golden_file(case: GoldenCase) -> None:
    compare_or_write(playthrough_path(case), playthrough(case))


@pytest.mark.parametrize("case", PLAYTHROUGHS[:2], ids=[case.name for case in PLAYTHROUGHS[:2]])
def test_a_golden_file_reads_back_as_a_record(case: GoldenCase) -> None:
    """The stored actions, fed to replay_record, end with the stored results."""
    rounds: list[dict[str, Any]] = []
    lines = playthrough_path(case).read_text(encoding="utf-8").splitlines()
    for line in lines:
        word, _, rest = line.strip().partition(" ")
        if word == "round":
            rounds.append({"dealer": int(rest.split()[-1]), "actions": [], "result": None})
        elif word == "result":
            rounds[-1]["result"] = json.loads(rest)
        elif word.startswith("s") and word[1:].isdigit():
            rounds[-1]["actions"].append(rest.split(" ", 1)[0])
    rules = case.ruleset()
    match = replay_record({"format": "maumau-record", "version": 1, "ruleset": rules.to_dict(),
                           "seed": case.seed, "start": None, "rounds": rounds})
    totals = next(line for line in lines if line.startswith("totals "))
    assert match.totals == json.loads(totals.partition(" ")[2])


def test_a_changed_game_is_caught_at_its_first_changed_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(UPDATE_VARIABLE, raising=False)
    stored = tmp_path / "game.txt"
    stored.write_text("a\nb\nc\n", encoding="utf-8")
    compare_or_write(stored, "a\nb\nc\n")
    with pytest.raises(AssertionError, match="line 2"):
        compare_or_write(stored, "a\nB\nc\n")
    with pytest.raises(AssertionError, match="missing"):
        compare_or_write(tmp_path / "absent.txt", "a\n")
    monkeypatch.setenv(UPDATE_VARIABLE, "1")
    compare_or_write(stored, "new\n")
    assert stored.read_text(encoding="utf-8") == "new\n"

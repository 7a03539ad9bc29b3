"""``maumau replay``: a saved game from a spectator's, a seat's and the open view."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import NamedTuple

import pytest

from maumau import Match, Ruleset
from maumau.bots import make_bot

from .conftest import RunCli, run_cli

SUITS = re.compile("[♦♥♠♣]")


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A match of several rounds between a scripted human and two bots."""
    path = tmp_path_factory.mktemp("replay") / "match.json"
    run = run_cli(["play", "--players", "3", "--seed", "2", "--option", "target_score=100",
                   "--save", str(path), "--no-colour"], "1\n" * 2000)
    assert run.status == 0, run.err
    record = json.loads(path.read_text(encoding="utf-8"))
    assert len(record["rounds"]) >= 2 and record["winners"]
    return path


GERMAN_NAMES = ("Spieler 1 (Mensch)", "Bot 2 (Anfänger)", "Bot 3 (Anfänger)")
"""The players of the record as its ``players`` name them: the human, two simple bots."""
ENGLISH_NAMES = ("Player 1 (human)", "Bot 2 (novice)", "Bot 3 (novice)")


def action_lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if re.match(r"\s+\d+\. ", line)]


def test_spectator_sees_every_move_but_no_drawn_card(cli: RunCli, record_file: Path):
    run = cli(["replay", str(record_file), "--no-colour"])
    assert run.status == 0, run.err
    record = json.loads(record_file.read_text(encoding="utf-8"))
    assert len(action_lines(run.out)) == sum(len(r["actions"]) for r in record["rounds"])
    for number, entry in enumerate(record["rounds"], 1):
        assert f"Runde {number} · Geber: {GERMAN_NAMES[entry['dealer']]}" in run.out
        assert f"Runde {number} vorbei" in run.out
    assert "Ansicht: Zuschauer" in run.out
    assert "Hand von" not in run.out
    draws = [line for line in action_lines(run.out) if " zieht " in line]
    assert draws and not any(SUITS.search(line) for line in draws)
    winners = " und ".join(GERMAN_NAMES[seat] for seat in record["winners"])
    assert run.out.rstrip().endswith(winners)


def test_a_seat_sees_its_own_draws_and_hand_only(cli: RunCli, record_file: Path):
    run = cli(["replay", str(record_file), "--seat", "1", "--lang", "en", "--no-colour"])
    assert run.status == 0, run.err
    lines = action_lines(run.out)
    own = [line for line in lines if re.search(r"\d\. Bot 2 \(novice\) draws", line)]
    others = [line for line in lines
              if re.search(r"\d\. (Bot 3 \(novice\)|Player 1 \(human\)) draws", line)]
    assert any(SUITS.search(line) for line in own)
    assert others and not any(SUITS.search(line) for line in others)
    assert f"{ENGLISH_NAMES[1]}'s hand:" in run.out
    assert f"{ENGLISH_NAMES[0]}'s hand:" not in run.out
    assert f"{ENGLISH_NAMES[2]}'s hand:" not in run.out


def test_the_open_view_shows_every_hand(cli: RunCli, record_file: Path):
    run = cli(["replay", str(record_file), "--open", "--no-colour"])
    assert run.status == 0, run.err
    for seat in range(3):
        assert f"Hand von {GERMAN_NAMES[seat]}:" in run.out
    draws = [line for line in action_lines(run.out) if " zieht " in line]
    assert all(SUITS.search(line) or "keine Karten" in line for line in draws)


def test_step_waits_for_enter_and_q_stops(cli: RunCli, record_file: Path):
    run = cli(["replay", str(record_file), "--step", "--no-colour"], "\n\nq\n")
    assert run.status == 0
    assert run.out.count("[Enter: weiter · q: beenden]") == 3
    assert len(action_lines(run.out)) == 2
    assert run.out.rstrip().endswith("Wiedergabe beendet.")


def test_a_record_that_does_not_replay_names_where(cli: RunCli, record_file: Path,
                                                   tmp_path: Path):
    record = json.loads(record_file.read_text(encoding="utf-8"))
    record["rounds"][1]["actions"][3] = "XX"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record), encoding="utf-8")
    run = cli(["replay", str(bad)])
    assert run.status == 1
    assert run.out == ""
    # [I-14] the reason in the reader's language, rounds and actions counted from 1
    assert run.err == ("maumau: Fehler: die Partie lässt sich nicht nachspielen: "
                       "Aufzeichnung, Runde 2, Zug 4: Die Karte „XX“ gibt es nicht\n")
    english = cli(["replay", str(bad), "--lang", "en"])
    assert english.err == ("maumau: error: the record does not replay: "
                           "Record, round 2, action 4: There is no card “XX”\n")


def test_a_file_that_is_not_a_record(cli: RunCli, tmp_path: Path):
    junk = tmp_path / "junk.json"
    junk.write_text("{not json", encoding="utf-8")
    run = cli(["replay", str(junk)])
    assert run.status == 1
    assert "Die Aufzeichnung ist kein gültiges JSON (Zeile 1, Spalte 2)" in run.err
    missing = cli(["replay", str(tmp_path / "missing.json")])
    assert missing.status == 2
    assert "kann" in missing.err and "missing.json" in missing.err


def test_a_seat_outside_the_table(cli: RunCli, record_file: Path):
    run = cli(["replay", str(record_file), "--seat", "3"])
    assert run.status == 2
    assert "--seat muss zwischen 0 und 2 liegen" in run.err


# ----------------------------------------------------------------- moves nobody saw

class ThrowInRecord(NamedTuple):
    path: Path
    actions: int
    passes: list[int]  # the seat of each throw-in poll answered "pass", in order


@pytest.fixture(scope="module")
def throw_in_record(tmp_path_factory: pytest.TempPathFactory) -> ThrowInRecord:
    """An emojical round between random bots in which a seat asked to throw in passes
    (docs/rules.md §3 Zwischenwerfen [I-1]): a pass that logs no event at all."""
    for seed in range(1, 50):
        match = Match(Ruleset.create("emojical", 4, options={"target_score": 0}), seed)
        bots = [make_bot("random", "emojical") for _ in range(4)]
        rng = random.Random(seed)
        passes = []
        while match.round.result is None:
            game = match.round
            seat = game.to_move
            assert seat is not None
            asked = game.phase == "throw_in"
            if not match.apply(bots[seat].choose(game.view(seat), rng)) and asked:
                passes.append(seat)
        if passes:
            path = tmp_path_factory.mktemp("throw_in") / "emojical.json"
            record = match.to_record()
            path.write_text(json.dumps(record), encoding="utf-8")
            return ThrowInRecord(path, len(record["rounds"][0]["actions"]), passes)
    raise AssertionError("no seed gives a throw-in pass")


def numbers_in(lines: list[str]) -> list[int]:
    return [int(line.split(".")[0]) for line in lines]


def test_a_spectator_sees_no_trace_of_a_throw_in_pass(cli: RunCli,
                                                      throw_in_record: ThrowInRecord):
    """No blank line and no gap in the numbering tells that a seat held the same card."""
    run = cli(["replay", str(throw_in_record.path), "--no-colour"])
    assert run.status == 0, run.err
    lines = action_lines(run.out)
    assert len(lines) == throw_in_record.actions - len(throw_in_record.passes)
    assert numbers_in(lines) == list(range(1, len(lines) + 1))
    assert not [line for line in lines if re.fullmatch(r"\s*\d+\.\s*", line)]
    assert "[pass]" not in run.out


def test_stepping_does_not_pause_for_a_move_nobody_saw(cli: RunCli,
                                                       throw_in_record: ThrowInRecord):
    run = cli(["replay", str(throw_in_record.path), "--step", "--no-colour"], "\n" * 1000)
    pauses = run.out.count("[Enter: weiter · q: beenden]")
    assert pauses == len(action_lines(run.out))
    assert pauses == throw_in_record.actions - len(throw_in_record.passes)


def test_the_seat_that_passed_sees_its_own_pass(cli: RunCli, throw_in_record: ThrowInRecord):
    seat = throw_in_record.passes[0]
    run = cli(["replay", str(throw_in_record.path), "--seat", str(seat), "--no-colour"])
    lines = action_lines(run.out)
    others = [asked for asked in throw_in_record.passes if asked != seat]
    assert len(lines) == throw_in_record.actions - len(others)
    assert numbers_in(lines) == list(range(1, len(lines) + 1))
    own = len(throw_in_record.passes) - len(others)
    assert sum(line.endswith(". [pass]") for line in lines) == own


def test_the_open_view_shows_every_move_and_the_seed(cli: RunCli,
                                                     throw_in_record: ThrowInRecord):
    run = cli(["replay", str(throw_in_record.path), "--open", "--no-colour"])
    lines = action_lines(run.out)
    assert len(lines) == throw_in_record.actions
    assert sum(line.endswith(". [pass]") for line in lines) >= len(throw_in_record.passes)
    seed = json.loads(throw_in_record.path.read_text(encoding="utf-8"))["seed"]
    assert run.out.splitlines()[0].endswith(f", Seed {seed}")


def test_only_the_open_view_names_the_seed(cli: RunCli, record_file: Path):
    """The seed gives away every hand, so a spectator or a seat is not told it."""
    for view in ([], ["--seat", "1"]):
        run = cli(["replay", str(record_file), *view, "--no-colour"])
        assert "Seed" not in run.out

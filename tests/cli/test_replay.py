"""``maumau replay``: a saved game from a spectator's, a seat's and the open view."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

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


def action_lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if re.match(r"\s+\d+\. ", line)]


def test_spectator_sees_every_move_but_no_drawn_card(cli: RunCli, record_file: Path):
    run = cli(["replay", str(record_file), "--no-colour"])
    assert run.status == 0, run.err
    record = json.loads(record_file.read_text(encoding="utf-8"))
    assert len(action_lines(run.out)) == sum(len(r["actions"]) for r in record["rounds"])
    for number, entry in enumerate(record["rounds"], 1):
        assert f"Runde {number} · Geber: Spieler {entry['dealer']}" in run.out
        assert f"Runde {number} vorbei" in run.out
    assert "Ansicht: Zuschauer" in run.out
    assert "Hand von" not in run.out
    draws = [line for line in action_lines(run.out) if " zieht " in line]
    assert draws and not any(SUITS.search(line) for line in draws)
    winners = " und ".join(f"Spieler {seat}" for seat in record["winners"])
    assert run.out.rstrip().endswith(winners)


def test_a_seat_sees_its_own_draws_and_hand_only(cli: RunCli, record_file: Path):
    run = cli(["replay", str(record_file), "--seat", "1", "--lang", "en", "--no-colour"])
    assert run.status == 0, run.err
    lines = action_lines(run.out)
    own = [line for line in lines if re.search(r"\d\. Player 1 draws", line)]
    others = [line for line in lines if re.search(r"\d\. Player [02] draws", line)]
    assert any(SUITS.search(line) for line in own)
    assert others and not any(SUITS.search(line) for line in others)
    assert "Player 1's hand:" in run.out
    assert "Player 0's hand:" not in run.out and "Player 2's hand:" not in run.out


def test_the_open_view_shows_every_hand(cli: RunCli, record_file: Path):
    run = cli(["replay", str(record_file), "--open", "--no-colour"])
    assert run.status == 0, run.err
    for seat in range(3):
        assert f"Hand von Spieler {seat}:" in run.out
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
    assert run.err.startswith("maumau: Fehler: die Partie lässt sich nicht nachspielen: "
                              "round 1, action 3:")
    assert run.err.count("\n") == 1


def test_a_file_that_is_not_a_record(cli: RunCli, tmp_path: Path):
    junk = tmp_path / "junk.json"
    junk.write_text("{not json", encoding="utf-8")
    assert cli(["replay", str(junk)]).status == 1
    missing = cli(["replay", str(tmp_path / "missing.json")])
    assert missing.status == 2
    assert "kann" in missing.err and "missing.json" in missing.err


def test_a_seat_outside_the_table(cli: RunCli, record_file: Path):
    run = cli(["replay", str(record_file), "--seat", "3"])
    assert run.status == 2
    assert "--seat muss zwischen 0 und 2 liegen" in run.err

"""``maumau simulate`` on the command line: report, files, comparison, errors, Ctrl-C."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import maumau.sim.runner
from tests.cli.conftest import run_cli

FAST = ["simulate", "classic", "--preset", "single", "--players", "3", "--seed", "1"]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_small_simulation_prints_the_report(jobs: str):
    run = run_cli([*FAST, "--bots", "simple,random,random", "--games", "9", "--jobs", jobs,
                   "--lang", "en"])
    assert run.status == 0, run.err
    assert run.err == ""  # no progress bar when stderr is not a terminal
    for text in ("Simulation: Classic Mau Mau, 3 players, preset single",
                 "9 games = 3 deals × 3 rotations · seed 1", "Wins per bot", "Wins per seat",
                 "The seat that moves first wins the round", "Rounds per game: 1.00",
                 "Intervals: 95%, clustered by deal"):
        assert text in run.out
    assert "simple beats random:" in run.out or "simple and random show" in run.out
    assert "parity 33.3%" in run.out


def test_the_report_speaks_german_by_default():
    run = run_cli([*FAST, "--bots", "simple,random,random", "--games", "6", "--jobs", "1"])
    assert run.status == 0, run.err
    assert "Siege je Bot" in run.out and "Parität 33,3 %" in run.out
    assert "6 Partien = 2 Deals × 3 Rotationen" in run.out


def test_json_and_png_are_written(tmp_path: Path):
    report, chart = tmp_path / "sim.json", tmp_path / "sim.png"
    run = run_cli([*FAST, "--bots", "simple,random,random", "--games", "6", "--jobs", "1",
                   "--json", str(report), "--png", str(chart)])
    assert run.status == 0, run.err
    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["format"] == "maumau-simulation" and data["games"] == 6
    assert data["lineup"] == ["simple", "random", "random"] and data["seed"] == 1
    assert [bot["name"] for bot in data["bots"]] == ["simple", "random"]
    assert data["bots"][0]["wins"]["low"] <= data["bots"][0]["wins"]["value"]
    assert data["verdict"]["bot"] == "simple" and not data["interrupted"]
    assert chart.read_bytes().startswith(b"\x89PNG")
    assert f"Geschrieben: {chart}" in run.out


def test_compare_options_reports_both_sets_and_the_difference(tmp_path: Path):
    report, chart = tmp_path / "compare.json", tmp_path / "compare.png"
    run = run_cli([*FAST, "--bots", "random", "--games", "6", "--jobs", "1", "--lang", "en",
                   "--compare-options", "play_after_draw=false", "--json", str(report),
                   "--png", str(chart)])
    assert run.status == 0, run.err
    assert "Comparison: base against play_after_draw=false, same deals" in run.out
    assert "First to move in a round" in run.out and "first mover" in run.out
    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["changes"] == {"play_after_draw": False}
    assert data["base"]["options"]["play_after_draw"] is True
    assert data["changed"]["games"] == data["base"]["games"] == 6
    assert "value" in data["differences"]["first_mover"]
    assert chart.read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize(("args", "message"), [
    (["--bots", "genius"], "Den Bot „genius“ gibt es nicht"),
    (["--bots", "random,random"], "--bots nennt 2 Bots, es gibt aber 3 Plätze"),
    (["--option", "jokers=9"], "Joker (jokers): 9 geht nicht, erlaubt sind 0 bis 3"),
    (["--compare-options", "jokers=9"], "Joker (jokers): 9 geht nicht, erlaubt sind 0 bis 3"),
    (["--compare-options", "jokers"], "--compare-options erwartet NAME=WERT"),
    (["--games", "0"], "--games muss mindestens 1 sein, nicht 0"),
    (["--jobs", "0"], "--jobs muss mindestens 1 sein, nicht 0"),
    (["--variant", "tabaluga"], "Variante zweimal genannt: classic und tabaluga"),
    (["--json", "/nonexistent-dir/x.json"], "kann /nonexistent-dir/x.json nicht schreiben"),
])
def test_bad_input_exits_2_with_a_clear_message(args: list[str], message: str):
    run = run_cli([*FAST, "--games", "3", *args])
    assert run.status == 2
    assert message in run.err
    assert run.err.count("\n") == 1 and run.out == ""


def test_ctrl_c_reports_the_games_finished_so_far(monkeypatch: pytest.MonkeyPatch):
    play_deals = maumau.sim.runner.play_deals
    calls: list[int] = []

    def interrupted_on_the_third_deal(*args: object) -> object:
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return play_deals(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(maumau.sim.runner, "play_deals", interrupted_on_the_third_deal)
    run = run_cli([*FAST, "--bots", "simple,random,random", "--games", "30", "--jobs", "1",
                   "--lang", "en"])
    assert run.status == 130
    assert "Interrupted (Ctrl-C): 6 of 30 games finished" in run.out
    assert "Wins per bot" in run.out and "Traceback" not in run.err


def test_simulate_help_lists_the_flags_and_the_bots():
    run = run_cli(["simulate", "--help", "--lang", "en"])
    assert run.status == 0
    for flag in ("--bots", "--games", "--jobs", "--seed", "--json", "--png", "--quiet",
                 "--compare-options", "--max-actions", "--preset", "--option", "--players"):
        assert flag in run.out
    assert "random, simple" in run.out


def test_play_help_lists_every_registered_bot_level():
    run = run_cli(["play", "--help", "--lang", "en"])
    for level in ("random", "simple", "easy", "medium", "hard"):
        assert level in run.out

"""Colour: on for a terminal, off with --no-colour, NO_COLOR or a pipe; --colour forces it."""

from __future__ import annotations

import io

from maumau.cli.colour import colour_wanted, pad, paint, strip_ansi

from .conftest import RunCli

GAME = ["play", "--preset", "single", "--players", "2", "--seed", "11"]
ESCAPE = "\x1b["


def test_a_terminal_gets_colour_and_red_suits(cli: RunCli):
    out = cli(GAME, "1\n" * 300, tty=True).out
    assert ESCAPE in out
    assert "\x1b[31m♦ Karo\x1b[0m" in out


def test_no_colour_flag_environment_and_pipes_give_plain_text(cli: RunCli):
    assert ESCAPE not in cli([*GAME, "--no-colour"], "1\n" * 300, tty=True).out
    assert ESCAPE not in cli(GAME, "1\n" * 300, environ={"NO_COLOR": "1"}, tty=True).out
    assert ESCAPE not in cli(GAME, "1\n" * 300).out
    assert ESCAPE in cli([*GAME, "--colour"], "1\n" * 300).out


def test_replay_and_rules_honour_no_colour(cli: RunCli, tmp_path):
    path = tmp_path / "g.json"
    cli([*GAME, "--save", str(path)], "1\n" * 300)
    assert ESCAPE in cli(["replay", str(path), "--open"], tty=True).out
    assert ESCAPE not in cli(["replay", str(path), "--open", "--no-colour"], tty=True).out


def test_colour_helpers():
    assert paint("x", "bold red", True) == "\x1b[1;31mx\x1b[0m"
    assert paint("x", "red", False) == "x"
    assert strip_ansi(paint("10♥", "red", True)) == "10♥"
    assert pad(paint("A♥", "red", True), 4).endswith("A♥\x1b[0m  ")
    assert colour_wanted(None, io.StringIO(), {}) is False
    assert colour_wanted(True, io.StringIO(), {"NO_COLOR": "1"}) is True

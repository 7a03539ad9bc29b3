"""The command line's errors and help: one line on stderr and status 2 for a bad command."""

from __future__ import annotations

import pytest

from .conftest import RunCli


@pytest.mark.parametrize(("args", "message"), [
    (["play", "--players", "9"], "classic is played by 2 to 6 players, not 9"),
    (["play", "--players", "x"], "argument --players: invalid int value: 'x'"),
    (["play", "--variant", "skat"], "unknown variant 'skat'"),
    (["play", "--preset", "wild"], "unknown preset 'wild' for classic"),
    (["play", "--option", "colour=red"], "unknown option 'colour' for classic"),
    (["play", "--option", "jokers=7"], "option 'jokers' cannot be '7'; valid: 0..3"),
    (["play", "--option", "jokers"], "--option erwartet NAME=WERT, nicht 'jokers'"),
    (["play", "--option", "decks=2", "--option", "wish_rank=7"],
     "rank 7 cannot be both draw_two_rank and wish_rank"),
    (["play", "--bots", "simple,random"], "--bots nennt 2 Bots, es gibt aber 3 andere Plätze"),
    (["play", "--bots", "genius"], "unknown bot 'genius'"),
    (["play", "--seat", "4"], "--seat muss zwischen 0 und 3 liegen, nicht 4"),
    (["play", "--lang", "fr"], "argument --lang: invalid choice: 'fr'"),
    (["play", "--colour", "--no-colour"], "not allowed with argument"),
    (["play", "--fast"], "unrecognized arguments: --fast"),
    (["deal"], "invalid choice: 'deal'"),
    ([], "the following arguments are required"),
])
def test_a_bad_command_line_exits_2_with_one_line(cli: RunCli, args: list[str], message: str):
    run = cli(args, "1\n")
    assert run.status == 2
    assert message in run.err
    assert run.err.count("\n") == 1 and run.err.startswith("maumau")
    assert run.out == ""


def test_errors_speak_english_when_asked(cli: RunCli):
    run = cli(["play", "--seat", "7", "--lang", "en"])
    assert run.err == "maumau: error: --seat must be from 0 to 3, not 7\n"
    usage = cli(["play", "--players", "x", "--lang", "en"])
    assert usage.err.endswith("(help: maumau play --help)\n")


def test_help_describes_the_commands(cli: RunCli):
    run = cli(["--help"])
    assert run.status == 0
    for command in ("play", "replay", "rules"):
        assert command in run.out
    assert "Mau Mau im Terminal" in run.out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_play_help_describes_every_flag(cli: RunCli, lang: str):
    run = cli(["play", "--help", "--lang", lang])
    assert run.status == 0
    for flag in ("--variant", "--players", "--preset", "--option", "--seed", "--bots",
                 "--seat", "--lang", "--no-colour", "--save"):
        assert flag in run.out
    assert ("random, simple" in run.out) and ("JC/H!" in run.out)
    assert ("Anzahl der Spieler" in run.out) == (lang == "de")

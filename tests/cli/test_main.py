"""The command line's errors and help: one line on stderr and status 2 for a bad command."""

from __future__ import annotations

import pytest

from .conftest import RunCli


@pytest.mark.parametrize(("args", "message"), [
    (["play", "--players", "9"], "classic wird von 2 bis 6 Personen gespielt, nicht von 9"),
    (["play", "--players", "x"], "Argument --players: ungültiger Wert (int): 'x'"),
    (["play", "--variant", "skat"], "Das Spiel „skat“ gibt es nicht"),
    (["play", "--preset", "wild"], "Die Voreinstellung „wild“ gibt es für classic nicht"),
    (["play", "--option", "colour=red"], "Die Option „colour“ gibt es für classic nicht"),
    (["play", "--option", "jokers=7"], "7 geht nicht, erlaubt sind 0 bis 3"),
    (["play", "--option", "jokers"], "--option erwartet NAME=WERT, nicht 'jokers'"),
    (["play", "--option", "decks=2", "--option", "wish_rank=7"],
     "Der Rang 7 kann nicht zugleich Zwei-Ziehen-Karte (draw_two_rank) und Wunschkarte "
     "(wish_rank) sein"),
    (["play", "--players", "4", "--bots", "simple,random"],
     "--bots nennt 2 Bots, es gibt aber 3 andere Plätze"),
    (["play", "--bots", "genius"], "Den Bot „genius“ gibt es nicht"),
    (["play", "--seat", "4"], "--seat muss zwischen 0 und 3 liegen, nicht 4"),
    (["play", "--lang", "fr"], "Argument --lang: ungültige Wahl: 'fr'"),
    (["play", "--colour", "--no-colour"], "nicht zusammen mit Argument"),
    (["play", "--fast"], "unbekannte Argumente: --fast"),
    (["deal"], "ungültige Wahl: 'deal'"),
    ([], "diese Argumente fehlen"),
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


@pytest.mark.parametrize(("args", "message"), [
    (["play", "--players", "9"], "maumau: error: classic is played by 2 to 6 players, not 9"),
    (["play", "--players", "x"], "argument --players: invalid int value: 'x'"),
    (["play", "--option", "jokers=7"], "Jokers (jokers): 7 is not possible, allowed are 0 to 3"),
    (["play", "--variant", "skat"], "There is no game “skat”"),
    (["play", "--fast"], "unrecognized arguments: --fast"),
])
def test_errors_of_the_library_and_of_argparse_speak_english_when_asked(
        cli: RunCli, args: list[str], message: str):
    run = cli([*args, "--lang", "en"], "1\n")
    assert run.status == 2
    assert message in run.err


def test_the_german_help_has_no_english_words_of_argparse(cli: RunCli):
    run = cli(["play", "--help"])
    assert run.status == 0
    assert "Aufruf: maumau play" in run.out and "diese Hilfe zeigen und beenden" in run.out
    for english in ("usage:", "show this help", "options:", "VALUE", "FILE", "PLAYERS"):
        assert english not in run.out, english


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

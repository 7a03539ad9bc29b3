"""``maumau play`` in a real terminal (a pseudo-terminal): a seeded game against bots played
to its end by always taking the first option, in German and in English. Every screen speaks
one language only: no English word on a German screen and no German word on an English one
(a small word list; moves in notation, ``[JC/H]``, and seeds are left out)."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="no pseudo-terminals")

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
NOTATION = re.compile(r"\[[^\]\n]*\]")
ENGLISH = {"the", "and", "you", "your", "card", "cards", "draw", "draws", "plays", "play",
           "round", "seat", "player", "players", "wins", "winner", "choose", "pass", "passes",
           "wish", "wishes", "hand", "points", "turn", "options", "over", "match", "deals",
           "dealer", "number", "help", "quit", "yellow", "green", "blue", "red", "purple",
           "smile", "wink", "block", "skip", "clubs", "hearts", "spades", "diamonds",
           "jack", "queen", "king", "novice", "throw"}
GERMAN = {"und", "der", "die", "das", "du", "dir", "karte", "karten", "spielt", "spielst",
          "zieht", "ziehst", "runde", "platz", "spieler", "gewinner", "wünscht", "passt",
          "ablage", "nicht", "deine", "möglichkeiten", "geber", "gelb", "grün", "blau",
          "rot", "lila", "bube", "dame", "könig", "kreuz", "pik", "herz", "karo", "anfänger",
          "spielende", "dran", "hand", "nummer", "zug", "hilfe", "ende"}
GAMES = [
    ("classic", ["--preset", "single"]),
    ("tabaluga", ["--preset", "short"]),
    ("emojical", ["--option", "target_score=0"]),
    ("heuldoch", []),
]
ENDS = {"de": "Seed 7 (nochmal mit --seed 7)", "en": "Seed 7 (replay with --seed 7)"}
LIMIT_SECONDS = 90


def play_in_a_terminal(variant: str, extra: list[str], lang: str) -> str:
    """The whole screen output of a game in which the human always answers ``1``."""
    leader, follower = os.openpty()
    environ = {**os.environ, "TERM": "xterm", "COLUMNS": "100", "LINES": "40"}
    environ.pop("NO_COLOR", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "maumau", "play", "--variant", variant, "--seed", "7",
         "--bots", "simple", "--lang", lang, *extra],
        stdin=follower, stdout=follower, stderr=follower, env=environ, close_fds=True)
    os.close(follower)
    screen = b""
    started = time.monotonic()
    try:
        while time.monotonic() - started < LIMIT_SECONDS:
            ready, _, _ = select.select([leader], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(leader, 65536)
                except OSError:  # the process closed its end: the game is over
                    break
                if not chunk:
                    break
                screen += chunk
                tail = ANSI.sub("", screen[-200:].decode("utf-8", "replace"))
                if tail.endswith(": "):
                    try:
                        os.write(leader, b"1\n")  # a prompt: take the first option
                    except OSError:
                        break
            elif process.poll() is not None:
                break
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=10)
        os.close(leader)
    return ANSI.sub("", screen.decode("utf-8", "replace")).replace("\r", "")


def words_of(screen: str) -> set[str]:
    text = NOTATION.sub(" ", screen)
    text = re.sub(r"--?[a-z][a-z-]*", " ", text)  # flags named in the closing line
    return {word.casefold() for word in re.findall(r"[A-Za-zÄÖÜäöüß]+", text)}


@pytest.mark.parametrize(("variant", "extra"), GAMES, ids=[game for game, _ in GAMES])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_game_in_a_terminal_speaks_one_language(variant: str, extra: list[str],
                                                  lang: str) -> None:
    screen = play_in_a_terminal(variant, extra, lang)
    assert ENDS[lang] in screen, screen[-2000:]
    assert "\x1b" not in screen
    foreign = ENGLISH if lang == "de" else GERMAN
    # "hand" is a word of both languages
    wrong = (words_of(screen) & foreign) - {"hand"}
    assert not wrong, f"{sorted(wrong)} on a {lang} screen"


def test_the_terminal_redraws_one_screen_unless_plain() -> None:
    """A redraw clears the screen (ANSI ``ESC[2J``) every turn; ``--plain`` never does
    (nor ``--no-colour``, see tests/cli/test_colour.py)."""
    leader, follower = os.openpty()
    for plain, cleared in (([], True), (["--plain"], False)):
        process = subprocess.run(
            [sys.executable, "-m", "maumau", "play", "--seed", "7", "--preset", "single",
             *plain],
            input=b"q\n", stdout=follower, stderr=subprocess.PIPE,
            env={**{name: value for name, value in os.environ.items() if name != "NO_COLOR"},
                 "TERM": "xterm"}, timeout=60, check=False)
        assert process.returncode == 0, process.stderr
        output = b""
        while select.select([leader], [], [], 0.2)[0]:
            output += os.read(leader, 65536)
        assert (b"\x1b[2J" in output) == cleared
    os.close(follower)
    os.close(leader)

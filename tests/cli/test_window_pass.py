"""One person against bots at the terminal: a throw-in window that leaves them nothing but
the pass is answered for them, with a short note; they are asked only where they hold a
card to throw in [D-15]. With several people at one terminal every window asks."""

from __future__ import annotations

import io
import random
import re

import pytest

from maumau import Match, Ruleset
from maumau.bots import make_bot
from maumau.cli.i18n import Texts
from maumau.cli.play import WINDOW_PHASE, PlayLoop
from maumau.cli.renderers import renderer_for

from .conftest import RunCli

ONES = "1\n" * 600
CHOICE = re.compile(r"^\s+\d+\) ")
GAME = ["play", "--variant", "emojical", "--players", "3", "--seed", "5", "--no-colour"]


def asked_out_of_turn(out: str, heading: str) -> list[int]:
    """The number of choices on each screen that asks out of turn."""
    lines = out.splitlines()
    counts = []
    for index, line in enumerate(lines):
        if line == heading:
            after = lines[index + 1:]
            counts.append(next((n for n, rest in enumerate(after) if not CHOICE.match(rest)),
                               len(after)))
    return counts


@pytest.mark.parametrize(("lang", "note", "heading"), [
    ("de", "(nichts zum Dazwischenwerfen – automatisch gepasst)",
     "Außer der Reihe – deine Möglichkeiten:"),
    ("en", "(nothing to throw in – passed automatically)", None),
])
def test_a_window_with_nothing_to_throw_is_passed_for_the_person(
        cli: RunCli, lang: str, note: str, heading: str | None):
    run = cli([*GAME, "--lang", lang], ONES)
    assert run.status == 0, run.err
    assert run.out.count(note) > 10
    if heading is not None:
        # a screen out of turn always offers a card besides the pass
        assert all(count >= 2 for count in asked_out_of_turn(run.out, heading))


def test_the_same_seed_passes_the_same_windows(cli: RunCli):
    assert cli(GAME, ONES).out == cli(GAME, ONES).out


def loop_at_a_window(people: int) -> PlayLoop:
    """A loop whose person is asked in a window where a pass is all they may do."""
    for seed in range(200):
        match = Match(Ruleset.create("emojical", players=3), seed)
        game = match.round
        bots = {1: make_bot("simple", "emojical"), 2: make_bot("simple", "emojical")}
        rngs = {seat: random.Random(seat) for seat in bots}
        for _ in range(60):
            if game.result is not None:
                break
            seat = game.to_move
            assert seat is not None
            legal = game.legal_actions()
            if seat == 0 and game.phase == WINDOW_PHASE and [str(a) for a in legal] == [
                    "pass"]:
                loop = PlayLoop(match, 0, bots, renderer_for("emojical"), Texts("en"), False,
                                io.StringIO(""), io.StringIO(), io.StringIO())
                loop.people = people
                return loop
            if seat == 0:
                match.apply(legal[0])
            else:
                match.apply(bots[seat].choose(game.view(seat), rngs[seat]))
    raise AssertionError("no window with only a pass in 200 seeds")


def test_one_person_is_not_asked_and_several_people_are():
    alone = loop_at_a_window(1)
    assert alone._pass_for_nothing()
    assert isinstance(alone.out, io.StringIO)
    assert "passed automatically" in alone.out.getvalue()
    together = loop_at_a_window(2)
    assert not together._pass_for_nothing()
    assert together.match.round.phase == WINDOW_PHASE  # still waiting for the person

"""A game without a look of its own is playable at the terminal: cards by their codes,
actions in notation, events in the generic wording; a shedding game without a card style
gets the shedding look with its cards as codes."""

from __future__ import annotations

import io

import pytest

from maumau import Match, Ruleset
from maumau.bots import make_bot
from maumau.cli.i18n import Texts
from maumau.cli.play import PlayLoop
from maumau.cli.renderers import Renderer
from maumau.cli.styled import TextPainter
from maumau.core.terminal import DefaultLook, Grid, Msg, Padded, SeatName, Styled, join
from maumau.games.shedding.terminal import shedding_look

from .test_play import ONES


def play_with(variant: str, players: int, renderer: Renderer, preset: str | None = None
              ) -> str:
    ruleset = Ruleset.create(variant, players, preset)
    bots = {seat: make_bot("simple", variant) for seat in range(1, players)}
    out = io.StringIO()
    loop = PlayLoop(Match(ruleset, 5), 0, bots, renderer, Texts("en"), False,
                    io.StringIO(ONES), out, io.StringIO())
    assert loop.run() == 0
    return out.getvalue()


@pytest.mark.parametrize(("variant", "players", "preset"), [
    ("classic", 3, "single"), ("heuldoch", 3, None), ("emojical", 3, None)])
def test_the_default_look_plays_a_whole_match(variant: str, players: int,
                                              preset: str | None) -> None:
    shown = play_with(variant, players, Renderer(DefaultLook()), preset)
    assert "The match is over" in shown
    assert "talon_size: " in shown  # the table as its fields


def test_a_shedding_game_without_a_style_shows_codes() -> None:
    renderer = Renderer(shedding_look("a game with no style of its own"))
    assert renderer.render_card("r8", "en", True) == "r8"
    shown = play_with("tabaluga", 3, renderer)
    assert "The match is over" in shown
    assert "Discard: " in shown  # the shedding family's table


def test_game_text_renders_styles_messages_seats_and_grids() -> None:
    from maumau.cli.seats import SeatNames

    names = SeatNames(("Du", "Bot 1"), 0, "dir")
    paint = TextPainter(Texts("de"), True, names)
    assert paint(Styled("x", "red")) == "\x1b[31mx\x1b[0m"
    assert paint(Styled("x", "no such style")) == "x"
    assert paint(Msg("ev.pass", {"who": SeatName(1)}, subject=1)) == "Bot 1 passt"
    assert paint(Msg("ev.pass", {"who": SeatName(0)}, subject=0)) == "Du passt"
    assert paint(SeatName(0, as_object=True)) == "dir"
    assert paint(Msg("no.such.code")) == "no.such.code"
    assert paint(Padded(join("a", Styled("b", "bold")), 4)) == "a\x1b[1mb\x1b[0m  "
    grid = Grid(((Styled("long", "bold"), Styled("1")), (Styled("s"), Styled("2"))))
    assert TextPainter(Texts("de"), True).lines([grid]) == [
        "\x1b[1mlong\x1b[0m  1", "s     2"]

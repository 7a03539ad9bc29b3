"""A game without a look of its own is playable at the terminal: cards as its faces
describe them (by their codes where they do not say), actions in notation, events in the
generic wording; a shedding game without a card style gets the shedding look with its
cards as codes."""

from __future__ import annotations

import io
from typing import Any

import pytest

from maumau import DRAW, Match, Ruleset, View
from maumau.bots import make_bot
from maumau.cli.i18n import Texts
from maumau.cli.play import PlayLoop
from maumau.cli.renderers import Renderer
from maumau.cli.styled import TextPainter
from maumau.core.actions import play
from maumau.core.faces import Faces
from maumau.core.terminal import DefaultLook, Grid, Msg, Padded, SeatName, Styled, join
from maumau.games.shedding.terminal import shedding_look
from tests.support.stub_variant import DeclaredOnly

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


class FacedGame(DeclaredOnly):
    """A game of another kind (no shedding table, no look of its own) whose web faces say
    how its cards read: colour first, numbers 1 to 6, the colours named by maumau's
    catalogue."""

    name = "faced"

    def faces(self) -> Faces:
        return {"code": {"colour": "start"},
                "colours": {key: {"name": f"page.colour.{key}", "paint": "#888",
                                  "shape": "circle", "letter": ""}
                            for key in "rgby"},
                "faces": {str(number): {"draw": "pip"} for number in range(1, 7)},
                "card_name": "page.card.name"}


def faced_view(**table: Any) -> View:
    return View(variant="faced", players=2, seat=0, round_index=0, dealer=1, to_move=0,
                phase="play", hand=(), hand_sizes=(1, 1),
                legal_actions=(play("r5"), DRAW, play("g2", "y")), events=(), table=table)


@pytest.mark.parametrize(("lang", "red_five", "green_two"), [
    ("en", "Red 5", "Green 2"), ("de", "Rot 5", "Grün 2")])
def test_the_default_look_reads_a_game_s_cards_from_its_faces(
        lang: str, red_five: str, green_two: str) -> None:
    renderer = Renderer.for_game(FacedGame())
    assert renderer.render_card("r5", lang, False) == red_five
    assert renderer.card_words("g2", lang, False) == green_two
    assert renderer.render_card("x9", lang, False) == "x9"  # no card of the faces
    assert red_five in renderer.spellings("r5", lang)
    assert renderer.hand_order(["y1", "g2", "r6", "r5"]) == ["r5", "r6", "g2", "y1"]
    assert renderer.describe_choice("g", lang, False) == green_two.split()[0]
    assert renderer.describe_choice("down", lang, False) is None
    view = faced_view(pool=["r5", "g2"], stock=7, name="r")
    assert renderer.render_table(view, lang, False) == [
        f"pool: [{red_five}, {green_two}]", "stock: 7", "name: r"]
    assert renderer.describe_action(play("r5"), view, lang, False) == (
        "Play Red 5" if lang == "en" else "Rot 5 spielen")
    assert renderer.describe_action(play("g2", "y"), view, lang, False) == "g2/y"
    assert renderer.describe_action(DRAW, view, lang, False) == "draw"


def test_a_game_without_a_code_rule_in_its_faces_shows_codes() -> None:
    renderer = Renderer.for_game(Bare())
    assert renderer.render_card("r5", "en", False) == "r5"
    assert renderer.render_table(faced_view(pool=["r5"]), "en", False) == ["pool: ['r5']"]


class Bare(FacedGame):
    name = "bare"

    def faces(self) -> Faces:
        return {"layout": "shared"}

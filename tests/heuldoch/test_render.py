"""Heul doch! at the terminal (games/heuldoch/terminal.py, rendered by the CLI): table,
cards and plays in words, in German and English."""

from __future__ import annotations

from maumau.cli.renderers import renderer_for
from maumau.games.heuldoch.round import HeulDochRound
from tests.heuldoch.helpers import load

RENDER = renderer_for("heuldoch")


def table_game(**options: object) -> HeulDochRound:
    return load(["r5 ~k7", "b4", "y6 ~o1", "g2"], ["b5 r6 k1 g4", "o1 o2 o3 o4",
                                                   "y1 y2 y4 y5", "g3 g6 g5 b6"],
                options=dict(options))


def test_the_table_shows_every_pile_with_neighbours_marked() -> None:
    lines = RENDER.render_table(table_game().view(0), "en", False)
    assert lines[0].startswith("talon: 76 cards")
    assert lines[1].startswith("▶ seat 1 (you)")
    assert "top: onion [black 7]" in lines[1] and "onions  1" in lines[1]
    assert lines[2].startswith("  seat 2 (left neighbour)") and "top: blue 4" in lines[2]
    assert "top: onion " in lines[3] and "[" not in lines[3]
    assert lines[4].startswith("  seat 4 (right neighbour)") and "height  1" in lines[4]


def test_german_names_and_memory_mode() -> None:
    lines = RENDER.render_table(table_game(show_onion_counts=False).view(1), "de", False)
    assert "Zwiebelanzahl verdeckt" in lines[0]
    assert "Platz 1 (rechter Nachbar)" in lines[1] and "Zwiebel" in lines[1]
    assert "Platz 3 (linker Nachbar)" in lines[3]
    assert all("Zwiebeln" not in line for line in lines[1:])
    assert [RENDER.render_card(c, "de", False) for c in ("r5", "o1", "y2", "g3", "b4", "p6",
                                                         "k7", "werwolf")] == [
        "rot 5", "orange 1", "gelb 2", "grün 3", "blau 4", "lila 6", "schwarz 7", "Werwolf"]


def test_plays_are_described_with_their_destination() -> None:
    game = load(["r1", "b4", "y6", "g4"], ["b5 r6 k1 g4", "o1 o2 o3 o4", "y1 y2 y4 y5",
                                           "g3 g6 g5 b6"])
    view = game.view(0)
    described = {str(a): RENDER.describe_action(a, view, "en", False)
                 for a in view.legal_actions}
    assert described["b5>1"] == "blue 5 → left neighbour (face up: only here)"
    assert described["r6>0"] == "red 6 → own pile"
    assert described["k1/down"] == "black 1 face down (onion)"
    assert described["g4>3"] == "green 4 → right neighbour (face up: either neighbour)"
    german = RENDER.describe_action(game.parse_action("b5>1"), view, "de", False)
    assert german == "blau 5 → linker Nachbar (offen nur hierhin)"


def test_special_plays_and_colours() -> None:
    game = load(["r1", "b4", "y6", "g4"], ["strandtuch karussell", "", "", ""],
                rest="discard", specials=True)
    view = game.view(0)
    assert RENDER.describe_action(game.parse_action("strandtuch>1"), view, "en", False) == (
        "Strandtuch: swap tops with seat 2 (left neighbour)")
    assert RENDER.describe_action(game.parse_action("karussell/left"), view, "de", False) == (
        "Karussell: alle obersten Karten wandern nach links")
    assert RENDER.render_card("r5", "en", True) == "\x1b[31mred 5\x1b[0m"
    assert "\x1b[" not in "".join(RENDER.render_table(view, "en", False))


def test_events_are_told_with_where_the_cards_went() -> None:
    """terminal_events: own pile, gifts, onions (hidden from others), specials."""
    from maumau.cli.seats import SeatNames

    names = SeatNames(("Du", "Bot 1", "Bot 2", "Bot 3"), 0, "dir")
    game = load(["r1 g7", "b4", "y6", "g4"], ["werwolf karussell", "b1", "", ""],
                rest="discard", specials=True)
    game.play("werwolf")
    game.play("b1/down")
    game.play("karussell/left")
    told = [RENDER.describe_event(event.seen_by(0), names, "de", False) for event in game.log]
    assert told[:3] == ["Du spielst Werwolf", "Werwolf: dein grün 7 wird zur Zwiebel",
                        "Werwolf: blau 4 von Bot 1 wird zur Zwiebel"]
    assert "Bot 1 legt eine Zwiebel" in told
    assert "Du spielst Karussell nach links" in told
    theirs = SeatNames(("Bot 0", "You", "Bot 2", "Bot 3"), 1, "you")
    mine = [RENDER.describe_event(event.seen_by(1), theirs, "en", False) for event in game.log]
    assert "You lay blue 1 as an onion" in mine

"""docs/rules.md §2 a turn: colour or digit; a special by colour or the same special; the
Farbwechsel on anything, naming a colour."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.support.shedding_positions import legal
from tests.tabaluga.helpers import load


def test_a_card_matches_in_colour_or_digit() -> None:
    game = load(["r3 g8 b5 y9", "g1 g2", "b1 b2"], "r8")

    assert legal(game) == ["draw", "g8", "r3"]


def test_a_special_matches_in_colour_or_as_the_same_special() -> None:
    game = load(["r+2 g+2 bS yR g4", "g1 g2", "b1 b2"], "gS")

    assert legal(game) == ["bS", "draw", "g+2", "g4"]


def test_a_farbwechsel_goes_on_anything_and_names_a_colour() -> None:
    game = load(["W r3 y9", "g1 g2", "b1 b2"], "b8")

    assert legal(game) == ["W/b", "W/g", "W/r", "W/y", "draw"]
    game.play("W/y")

    assert game.to_position()["wish"] == "y"
    assert game.to_move == 1


def test_after_a_farbwechsel_the_named_colour_must_follow() -> None:
    game = load(["r3 y9", "y1 g2 W b5", "b1 b2"], "W", wish="y", to_move=1)

    assert legal(game) == ["W/b", "W/g", "W/r", "W/y", "draw", "y1"]
    with pytest.raises(IllegalActionError, match="g2 does not follow the wished suit y"):
        game.play("g2")


def test_a_farbwechsel_needs_a_colour() -> None:
    game = load(["W r3 y9", "g1 g2", "b1 b2"], "b8")

    with pytest.raises(IllegalActionError, match="W needs a suit to wish: W/g W/b W/r W/y"):
        game.play("W")

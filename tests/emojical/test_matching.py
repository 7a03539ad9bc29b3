"""docs/rules.md §3 a turn: match the face, the colour or the action symbol; grey cards and the
Extra card go on anything and name a colour (Farbwunsch)."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.emojical.helpers import load
from tests.support.shedding_positions import legal


def test_a_card_matches_in_face_colour_or_symbol() -> None:
    game = load(["y:wink p:wink b:sad g:+2 b:+2 p:cool", "y:smile y:laugh y:cool"], "b:wink")

    assert legal(game) == ["b:+2", "b:sad", "p:wink", "y:wink"]


def test_an_action_card_matches_the_same_symbol_in_another_colour() -> None:
    game = load(["y:skip p:wink g:swap", "y:smile y:laugh y:cool"], "b:skip")

    assert legal(game) == ["y:skip"]


def test_grey_cards_and_the_extra_card_go_on_anything_naming_a_colour() -> None:
    game = load(["wish +4 extra p:sad", "y:smile y:laugh y:cool"], "b:wink")

    assert legal(game) == [f"{card}/{c}" for card in ("+4", "extra", "wish") for c in "bgpy"]


def test_after_a_wish_the_named_colour_must_follow() -> None:
    game = load(["y:smile y:laugh y:cool", "g:sad b:sad wish"], "wish", wish="g", to_move=1)

    assert legal(game) == ["g:sad", "wish/b", "wish/g", "wish/p", "wish/y"]
    with pytest.raises(IllegalActionError, match="b:sad does not follow the wished suit g"):
        game.play("b:sad")

"""docs/rules.md §1 "A turn" and the wish card: matching by suit or rank, wishes and how long
they last, `wish_on_wish`."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.classic.helpers import brief, expected, legal, load, state

WISHES = ["/C", "/D", "/H", "/S"]


def wish_plays(card: str) -> list[str]:
    return [card + wish for wish in WISHES]


def test_a_card_matches_the_top_by_suit_or_by_rank() -> None:
    """§1 A turn: same suit or same rank; anything else does not fit."""
    game = load(["8H KS 7C QD", "9D TD", "AC AD"], "KH")
    assert legal(game) == ["8H", "KS", "draw"]

    events = game.play("KS")

    assert brief(events) == ["play 0 KS"]
    assert state(game) == expected(hands=["7C 8H QD", "9D TD", "AC AD"], top="KS", to_move=1)
    assert legal(game) == ["draw"]


def test_the_wish_card_goes_on_anything_and_names_any_suit() -> None:
    """§1 wish (Jack): playable on anything; the player names the suit to follow."""
    game = load(["JC 7D 9S", "QS KD", "AC AD"], "KH")
    assert legal(game) == sorted(["draw", *wish_plays("JC")])

    events = game.play("JC/S")

    assert brief(events) == ["play 0 JC/S"]
    assert state(game) == expected(hands=["7D 9S", "QS KD", "AC AD"], top="JC", to_move=1,
                                   wish="S")


def test_wishing_the_current_suit_is_allowed() -> None:
    """§1 wish: "any suit, also the current one"."""
    game = load(["JC 7D 9S", "QS KD", "AC AD"], "KH")
    game.play("JC/H")
    assert state(game)["wish"] == "H"

    game = load(["JH 7D 9S", "QS KD", "AC AD"], "KH")
    game.play("JH/H")
    assert state(game)["wish"] == "H"


def test_a_wish_in_force_must_be_followed_by_suit_or_by_a_wish_card() -> None:
    """§1 wish: the next player plays the wished suit or another wish card; the suit and
    rank of the Jack on top no longer count."""
    game = load(["AD", "QS KH JD QC", "7H 8D"], "JC", to_move=1, wish="S")
    assert legal(game) == sorted(["QS", "draw", *wish_plays("JD")])

    events = game.play("QS")

    assert brief(events) == ["play 1 QS"]
    assert state(game) == expected(hands=["AD", "JD KH QC", "7H 8D"], top="QS", to_move=2)


def test_wish_on_wish_on_lets_a_wish_card_follow_a_wish() -> None:
    """§1 `wish_on_wish` (default on)."""
    game = load(["AD", "JH JD 9H QS", "7H 8D"], "JC", to_move=1, wish="H")
    assert legal(game) == sorted(["9H", "draw", *wish_plays("JH"), *wish_plays("JD")])

    game.play("JD/C")

    assert state(game) == expected(hands=["AD", "9H JH QS", "7H 8D"], top="JD", to_move=2,
                                   wish="C")


def test_wish_on_wish_off_bars_every_wish_card_but_not_the_joker() -> None:
    """[D-4] §1 `wish_on_wish` off (engine decision): while a wish is in force no wish card may be
    played, not even one of the wished suit; a joker stays playable on anything."""
    options = {"wish_on_wish": False, "jokers": 1}
    game = load(["AD", "JH JD 9H X QS", "7H 8D"], "JC", to_move=1, wish="H", options=options)
    assert legal(game) == sorted(["9H", "X", "draw", *("X" + wish for wish in WISHES)])

    before = game.to_position()
    with pytest.raises(IllegalActionError, match="wish_on_wish is off"):
        game.play("JH/H")
    assert game.to_position() == before

    game.play("X/D")
    assert state(game) == expected(hands=["AD", "9H JD JH QS", "7H 8D"], top="X", to_move=2,
                                   wish="D")


def test_with_wish_on_wish_off_a_wish_card_still_goes_on_a_plain_card() -> None:
    """`wish_on_wish` only concerns a wish in force; on anything else the Jack is wild."""
    game = load(["JH 9C QD", "QS KD", "AC AD"], "KS", options={"wish_on_wish": False})
    assert legal(game) == sorted(["draw", *wish_plays("JH")])


def test_the_wish_lasts_until_a_card_is_played_a_draw_does_not_end_it() -> None:
    """[D-28] §1 wish: a player who cannot follow draws; the wish stays for the next player."""
    game = load(["AD AC", "KS QS", "TH 7S 8C"], "JC", talon="AS", to_move=1, wish="H")
    assert legal(game) == ["draw"]

    events = game.play("draw")

    assert brief(events) == ["draw 1 AS #1"]
    assert state(game) == expected(hands=["AC AD", "AS KS QS", "TH 7S 8C"], top="JC",
                                   to_move=2, wish="H")
    assert legal(game) == ["TH", "draw"]

    game.play("TH")
    assert state(game) == expected(hands=["AC AD", "AS KS QS", "7S 8C"], top="TH", to_move=0)

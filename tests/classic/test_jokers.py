"""docs/rules.md §1 option `jokers` (0–3) [I-11]."""

from __future__ import annotations

import pytest

from maumau import RulesetError
from tests.classic.helpers import brief, classic_rules, expected, legal, load, state

JOKER_PLAYS = ["X", "X/C", "X/D", "X/H", "X/S"]


@pytest.mark.parametrize("jokers", [0, 1, 2, 3])
def test_the_pack_holds_the_chosen_number_of_jokers(jokers: int) -> None:
    """[I-11] `jokers` 0–3 are added to the 32 cards."""
    rules = classic_rules(3, {"jokers": jokers})
    deck = rules.game.deck(rules)
    assert len(deck) == 32 + jokers
    assert ("X" in deck) == (jokers > 0)


def test_more_than_three_jokers_are_refused() -> None:
    with pytest.raises(RulesetError, match="'jokers' cannot be 4"):
        classic_rules(3, {"jokers": 4})


def test_a_joker_goes_on_anything_with_a_wish_or_without() -> None:
    """[D-5] [I-11]: playable on anything; the player names a suit or nothing."""
    game = load(["X 8C QD", "QS 9S KD", "TH TC TS"], "KH", options={"jokers": 1})
    assert legal(game) == sorted([*JOKER_PLAYS, "draw"])


def test_any_card_may_follow_a_joker_without_a_wish() -> None:
    """[D-5] [I-11]: a joker with no wish lets the next player play any card."""
    game = load(["X 8C QD", "8D 7S JS", "TH TC TS"], "KH", options={"jokers": 1})
    events = game.play("X")

    assert brief(events) == ["play 0 X"]
    assert state(game) == expected(hands=["8C QD", "8D 7S JS", "TH TC TS"], top="X",
                                   to_move=1, wish="any")
    assert legal(game) == ["7S", "8D", "JS/C", "JS/D", "JS/H", "JS/S", "draw"]

    game.play("8D")
    assert state(game) == expected(hands=["8C QD", "7S JS", "TH TC TS"], top="8D", to_move=0)


def test_a_joker_with_a_suit_is_followed_like_a_wish() -> None:
    """[I-11]: a joker naming a suit works like a wish: that suit or a wish card."""
    game = load(["X 8C QD", "8D 7S JD QC", "TH TC TS"], "KH", options={"jokers": 1})
    game.play("X/S")

    assert state(game) == expected(hands=["8C QD", "8D 7S JD QC", "TH TC TS"], top="X",
                                   to_move=1, wish="S")
    assert legal(game) == ["7S", "JD/C", "JD/D", "JD/H", "JD/S", "draw"]


def test_a_joker_goes_on_a_joker() -> None:
    """[I-11]: "on anything" includes another joker, and a wish in force."""
    game = load(["AD", "X QC 8D", "TH TC TS"], "X", to_move=1, wish="H",
                options={"jokers": 2})
    assert legal(game) == sorted([*JOKER_PLAYS, "draw"])

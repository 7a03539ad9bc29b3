"""docs/rules.md §3 calls: "Mau" with the second-to-last card, "Mau-Mau" with the last; a
missed call costs two cards [I-3]; after a missed "Mau-Mau" the card stays laid and takes
effect [I-25]; the round ends at once with the called last card (no effect)."""

from __future__ import annotations

from tests.emojical.helpers import lay, load
from tests.support.shedding_positions import brief, hand, legal

TALON = "g:smile g:wink g:laugh g:cool"


def test_the_second_to_last_card_needs_mau() -> None:
    game = load(["y:smile y:wink", "g:sad g:love g:cool"], "y:laugh", talon=TALON)
    assert legal(game) == ["y:smile", "y:smile!", "y:wink", "y:wink!"]

    events = game.play("y:smile")

    assert brief(events) == ["play 0 y:smile", "mau_missed 0 #2", "penalty 0 g:smile g:wink #2 /2"]
    assert hand(game, 0) == "g:smile g:wink y:wink"


def test_the_last_card_with_mau_mau_ends_the_round_without_effect() -> None:
    game = load(["y:+2", "g:sad g:love g:cool", "b:sad b:love"], "y:laugh")
    assert legal(game) == ["y:+2", "y:+2!!"]

    events = game.play("y:+2!!")

    assert brief(events) == ["play 0 y:+2!!", "round_over 0 #25"]
    assert game.result is not None and game.result.winners == (0,)


def test_a_missed_mau_mau_costs_two_cards_and_the_card_takes_effect() -> None:
    """[I-25]."""
    game = load(["y:+2", "g:sad g:love g:cool", "b:sad b:love"], "y:laugh", talon=TALON)

    events = lay(game, "y:+2")

    assert brief(events) == ["play 0 y:+2", "mau_missed 0 #2 /!!",
                             "penalty 0 g:smile g:wink #2 /2"]
    assert game.result is None
    assert (game.to_move, game.phase, game.pending) == (1, "penalty", 2)


def test_a_missed_mau_mau_keeps_the_wish_of_the_card_laid() -> None:
    game = load(["wish", "g:sad g:love g:cool", "b:sad b:love"], "y:laugh", talon=TALON)
    assert legal(game) == ["wish!!", "wish/b", "wish/g", "wish/p", "wish/y"]

    game.play("wish/g")

    assert (game.to_move, game.to_position()["wish"]) == (1, "g")
    assert hand(game, 0) == "g:smile g:wink"


def test_auto_call_offers_only_the_called_plays() -> None:
    game = load(["y:smile y:wink", "y:+2", "b:sad b:love"], "y:laugh",
                options={"auto_call": True})
    assert legal(game) == ["y:smile!", "y:wink!"]
    lay(game, "y:smile!")
    assert legal(game) == ["y:+2!!"]

"""docs/rules.md §3 Zocken: take 4, or gamble on the talon's top: a smiley costs 8 cards in all,
an action card only itself; then a normal turn [I-24]."""

from __future__ import annotations

from tests.emojical.helpers import load
from tests.support.shedding_positions import brief, hand, legal

SMILEYS = "g:smile g:wink g:laugh g:cool y:sad y:love p:love p:sad b:love b:sad"


def hit_by_gamble(talon: str) -> object:
    game = load(["y:gamble y:wink b:cool", "b:wink p:cool p:angry", "g:sad g:love g:cool"],
                "y:laugh", talon=talon)
    game.play("y:gamble")
    return game


def test_the_victim_may_take_four_or_gamble() -> None:
    game = load(["y:gamble y:wink b:cool", "b:wink p:cool p:angry", "g:sad g:love g:cool"],
                "y:laugh", talon=SMILEYS)
    game.play("y:gamble")
    assert (game.to_move, game.phase, legal(game)) == (1, "hit", ["gamble", "take"])

    events = game.play("take")

    assert brief(events) == ["penalty 1 g:smile g:wink g:laugh g:cool #4 /4"]
    assert (game.to_move, game.phase) == (1, "continue")


def test_a_turned_up_smiley_costs_eight_cards_in_all() -> None:
    game = load(["y:gamble y:wink b:cool", "b:wink p:cool p:angry", "g:sad g:love g:cool"],
                "y:laugh", talon=SMILEYS)
    game.play("y:gamble")

    events = game.play("gamble")

    assert brief(events) == ["gamble 1 g:smile #1",
                             "penalty 1 g:wink g:laugh g:cool y:sad y:love p:love p:sad #7 /7"]
    assert len(hand(game, 1).split()) == 11
    assert (game.to_move, game.phase, legal(game)) == (1, "continue", ["y:love", "y:sad"])


def test_a_turned_up_action_card_costs_only_itself() -> None:
    game = load(["y:gamble y:wink b:cool", "b:wink p:cool p:angry", "g:sad g:love g:cool"],
                "y:laugh", talon="g:skip " + SMILEYS)
    game.play("y:gamble")

    events = game.play("gamble")

    assert brief(events) == ["gamble 1 g:skip #1"]
    assert hand(game, 1) == "b:wink g:skip p:angry p:cool"
    assert game.view(2).events[-1].cards[0].code == "g:skip"  # turned up for all to see

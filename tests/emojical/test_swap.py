"""docs/rules.md §3 Kartentausch: the player swaps hands with a chosen player, who moves next;
the swapped hands are seen only by the two swappers."""

from __future__ import annotations

from tests.emojical.helpers import load
from tests.support.shedding_positions import brief, hands, legal


def test_swap_names_any_other_seat() -> None:
    game = load(["y:swap y:wink b:cool", "g:sad g:love", "b:wink p:cool", "p:sad p:love"],
                "y:laugh")

    assert [a for a in legal(game) if "swap" in a] == ["y:swap>1", "y:swap>2", "y:swap>3"]


def test_the_chosen_partner_takes_the_swap_and_moves_next() -> None:
    game = load(["y:swap y:wink b:cool", "g:sad g:love g:cool", "b:wink p:cool p:sad",
                 "p:tongue p:love p:smile"], "y:laugh")
    game.play("y:swap>2")
    assert (game.to_move, game.phase, legal(game)) == (2, "hit", ["take"])

    events = game.play("take")

    assert brief(events) == ["swap 0 y:wink b:cool #2 >2", "swap 2 b:wink p:cool p:sad #3 >0"]
    assert hands(game)[0] == "b:wink p:cool p:sad"
    assert hands(game)[2] == "b:cool y:wink"
    assert (game.to_move, game.phase) == (2, "play")


def test_only_the_two_swappers_see_the_swapped_cards() -> None:
    game = load(["y:swap y:wink b:cool", "g:sad g:love g:cool", "b:wink p:cool p:sad"],
                "y:laugh")
    game.play("y:swap>2")
    game.play("take")

    for seat, sees in ((0, True), (1, False), (2, True), (None, False)):
        swaps = [e for e in game.view(seat).events if e.kind.value == "swap"]
        assert [bool(e.cards) for e in swaps] == [sees, sees]
        assert [(e.seat, e.target, e.count) for e in swaps] == [(0, 2, 2), (2, 0, 3)]

"""docs/rules.md §3 Schenken: the left neighbour draws a random card from the player's hand
(chance from the seed [I-2]), named only to giver and receiver, then moves."""

from __future__ import annotations

from tests.emojical.helpers import load, position
from tests.support.shedding_positions import brief, hand, legal, loaded


def test_the_left_neighbour_draws_a_random_card_from_the_givers_hand() -> None:
    game = load(["y:gift y:wink b:cool p:cool", "g:sad g:love g:cool", "b:wink p:sad p:love"],
                "y:laugh")
    game.play("y:gift")
    assert (game.to_move, game.phase, legal(game)) == (1, "hit", ["take"])

    events = game.play("take")

    assert len(events) == 1 and events[0].kind.value == "gift"
    given = events[0].cards[0].code
    assert given in ("y:wink", "b:cool", "p:cool")
    assert given in hand(game, 1) and given not in hand(game, 0)
    assert (game.to_move, game.phase) == (1, "play")
    assert brief(events) == [f"gift 0 {given} #1 >1"]


def test_the_gift_is_named_only_to_giver_and_receiver() -> None:
    game = load(["y:gift y:wink b:cool p:cool", "g:sad g:love g:cool", "b:wink p:sad p:love"],
                "y:laugh")
    game.play("y:gift")
    game.play("take")

    gifts = {seat: game.view(seat).events[-1] for seat in (None, 0, 1, 2)}
    assert [bool(gifts[seat].cards) for seat in (None, 0, 1, 2)] == [False, True, True, False]


def test_the_gift_is_the_same_for_the_same_seed_and_differs_with_another() -> None:
    """[I-2]: the random card comes only from the seeded generator."""
    def given(seed: int) -> str:
        data = position(["y:gift y:wink b:cool p:cool g:angry", "g:sad g:love g:cool",
                         "b:wink p:sad p:love"], "y:laugh", seed=seed)
        game = loaded(data)
        game.play("y:gift")
        return game.play("take")[0].cards[0].code

    assert given(1) == given(1)
    assert len({given(seed) for seed in range(12)}) > 1

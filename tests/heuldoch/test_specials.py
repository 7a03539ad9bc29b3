"""docs/rules.md §4 special cards [I-21]: Katapult, Strandtuch, Karussell, Werwolf, and the
decisions [H-4] to [H-9] about them."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.heuldoch.helpers import brief, hand, legal, load, pile

ALL = "0,1,2,3"


def test_katapult_throws_off_every_highest_face_up_top_including_the_own() -> None:
    """§4 Katapult: every pile showing the highest face-up value loses that card, ties
    included, the player's own too; an onion of that value is safe."""
    game = load(["y1 r7", "y2 b7", "y3 ~k7", "g7"], ["katapult", "", "", "o1"], rest="discard",
                specials=True)
    events = game.play("katapult")

    assert brief(events) == ["play 0 katapult", "pile 0 r7 /katapult", "pile 1 b7 /katapult",
                             "pile 3 g7 /katapult"]
    assert [pile(game, seat, 1) for seat in range(4)] == ["y1", "y2", "~k7@2", ""]
    assert game.deck.codes_of(game.discard[-4:]) == ["katapult", "r7", "b7", "g7"]


def test_an_empty_pile_after_the_katapult_counts_as_an_onion() -> None:
    """§4: an empty pile counts as an onion: for its owner anything goes, for neighbours
    nothing."""
    game = load(["y1", "g7", "b2", "r1"], ["katapult", "g6", "", "r3 k4"], rest="discard",
                specials=True, to_move=0)
    game.play("katapult")
    assert pile(game, 1) == ""
    game.play("g6>1")
    assert pile(game, 1) == "g6"

    game = load(["y1", "g7", "g2", "r1"], ["katapult", "", "g5", ""], rest="discard",
                specials=True, to_move=0)
    game.play("katapult")
    assert legal(game) == ["g5/down", "g5>2"]


def test_katapult_with_no_face_up_number_showing_does_nothing() -> None:
    """[H-6]: only onions (or empty piles) showing: nothing is thrown off."""
    game = load(["~y1", "~y2", "~y3", "~y4"], ["katapult", "r1", "", ""], rest="discard",
                specials=True)
    events = game.play("katapult")
    assert brief(events) == ["play 0 katapult"]
    assert [pile(game, seat, 1) for seat in range(4)] == ["~y1@0", "~y2@1", "~y3@2", "~y4@3"]


def test_strandtuch_swaps_tops_with_any_seat_onions_too_and_knowledge_stays() -> None:
    """§4 Strandtuch: swap the own top with any other player's top (onions too), matching
    ignored; [H-7] a moved onion stays known to its layer only."""
    game = load(["r5 ~k2", "b1", "b3 y6", "g4"], ["strandtuch", "", "", "o1"], rest="discard",
                specials=True)
    assert legal(game) == ["strandtuch>1", "strandtuch>2", "strandtuch>3"]

    events = game.play("strandtuch>2")

    assert brief(events) == ["play 0 strandtuch >2", "swap 0 >2"]
    assert pile(game, 0) == "r5 y6"
    assert pile(game, 2) == "b3 ~k2@0"
    assert game.view(2).table["piles"][2] == {"top": "onion", "height": 2, "onions": 1}
    assert game.view(0).table["piles"][2]["onion_card"] == "k2"


def test_strandtuch_from_or_to_an_empty_pile_moves_one_card() -> None:
    """§4: with the own pile empty the other player just gives theirs; [H-7] with theirs
    empty, the own top goes over; both empty, nothing moves."""
    game = load(["", "b1 b2", "y5", "g4"], ["strandtuch", "", "", ""], rest="discard",
                specials=True)
    game.play("strandtuch>1")
    assert (pile(game, 0), pile(game, 1)) == ("b2", "b1")

    game = load(["b1 b2", "", "y5", "g4"], ["strandtuch", "", "", ""], rest="discard",
                specials=True)
    events = game.play("strandtuch>1")
    assert (pile(game, 0), pile(game, 1)) == ("b1", "b2")
    assert events[1].count == 1

    game = load(["", "", "y5", "g4"], ["strandtuch", "", "", ""], rest="discard",
                specials=True)
    events = game.play("strandtuch>1")
    assert (pile(game, 0), pile(game, 1), events[1].count) == ("", "", 0)


@pytest.mark.parametrize(("side", "expected"), [
    ("left", ["k5", "y2 r1", "~b2@1", "g4"]),
    ("right", ["~b2@1", "y2", "k5", "g4 r1"]),
])
def test_karussell_moves_every_top_one_seat(side: str, expected: list[str]) -> None:
    """§4 Karussell: the player picks left or right ([H-8]: left = to seat + 1); an empty
    pile gives nothing but still receives; matching is ignored."""
    game = load(["r1", "y2 ~b2", "", "g4 k5"], ["karussell", "", "", ""], rest="discard",
                specials=True)
    assert legal(game) == ["karussell/left", "karussell/right"]
    game.play(f"karussell/{side}")
    assert [pile(game, seat) for seat in range(4)] == expected


def test_werwolf_turns_every_top_over() -> None:
    """§4 Werwolf: a number card becomes an onion, an onion the card it is, now seen by
    all ([H-9]); an empty pile is passed over."""
    game = load(["r1 g5", "y2 ~b2", "", "k4"], ["werwolf", "", "", "o1"], rest="discard",
                specials=True)
    events = game.play("werwolf")

    assert brief(events) == ["play 0 werwolf", "pile 0 g5 /down", "pile 1 b2 /up",
                             "pile 3 k4 /down"]
    assert [pile(game, seat) for seat in range(4)] == [f"r1 ~g5@{ALL}", "y2 b2", "",
                                                      f"~k4@{ALL}"]
    assert all(game.view(seat).table["piles"][3]["onion_card"] == "k4" for seat in range(4))


def test_a_special_card_may_be_played_on_any_turn_then_the_player_draws_back() -> None:
    """[H-4]: a special card is the turn's one card even when a number card fits; it counts
    as a hand card, so the player draws back to four afterwards."""
    game = load(["r5", "b4", "y1", "g2"], ["r6 werwolf k1 k2", "o1 o2 o3 o4", "y2 y3 y4 y5",
                                           "g3 g4 g5 g6"], talon="p7", specials=True)
    assert "werwolf" in legal(game) and "r6>0" in legal(game)
    events = game.play("werwolf")
    assert brief(events)[-1] == "draw 0 p7"
    assert hand(game, 0) == "r6 k1 k2 p7"
    assert game.deck.codes_of(game.discard) == ["werwolf"]


def test_special_cards_are_never_laid_face_down() -> None:
    """[H-5]: only number cards become onions; a special card goes to the discard pile."""
    game = load(["r5", "b4", "y1", "g2"], ["katapult", "o1", "", ""], rest="discard",
                specials=True)
    with pytest.raises(IllegalActionError, match="no choice and no seat"):
        game.play("katapult/down")


def test_a_special_card_played_last_still_acts() -> None:
    """[H-12]: the round ends after the last hand card, its effect included."""
    game = load(["r1", "b7", "y1", "g2"], ["katapult", "", "", ""], rest="discard",
                specials=True)
    game.play("katapult")
    assert game.result is not None
    assert pile(game, 1, 1) != "b7"

"""Face-down cards are real cards [I-5]: an onion's identity is seen only by the seats
that know it (its layer; everyone after a Werwolf), in views and in events ([H-10],
[H-11]); memory mode hides the onion counts."""

from __future__ import annotations

from maumau import Ruleset
from maumau.core.match import Match
from tests.heuldoch.helpers import heul, load


def test_an_onion_names_its_card_only_to_its_layer() -> None:
    """[I-5], [H-10]: the others see that an onion was laid, not which card, and not the
    action's notation that would name it."""
    game = load(["r5", "b4", "y1", "g2"], ["k7 o1", "o2", "", ""], rest=2)
    game.play("k7/down")

    event = game.log[-1]
    assert event.private_to == frozenset({0})
    mine = game.view(0).events[-1]
    assert [card.code for card in mine.cards] == ["k7"]
    for seat in (1, 2, 3, None):
        seen = game.view(seat).events[-1]
        assert (seen.cards, seen.action, seen.choice, seen.target) == ((), None, "down", 0)
        assert "k7" not in str(seen.to_dict())


def test_views_show_the_top_height_and_onion_count_and_the_known_card() -> None:
    """Views show each pile's top (code, or "onion" named only to its knowers), height and
    onion count."""
    game = load(["r5 ~k7", "b4 ~g1 b6", "", "g2"], ["o1", "o2", "", ""], rest=2)
    piles = game.view(0).table["piles"]
    assert piles[0] == {"top": "onion", "onion_card": "k7", "height": 2, "onions": 1}
    assert piles[1] == {"top": "b6", "height": 3, "onions": 1}
    assert game.view(1).table["piles"][0] == {"top": "onion", "height": 2, "onions": 1}
    assert game.view(None).table["piles"][0] == {"top": "onion", "height": 2, "onions": 1}
    assert game.view(0).table["left"] == 1 and game.view(0).table["right"] == 3


def test_memory_mode_shows_no_onion_counts_but_the_own_knowledge() -> None:
    """[D-27] §4 `show_onion_counts` off, [H-11]: no counts; a seat still sees which card its own
    onion on top is, and its own onion events."""
    game = load(["r5 ~k7", "b4", "y1", "g2"], ["o1", "o2", "", ""], rest=2,
                options={"show_onion_counts": False})
    view = game.view(0)
    assert view.table["piles"][0] == {"top": "onion", "onion_card": "k7", "height": 2}
    assert all("onions" not in shown for shown in view.table["piles"])
    assert view.table["show_onion_counts"] is False


def test_a_moved_onion_stays_hidden_from_its_new_owner() -> None:
    """[H-7]: Strandtuch moves an onion face down; the receiver does not learn it."""
    game = load(["r5 ~k7", "b4", "y1", "g2"], ["strandtuch", "o1", "", ""], rest="discard",
                specials=True)
    game.play("strandtuch>2")
    assert "onion_card" not in game.view(2).table["piles"][2]
    assert game.view(0).table["piles"][2]["onion_card"] == "k7"
    assert all(event.seen_by(2).cards == () for event in game.log if event.private_to)


def test_the_deal_shows_each_hand_to_its_seat_only() -> None:
    """[I-5]: the dealt hands are private events; the starting piles are public."""
    game = heul(Match(Ruleset.create("heuldoch", 4), seed=5).round)
    deal_events = [e for e in game.log if e.kind.value == "draw"]
    assert [e.private_to for e in deal_events] == [frozenset({s}) for s in range(4)]
    for seat in range(4):
        seen = [e for e in game.view(seat).events if e.kind.value == "draw"]
        assert [bool(e.cards) for e in seen] == [s == seat for s in range(4)]
    start = next(e for e in game.view(None).events if e.kind.value == "start")
    assert [card.code for card in start.cards] == [
        game.deck.cards[pile[0]].code for pile in game.piles]

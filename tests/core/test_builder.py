"""Positions and deals by hand: ``Ruleset.pack``, ``build_position`` and
``Match.deal`` for every game, and their refusals naming the card or the seat."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from maumau import Match, PositionError, Ruleset, build_position, load_position, replay_record

CLASSIC_HANDS = ["7H 8H 9H TH 7S 8S", "7C 8C 9C TC JD 8D", "9D TD QD KD AD AH"]
HEUL_HANDS = ["r1 r2 r3 r4", "o1 o2 o3 o4", "y1 y2 y3 y4"]


@pytest.mark.parametrize(("variant", "size"), [
    ("classic", 32), ("tabaluga", 110), ("emojical", None), ("heuldoch", 98)])
def test_the_pack_lists_every_card_in_codes(variant: str, size: int | None) -> None:
    rules = Ruleset.create(variant, 3)
    pack = rules.pack()
    deck = rules.game.deck(rules)
    assert len(pack) == len(deck) == (size or len(deck))
    assert Counter(pack) == {card.code: count
                             for card, count in zip(deck.cards, deck.counts, strict=True)}


def test_two_decks_list_each_card_twice() -> None:
    pack = Ruleset.create("classic", 4, None, {"decks": 2}).pack()
    assert pack.count("JC") == 2


def test_the_cards_not_named_go_below_the_named_talon_by_default() -> None:
    rules = Ruleset.create("classic", 3)
    data = build_position(rules, hands=["7H", "8H", "9H"], discard="7S", talon="AS KS")
    assert data["talon"][:2] == ["AS", "KS"]
    assert len(data["talon"]) == 32 - 4
    game = load_position(data)
    assert game.to_move == 0
    assert game.to_position()["talon"] == data["talon"]


def test_the_cards_not_named_may_go_under_the_discard_pile_or_into_a_hand() -> None:
    rules = Ruleset.create("classic", 3)
    under = build_position(rules, hands=["7H", "8H", "9H"], discard="7S", rest="discard")
    assert under["talon"] == [] and under["discard"][-1] == "7S"
    assert len(under["discard"]) == 32 - 3
    held = build_position(rules, hands=["7H", "8H", "9H"], discard="7S", rest=2)
    assert len(held["hands"][2]) == 32 - 3


def test_a_shedding_position_takes_pending_effects() -> None:
    rules = Ruleset.create("tabaluga", 3)
    data = build_position(rules, hands=["r1 b+2", "g5", "y5"], discard="g+2",
                          phase="penalty", pending_draw=2, to_move=0)
    game = load_position(data)
    assert game.phase == "penalty"
    assert sorted(str(action) for action in game.legal_actions()) == ["b+2", "b+2!", "take"]


def test_a_heul_doch_position_names_piles_as_text_and_rest_on_a_pile() -> None:
    rules = Ruleset.create("heuldoch", 3)
    data = build_position(rules, hands=HEUL_HANDS, rest=1, piles=[
        "g1", {"cards": "g2 b3", "face_down": [{"at": 1, "known_by": [1]}]}, "g3"])
    assert data["talon"] == []
    pile = data["piles"][1]
    assert pile["cards"][-2:] == ["g2", "b3"]
    assert pile["face_down"] == [{"at": len(pile["cards"]) - 1, "known_by": [1]}]
    load_position(data)


@pytest.mark.parametrize(("hands", "message"), [
    (["7H 7H", "8H", "9H"], "7H is named twice, but the pack holds it once"),
    (["ZZ", "8H", "9H"], "'ZZ' is not a card of the classic pack"),
    (["7H", "8H"], "'hands' must list 3 hands, one per seat"),
])
def test_the_builder_refuses_a_bad_position(hands: list[str], message: str) -> None:
    with pytest.raises(PositionError, match=message):
        build_position(Ruleset.create("classic", 3), hands=hands, discard="7S")


def test_the_builder_refuses_an_unknown_destination() -> None:
    with pytest.raises(PositionError, match="'talon', 'discard' or a seat, not 'floor'"):
        build_position(Ruleset.create("classic", 3), hands=["7H", "8H", "9H"],
                       discard="7S", rest="floor")


def test_a_deal_gives_the_chosen_hands_and_talon() -> None:
    rules = Ruleset.create("classic", 3)
    match = Match.deal(rules, hands=CLASSIC_HANDS, turned_up="KC", talon="AS QS")
    data = match.round.to_position()
    assert data["hands"] == [hand.split() for hand in CLASSIC_HANDS]
    assert data["discard"] == ["KC"]
    assert data["talon"][:2] == ["AS", "QS"]
    assert data["dealer"] == 2 and data["to_move"] == 0


def test_a_turned_up_seven_makes_the_first_player_draw() -> None:
    """docs/rules.md §1 [I-6]: "a 7 makes the first player draw (or stack)"."""
    game = Match.deal(Ruleset.create("classic", 3), hands=CLASSIC_HANDS, turned_up="7D").round
    data = game.to_position()
    assert (data["phase"], data["to_move"], data["pending_draw"]) == ("penalty", 0, 2)


def test_a_turned_up_nine_lets_the_dealers_right_begin() -> None:
    """docs/rules.md §1 [I-6]: "a 9 reverses (so the seat to the dealer's right begins)"."""
    game = Match.deal(Ruleset.create("classic", 3), hands=CLASSIC_HANDS, turned_up="9S").round
    assert game.to_move == 1


def test_a_turned_up_jack_asks_the_dealer_for_a_wish() -> None:
    """docs/rules.md §1 [I-6]: "a Jack: the dealer wishes a suit"."""
    game = Match.deal(Ruleset.create("classic", 3), hands=CLASSIC_HANDS, turned_up="JC",
                      dealer=1).round
    assert (game.phase, game.to_move) == ("choose", 1)


def test_a_turned_up_special_card_has_no_effect_in_tabaluga() -> None:
    """docs/rules.md §2 [I-15]: "A special card turned up has no effect"."""
    hands = ["r1 r2 r3 r4 r5", "b1 b2 b3 b4 b5", "g1 g2 g3 g4 g5"]
    game = Match.deal(Ruleset.create("tabaluga", 3), hands=hands, turned_up="y+2").round
    assert (game.phase, game.to_move) == ("play", 0)
    assert game.to_position()["pending_draw"] == 0


def test_a_heul_doch_deal_puts_the_turned_up_cards_on_the_piles() -> None:
    """docs/rules.md §4, [H-3]: one face-up card on every pile, four hand cards each."""
    match = Match.deal(Ruleset.create("heuldoch", 3), hands=HEUL_HANDS,
                       turned_up="g1 g2 g3", seed=5)
    data = match.round.to_position()
    assert [pile["cards"] for pile in data["piles"]] == [["g1"], ["g2"], ["g3"]]
    assert data["hands"] == [hand.split() for hand in HEUL_HANDS]


def test_a_heul_doch_deal_refuses_a_special_card_on_a_pile() -> None:
    rules = Ruleset.create("heuldoch", 3, "specials")
    with pytest.raises(PositionError, match="seat 1's turned-up card katapult is a special"):
        Match.deal(rules, hands=HEUL_HANDS, turned_up="g1 katapult g3")


@pytest.mark.parametrize(("hands", "turned_up", "message"), [
    (["7H 8H 9H TH", *CLASSIC_HANDS[1:]], "KC", "the hand of seat 0 has 4 cards; a deal gives 6"),
    (["7H 8H 9H TH 7S 7C", *CLASSIC_HANDS[1:]], "KC", "7C is named twice"),
    (CLASSIC_HANDS, "KC AC", "turn up one card, not 2"),
])
def test_a_deal_refuses_bad_hands(hands: list[str], turned_up: str, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        Match.deal(Ruleset.create("classic", 3), hands=hands, turned_up=turned_up)


def test_a_dealt_match_records_and_replays() -> None:
    rules = Ruleset.create("emojical", 3)
    pack = rules.pack()
    match = Match.deal(rules, hands=[pack[0:7], pack[7:14], pack[14:21]],
                       turned_up=pack[21], seed=3)
    assert match.round.to_position()["hands"][1] == pack[7:14]
    for _ in range(6):
        match.apply(match.round.legal_actions()[0])
    record = json.loads(json.dumps(match.to_record()))
    assert replay_record(record).to_record() == record

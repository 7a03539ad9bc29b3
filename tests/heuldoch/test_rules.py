"""The deck, card codes, action notation, options and presets of Heul doch! (docs/rules.md §4,
"Card codes")."""

from __future__ import annotations

from collections import Counter

import pytest

from maumau import Ruleset, RulesetError, find_variant, format_action, parse_action
from maumau.games.heuldoch.tables import rules_for


def test_the_pack_holds_98_number_cards_in_seven_colours() -> None:
    """§4 [I-20]: 1-7 in r o y g b p k, two of each."""
    deck = find_variant("heuldoch").deck(Ruleset.create("heuldoch", 4))
    assert len(deck) == 98
    assert Counter(code[0] for code in deck.codes_of(deck.full_pack())) == {
        colour: 14 for colour in "roygbpk"}
    assert {card.code for card in deck.cards} == {f"{c}{v}" for c in "roygbpk"
                                                  for v in range(1, 8)}


def test_special_cards_add_three_of_each_of_four() -> None:
    """§4 [I-21]: with `special_cards`, 12 more: Katapult, Strandtuch, Karussell, Werwolf."""
    deck = find_variant("heuldoch").deck(Ruleset.create("heuldoch", 4, "specials"))
    assert len(deck) == 110
    assert Counter(deck.codes_of(deck.full_pack()))["werwolf"] == 3
    assert {"katapult", "strandtuch", "karussell", "werwolf"} <= {c.code for c in deck.cards}


@pytest.mark.parametrize("text", ["r5>2", "r5/down", "katapult", "strandtuch>3",
                                  "karussell/left", "karussell/right", "werwolf"])
def test_action_notation_round_trips(text: str) -> None:
    deck = rules_for(Ruleset.create("heuldoch", 4, "specials")).deck
    action = parse_action(text, deck)
    assert format_action(action) == text
    card, _, tail = text.partition("/")
    assert parse_action(card.upper() + ("/" + tail if tail else ""), deck) is action


def test_every_legal_action_is_interned_in_the_rules_tables() -> None:
    rules = rules_for(Ruleset.create("heuldoch", 5, "specials"))
    assert parse_action("r5>2", rules.deck) is rules.up[4][2]
    assert parse_action("r5/down", rules.deck) is rules.down[4]
    assert id(parse_action("karussell/right", rules.deck)) in rules.ops


def test_three_to_six_players() -> None:
    """§4: 3-6 players."""
    for players in range(3, 7):
        Ruleset.create("heuldoch", players)
    for players in (2, 7):
        with pytest.raises(RulesetError, match="3 to 6"):
            Ruleset.create("heuldoch", players)


def test_options_and_presets() -> None:
    rules = Ruleset.create("heuldoch", 4)
    assert rules.options == {"special_cards": False, "show_onion_counts": True,
                             "first_player": "random", "rounds": 1}
    assert Ruleset.create("heuldoch", 4, "memory")["show_onion_counts"] is False
    assert Ruleset.create("heuldoch", 4, "evening")["rounds"] == 3
    with pytest.raises(RulesetError, match="not a seat"):
        Ruleset.create("heuldoch", 3, None, {"first_player": "3"})

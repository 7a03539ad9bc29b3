"""Cards and decks: codes, ids, the full pack, and unknown codes refused by name."""

from __future__ import annotations

import pytest

from maumau import Card, Deck, NotationError
from tests.support.rulesets import RulesetCase, preset_grid


def small_deck() -> Deck:
    return Deck([("7H", 2), ("JC", 1), ("X", 3)])


def test_codes_and_ids_correspond() -> None:
    deck = small_deck()
    assert deck.kinds == 3
    assert len(deck) == 6
    assert [deck.id_of(code) for code in ("7H", "JC", "X")] == [0, 1, 2]
    assert deck.card(1) == Card("JC")
    assert deck.codes_of(deck.ids_of(["X", "7H", "7H"])) == ["X", "7H", "7H"]
    assert "JC" in deck
    assert "QS" not in deck


def test_case_is_forgiven() -> None:
    deck = small_deck()
    assert deck.id_of("jc") == deck.id_of("JC")
    assert deck.id_of("x") == deck.id_of("X")


def test_unknown_code_is_refused_by_name() -> None:
    with pytest.raises(NotationError, match="unknown card 'QS'"):
        small_deck().id_of("QS")
    with pytest.raises(NotationError, match="'ZZ'"):
        small_deck().ids_of(["7H", "ZZ"])


def test_a_code_listed_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="twice"):
        Deck([("7H", 1), ("7H", 1)])


def test_full_pack_and_missing_and_extra() -> None:
    deck = small_deck()
    pack = deck.full_pack()
    assert sorted(pack) == [0, 0, 1, 2, 2, 2]
    assert deck.missing_and_extra(pack) == ([], [])
    assert deck.missing_and_extra([0, 1, 1, 2, 2]) == (["7H", "X"], ["JC"])


def test_cards_are_ordered_hashable_values() -> None:
    assert Card("7H") == Card("7H")
    assert len({Card("7H"), Card("7H"), Card("8H")}) == 2
    assert sorted([Card("8H"), Card("7H")]) == [Card("7H"), Card("8H")]
    assert str(Card("b+2")) == "b+2"


@pytest.mark.parametrize("case", preset_grid(), ids=[case.name for case in preset_grid()])
def test_every_variant_deck_has_distinct_codes_without_notation_characters(
    case: RulesetCase,
) -> None:
    """Codes must survive action notation: no '/', '>', '!' or blanks inside."""
    rules = case.build()
    deck = rules.game.deck(rules)
    codes = [card.code for card in deck.cards]
    assert len(set(codes)) == len(codes)
    assert all(count > 0 for count in deck.counts)
    for code in codes:
        assert code and not set(code) & set("/>! \t\n"), code
        assert deck.card(deck.id_of(code)).code == code

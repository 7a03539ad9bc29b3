"""Cards as text codes, and decks as counted sets of card kinds.

A card is identified by its code (``7H``, ``b+2``, ``g:wink``, ``r5``). Cards with the same
code are interchangeable, so the engine keeps them as small integer ids (the index of the
kind in its :class:`Deck`) and turns them back into :class:`Card` objects at its edges.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from maumau.core.errors import NotationError

__all__ = [
    "Card",
    "Deck",
]


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One kind of card, named by its code."""

    code: str

    def __str__(self) -> str:
        return self.code


class Deck:
    """The kinds of card a ruleset plays with and how many of each the pack holds."""

    def __init__(self, kinds: Sequence[tuple[str, int]]) -> None:
        codes = [code for code, _ in kinds]
        if len(set(codes)) != len(codes):
            raise ValueError("deck lists a card code twice")
        self.cards: tuple[Card, ...] = tuple(Card(code) for code in codes)
        self.counts: tuple[int, ...] = tuple(count for _, count in kinds)
        self._ids: dict[str, int] = {code: i for i, code in enumerate(codes)}
        self._ids_folded: dict[str, int] = {code.lower(): i for i, code in enumerate(codes)}
        self._pack: tuple[int, ...] = tuple(card_id for card_id, count in enumerate(self.counts)
                                            for _ in range(count))

    def __len__(self) -> int:
        return sum(self.counts)

    def __contains__(self, code: object) -> bool:
        return code in self._ids

    @property
    def kinds(self) -> int:
        return len(self.cards)

    def id_of(self, code: str) -> int:
        """The id of the card with this code; case is forgiven where unambiguous."""
        found = self._ids.get(code)
        if found is None:
            found = self._ids_folded.get(code.lower())
        if found is None:
            raise NotationError(f"unknown card {code!r}", "unknown_card", {"text": code})
        return found

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def ids_of(self, codes: Iterable[str]) -> list[int]:
        return [self.id_of(code) for code in codes]

    def codes_of(self, ids: Iterable[int]) -> list[str]:
        cards = self.cards
        return [cards[i].code for i in ids]

    def full_pack(self) -> list[int]:
        """Every physical card of the pack as ids, in deck order (before any shuffle): a
        new list each time."""
        return list(self._pack)

    def missing_and_extra(self, ids: Iterable[int]) -> tuple[list[str], list[str]]:
        """Compare a multiset of ids with the pack: (cards missing, cards too many)."""
        have = Counter(ids)
        missing: list[str] = []
        extra: list[str] = []
        for card_id, count in enumerate(self.counts):
            diff = have.get(card_id, 0) - count
            if diff < 0:
                missing.extend([self.cards[card_id].code] * -diff)
            elif diff > 0:
                extra.extend([self.cards[card_id].code] * diff)
        return missing, extra

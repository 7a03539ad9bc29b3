"""Heul doch!'s observation: a seat's view as a fixed-size vector of numbers.

Beside the parts every game shares (:class:`~maumau.core.encoding.SeatEncoder`) it shows
every seat's pile: its top (a face-up card kind, an onion, or empty), the card of a
face-down top the seat knows, the pile's height and onions; the discard pile's top, and a
few scalars. Nothing is remembered between views beyond what the view shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from maumau.core.cards import Card
from maumau.core.encoding import SeatEncoder, seat_parts
from maumau.core.events import Event
from maumau.core.round import Round
from maumau.core.view import View
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.heuldoch.rules import CARD_MASK, DOWN, knowers_of
from maumau.games.heuldoch.view import ONION_TOP

__all__ = [
    "SCALARS",
    "HeulDochEncoder",
]

SCALARS = ("talon_size", "discard_size", "show_onion_counts")


class HeulDochEncoder(SeatEncoder):
    """Turns views of Heul doch! into observations (see :mod:`maumau.core.encoding`)."""

    def __init__(self, cards: Sequence[str], players: int) -> None:
        k, p = len(cards), players
        self.kinds, self.players = k, p
        super().__init__(cards, [
            ("hand", k, "count of each card kind in the own hand"),
            ("pile_top", p * (k + 2), "per seat: one-hot of its pile's top: a face-up card"
             " kind, then 'onion' (face down), then 'empty'"),
            ("onion_card", p * k, "per seat: one-hot of the card of a face-down top this"
             " seat knows"),
            ("pile_height", p, "cards on each seat's pile"),
            ("onions", p, "onions on each seat's pile (zeros in memory mode)"),
            ("discard_top", k, "one-hot: the top of the discard pile (special cards)"),
            *seat_parts(p),
            ("scalars", len(SCALARS), ", ".join(SCALARS)),
            ("totals", p, "match totals so far (the round's points included once it is over)"),
        ])
        # Per seat: its pile's top (a card, an onion, or None for an empty pile), and the
        # card of an onion the seat knows.
        self.pile_top_at: list[dict[str | None, int]] = []
        self.onion_card_at: list[dict[str, int]] = []
        for seat in range(p):
            at = self.start["pile_top"] + seat * (k + 2)
            tops: dict[str | None, int] = {code: at + i for i, code in enumerate(cards)}
            tops[ONION_TOP] = at + k
            tops[None] = at + k + 1
            self.pile_top_at.append(tops)
            self.onion_card_at.append(self.positions("onion_card", cards, seat * k))
        self.discard_top_at = self.positions("discard_top", cards)
        # Looked up once for encode_round: per seat its pile's onion and empty bits; the
        # segments' starts; per pack the positions by card index (_index_pack).
        self._ends_at = [(tops[ONION_TOP], tops[None]) for tops in self.pile_top_at]
        self._heights_at, self._onions_at = self.start["pile_height"], self.start["onions"]
        self._scalars_at = self.start["scalars"]
        self._round_pack: Sequence[Card] = ()
        self._own_by_index: list[int] = []
        self._tops_by_index: list[list[int]] = []
        self._known_by_index: list[list[int]] = []
        self._discard_by_index: list[int] = []

    def zones(self) -> tuple[tuple[str, int], ...]:
        """The runs of one number per card kind, for card planes
        (:mod:`maumau.core.card_planes`): the hand, each seat's pile top (its face-up
        card kinds), each seat's known onion card, the discard pile's top."""
        k, start = self.kinds, self.start
        return (("hand", start["hand"]),
                *((f"pile_top_{seat}", start["pile_top"] + seat * (k + 2))
                  for seat in range(self.players)),
                *((f"onion_card_{seat}", start["onion_card"] + seat * k)
                  for seat in range(self.players)),
                ("discard_top", start["discard_top"]))

    def start_round(self, base: memoryview, view: View) -> None:
        self.start_seats(base, view)

    def remember(self, base: memoryview, memory: None, events: Sequence[Event]) -> None:
        return None

    def encode(self, out: memoryview, view: View, totals: Sequence[int]) -> None:
        self.encode_seats(out, view, totals)
        self.encode_table(out, view.table)

    def encode_round(self, out: memoryview, game: Round, seat: int,
                     totals: Sequence[int]) -> None:
        """:meth:`encode` of ``game.view(seat)``, read from the round without building
        the view: the seat's own hand and what the public table shows
        (:func:`~maumau.games.heuldoch.view.public_table`: each pile's top and height, a
        face-down top's card only to a seat that knows it, onions counted only when
        shown)."""
        assert isinstance(game, HeulDochRound)
        cards = game.deck.cards
        if cards is not self._round_pack:
            self._index_pack(cards)
        # The parts of encode_own, inline (the same numbers): this runs at every step.
        # Heul doch! shows every seat the turn as it is (Round.turn_seen_by).
        hand = self._own_by_index
        piles = game.piles
        for card in game.hands[seat]:
            out[hand[card]] += 1
        to_move = game.to_move
        self.write_turn_and_counts(out, to_move, game.hands, totals)
        show = game.rules.show_onion_counts
        tops, known, ends = self._tops_by_index, self._known_by_index, self._ends_at
        heights, onions = self._heights_at, self._onions_at
        face_down = DOWN.__le__  # an entry at DOWN or above lies face down
        for other, pile in enumerate(piles):
            if not pile:
                out[ends[other][1]] = 1
                continue
            top = pile[-1]
            if top < DOWN:
                out[tops[other][top]] = 1
            else:  # face down: its card only to the seats that know it
                out[ends[other][0]] = 1
                if knowers_of(top) >> seat & 1:
                    out[known[other][top & CARD_MASK]] = 1
            out[heights + other] = len(pile)
            if show:
                out[onions + other] = sum(map(face_down, pile))
        discard = game.discard
        if discard:
            out[self._discard_by_index[discard[-1]]] = 1
        at = self._scalars_at
        out[at] = len(game.talon)
        out[at + 1] = len(discard)
        out[at + 2] = show

    def _index_pack(self, cards: Sequence[Card]) -> None:
        """Each card of the round's pack (by its index) mapped to its positions in the
        one-hot segments, once per pack: the step then looks positions up by index."""
        self._round_pack = cards
        self._own_by_index = [self.hand_at[card.code] for card in cards]
        self._tops_by_index = [[tops[card.code] for card in cards]
                               for tops in self.pile_top_at]
        self._known_by_index = [[known[card.code] for card in cards]
                                for known in self.onion_card_at]
        self._discard_by_index = [self.discard_top_at[card.code] for card in cards]

    def encode_table(self, out: memoryview, table: dict[str, Any]) -> None:
        """Write the public table (piles, discard pile, scalars)."""
        start = self.start
        tops, known = self.pile_top_at, self.onion_card_at
        heights, onions = start["pile_height"], start["onions"]
        for seat, pile in enumerate(table["piles"]):
            out[tops[seat][pile["top"]]] = 1
            card = pile.get("onion_card")
            if card is not None:
                out[known[seat][card]] = 1
            out[heights + seat] = pile["height"]
            out[onions + seat] = pile.get("onions", 0)
        discard_top = table["discard_top"]
        if discard_top is not None:
            out[self.discard_top_at[discard_top]] = 1
        at = start["scalars"]
        out[at] = table["talon_size"]
        out[at + 1] = table["discard_size"]
        out[at + 2] = table["show_onion_counts"]

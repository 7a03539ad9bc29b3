"""Heul doch!'s observation: a seat's view as a fixed-size vector of numbers.

Beside the parts every game shares (:class:`~maumau.core.encoding.SeatEncoder`) it shows
every seat's pile: its top (a face-up card kind, an onion, or empty), the card of a
face-down top the seat knows, the pile's height and onions; the discard pile's top, and a
few scalars. Nothing is remembered between views beyond what the view shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from maumau.core.encoding import SeatEncoder, seat_parts
from maumau.core.events import Event
from maumau.core.view import View
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

    def start_round(self, base: memoryview, view: View) -> None:
        self.start_seats(base, view)

    def remember(self, base: memoryview, memory: None, events: Sequence[Event]) -> None:
        return None

    def encode(self, out: memoryview, view: View, totals: Sequence[int]) -> None:
        self.encode_seats(out, view, totals)
        start = self.start
        table: dict[str, Any] = view.table
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

"""Guessed Heul doch! rounds: one full round consistent with what a seat's view knows.

The piles are the tracked ones; an onion the seat does not know and a face-up card it
never saw take a number card from the unseen ones, the rest is dealt by
:class:`~maumau.core.knowledge.Dealer`.
"""

from __future__ import annotations

import random

from maumau.core.knowledge import SEED_BITS, Dealer
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.heuldoch.rules import ONION, face_down_entry, face_of, is_number
from maumau.games.heuldoch.tables import rules_for
from maumau.games.heuldoch.tracking import UNKNOWN_ONION, UNKNOWN_UP

__all__ = [
    "HeulDochDealer",
]


class HeulDochDealer(Dealer):
    """Deals guessed Heul doch! rounds of one view."""

    def build(self, pool: list[int], rng: random.Random) -> HeulDochRound:
        view = self.view
        tracking = self.tracking
        rules = rules_for(self.ruleset)
        numbers = [card for card in pool if is_number(card)]
        others = [card for card in pool if not is_number(card)]
        piles: list[list[int]] = []
        for owner, pile in enumerate(tracking.piles):
            filled = []
            for entry in pile:
                if entry == UNKNOWN_ONION:  # known to someone, never to this seat
                    layer = owner if owner != self.seat else (owner + 1) % len(tracking.piles)
                    entry = face_down_entry(numbers.pop(), 1 << layer)
                elif entry == UNKNOWN_UP:
                    entry = numbers.pop()
                filled.append(entry)
            piles.append(filled)
        pool = numbers + others
        rng.shuffle(pool)
        round_ = HeulDochRound(self.ruleset, rules, rng.getrandbits(SEED_BITS),
                               view.round_index, view.dealer)
        round_.hands, round_.talon, round_.discard = self.lay_out(None, pool)
        round_.piles = piles
        round_.face = [face_of(pile[-1]) if pile else ONION for pile in piles]
        round_.held = sum(len(hand) for hand in round_.hands)
        round_.seat = self.seat
        return round_

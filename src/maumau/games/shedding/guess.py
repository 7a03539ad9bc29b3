"""Guessed shedding rounds: one full round consistent with what a seat's view knows.

The hidden cards are dealt by :class:`~maumau.core.knowledge.Dealer`; the public state
(top, wish, pending penalty, phase, direction, Mau calls) comes from the view.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from maumau.core.events import Event, EventKind
from maumau.core.knowledge import SEED_BITS, Dealer
from maumau.core.view import View
from maumau.games.shedding.round import PHASE_NAMES, THROW_IN, SheddingRound
from maumau.games.shedding.rules import NO_WISH, SheddingRules
from maumau.games.shedding.tables import rules_of

__all__ = [
    "SheddingDealer",
]


class SheddingDealer(Dealer):
    """Deals guessed shedding rounds of one view."""

    def build(self, pool: list[int], rng: random.Random) -> SheddingRound:
        view = self.view
        table = view.table
        rules = rules_of(self.ruleset)
        round_ = SheddingRound(self.ruleset, rules, rng.getrandbits(SEED_BITS),
                               view.round_index, view.dealer)
        round_.hands, round_.talon, round_.discard = self.lay_out(None, pool)
        round_.seat = self.seat
        round_.direction = int(table["direction"])
        round_.phase_id = PHASE_NAMES.index(view.phase)
        round_.pending = int(table["pending_draw"])
        round_.wish = _wish_of(rules, table["wish"])
        round_.ready = [bool(flag) for flag in table["mau"]]
        drawn = table.get("drawn")
        round_.drawn = rules.deck.id_of(str(drawn)) if drawn is not None else -1
        round_.draws = int(table.get("draws", 0))
        round_.actor, round_.target = _actor_and_target(view, round_.phase_id)
        return round_


def _wish_of(rules: SheddingRules, wish: object) -> int:
    if wish is None:
        return NO_WISH
    if wish == "any":
        return rules.any_wish
    return rules.suits.index(str(wish))


def _actor_and_target(view: View, phase: int) -> tuple[int, int]:
    """The seat whose card is pending and the seat it names: ``hit_by`` on the table in
    the ``hit`` phase; in a throw-in window ``laid_by`` and ``laid_target`` on the table
    [D-15], or in a game saved before open windows the seat that laid the top card, read
    from the events (the poll itself shows nobody)."""
    if view.phase == "hit":
        return int(view.table["hit_by"]), -1
    if phase != THROW_IN:
        return -1, -1
    if "laid_by" in view.table:
        return int(view.table["laid_by"]), int(view.table.get("laid_target", -1))
    last = _last_laid(view.events)
    if last is None:
        raise ValueError("a throw-in poll without a card laid before it")
    seat, target = last
    return seat, -1 if target is None else target


def _last_laid(events: Sequence[Event]) -> tuple[int, int | None] | None:
    for event in reversed(events):
        if event.kind in (EventKind.PLAY, EventKind.THROW_IN) and event.seat is not None:
            return event.seat, event.target
    return None

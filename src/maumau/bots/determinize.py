"""Determinization: one full round consistent with what a seat's view knows.

A search bot cannot play on a view; it plays on guesses of the whole state. From a
:class:`~maumau.bots.tracking.Tracking` (what the view implies) this module deals the
unseen cards at random into the places the seat cannot see - the other hands, the talon,
the unknown cards below the discard pile, the onions it did not lay - respecting every
known card and every group's exclusions, and builds an engine round with them. The
public state (top, wish, pending penalty, phase, direction, Mau calls, piles) comes from
the view. The round gets a fresh seed from the bot's generator, so reshuffles and random
gifts in the guessed future are guesses too, never the real round's.

Building goes straight to the rounds' fields (the position loader validates and is too
slow to call thousands of times a decision); the tests check the result against the
loader's rules.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from maumau.bots.tracking import UNKNOWN_ONION, UNKNOWN_UP, Tracking, ruleset_of
from maumau.core.events import Event, EventKind
from maumau.core.ruleset import Ruleset
from maumau.core.view import View
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.heuldoch.rules import ONION, face_down_entry, face_of, is_number
from maumau.games.heuldoch.variant import rules_for as heuldoch_rules
from maumau.games.shedding.round import PHASE_NAMES, THROW_IN, SheddingRound
from maumau.games.shedding.rules import NO_WISH, SheddingRules
from maumau.games.shedding.variant import SheddingVariant

Guess = TypeVar("Guess", SheddingRound, HeulDochRound)

SEED_BITS = 48


class Determinizer:
    """Deals guesses of one view's hidden cards; build once per decision."""

    def __init__(self, view: View, tracking: Tracking) -> None:
        if view.seat is None or view.to_move != view.seat:
            raise ValueError("a determinization needs the view of the seat to move")
        self.view = view
        self.tracking = tracking
        self.ruleset: Ruleset = ruleset_of(view)
        self.seat = view.seat
        self.groups = _group_order(tracking, self.seat)

    def sample(self, rng: random.Random) -> SheddingRound | HeulDochRound:
        """A round that agrees with everything the view shows, hidden cards guessed."""
        pool = list(self.tracking.unseen)
        rng.shuffle(pool)
        if self.view.variant == "heuldoch":
            return self._heuldoch(pool, rng)
        return self._shedding(pool, rng)

    # ------------------------------------------------------------------- dealing

    def _lay_out(self, round_: Guess, pool: list[int]) -> Guess:
        """Deal the guessed round's hands and the unknown cards under its discard pile
        from ``pool``; what is left is its talon."""
        round_.hands = self._deal_hands(pool)
        below = [pool.pop() for _ in range(min(self.tracking.discard_unknown, len(pool)))]
        round_.talon = pool
        round_.discard = below + list(self.tracking.discard)
        return round_

    def _deal_hands(self, pool: list[int]) -> list[list[int]]:
        """Every hand: its known cards, then its groups' cards from the pool (the most
        constrained groups first); a group that cannot be filled takes any card."""
        tracking = self.tracking
        hands = [list(hand.known) for hand in tracking.hands]
        for seat, count, excluded in self.groups:
            hand = hands[seat]
            if not excluded:
                hand.extend(pool[len(pool) - count:])
                del pool[len(pool) - count:]
                continue
            taken = 0
            index = len(pool) - 1
            while taken < count and index >= 0:
                card = pool[index]
                if card not in excluded:
                    hand.append(card)
                    pool[index] = pool[-1]
                    pool.pop()
                    taken += 1
                index -= 1
            while taken < count:  # the constraints cannot all hold: relax them
                hand.append(pool.pop())
                taken += 1
        return hands

    def _shedding(self, pool: list[int], rng: random.Random) -> SheddingRound:
        view = self.view
        table = view.table
        game = self.ruleset.game
        assert isinstance(game, SheddingVariant)
        rules = game.rules_for(self.ruleset)
        round_ = self._lay_out(SheddingRound(self.ruleset, rules, rng.getrandbits(SEED_BITS),
                                             view.round_index, view.dealer), pool)
        round_.seat = self.seat
        round_.direction = int(table["direction"])
        round_.phase_id = PHASE_NAMES.index(view.phase)
        round_.pending = int(table["pending_draw"])
        round_.wish = _wish_of(rules, table["wish"])
        round_.ready = [bool(flag) for flag in table["mau"]]
        drawn = table.get("drawn")
        round_.drawn = rules.deck.id_of(str(drawn)) if drawn is not None else -1
        round_.actor, round_.target = _actor_and_target(view, round_.phase_id)
        return round_

    def _heuldoch(self, pool: list[int], rng: random.Random) -> HeulDochRound:
        view = self.view
        tracking = self.tracking
        rules = heuldoch_rules(self.ruleset)
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
        round_ = self._lay_out(HeulDochRound(self.ruleset, rules, rng.getrandbits(SEED_BITS),
                                             view.round_index, view.dealer), pool)
        round_.piles = piles
        round_.face = [face_of(pile[-1]) if pile else ONION for pile in piles]
        round_.held = sum(len(hand) for hand in round_.hands)
        round_.seat = self.seat
        return round_


def _group_order(tracking: Tracking, me: int) -> list[tuple[int, int, frozenset[int]]]:
    """(seat, count, excluded) of every group of another hand, most constrained first."""
    groups = [(seat, group.count, group.excluded)
              for seat, hand in enumerate(tracking.hands) if seat != me
              for group in hand.groups if group.count]
    groups.sort(key=lambda item: -len(item[2]))
    return groups


def _wish_of(rules: SheddingRules, wish: object) -> int:
    if wish is None:
        return NO_WISH
    if wish == "any":
        return rules.any_wish
    return rules.suits.index(str(wish))


def _actor_and_target(view: View, phase: int) -> tuple[int, int]:
    """The seat whose card is pending and the seat it names: ``hit_by`` on the table in
    the ``hit`` phase; in a throw-in poll the seat that laid the top card, read from the
    events (the poll itself shows nobody)."""
    if view.phase == "hit":
        return int(view.table["hit_by"]), -1
    if phase != THROW_IN:
        return -1, -1
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

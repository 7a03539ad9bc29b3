"""What a seat's view implies about the cards it cannot see: the vocabulary.

Bots that reason about hidden cards (card counting, sampling the unseen cards for a
search) work with a :class:`Tracking`: every card whose place the seat does not know
(``unseen``), per other seat the cards it surely holds and the rest of its hand in
*groups* (cards that arrived together and the cards each group cannot contain), and the
public piles. Each game reads its own events into one (its search hooks,
:meth:`maumau.core.variant.Variant.search`); :class:`HandTracker`, :func:`unseen_pool`
and :func:`fit_sizes` are the parts every game's reading shares, and :class:`Dealer`
deals guesses of the hidden cards that agree with a tracking.

A group's exclusions come from the public history: a seat that drew a card on its turn
when drawing is only allowed without a playable card held no playable card then - so no
card of the hand it held then can be a card that was playable then. Cards it receives
later are free of that constraint. When the history contradicts an assumption (the seat
later plays a card its groups exclude), that seat's exclusions are dropped.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

from maumau.core.cards import Deck
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.view import View

__all__ = ["Dealer", "Group", "Guesses", "HandKnowledge", "HandTracker", "OpenGroup",
           "Tracking", "fit_sizes", "ruleset_of", "unseen_pool"]

SEED_BITS = 48
"""The size of the seeds a search gives the rounds it guesses."""


@dataclass(frozen=True)
class Group:
    """Cards of one hand that arrived together, none of them one of ``excluded``."""

    count: int
    excluded: frozenset[int] = frozenset()


@dataclass(frozen=True)
class HandKnowledge:
    """What the tracking seat knows of one hand: cards it surely holds, and groups."""

    size: int
    known: tuple[int, ...] = ()
    groups: tuple[Group, ...] = ()

    @property
    def unknown(self) -> int:
        return sum(group.count for group in self.groups)


@dataclass(frozen=True)
class Tracking:
    """What one seat's view implies about the hidden cards (card ids of ``deck``)."""

    seat: int
    deck: Deck
    unseen: tuple[int, ...]
    """Every card whose place the seat does not know, as a sorted multiset of ids."""
    hands: tuple[HandKnowledge, ...]
    """Per seat; the tracking seat's own hand is wholly known."""
    discard: tuple[int, ...]
    """Shedding games: the discard pile's known cards, bottom to top (the top last).
    Games with personal piles: the central discard pile."""
    discard_unknown: int = 0
    """Cards below the known discard pile that the seat never saw (loaded positions)."""
    piles: tuple[tuple[int, ...], ...] = ()
    """Games with personal piles: every pile bottom to top as the engine's entries (the
    game marks the entries the seat does not know)."""
    talon_size: int = 0
    notes: tuple[str, ...] = field(default=())
    """What had to be repaired because the history did not add up (empty normally)."""

    # -- the friendly side, in card codes -------------------------------------------

    def unseen_codes(self) -> Counter[str]:
        """How many of each card the seat cannot locate."""
        return Counter(self.deck.cards[card].code for card in self.unseen)

    def known_codes(self, seat: int) -> list[str]:
        """Cards ``seat`` surely holds, as the tracking seat knows."""
        return self.deck.codes_of(self.hands[seat].known)

    def cannot_hold(self, seat: int) -> frozenset[str]:
        """Codes that none of the seat's not-known cards can be (its groups agree)."""
        groups = [group for group in self.hands[seat].groups if group.count]
        if not groups:
            return frozenset()
        common = frozenset.intersection(*(group.excluded for group in groups))
        return frozenset(self.deck.cards[card].code for card in common)

    def may_hold(self, seat: int, code: str) -> bool:
        """Whether ``seat`` may hold a card ``code`` as far as the view tells."""
        card = self.deck.id_of(code)
        hand = self.hands[seat]
        if card in hand.known:
            return True
        if card not in self.unseen:
            return False
        return any(group.count and card not in group.excluded for group in hand.groups)


def ruleset_of(view: View) -> Ruleset:
    """The ruleset the view's round is played with (its options are in the view as saved,
    :meth:`Ruleset.from_dict`)."""
    return _ruleset(view.variant, view.players, tuple(sorted(view.options.items())))


@lru_cache(maxsize=64)
def _ruleset(variant: str, players: int, items: tuple[tuple[str, Any], ...]) -> Ruleset:
    return Ruleset.from_dict({"variant": variant, "players": players, "options": dict(items)})


class OpenGroup:
    """A :class:`Group` while the events are read."""

    __slots__ = ("count", "excluded")

    def __init__(self, count: int, excluded: frozenset[int] = frozenset()) -> None:
        self.count = count
        self.excluded = excluded


class HandTracker:
    """A mutable :class:`HandKnowledge` while the events are read."""

    __slots__ = ("groups", "known")

    def __init__(self, known: Iterable[int] = ()) -> None:
        self.known: list[int] = list(known)
        self.groups: list[OpenGroup] = []

    @property
    def size(self) -> int:
        return len(self.known) + sum(group.count for group in self.groups)

    def receive_unknown(self, count: int) -> None:
        if count > 0:
            self.groups.append(OpenGroup(count))

    def exclude(self, cards: frozenset[int]) -> None:
        for group in self.groups:
            if group.count:
                group.excluded = group.excluded | cards

    def lose(self, card: int) -> bool:
        """The hand gave up ``card`` in public; False if its groups excluded it."""
        if card in self.known:
            self.known.remove(card)
            return True
        for group in self.groups:
            if group.count and card not in group.excluded:
                group.count -= 1
                return True
        for group in self.groups:
            if group.count:
                group.count -= 1
                break
        for group in self.groups:
            group.excluded = frozenset()
        return False

    def loseunseen_pool(self) -> None:
        """The hand gave up a card nobody watching saw (a gift drawn at random): it may
        have been any card, so the cards known in it become unknown ones."""
        if self.known:
            self.receive_unknown(len(self.known))
            self.known = []
        max(self.groups, key=lambda group: group.count).count -= 1

    def frozen(self) -> HandKnowledge:
        groups = tuple(Group(group.count, group.excluded) for group in self.groups if group.count)
        return HandKnowledge(self.size, tuple(sorted(self.known)), groups)


def unseen_pool(deck: Deck, *placed: Iterable[int]) -> tuple[Counter[int], list[str]]:
    """The pack minus every placed card; over-placed cards are noted, not subtracted."""
    pool = Counter({card: count for card, count in enumerate(deck.counts)})
    notes: list[str] = []
    for zone in placed:
        for card in zone:
            if pool[card] > 0:
                pool[card] -= 1
            else:
                notes.append(f"{deck.cards[card].code} placed more often than the pack holds")
    return pool, notes


def fit_sizes(hands: list[HandTracker], sizes: Sequence[int], notes: list[str]) -> None:
    """Make every tracked hand as big as the view says (repairs a broken history)."""
    for seat, (hand, size) in enumerate(zip(hands, sizes, strict=True)):
        diff = size - hand.size
        if diff > 0:
            hand.receive_unknown(diff)
            notes.append(f"seat {seat}: {diff} card(s) more than tracked")
        while diff < 0:
            notes.append(f"seat {seat}: a card fewer than tracked")
            if hand.size > len(hand.known):
                hand.loseunseen_pool()
            else:
                hand.known.pop()
            diff += 1


# ------------------------------------------------------------------------- guessing


class Guesses(Protocol):
    """Where a search's deals come from: rounds that agree with one seat's view."""

    seat: int

    def sample(self, rng: random.Random) -> Round:
        """A round that agrees with everything the view shows, hidden cards guessed."""
        ...


class Dealer:
    """Deals guesses of one view's hidden cards from its :class:`Tracking` (build once per
    decision): the unseen cards go at random into the places the seat cannot see - the
    other hands, the talon, the unknown cards below the discard pile - respecting every
    known card and every group's exclusions. A game's dealer builds its round around
    them (:meth:`sample`); the round gets a fresh seed from the bot's generator, so
    reshuffles and random gifts in the guessed future are guesses too.

    Building goes straight to the rounds' fields (the position loader validates and is
    too slow to call thousands of times a decision); the tests check the result against
    the loader's rules."""

    def __init__(self, view: View, tracking: Tracking) -> None:
        if view.seat is None or view.to_move != view.seat:
            raise ValueError("a determinization needs the view of the seat to move")
        self.view = view
        self.tracking = tracking
        self.ruleset: Ruleset = ruleset_of(view)
        self.seat = view.seat
        self.groups = _group_order(tracking, self.seat)

    def sample(self, rng: random.Random) -> Round:
        """A round that agrees with everything the view shows, hidden cards guessed."""
        pool = list(self.tracking.unseen)
        rng.shuffle(pool)
        return self.build(pool, rng)

    def build(self, pool: list[int], rng: random.Random) -> Round:
        """The game's guessed round around ``pool``, the unseen cards shuffled."""
        raise NotImplementedError

    def lay_out(self, hands: list[list[int]] | None, pool: list[int]
                ) -> tuple[list[list[int]], list[int], list[int]]:
        """The guessed round's hands, talon and discard pile: the hands dealt from
        ``pool`` (unless given), the unknown cards under the discard pile next; what is
        left is the talon."""
        dealt = self.deal_hands(pool) if hands is None else hands
        below = [pool.pop() for _ in range(min(self.tracking.discard_unknown, len(pool)))]
        return dealt, pool, below + list(self.tracking.discard)

    def deal_hands(self, pool: list[int]) -> list[list[int]]:
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


def _group_order(tracking: Tracking, me: int) -> list[tuple[int, int, frozenset[int]]]:
    """(seat, count, excluded) of every group of another hand, most constrained first."""
    groups = [(seat, group.count, group.excluded)
              for seat, hand in enumerate(tracking.hands) if seat != me
              for group in hand.groups if group.count]
    groups.sort(key=lambda item: -len(item[2]))
    return groups

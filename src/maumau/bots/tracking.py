"""What a seat's view implies about the cards it cannot see.

Bots that reason about hidden cards (card counting, sampling the unseen cards for a
search) start here. :func:`track` reads only a :class:`~maumau.core.view.View` - the
seat's own hand, the public table and the round's events as that seat saw them - and
works out:

- ``unseen``: every card whose place the seat does not know (in another hand, in the
  talon, face down on someone else's pile, or below the discard pile's top when the
  round was loaded from a position without history);
- per other seat, the cards it surely holds (the seat gave them, saw them in a swap, or
  they were turned up in public) and the rest of its hand in *groups*: cards that
  arrived together and the cards each group cannot contain;
- for the shedding games the discard pile as far as it is public (played cards are gone
  until a reshuffle), for Heul doch! every pile with its onions, known or not.

A group's exclusions come from the public history: a seat that drew a card on its turn
when drawing is only allowed without a playable card held no playable card then - so no
card of the hand it held then can be a card that was playable then. Cards it receives
later are free of that constraint. With ``assume_forced_draws`` a draw is read that way
also where drawing is voluntary: the assumption that opponents draw only when they cannot
play. When the history contradicts an assumption (the seat later plays a card its
groups exclude), that seat's exclusions are dropped.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from maumau.bots.simple_heuldoch import swap_tops
from maumau.core.cards import Deck
from maumau.core.events import Event, EventKind
from maumau.core.ruleset import Ruleset
from maumau.core.view import View
from maumau.games.heuldoch.rules import (
    DOWN,
    FACE_DOWN_CHOICE,
    KARUSSELL,
    STEP_OF_SIDE,
    face_down_entry,
    is_number,
)
from maumau.games.heuldoch.variant import rules_for as heuldoch_rules
from maumau.games.shedding.rules import NO_WISH, Effect, SheddingRules
from maumau.games.shedding.variant import SheddingVariant

HEULDOCH = "heuldoch"
UNKNOWN_ONION = -1
"""A Heul doch! pile entry: an onion whose card the seat does not know."""
UNKNOWN_UP = -2
"""A Heul doch! pile entry: a face-up card the seat never saw (no history to read)."""
KATAPULT_CHOICE = "katapult"
FACE_UP_CHOICE = "up"


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
    Heul doch!: the central discard pile."""
    discard_unknown: int = 0
    """Cards below the known discard pile that the seat never saw (loaded positions)."""
    piles: tuple[tuple[int, ...], ...] = ()
    """Heul doch!: every pile bottom to top as engine entries; :data:`UNKNOWN_ONION` and
    :data:`UNKNOWN_UP` where the seat does not know the card."""
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


def track(view: View, assume_forced_draws: bool = False, assume_eager: bool = False
          ) -> Tracking:
    """Read the view's hidden-card implications (see the module docstring).

    ``assume_forced_draws``: a draw means "held nothing playable" also where drawing is
    voluntary. ``assume_eager``: opponents pass a draw penalty on (or block it) and throw
    an identical card in whenever they can - so a seat that took a penalty held no
    counter, and a throw-in window that closed unused means no other seat held the card
    (Blocken excepted: it may be kept for defence)."""
    if view.seat is None:
        raise ValueError("tracking needs a seat's view, not a spectator's")
    ruleset = ruleset_of(view)
    if view.variant == HEULDOCH:
        return _HeulDochTracker(view, ruleset).run()
    game = ruleset.game
    assert isinstance(game, SheddingVariant)
    return _SheddingTracker(view, game.rules_for(ruleset), assume_forced_draws,
                            assume_eager).run()


def ruleset_of(view: View) -> Ruleset:
    """The ruleset the view's round is played with (its options are all in the view)."""
    return _ruleset(view.variant, view.players, tuple(sorted(view.options.items())))


@lru_cache(maxsize=64)
def _ruleset(variant: str, players: int, items: tuple[tuple[str, Any], ...]) -> Ruleset:
    return Ruleset.create(variant, players, None, dict(items))


# ------------------------------------------------------------------------- shared


class _OpenGroup:
    """A :class:`Group` while the events are read."""

    __slots__ = ("count", "excluded")

    def __init__(self, count: int, excluded: frozenset[int] = frozenset()) -> None:
        self.count = count
        self.excluded = excluded


class _Hand:
    """A mutable :class:`HandKnowledge` while the events are read."""

    __slots__ = ("groups", "known")

    def __init__(self, known: Iterable[int] = ()) -> None:
        self.known: list[int] = list(known)
        self.groups: list[_OpenGroup] = []

    @property
    def size(self) -> int:
        return len(self.known) + sum(group.count for group in self.groups)

    def receive_unknown(self, count: int) -> None:
        if count > 0:
            self.groups.append(_OpenGroup(count))

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

    def lose_unseen(self) -> None:
        """The hand gave up a card nobody watching saw (a gift drawn at random): it may
        have been any card, so the cards known in it become unknown ones."""
        if self.known:
            self.receive_unknown(len(self.known))
            self.known = []
        max(self.groups, key=lambda group: group.count).count -= 1

    def frozen(self) -> HandKnowledge:
        groups = tuple(Group(group.count, group.excluded) for group in self.groups if group.count)
        return HandKnowledge(self.size, tuple(sorted(self.known)), groups)


def _unseen(deck: Deck, *placed: Iterable[int]) -> tuple[Counter[int], list[str]]:
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


def _fit_sizes(hands: list[_Hand], sizes: Sequence[int], notes: list[str]) -> None:
    """Make every tracked hand as big as the view says (repairs a broken history)."""
    for seat, (hand, size) in enumerate(zip(hands, sizes, strict=True)):
        diff = size - hand.size
        if diff > 0:
            hand.receive_unknown(diff)
            notes.append(f"seat {seat}: {diff} card(s) more than tracked")
        while diff < 0:
            notes.append(f"seat {seat}: a card fewer than tracked")
            if hand.size > len(hand.known):
                hand.lose_unseen()
            else:
                hand.known.pop()
            diff += 1


# ------------------------------------------------------------------------- shedding


class _SheddingTracker:
    def __init__(self, view: View, rules: SheddingRules, assume_forced_draws: bool,
                 assume_eager: bool) -> None:
        assert view.seat is not None
        self.view = view
        self.me = view.seat
        self.rules = rules
        self.deck = rules.deck
        self.infer_draws = assume_forced_draws or not rules.voluntary_draw
        self.eager = assume_eager
        n = view.players
        self.hands = [_Hand() for _ in range(n)]
        self.discard: list[int] = []
        self.wish = NO_WISH
        self.ready = [False] * n
        self.notes: list[str] = []
        self._before_pass: list[_Hand] = []

    def run(self) -> Tracking:
        view = self.view
        events = view.events
        started = any(event.kind is EventKind.START for event in events)
        if started:
            for index, event in enumerate(events):
                self._read(event, events[index - 1] if index else None)
                if self.eager and event.kind in (EventKind.PLAY, EventKind.THROW_IN):
                    self._window_closed(event, events[index + 1]
                                        if index + 1 < len(events) else None)
        else:
            top = view.table["top"]
            self.discard = [self.deck.id_of(str(top))]
        mine = self.deck.ids_of(card.code for card in view.hand)
        self.hands[self.me] = _Hand(mine)
        _fit_sizes(self.hands, view.hand_sizes, self.notes)
        discard_size = int(view.table["discard_size"])
        if len(self.discard) != discard_size and started:
            self.notes.append("discard pile size differs from the history")
        discard_unknown = max(0, discard_size - len(self.discard))
        pool, notes = _unseen(self.deck, self.discard,
                              *(hand.known for hand in self.hands))
        self.notes += notes
        return Tracking(
            seat=self.me,
            deck=self.deck,
            unseen=tuple(sorted(pool.elements())),
            hands=tuple(hand.frozen() for hand in self.hands),
            discard=tuple(self.discard),
            discard_unknown=discard_unknown,
            talon_size=int(view.table["talon_size"]),
            notes=tuple(self.notes),
        )

    def _id(self, event: Event) -> int:
        return self.deck.id_of(event.cards[0].code)

    def _read(self, event: Event, before: Event | None) -> None:
        kind = event.kind
        seat = event.seat
        if kind is EventKind.DEAL:
            for hand in self.hands:
                hand.receive_unknown(event.count)
        elif kind is EventKind.START:
            top = self._id(event)
            self.discard = [top]
            self.wish = self.rules.any_wish if self.rules.wild[top] else NO_WISH
        elif kind in (EventKind.PLAY, EventKind.THROW_IN):
            assert seat is not None
            self._played(seat, event)
        elif kind is EventKind.DRAW:
            assert seat is not None
            self._drew(seat, event.count)
        elif kind is EventKind.PENALTY:
            assert seat is not None
            if self.eager and seat != self.me:
                self._took_penalty(seat, before)
            self.hands[seat].receive_unknown(event.count)
        elif kind is EventKind.WISH:
            self.wish = self.rules.suits.index(str(event.choice))
        elif kind is EventKind.RESHUFFLE:
            del self.discard[:-1]
        elif kind is EventKind.MAU_MISSED:
            assert seat is not None
            self.ready[seat] = event.count > 0
        elif kind is EventKind.SWAP:
            self._swapped(event, before)
        elif kind is EventKind.GIFT:
            self._gift(event)
        elif kind is EventKind.GAMBLE:
            if event.cards:
                assert seat is not None
                self.hands[seat].known.append(self._id(event))
        elif kind is EventKind.PASS_HANDS:
            self._passed(event, before)

    def _played(self, seat: int, event: Event) -> None:
        card = self._id(event)
        hand = self.hands[seat]
        if not hand.lose(card) and seat != self.me:
            self.notes.append(f"seat {seat} played {event.cards[0].code} its groups excluded")
        self.discard.append(card)
        action = event.action
        if action is not None and id(action) in self.rules.ops:
            call = self.rules.ops[id(action)][3]
            self.wish = self.rules.ops[id(action)][2]
            if hand.size == 1:
                self.ready[seat] = call > 0

    def _drew(self, seat: int, count: int) -> None:
        hand = self.hands[seat]
        if self.infer_draws and seat != self.me and self._could_not_play(seat, hand):
            rules = self.rules
            fits = rules.fitting(self.discard[-1], self.wish)
            hand.exclude(frozenset(card for card, fit in enumerate(fits) if fit))
        hand.receive_unknown(count)

    def _took_penalty(self, seat: int, before: Event | None) -> None:
        """A seat that took a stacked draw penalty right after it was laid held nothing
        that passes it on or blocks it (under ``assume_eager``)."""
        if before is None or before.kind not in (EventKind.PLAY, EventKind.THROW_IN):
            return
        top = self.discard[-1]
        hand = self.hands[seat]
        if self.rules.effect[top] is Effect.DRAW_STACK and before.seat != seat \
                and self._could_not_play(seat, hand):
            counters = self.rules.counters[top]
            hand.exclude(frozenset(card for card, counter in enumerate(counters) if counter))

    def _window_closed(self, event: Event, after: Event | None) -> None:
        """No seat threw in the card just laid: under ``assume_eager`` none held it."""
        rules = self.rules
        card = self.discard[-1]
        if not rules.windowed[card] or rules.effect[card] is Effect.BLOCK:
            return
        if after is None and self.view.phase == "throw_in":
            return  # the window is still open: this seat is being asked
        if after is not None and after.kind is EventKind.THROW_IN:
            return
        for seat, hand in enumerate(self.hands):
            if seat != self.me and seat != event.seat:
                hand.exclude(frozenset((card,)))

    def _could_not_play(self, seat: int, hand: _Hand) -> bool:
        """Whether a draw by this seat says it held no playable card (not merely a last
        card it could not lay without a standing Mau call)."""
        if not self.discard:
            return False
        return hand.size != 1 or self.ready[seat] or self.rules.last_call_penalty > 0

    def _swapped(self, event: Event, before: Event | None) -> None:
        giver, receiver = event.seat, event.target
        assert giver is not None and receiver is not None
        second = (before is not None and before.kind is EventKind.SWAP
                  and before.seat == receiver and before.target == giver)
        if not second:
            self.hands[giver], self.hands[receiver] = self.hands[receiver], self.hands[giver]
        if giver == self.me and event.cards:
            self.hands[receiver] = _Hand(self.deck.ids_of(card.code for card in event.cards))

    def _gift(self, event: Event) -> None:
        giver, receiver = event.seat, event.target
        assert giver is not None and receiver is not None
        if event.cards:
            card = self._id(event)
            if giver != self.me:
                self.hands[giver].lose(card)
            self.hands[receiver].known.append(card)
        else:
            self.hands[giver].lose_unseen()
            self.hands[receiver].receive_unknown(1)

    def _passed(self, event: Event, before: Event | None) -> None:
        giver, receiver = event.seat, event.target
        assert giver is not None and receiver is not None
        if before is None or before.kind is not EventKind.PASS_HANDS:
            self._before_pass = list(self.hands)
        self.hands[receiver] = self._before_pass[giver]
        if giver == self.me and event.cards:
            self.hands[receiver] = _Hand(self.deck.ids_of(card.code for card in event.cards))


# ------------------------------------------------------------------------- Heul doch!


class _HeulDochTracker:
    """Heul doch! hands hold no public clues (any card may go down as an onion, and a
    gift is forced by the card, not the hand); what matters is the piles."""

    def __init__(self, view: View, ruleset: Ruleset) -> None:
        assert view.seat is not None
        self.view = view
        self.me = view.seat
        self.rules = heuldoch_rules(ruleset)
        self.deck = self.rules.deck
        self.piles: list[list[int]] = [[] for _ in range(view.players)]
        self.discard: list[int] = []
        self.notes: list[str] = []

    def run(self) -> Tracking:
        view = self.view
        if any(event.kind is EventKind.START for event in view.events):
            for event in view.events:
                self._read(event)
        else:
            self.piles = [self._guess_pile(shown) for shown in view.table["piles"]]
            discard_top = view.table.get("discard_top")
            self.discard = [self.deck.id_of(str(discard_top))] if discard_top else []
        self._check_tops()
        mine = self.deck.ids_of(card.code for card in view.hand)
        hands = [_Hand() for _ in range(view.players)]
        hands[self.me] = _Hand(mine)
        _fit_sizes(hands, view.hand_sizes, [])  # other hands: unknown cards, no clues
        placed = [entry & (DOWN - 1) for pile in self.piles for entry in pile if entry >= 0]
        discard_unknown = max(0, int(view.table.get("discard_size", 0)) - len(self.discard))
        pool, notes = _unseen(self.deck, mine, placed, self.discard)
        self.notes += notes
        return Tracking(
            seat=self.me,
            deck=self.deck,
            unseen=tuple(sorted(pool.elements())),
            hands=tuple(hand.frozen() for hand in hands),
            discard=tuple(self.discard),
            discard_unknown=discard_unknown,
            piles=tuple(tuple(pile) for pile in self.piles),
            talon_size=int(view.table["talon_size"]),
            notes=tuple(self.notes),
        )

    def _guess_pile(self, shown: dict[str, Any]) -> list[int]:
        """A pile from the table alone: its top, its onions below, unknown cards else."""
        height = int(shown.get("height", 0))
        top = shown.get("top")
        if not height or top is None:
            return []
        if top == "onion":
            known = shown.get("onion_card")
            top_entry = (face_down_entry(self.deck.id_of(str(known)), 1 << self.me)
                         if known else UNKNOWN_ONION)
        else:
            top_entry = self.deck.id_of(str(top))
        onions = int(shown.get("onions", 0)) - (top == "onion")
        onions = max(0, min(onions, height - 1))
        return [UNKNOWN_UP] * (height - 1 - onions) + [UNKNOWN_ONION] * onions + [top_entry]

    def _read(self, event: Event) -> None:
        kind = event.kind
        seat = event.seat
        if kind is EventKind.START:
            self.piles = [[self.deck.id_of(card.code)] for card in event.cards]
        elif kind is EventKind.PLAY:
            assert seat is not None
            self._played(seat, event)
        elif kind is EventKind.PILE:
            assert seat is not None
            self._turned(seat, event)
        elif kind is EventKind.SWAP:
            assert seat is not None and event.target is not None
            swap_tops(self.piles, seat, event.target)

    def _played(self, seat: int, event: Event) -> None:
        if event.choice == FACE_DOWN_CHOICE:
            entry = (face_down_entry(self.deck.id_of(event.cards[0].code), 1 << seat)
                     if event.cards else UNKNOWN_ONION)
            self.piles[seat].append(entry)
            return
        card = self.deck.id_of(event.cards[0].code)
        if is_number(card):
            assert event.target is not None
            self.piles[event.target].append(card)
            return
        self.discard.append(card)
        if card == KARUSSELL:
            step = STEP_OF_SIDE[str(event.choice)]
            tops = [pile.pop() if pile else None for pile in self.piles]
            n = len(self.piles)
            for giver, top in enumerate(tops):
                if top is not None:
                    self.piles[(giver + step) % n].append(top)

    def _turned(self, seat: int, event: Event) -> None:
        """A Katapult throws a top off; a Werwolf turns it over for all to see."""
        pile = self.piles[seat]
        card = self.deck.id_of(event.cards[0].code)
        if event.choice == KATAPULT_CHOICE:
            if pile:
                pile.pop()
            self.discard.append(card)
        elif pile:
            pile[-1] = card if event.choice == FACE_UP_CHOICE \
                else face_down_entry(card, self.rules.everyone)

    def _check_tops(self) -> None:
        """The tracked tops against the table (a check on the reading of the events)."""
        for seat, (pile, shown) in enumerate(zip(self.piles, self.view.table["piles"],
                                                 strict=True)):
            if len(pile) != int(shown["height"]):
                self.notes.append(f"pile {seat}: height differs from the table")
            top = shown.get("top")
            if top not in (None, "onion") and (not pile or pile[-1] != self.deck.id_of(top)):
                self.notes.append(f"pile {seat}: top differs from the table")


__all__ = ["UNKNOWN_ONION", "UNKNOWN_UP", "Group", "HandKnowledge", "Tracking", "ruleset_of",
           "track"]

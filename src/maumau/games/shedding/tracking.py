"""What a seat's view of a shedding round implies about the hidden cards.

:func:`track` reads the seat's own hand, the public table and the round's events as that
seat saw them into a :class:`~maumau.core.knowledge.Tracking`: the discard pile as far as
it is public (played cards are gone until a reshuffle), and per other hand the cards it
surely holds and groups with the cards they cannot be.

With ``assume_forced_draws`` a draw is read as "held nothing playable" also where drawing
is voluntary: the assumption that opponents draw only when they cannot play.
``assume_eager``: opponents pass a draw penalty on (or block it) and throw an identical
card in whenever they can - so a seat that took a penalty held no counter, and a throw-in
window that closed unused means no other seat held the card (Blocken excepted: it may be
kept for defence). An open window tells nothing [D-15].
"""

from __future__ import annotations

from maumau.core.events import Event, EventKind
from maumau.core.knowledge import HandTracker, Tracking, fit_sizes, ruleset_of, unseen_pool
from maumau.core.view import View
from maumau.games.shedding.phases import HIDDEN_POLL_PHASE, PHASE_NAMES, THROW_IN
from maumau.games.shedding.rules import NO_WISH, Effect, SheddingRules
from maumau.games.shedding.tables import rules_of

__all__ = [
    "WINDOW_PHASES",
    "SheddingTracker",
    "track",
]

WINDOW_PHASES = (PHASE_NAMES[THROW_IN], HIDDEN_POLL_PHASE)
"""The phases a view shows while a throw-in window is open (``waiting``: to the seats not
asked, in a game saved before open windows)."""


def track(view: View, assume_forced_draws: bool = False, assume_eager: bool = False
          ) -> Tracking:
    """Read the view's hidden-card implications (see the module docstring)."""
    if view.seat is None:
        raise ValueError("tracking needs a seat's view, not a spectator's")
    return SheddingTracker(view, rules_of(ruleset_of(view)), assume_forced_draws,
                           assume_eager).run()


class SheddingTracker:
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
        self.hands = [HandTracker() for _ in range(n)]
        self.discard: list[int] = []
        self.wish = NO_WISH
        self.ready = [False] * n
        self.notes: list[str] = []
        self._before_pass: list[HandTracker] = []

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
        self.hands[self.me] = HandTracker(mine)
        fit_sizes(self.hands, view.hand_sizes, self.notes)
        discard_size = int(view.table["discard_size"])
        if len(self.discard) != discard_size and started:
            self.notes.append("discard pile size differs from the history")
        discard_unknown = max(0, discard_size - len(self.discard))
        pool, notes = unseen_pool(self.deck, self.discard,
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
        if after is None and self.view.phase in WINDOW_PHASES:
            return  # the window is still open: nothing is known of it yet [D-15]
        if after is not None and after.kind is EventKind.THROW_IN:
            return
        for seat, hand in enumerate(self.hands):
            if seat != self.me and seat != event.seat:
                hand.exclude(frozenset((card,)))

    def _could_not_play(self, seat: int, hand: HandTracker) -> bool:
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
            self.hands[receiver] = HandTracker(self.deck.ids_of(card.code for card in event.cards))

    def _gift(self, event: Event) -> None:
        giver, receiver = event.seat, event.target
        assert giver is not None and receiver is not None
        if event.cards:
            card = self._id(event)
            if giver != self.me:
                self.hands[giver].lose(card)
            self.hands[receiver].known.append(card)
        else:
            self.hands[giver].loseunseen_pool()
            self.hands[receiver].receive_unknown(1)

    def _passed(self, event: Event, before: Event | None) -> None:
        giver, receiver = event.seat, event.target
        assert giver is not None and receiver is not None
        if before is None or before.kind is not EventKind.PASS_HANDS:
            self._before_pass = list(self.hands)
        self.hands[receiver] = self._before_pass[giver]
        if giver == self.me and event.cards:
            self.hands[receiver] = HandTracker(self.deck.ids_of(card.code for card in event.cards))

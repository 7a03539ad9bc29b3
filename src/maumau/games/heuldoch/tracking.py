"""What a seat's view of a Heul doch! round implies about the hidden cards.

Hands hold no public clues (any card may go down as an onion, and a gift is forced by the
card, not the hand); what matters is the piles, each with its onions, known or not.
"""

from __future__ import annotations

from typing import Any

from maumau.core.events import Event, EventKind
from maumau.core.knowledge import HandTracker, Tracking, fit_sizes, ruleset_of, unseen_pool
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
from maumau.games.heuldoch.simple_bot import swap_tops
from maumau.games.heuldoch.tables import rules_for

__all__ = [
    "FACE_UP_CHOICE",
    "KATAPULT_CHOICE",
    "UNKNOWN_ONION",
    "UNKNOWN_UP",
    "HeulDochTracker",
    "track",
]

UNKNOWN_ONION = -1
"""A pile entry: an onion whose card the seat does not know."""
UNKNOWN_UP = -2
"""A pile entry: a face-up card the seat never saw (no history to read)."""
KATAPULT_CHOICE = "katapult"
FACE_UP_CHOICE = "up"


def track(view: View, assume_forced_draws: bool = False, assume_eager: bool = False
          ) -> Tracking:
    """Read the view's piles and hands (the assumptions have nothing to read here)."""
    if view.seat is None:
        raise ValueError("tracking needs a seat's view, not a spectator's")
    return HeulDochTracker(view, ruleset_of(view)).run()


class HeulDochTracker:
    """Heul doch! hands hold no public clues (any card may go down as an onion, and a
    gift is forced by the card, not the hand); what matters is the piles."""

    def __init__(self, view: View, ruleset: Ruleset) -> None:
        assert view.seat is not None
        self.view = view
        self.me = view.seat
        self.rules = rules_for(ruleset)
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
        hands = [HandTracker() for _ in range(view.players)]
        hands[self.me] = HandTracker(mine)
        fit_sizes(hands, view.hand_sizes, [])  # other hands: unknown cards, no clues
        placed = [entry & (DOWN - 1) for pile in self.piles for entry in pile if entry >= 0]
        discard_unknown = max(0, int(view.table.get("discard_size", 0)) - len(self.discard))
        pool, notes = unseen_pool(self.deck, mine, placed, self.discard)
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

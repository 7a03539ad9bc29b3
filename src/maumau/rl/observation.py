"""Observations: a seat's view turned into a fixed-size vector of numbers.

Everything here reads a :class:`~maumau.core.view.View` and nothing else, so an
observation can hold no more than the seat may know [I-5]. The vector has the same size
for every ruleset and player count of a game (seats beyond the table are zeros), so one
policy fits every table; :func:`layout` names each segment (see docs/rl.md).

One thing is remembered between views: the cards laid on the discard pile since the last
reshuffle (the shedding games), which every seat sees being laid. Each seat's
:class:`SeatMemory` reads each event once, into the part of the seat's vector that does
not change from step to step; each observation starts from a copy of that part.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from maumau.core.events import Event, EventKind
from maumau.core.view import View
from maumau.games.heuldoch.view import ONION_TOP
from maumau.rl.actions import ActionCatalogue, catalogue

Vector = npt.NDArray[np.float32]
Observation = dict[str, npt.NDArray[Any]]

SHEDDING_PHASES = ("play", "after_draw", "penalty", "skip", "choose", "over", "throw_in",
                   "hit", "continue", "waiting")
SCALARS = ("direction", "pending_draw", "talon_size", "discard_size")
HEULDOCH_SCALARS = ("talon_size", "discard_size", "show_onion_counts")
# The events that lay a card on the discard pile, and the one that clears it: compared by
# identity, cheaper than a look-up in a tuple or a set (an enum's hash runs in Python).
_START, _PLAY, _THROW_IN = EventKind.START, EventKind.PLAY, EventKind.THROW_IN
_RESHUFFLE = EventKind.RESHUFFLE


@dataclass(frozen=True)
class Segment:
    """A named run of the observation vector."""

    name: str
    start: int
    size: int
    meaning: str

    @property
    def stop(self) -> int:
        return self.start + self.size


def _segments(parts: list[tuple[str, int, str]]) -> tuple[Segment, ...]:
    segments: list[Segment] = []
    start = 0
    for name, size, meaning in parts:
        segments.append(Segment(name, start, size, meaning))
        start += size
    return tuple(segments)


def layout(variant: str) -> tuple[Segment, ...]:
    """The segments of ``variant``'s observation vector, in order."""
    space = catalogue(variant)
    k, p = len(space.cards), space.max_players
    seats = [
        ("seat", p, "one-hot: the observing seat"),
        ("present", p, "1 for every seat at this table (the player count)"),
        ("to_move", p, "one-hot: the seat to move as this seat sees it (none: zeros)"),
        ("dealer", p, "one-hot: the dealer"),
        ("hand_sizes", p, "cards in each seat's hand"),
    ]
    if variant == "heuldoch":
        return _segments([
            ("hand", k, "count of each card kind in the own hand"),
            ("pile_top", p * (k + 2), "per seat: one-hot of its pile's top: a face-up card"
             " kind, then 'onion' (face down), then 'empty'"),
            ("onion_card", p * k, "per seat: one-hot of the card of a face-down top this"
             " seat knows"),
            ("pile_height", p, "cards on each seat's pile"),
            ("onions", p, "onions on each seat's pile (zeros in memory mode)"),
            ("discard_top", k, "one-hot: the top of the discard pile (special cards)"),
            *seats,
            ("scalars", len(HEULDOCH_SCALARS), ", ".join(HEULDOCH_SCALARS)),
            ("totals", p, "match totals so far (the round's points included once it is over)"),
        ])
    return _segments([
        ("hand", k, "count of each card kind in the own hand"),
        ("top", k, "one-hot: the top of the discard pile"),
        ("drawn", k, "one-hot: the card just drawn that may be played now"),
        ("laid", k, "count of each card kind laid on the discard pile since the last"
         " reshuffle (the starter card included)"),
        ("wish", len(space.suits) + 1, "one-hot: the wished suit, last: any card"
         " (zeros: no wish)"),
        ("phase", len(SHEDDING_PHASES), "one-hot: " + ", ".join(SHEDDING_PHASES)),
        *seats,
        ("mau", p, "1 for each seat with a standing Mau call"),
        ("hit_by", p, "one-hot: the seat whose Kartentausch, Schenken or Zocken the seat"
         " to move answers"),
        ("scalars", len(SCALARS), ", ".join(SCALARS)),
        ("totals", p, "match totals so far (the round's points included once it is over)"),
    ])


@dataclass
class SeatMemory:
    """What a seat carries from one observation to the next within a round: how many of
    the round's events it has read, and ``base``, the start of its next observation
    vector: the parts that change only with a new round (the seat, the table's seats, the
    dealer) or through events the seat saw (the ``laid`` segment: the cards laid on the
    discard pile since the last reshuffle; ``last_laid`` is the position of the last)."""

    base: Vector
    round_index: int = -1
    seen: int = 0
    last_laid: int = -1

    def since(self, round_index: int) -> int:
        """The first event of round ``round_index`` this seat has not read yet."""
        return self.seen if round_index == self.round_index else 0


class Encoder:
    """Turns views of one game into observations (one encoder per environment).

    Each seat's :class:`SeatMemory` keeps the slow parts of its vector up to date from the
    events its views show, so an observation is a copy of that base with the parts that
    change at every step written over it: the hand, the table, who is to move."""

    def __init__(self, variant: str) -> None:
        self.variant = variant
        self.space: ActionCatalogue = catalogue(variant)
        self.segments = {segment.name: segment for segment in layout(variant)}
        self.size = sum(segment.size for segment in self.segments.values())
        self.heuldoch = variant == "heuldoch"
        # Where each segment starts, looked up once: encoding runs at every step. The
        # one-hot segments read by card code or name map straight to their positions.
        self.start = start = {name: segment.start for name, segment in self.segments.items()}
        self.hand_at = self._positions("hand", self.space.cards)
        if not self.heuldoch:
            self.top_at = self._positions("top", self.space.cards)
            self.drawn_at = self._positions("drawn", self.space.cards)
            self.phase_at = self._positions("phase", SHEDDING_PHASES)
            self.wish_at = self._positions("wish", self.space.suits)
            self.any_wish_at = start["wish"] + len(self.space.suits)
            self.laid_at = self._positions("laid", self.space.cards)
            self.laid_slice = slice(start["laid"], start["laid"] + len(self.space.cards))
        else:
            # Per seat: its pile's top (a card, an onion, or None for an empty pile), and
            # the card of an onion the seat knows.
            cards = self.space.cards
            kinds = len(cards)
            self.pile_top_at: list[dict[str | None, int]] = []
            self.onion_card_at: list[dict[str, int]] = []
            for seat in range(self.space.max_players):
                at = start["pile_top"] + seat * (kinds + 2)
                tops: dict[str | None, int] = {code: at + i for i, code in enumerate(cards)}
                tops[ONION_TOP] = at + kinds
                tops[None] = at + kinds + 1
                self.pile_top_at.append(tops)
                self.onion_card_at.append(self._positions("onion_card", cards, seat * kinds))
            self.discard_top_at = self._positions("discard_top", cards)
        self._no_actions = np.zeros(len(self.space), np.int8)

    def _positions(self, segment: str, names: Sequence[str], offset: int = 0) -> dict[str, int]:
        """Where each name's one-hot bit lies (``offset`` into the segment)."""
        at = self.start[segment] + offset
        return {name: at + i for i, name in enumerate(names)}

    def new_memory(self) -> SeatMemory:
        return SeatMemory(np.zeros(self.size, np.float32))

    def observe(self, view: View, memory: SeatMemory, totals: list[int]) -> Observation:
        """The observation of ``view``, a view of the seat's events from
        ``memory.since(view.round_index)`` on: the vector and the action mask, fresh
        arrays each time (a caller may keep them)."""
        if memory.round_index != view.round_index:
            self._start(memory, view)
        self._remember(memory, view.events)
        return {"observation": self._encode(view, memory, totals),
                "action_mask": self.mask(view)}

    def mask(self, view: View) -> npt.NDArray[np.int8]:
        """1 for each legal action of the view's seat (all zeros when it is not to move)."""
        mask = self._no_actions.copy()
        index = self.space.index
        for action in view.legal_actions:
            mask[index[action]] = 1
        return mask

    def _start(self, memory: SeatMemory, view: View) -> None:
        """A new round for the seat: a base with its seat, the table's seats and the
        dealer set, nothing laid and no event read yet."""
        assert view.seat is not None
        base = memory.base
        base[:] = 0
        start = self.start
        present = start["present"]
        base[present:present + view.players] = 1
        base[start["seat"] + view.seat] = 1
        base[start["dealer"] + view.dealer] = 1
        memory.round_index = view.round_index
        memory.seen = 0
        memory.last_laid = -1

    def _remember(self, memory: SeatMemory, events: Sequence[Event]) -> None:
        """Read the view's new events into ``memory``."""
        memory.seen += len(events)
        if self.heuldoch:
            return
        laid = self.laid_at
        cell = memory.base.data  # a memoryview: cheaper single writes
        for event in events:
            kind = event.kind
            if kind is _RESHUFFLE:
                memory.base[self.laid_slice] = 0
                if memory.last_laid >= 0:
                    cell[memory.last_laid] = 1
            elif event.cards and (kind is _PLAY or kind is _START or kind is _THROW_IN):
                at = laid[event.cards[0].code]
                cell[at] += 1
                memory.last_laid = at

    def _encode(self, view: View, memory: SeatMemory, totals: list[int]) -> Vector:
        """The observation vector: a copy of the seat's base with this step's parts
        written over it."""
        out = memory.base.copy()
        # Single numbers go in through a memoryview, at half the cost of numpy indexing.
        cell = out.data
        hand = self.hand_at
        for card in view.hand:
            cell[hand[card.code]] += 1
        start = self.start
        if view.to_move is not None:
            cell[start["to_move"] + view.to_move] = 1
        sizes = start["hand_sizes"]
        for seat, size in enumerate(view.hand_sizes):
            cell[sizes + seat] = size
        if any(totals):
            at = start["totals"]
            out[at:at + view.players] = totals
        if self.heuldoch:
            self._heuldoch(cell, view.table)
        else:
            self._shedding(out, cell, view)
        return out

    def _shedding(self, out: Vector, cell: memoryview, view: View) -> None:
        start = self.start
        table: dict[str, Any] = view.table
        cell[self.top_at[table["top"]]] = 1
        drawn = table["drawn"]
        if drawn is not None:
            cell[self.drawn_at[drawn]] = 1
        wish = table["wish"]
        if wish is not None:
            cell[self.wish_at.get(wish, self.any_wish_at)] = 1
        cell[self.phase_at[view.phase]] = 1
        mau = table["mau"]
        if True in mau:
            at = start["mau"]
            out[at:at + view.players] = mau
        hit_by = table.get("hit_by")
        if hit_by is not None:
            cell[start["hit_by"] + hit_by] = 1
        at = start["scalars"]
        cell[at] = table["direction"]
        cell[at + 1] = table["pending_draw"]
        cell[at + 2] = table["talon_size"]
        cell[at + 3] = table["discard_size"]

    def _heuldoch(self, cell: memoryview, table: dict[str, Any]) -> None:
        start = self.start
        tops, known = self.pile_top_at, self.onion_card_at
        heights, onions = start["pile_height"], start["onions"]
        for seat, pile in enumerate(table["piles"]):
            cell[tops[seat][pile["top"]]] = 1
            card = pile.get("onion_card")
            if card is not None:
                cell[known[seat][card]] = 1
            cell[heights + seat] = pile["height"]
            cell[onions + seat] = pile.get("onions", 0)
        discard_top = table["discard_top"]
        if discard_top is not None:
            cell[self.discard_top_at[discard_top]] = 1
        at = start["scalars"]
        cell[at] = table["talon_size"]
        cell[at + 1] = table["discard_size"]
        cell[at + 2] = table["show_onion_counts"]

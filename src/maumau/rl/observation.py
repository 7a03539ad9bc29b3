"""Observations: a seat's view turned into a fixed-size vector of numbers.

Everything here reads a :class:`~maumau.core.view.View` and nothing else, so an
observation can hold no more than the seat may know [I-5]. The vector has the same size
for every ruleset and player count of a game (seats beyond the table are zeros), so one
policy fits every table; :func:`layout` names each segment (see docs/rl.md).

One thing is remembered between views: the cards laid on the discard pile since the last
reshuffle (the shedding games), which every seat sees being laid. Each seat's
:class:`SeatMemory` reads each event once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from maumau.core.events import EventKind
from maumau.core.view import View
from maumau.rl.actions import ActionCatalogue, catalogue

Vector = npt.NDArray[np.float32]

SHEDDING_PHASES = ("play", "after_draw", "penalty", "skip", "choose", "over", "throw_in",
                   "hit", "continue", "waiting")
SCALARS = ("direction", "pending_draw", "talon_size", "discard_size")
HEULDOCH_SCALARS = ("talon_size", "discard_size", "show_onion_counts")
_LAID = (EventKind.START, EventKind.PLAY, EventKind.THROW_IN)


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
    """What a seat remembers between its views of one round: the events read so far
    and the cards laid since the last reshuffle."""

    kinds: int
    round_index: int = -1
    seen: int = 0
    laid: Vector = field(init=False)
    last_laid: int = -1

    def __post_init__(self) -> None:
        self.laid = np.zeros(self.kinds, np.float32)

    def start(self, round_index: int) -> None:
        self.round_index = round_index
        self.seen = 0
        self.laid[:] = 0
        self.last_laid = -1


class Encoder:
    """Turns views of one game into observation vectors (one encoder per environment)."""

    def __init__(self, variant: str) -> None:
        self.variant = variant
        self.space: ActionCatalogue = catalogue(variant)
        self.segments = {segment.name: segment for segment in layout(variant)}
        self.size = sum(segment.size for segment in self.segments.values())
        self.card_index = {code: i for i, code in enumerate(self.space.cards)}
        self.suit_index = {suit: i for i, suit in enumerate(self.space.suits)}
        self.phase_index = {phase: i for i, phase in enumerate(SHEDDING_PHASES)}
        self.heuldoch = variant == "heuldoch"
        # Where each segment starts, looked up once: encoding runs at every step.
        self.start = {name: segment.start for name, segment in self.segments.items()}
        self._templates: dict[int, Vector] = {}

    def new_memory(self) -> SeatMemory:
        return SeatMemory(len(self.space.cards))

    def mask(self, view: View) -> npt.NDArray[np.int8]:
        """1 for each legal action of the view's seat (all zeros when it is not to move)."""
        mask = np.zeros(len(self.space), np.int8)
        index = self.space.index
        for action in view.legal_actions:
            mask[index[action]] = 1
        return mask

    def remember(self, memory: SeatMemory, view: View, first_event: int) -> None:
        """Read the view's events (the log from ``first_event`` on) into ``memory``."""
        events = view.events
        if self.heuldoch:
            memory.seen = first_event + len(events)
            return
        cards = self.card_index
        laid = memory.laid
        for event in events:
            kind = event.kind
            if kind in _LAID and event.cards:
                card = cards[event.cards[0].code]
                laid[card] += 1
                memory.last_laid = card
            elif kind is EventKind.RESHUFFLE:
                laid[:] = 0
                if memory.last_laid >= 0:
                    laid[memory.last_laid] = 1
        memory.seen = first_event + len(events)

    def _template(self, players: int) -> Vector:
        """The zero vector with the ``present`` segment of a table of ``players`` set."""
        template = self._templates.get(players)
        if template is None:
            template = np.zeros(self.size, np.float32)
            present = self.start["present"]
            template[present:present + players] = 1
            self._templates[players] = template
        return template

    def encode(self, view: View, memory: SeatMemory, totals: list[int]) -> Vector:
        """The observation vector of ``view`` (whose events ``memory`` has read): a fresh
        array each time (a caller may keep it)."""
        players = view.players
        out = self._template(players).copy()
        start = self.start
        cards = self.card_index
        hand = start["hand"]
        for card in view.hand:
            out[hand + cards[card.code]] += 1
        assert view.seat is not None
        out[start["seat"] + view.seat] = 1
        if view.to_move is not None:
            out[start["to_move"] + view.to_move] = 1
        out[start["dealer"] + view.dealer] = 1
        sizes = start["hand_sizes"]
        out[sizes:sizes + players] = view.hand_sizes
        if any(totals):
            at = start["totals"]
            out[at:at + players] = totals
        if self.heuldoch:
            self._heuldoch(out, view.table)
        else:
            self._shedding(out, view, memory)
        return out

    def _shedding(self, out: Vector, view: View, memory: SeatMemory) -> None:
        start = self.start
        cards = self.card_index
        table: dict[str, Any] = view.table
        out[start["top"] + cards[table["top"]]] = 1
        drawn = table["drawn"]
        if drawn is not None:
            out[start["drawn"] + cards[drawn]] = 1
        laid = start["laid"]
        out[laid:laid + len(cards)] = memory.laid
        wish = table["wish"]
        if wish is not None:
            out[start["wish"] + self.suit_index.get(wish, len(self.suit_index))] = 1
        out[start["phase"] + self.phase_index[view.phase]] = 1
        mau = table["mau"]
        if True in mau:
            at = start["mau"]
            out[at:at + view.players] = mau
        hit_by = table.get("hit_by")
        if hit_by is not None:
            out[start["hit_by"] + hit_by] = 1
        scalars = start["scalars"]
        out[scalars:scalars + 4] = (table["direction"], table["pending_draw"],
                                    table["talon_size"], table["discard_size"])

    def _heuldoch(self, out: Vector, table: dict[str, Any]) -> None:
        seg = self.segments
        cards = self.card_index
        kinds = len(cards)
        tops = seg["pile_top"].start
        known = seg["onion_card"].start
        heights = seg["pile_height"].start
        onions = seg["onions"].start
        for seat, pile in enumerate(table["piles"]):
            top = pile["top"]
            base = tops + seat * (kinds + 2)
            if top is None:
                out[base + kinds + 1] = 1
            elif top in cards:
                out[base + cards[top]] = 1
            else:
                out[base + kinds] = 1
                card = pile.get("onion_card")
                if card is not None:
                    out[known + seat * kinds + cards[card]] = 1
            out[heights + seat] = pile["height"]
            out[onions + seat] = pile.get("onions", 0)
        discard_top = table["discard_top"]
        if discard_top is not None:
            out[seg["discard_top"].start + cards[discard_top]] = 1
        scalars = seg["scalars"].start
        out[scalars:scalars + 3] = (table["talon_size"], table["discard_size"],
                                    float(table["show_onion_counts"]))

"""A shedding game's observation: a seat's view as a fixed-size vector of numbers.

Beside the parts every game shares (:class:`~maumau.core.encoding.SeatEncoder`) it shows
the discard pile's top, the card just drawn, the wish, the phase, the standing Mau calls,
the seat whose action the seat to move answers, and a few scalars. One thing is
remembered between views: the cards laid on the discard pile since the last reshuffle,
which every seat sees being laid; they are read once from the events, into the seat's
base (``laid``).
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from maumau.core.cards import Card
from maumau.core.encoding import SeatEncoder, seat_parts
from maumau.core.events import Event, EventKind
from maumau.core.round import Round
from maumau.core.view import View
from maumau.games.shedding.catalogue import CardKinds
from maumau.games.shedding.phases import HIDDEN_POLL_PHASE, HIT, PHASE_NAMES, THROW_IN
from maumau.games.shedding.round import SheddingRound

__all__ = [
    "PHASES",
    "SCALARS",
    "Laid",
    "SheddingEncoder",
]

PHASES = (*PHASE_NAMES, HIDDEN_POLL_PHASE)
SCALARS = ("direction", "pending_draw", "talon_size", "discard_size")
# The events that lay a card on the discard pile, and the one that clears it: compared by
# identity, cheaper than a look-up in a tuple or a set (an enum's hash runs in Python).
_START, _PLAY, _THROW_IN = EventKind.START, EventKind.PLAY, EventKind.THROW_IN
_RESHUFFLE = EventKind.RESHUFFLE


@dataclass
class Laid:
    """What a seat remembers of a round beyond its base: where the card laid last lies
    in the ``laid`` segment (-1: none yet), which stays laid after a reshuffle."""

    last: int = -1


class SheddingEncoder(SeatEncoder):
    """Turns views of a shedding game into observations (see :mod:`maumau.core.encoding`)."""

    def __init__(self, kinds: CardKinds, players: int) -> None:
        k, p = len(kinds.cards), players
        super().__init__(kinds.cards, [
            ("hand", k, "count of each card kind in the own hand"),
            ("top", k, "one-hot: the top of the discard pile"),
            ("drawn", k, "one-hot: the card just drawn that may be played now"),
            ("laid", k, "count of each card kind laid on the discard pile since the last"
             " reshuffle (the starter card included)"),
            ("wish", len(kinds.suits) + 1, "one-hot: the wished suit, last: any card"
             " (zeros: no wish)"),
            ("phase", len(PHASES), "one-hot: " + ", ".join(PHASES)),
            *seat_parts(p),
            ("mau", p, "1 for each seat with a standing Mau call"),
            ("hit_by", p, "one-hot: the seat whose Kartentausch, Schenken or Zocken the seat"
             " to move answers"),
            ("scalars", len(SCALARS), ", ".join(SCALARS)),
            ("totals", p, "match totals so far (the round's points included once it is over)"),
        ])
        start = self.start
        self.top_at = self.positions("top", kinds.cards)
        self.drawn_at = self.positions("drawn", kinds.cards)
        self.phase_at = self.positions("phase", PHASES)
        self.wish_at = self.positions("wish", kinds.suits)
        self.any_wish_at = start["wish"] + len(kinds.suits)
        self.laid_at = self.positions("laid", kinds.cards)
        self.laid_from, self.laid_to = start["laid"], start["laid"] + k
        self.nothing_laid = array("f", bytes(4 * k))
        self.mau_at, self.hit_by_at = start["mau"], start["hit_by"]
        self.scalars_at = start["scalars"]
        # The phase's position by the round's phase number (``PHASE_NAMES`` order).
        self._phase_by_id = [self.phase_at[name] for name in PHASE_NAMES]
        self._own_by_index: list[int] = []
        self._top_by_index: list[int] = []
        self._drawn_by_index: list[int] = []
        self._round_pack: Sequence[Card] = ()  # the pack the lists above were made for

    def zones(self) -> tuple[tuple[str, int], ...]:
        """The runs of one number per card kind, for card planes
        (:mod:`maumau.core.card_planes`): the hand, the top, the card drawn, the laid."""
        return tuple((name, self.start[name]) for name in ("hand", "top", "drawn", "laid"))

    def start_round(self, base: memoryview, view: View) -> Laid:
        self.start_seats(base, view)
        return Laid()

    def remember(self, base: memoryview, memory: Laid, events: Sequence[Event]) -> None:
        laid = self.laid_at
        for event in events:
            kind = event.kind
            if kind is _RESHUFFLE:
                base[self.laid_from:self.laid_to] = self.nothing_laid
                if memory.last >= 0:
                    base[memory.last] = 1
            elif event.cards and (kind is _PLAY or kind is _START or kind is _THROW_IN):
                at = laid[event.cards[0].code]
                base[at] += 1
                memory.last = at

    def encode(self, out: memoryview, view: View, totals: Sequence[int]) -> None:
        self.encode_seats(out, view, totals)
        start = self.start
        table: dict[str, Any] = view.table
        out[self.top_at[table["top"]]] = 1
        drawn = table["drawn"]
        if drawn is not None:
            out[self.drawn_at[drawn]] = 1
        wish = table["wish"]
        if wish is not None:
            out[self.wish_at.get(wish, self.any_wish_at)] = 1
        out[self.phase_at[view.phase]] = 1
        mau = table["mau"]
        if True in mau:
            at = start["mau"]
            for seat, called in enumerate(mau):
                out[at + seat] = called
        hit_by = table.get("hit_by")
        if hit_by is not None:
            out[start["hit_by"] + hit_by] = 1
        at = start["scalars"]
        out[at] = table["direction"]
        out[at + 1] = table["pending_draw"]
        out[at + 2] = table["talon_size"]
        out[at + 3] = table["discard_size"]

    def _index_pack(self, cards: Sequence[Card]) -> None:
        """Each card of the round's pack (by its index) mapped to its position in the
        one-hot segments, once per pack: the step then looks positions up by index."""
        hand, top, drawn = self.hand_at, self.top_at, self.drawn_at
        self._round_pack = cards
        self._own_by_index = [hand[card.code] for card in cards]
        self._top_by_index = [top[card.code] for card in cards]
        self._drawn_by_index = [drawn[card.code] for card in cards]

    def encode_round(self, out: memoryview, game: Round, seat: int,
                     totals: Sequence[int]) -> None:
        """:meth:`encode` of ``game.view(seat)``, read from the round without building
        the view: the seat's own hand, and of the table only what its public table shows
        (:meth:`SheddingRound.public_table`; the card drawn only to the seat to move, the
        turn as :meth:`SheddingRound.turn_seen_by` shows it). The parts of
        :meth:`~maumau.core.encoding.SeatEncoder.encode_own` are written here inline (the
        same numbers): this runs at every step of the batched environment."""
        assert isinstance(game, SheddingRound)
        cards = game.deck.cards
        if cards is not self._round_pack:
            self._index_pack(cards)
        hand = self._own_by_index
        hands = game.hands
        for card in hands[seat]:
            out[hand[card]] += 1
        phase_id = game.phase_id
        if phase_id == THROW_IN and seat != game.seat:  # [D-15]: the turn as seen
            to_move, phase = game.turn_seen_by(seat)
            out[self.phase_at[phase]] = 1
        else:
            to_move = game.to_move
            out[self._phase_by_id[phase_id]] = 1
        self.write_turn_and_counts(out, to_move, hands, totals)
        discard = game.discard
        out[self._top_by_index[discard[-1]]] = 1
        drawn = game.drawn
        if drawn >= 0 and seat == to_move:
            out[self._drawn_by_index[drawn]] = 1
        wish = game.wish
        if wish >= 0:
            rules = game.rules
            if wish == rules.any_wish:
                out[self.any_wish_at] = 1
            else:
                out[self.wish_at.get(rules.suits[wish], self.any_wish_at)] = 1
        mau = game.ready
        if True in mau:
            at = self.mau_at
            for other, called in enumerate(mau):
                out[at + other] = called
        if phase_id == HIT:
            out[self.hit_by_at + game.actor] = 1
        at = self.scalars_at
        out[at] = game.direction
        out[at + 1] = game.pending
        out[at + 2] = len(game.talon)
        out[at + 3] = len(discard)

"""What a game gives a learning front end: the layout of its observation vector and an
encoder that writes a seat's view into it.

The observation is a fixed-size vector of numbers per game (the same size for every
ruleset and player count, so one policy fits every table), named in segments
(:class:`Segment`). The front end owns the numbers: it allocates the vectors (float32)
and hands the encoder a writable :class:`memoryview` of single floats (format ``"f"``),
one cell per number. Nothing here needs NumPy.

An encoder reads a :class:`~maumau.core.view.View` and nothing else, so an observation can
hold no more than the seat may know [I-5]. What it remembers between views (read from the
events the seat saw) lives in each seat's *base*: the part of the seat's vector that does
not change from step to step, which the front end copies to start every observation.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeVar

from maumau.core.cards import Card
from maumau.core.events import Event
from maumau.core.view import View

if TYPE_CHECKING:
    from maumau.core.round import Round

__all__ = ["ObservationEncoder", "Part", "RoundEncoder", "SeatEncoder", "Segment", "seat_parts",
           "segments"]

Part = tuple[str, int, str]
"""A segment before it is placed: its name, size and meaning."""


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


def segments(parts: Iterable[Part]) -> tuple[Segment, ...]:
    """The parts placed one after the other from index 0."""
    placed: list[Segment] = []
    start = 0
    for name, size, meaning in parts:
        placed.append(Segment(name, start, size, meaning))
        start += size
    return tuple(placed)


def seat_parts(players: int) -> list[Part]:
    """The seat segments every observation has, one number per seat up to ``players``."""
    return [
        ("seat", players, "one-hot: the observing seat"),
        ("present", players, "1 for every seat at this table (the player count)"),
        ("to_move", players, "one-hot: the seat to move as this seat sees it (none: zeros)"),
        ("dealer", players, "one-hot: the dealer"),
        ("hand_sizes", players, "cards in each seat's hand"),
    ]


Memory = TypeVar("Memory")


class ObservationEncoder(Protocol[Memory]):
    """Turns views of one game into observation vectors (one encoder per environment).

    For each seat the front end keeps a base vector and the encoder's ``Memory`` of the
    round; at a seat's first view of a round it zeroes the base and calls
    :meth:`start_round`; at every view it passes the events new to the seat to
    :meth:`remember`, copies the base and lets :meth:`encode` write the view over the copy.
    """

    @property
    def layout(self) -> tuple[Segment, ...]:
        """The segments of the vector, in order, from index 0."""
        ...

    @property
    def size(self) -> int:
        """The numbers in the vector (the last segment's stop)."""
        ...

    def start_round(self, base: memoryview, view: View) -> Memory:
        """A seat's first view of a round: write the parts that hold for the whole round
        into ``base`` (all zeros) and return what the encoder keeps for the seat."""
        ...

    def remember(self, base: memoryview, memory: Memory, events: Sequence[Event]) -> None:
        """Read events the seat sees for the first time into its base."""
        ...

    def encode(self, out: memoryview, view: View, totals: Sequence[int]) -> None:
        """Write the view (and the match ``totals``) over ``out``, a copy of the seat's
        base."""
        ...


class RoundEncoder(Protocol):
    """What an encoder may offer besides :class:`ObservationEncoder`: the step's numbers
    written straight from the round, without building the seat's whole view. It writes
    exactly what :meth:`ObservationEncoder.encode` writes from ``round.view(seat)``: the
    seat's own hand and the public state as the seat sees it (the game's
    ``turn_seen_by`` and the public table's rules), nothing else [I-5]; tests compare the
    two at every step."""

    def encode_round(self, out: memoryview, game: Round, seat: int,
                     totals: Sequence[int]) -> None:
        ...


class SeatEncoder:
    """The parts every game's observation shares, wherever its layout puts them: the own
    hand (``hand``: a count per card kind), the seat segments of :func:`seat_parts`, and
    the match totals (``totals``: one number per seat). A game's encoder extends it with
    its table."""

    def __init__(self, cards: Sequence[str], parts: Sequence[Part]) -> None:
        """``cards``: every card kind of the game in a fixed order; ``parts``: the
        game's layout, with the segments above among them."""
        self.layout = segments(parts)
        self.size = self.layout[-1].stop if self.layout else 0
        # Where each segment starts, looked up once: encoding runs at every step. The
        # one-hot segments read by card code or name map straight to their positions.
        self.start = {segment.name: segment.start for segment in self.layout}
        self.hand_at = self.positions("hand", cards)
        self._pack: Sequence[Card] = ()
        self._to_move_at = self.start.get("to_move", 0)
        self._sizes_at = self.start.get("hand_sizes", 0)
        self._hand_by_index: list[int] = []

    def positions(self, segment: str, names: Sequence[str], offset: int = 0) -> dict[str, int]:
        """Where each name's one-hot bit lies (``offset`` into the segment)."""
        at = self.start[segment] + offset
        return {name: at + i for i, name in enumerate(names)}

    def start_seats(self, base: memoryview, view: View) -> None:
        """Write the round's seat parts into a zero base: the observing seat, the seats
        at the table and the dealer."""
        assert view.seat is not None
        start = self.start
        present = start["present"]
        for seat in range(view.players):
            base[present + seat] = 1
        base[start["seat"] + view.seat] = 1
        base[start["dealer"] + view.dealer] = 1

    def encode_seats(self, out: memoryview, view: View, totals: Sequence[int]) -> None:
        """Write the own hand, the seat to move, the hand sizes and the totals."""
        hand = self.hand_at
        for card in view.hand:
            out[hand[card.code]] += 1
        start = self.start
        if view.to_move is not None:
            out[start["to_move"] + view.to_move] = 1
        sizes = start["hand_sizes"]
        for seat, size in enumerate(view.hand_sizes):
            out[sizes + seat] = size
        if any(totals):
            at = start["totals"]
            for seat, total in enumerate(totals):
                out[at + seat] = total

    def encode_own(self, out: memoryview, game: Round, seat: int, to_move: int | None,
                   totals: Sequence[int]) -> None:
        """:meth:`encode_seats` read from the round, for :meth:`RoundEncoder.encode_round`:
        the seat's own hand (its own cards), ``to_move`` as the seat sees it
        (:meth:`~maumau.core.round.Round.turn_seen_by`), every hand's size (public) and
        the totals; the same numbers as from the seat's view."""
        cards = game.deck.cards
        if cards is not self._pack:  # the hand's position of each card of this pack
            hand = self.hand_at
            self._pack, self._hand_by_index = cards, [hand[card.code] for card in cards]
        at = self._hand_by_index
        hands = game.hands
        for card in hands[seat]:
            out[at[card]] += 1
        self.write_turn_and_counts(out, to_move, hands, totals)

    def write_turn_and_counts(self, out: memoryview, to_move: int | None,
                              hands: Sequence[Sequence[object]],
                              totals: Sequence[int]) -> None:
        """The public seat parts: whose turn it is (as the seat sees it), every hand's size
        and the match totals, written into ``out`` (which holds zeros there)."""
        if to_move is not None:
            out[self._to_move_at + to_move] = 1
        sizes = self._sizes_at
        for other, held in enumerate(hands):
            out[sizes + other] = len(held)
        if any(totals):
            first = self.start["totals"]
            for other, total in enumerate(totals):
                out[first + other] = total

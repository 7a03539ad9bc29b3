"""Observations: a seat's view turned into a fixed-size vector of numbers.

The game encodes (:meth:`~maumau.core.variant.Variant.observation_encoder`, see
:mod:`maumau.core.encoding`); this module keeps the numbers in NumPy arrays. The vector
has the same size for every ruleset and player count of a game (seats beyond the table
are zeros), so one policy fits every table; :func:`layout` names each segment (see
docs/rl.md).

Each seat's :class:`SeatMemory` holds its *base*: the part of its vector that does not
change from step to step, kept up to date from the events the seat saw (each read once);
each observation starts from a copy of it. Where the game's encoder offers
``encode_round`` (:class:`~maumau.core.encoding.RoundEncoder`), a step after the seat's
first of a round is written straight from the round (:meth:`Encoder.observe_round`),
without building the seat's whole view: the same numbers (tests/rl/test_incremental.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np
import numpy.typing as npt

from maumau.core.encoding import ObservationEncoder, Segment
from maumau.core.round import Round
from maumau.core.seat_view import events_since
from maumau.core.variant import find_variant
from maumau.core.view import View
from maumau.rl.actions import ActionCatalogue, catalogue

__all__ = [
    "Encoder",
    "Observation",
    "SeatMemory",
    "Vector",
    "encoder_of",
    "layout",
]

Vector = npt.NDArray[np.float32]
Observation = dict[str, npt.NDArray[Any]]


def encoder_of(variant: str) -> ObservationEncoder[Any]:
    """A new observation encoder of ``variant`` for its largest table."""
    players = catalogue(variant).max_players  # checks the name, and that it has actions
    return find_variant(variant).observation_encoder(players)


@cache
def layout(variant: str) -> tuple[Segment, ...]:
    """The segments of ``variant``'s observation vector, in order."""
    return encoder_of(variant).layout


@dataclass
class SeatMemory:
    """What a seat carries from one observation to the next within a round: how many of
    the round's events it has read, ``base``, the start of its next observation vector
    (the parts that change only with a new round, or through events the seat saw), and
    ``state``, what the game's encoder keeps besides."""

    base: Vector
    round_index: int = -1
    seen: int = 0
    state: Any = None

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
        self.game = encoder_of(variant)
        self.segments = {segment.name: segment for segment in self.game.layout}
        self.size = self.game.size
        self._no_actions = np.zeros(len(self.space), np.int8)
        self._by_round: Callable[[memoryview, Round, int, Sequence[int]], None] | None = \
            getattr(self.game, "encode_round", None)

    def new_memory(self) -> SeatMemory:
        return SeatMemory(np.zeros(self.size, np.float32))

    def observe(self, view: View, memory: SeatMemory, totals: Sequence[int]) -> Observation:
        """The observation of ``view``, a view of the seat's events from
        ``memory.since(view.round_index)`` on: the vector and the action mask, fresh
        arrays each time (a caller may keep them)."""
        game = self.game
        if memory.round_index != view.round_index:
            # A new round for the seat: a zero base with the round's parts set, and no
            # event read yet.
            memory.base[:] = 0
            memory.state = game.start_round(memory.base.data, view)
            memory.round_index = view.round_index
            memory.seen = 0
        events = view.events
        if events:
            memory.seen += len(events)
            # Single numbers go in through a memoryview, at half the cost of numpy indexing.
            game.remember(memory.base.data, memory.state, events)
        out = memory.base.copy()
        game.encode(out.data, view, totals)
        return {"observation": out, "action_mask": self.mask(view)}

    def observe_round(self, game: Round, seat: int, memory: SeatMemory,
                      totals: Sequence[int]) -> Observation | None:
        """What :meth:`observe` gives for the seat's view of ``game``, written from the
        round itself: its new events into the base, then the step's parts. ``None`` where
        the game's encoder has no ``encode_round``, or at the seat's first look at this
        round (its base starts from a view: call :meth:`observe`)."""
        by_round = self._by_round
        if by_round is None or memory.round_index != game.index:
            return None
        events = events_since(game, seat, memory.seen)
        if events:
            memory.seen += len(events)
            self.game.remember(memory.base.data, memory.state, events)
        out = memory.base.copy()
        by_round(out.data, game, seat, totals)
        return {"observation": out, "action_mask": self.round_mask(game, seat)}

    def round_mask(self, game: Round, seat: int) -> npt.NDArray[np.int8]:
        """The seat's mask read from the round: its legal actions when it is to move, else
        all zeros (what :meth:`mask` gives for the seat's view)."""
        mask = self._no_actions.copy()
        if seat == game.to_move:
            index = self.space.index
            for action in game.legal_actions():
                mask[index[action]] = 1
        return mask

    def mask(self, view: View) -> npt.NDArray[np.int8]:
        """1 for each legal action of the view's seat (all zeros when it is not to move)."""
        mask = self._no_actions.copy()
        index = self.space.index
        for action in view.legal_actions:
            mask[index[action]] = 1
        return mask

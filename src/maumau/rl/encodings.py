"""The encodings of an observation, picked by name: ``dict``, ``flat``, ``planes``,
``history``.

Every encoding is made of the game's observation vector (:mod:`maumau.rl.observation`,
written from the seat's view only) and, for ``history``, the events of the seat's own
views; none reads anything else, so each holds no more than the seat may know [I-5].

``dict``
    ``{"observation": vector, "action_mask": mask}``: the environments' default, as
    PettingZoo documents action masks.
``flat``
    The vector alone (a ``Box``); the mask is in ``info["action_mask"]``.
``planes``
    ``{"planes": (zones, colours, faces), "vector": the numbers outside every zone,
    "action_mask": mask}``: each zone of the vector that holds one number per card kind
    (the game's :meth:`~maumau.core.variant.Variant.card_planes`) laid out on the grid of
    colour × face.
``history``
    ``{"observation": vector, "history": (HISTORY_LENGTH, event size), "action_mask":
    mask}``: the vector and the seat's most recent events as it saw them, oldest first
    (see :class:`EventRows` for one row's layout).

The mask is in ``info["action_mask"]`` under every encoding. Layouts: docs/rl.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from maumau.core.card_planes import CardPlanes
from maumau.core.errors import RulesetError
from maumau.core.events import Event, EventKind
from maumau.core.variant import find_variant
from maumau.rl.actions import catalogue
from maumau.rl.observation import layout

__all__ = [
    "ENCODINGS",
    "HISTORY_LENGTH",
    "OBSERVATION_HIGH",
    "EventRows",
    "Planes",
    "check_encoding",
    "encoding_space",
    "event_rows",
    "planes_of",
]

ENCODINGS = ("dict", "flat", "planes", "history")
HISTORY_LENGTH = 16
"""How many of a seat's latest events the ``history`` encoding shows."""
OBSERVATION_HIGH = 1e6
"""The observation spaces' upper bound: above any hand, pile, or match total."""

_KINDS = tuple(EventKind)
_KIND_AT = {kind: i for i, kind in enumerate(_KINDS)}


def check_encoding(encoding: object) -> str:
    """``encoding`` if it names one, else :class:`RulesetError` naming the valid ones."""
    if not isinstance(encoding, str) or encoding not in ENCODINGS:
        raise RulesetError(f"unknown encoding {encoding!r}; valid: " + ", ".join(ENCODINGS))
    return encoding


@cache
def _card_planes(variant: str) -> CardPlanes:
    return find_variant(variant).card_planes(catalogue(variant).max_players)


class Planes:
    """Turns observation vectors (one, or a batch in rows) into card planes and the
    numbers beside them."""

    def __init__(self, variant: str) -> None:
        grid = _card_planes(variant)
        size = layout(variant)[-1].stop
        self.grid = grid
        self.shape = (len(grid.zones), len(grid.colours), len(grid.faces))
        cells = len(grid.colours) * len(grid.faces)
        target, source = [], []
        for zone, (_, start) in enumerate(grid.zones):
            for card, (row, column) in enumerate(grid.cells):
                target.append(zone * cells + row * len(grid.faces) + column)
                source.append(start + card)
        self.target = np.array(target, np.intp)
        self.source = np.array(source, np.intp)
        inside = np.zeros(size, bool)
        inside[self.source] = True
        self.rest = np.flatnonzero(~inside)
        """Where the numbers outside every zone lie in the vector (the ``vector`` part)."""

    def planes(self, vectors: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        """The planes of a vector (shape ``shape``) or of rows of vectors (a batch)."""
        lead = vectors.shape[:-1]
        out = np.zeros((*lead, int(np.prod(self.shape))), np.float32)
        out[..., self.target] = vectors[..., self.source]
        return out.reshape(*lead, *self.shape)

    def rest_of(self, vectors: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        return vectors[..., self.rest]


@cache
def planes_of(variant: str) -> Planes:
    """The card planes of ``variant``'s observation vector."""
    return Planes(variant)


class EventRows:
    """One row of numbers per event a seat saw, for the ``history`` encoding.

    A row: ``present`` (1; rows before the seat's first events are zeros), the event's
    kind (one-hot over :class:`~maumau.core.events.EventKind`), the seat it concerns and
    its target seat (one-hot each, absolute seat numbers up to the game's most seats),
    its first card as the seat saw it (one-hot over the card kinds; zeros for a hidden or
    no card), and its count (cards drawn, …)."""

    def __init__(self, variant: str) -> None:
        grid = _card_planes(variant)
        players = catalogue(variant).max_players
        self.players = players
        self.kind_at = 1
        self.seat_at = self.kind_at + len(_KINDS)
        self.target_at = self.seat_at + players
        self.card_at = self.target_at + players
        self.count_at = self.card_at + len(grid.cards)
        self.size = self.count_at + 1
        self.cards = {code: self.card_at + i for i, code in enumerate(grid.cards)}

    def parts(self) -> list[tuple[str, int, int]]:
        """Each part of a row: name, start, size."""
        return [("present", 0, 1), ("kind", self.kind_at, len(_KINDS)),
                ("seat", self.seat_at, self.players), ("target", self.target_at, self.players),
                ("card", self.card_at, self.count_at - self.card_at), ("count", self.count_at, 1)]

    def push(self, history: npt.NDArray[np.float32], events: Sequence[Event]) -> None:
        """Shift the newest ``events`` into ``history`` (rows oldest first), in place."""
        length = len(history)
        new = events[-length:]
        n = len(new)
        if n < length:
            history[:length - n] = history[n:]
        rows = history[length - n:]
        rows[:] = 0
        for row, event in zip(rows, new, strict=True):
            cells = row.data
            cells[0] = 1
            cells[self.kind_at + _KIND_AT[event.kind]] = 1
            if event.seat is not None:
                cells[self.seat_at + event.seat] = 1
            if event.target is not None:
                cells[self.target_at + event.target] = 1
            if event.cards:
                at = self.cards.get(event.cards[0].code)
                if at is not None:
                    cells[at] = 1
            cells[self.count_at] = event.count


@cache
def event_rows(variant: str) -> EventRows:
    return EventRows(variant)


def encoding_space(variant: str, encoding: str) -> spaces.Space[object]:
    """The space of one observation of ``variant`` in ``encoding``."""
    check_encoding(encoding)
    vector = spaces.Box(-1.0, OBSERVATION_HIGH, (layout(variant)[-1].stop,), np.float32)
    mask = spaces.Box(0, 1, (len(catalogue(variant)),), np.int8)
    if encoding == "flat":
        return vector
    if encoding == "dict":
        return spaces.Dict({"observation": vector, "action_mask": mask})
    if encoding == "planes":
        planes = planes_of(variant)
        return spaces.Dict({
            "planes": spaces.Box(-1.0, OBSERVATION_HIGH, planes.shape, np.float32),
            "vector": spaces.Box(-1.0, OBSERVATION_HIGH, (len(planes.rest),), np.float32),
            "action_mask": mask})
    rows = event_rows(variant)
    return spaces.Dict({
        "observation": vector,
        "history": spaces.Box(0.0, OBSERVATION_HIGH, (HISTORY_LENGTH, rows.size), np.float32),
        "action_mask": mask})

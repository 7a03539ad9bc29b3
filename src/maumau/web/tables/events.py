"""What the server tells the features built on it, and what it asks of them.

The table server (:mod:`maumau.web.tables.hub` and its parts) knows nothing of the features
that listen to it (profiles, history, ratings: :mod:`maumau.web.social`). They register
here: a listener of a change writes in the change's own transaction, so what it stores
is committed together with the change or not at all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from maumau.web.storage.rows import Change

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine

__all__ = [
    "Listeners",
    "MatchFinished",
    "Place",
    "SeatReleased",
    "Series",
    "Write",
    "no_series",
]

Write = Callable[["Connection"], None] | Change
"""A change to store: one of the table's own (:class:`~maumau.web.storage.rows.Change`,
data that the repository writes and the offline table keeps), or a function called with
the database connection of the writer's transaction (a listener's)."""

Place = tuple[int, str, str | None, str | None]
"""A seat as a finished match stores it: seat number, kind, name, bot level."""


@dataclass(frozen=True)
class MatchFinished:
    """Match ``number`` at table ``code`` ended with its last action; ``record`` is its
    game record, ``places`` who sat where."""

    code: str
    number: int
    variant: str
    places: tuple[Place, ...]
    record: dict[str, Any]


@dataclass(frozen=True)
class SeatReleased:
    """The host took the person at ``seat`` off it: whatever held the seat for them
    lets it go."""

    code: str
    seat: int


Series = tuple[int, list[int]]
"""A table's finished matches and the matches won per seat."""


def no_series(engine: Engine, code: str, players: int) -> Series:
    """Where no feature keeps the series: none yet."""
    return 0, [0] * players


@dataclass
class Listeners:
    """Who listens to the server's events. ``series`` answers, for a table rebuilt from
    the database (in a worker thread), its series so far."""

    match_finished: list[Callable[[Connection, MatchFinished], None]] = field(
        default_factory=list)
    seat_released: list[Callable[[Connection, SeatReleased], None]] = field(
        default_factory=list)
    series: Callable[[Engine, str, int], Series] = no_series

    def finished(self, event: MatchFinished) -> Write:
        """The write that tells the listeners of :class:`MatchFinished`."""
        listeners = tuple(self.match_finished)

        def write(connection: Connection) -> None:
            for listener in listeners:
                listener(connection, event)

        return write

    def released(self, event: SeatReleased) -> Write:
        """The write that tells the listeners of :class:`SeatReleased`."""
        listeners = tuple(self.seat_released)

        def write(connection: Connection) -> None:
            for listener in listeners:
                listener(connection, event)

        return write

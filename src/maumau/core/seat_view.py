"""A seat's view with only the newest events: for observers that keep the earlier ones.

:meth:`Round.view` with ``since`` builds it, so the one window on hidden information [I-5]
stays the one it is; this adds the check of ``since`` for callers outside the engine.
"""

from __future__ import annotations

from maumau.core.events import Event
from maumau.core.round import Round
from maumau.core.view import View

__all__ = [
    "events_since",
    "view_since",
]


def view_since(game: Round, seat: int, since: int) -> View:
    """``game.view(seat)``, but ``events`` holds only the log's events from index
    ``since`` on (each as ``seat`` may see it)."""
    if isinstance(since, bool) or not isinstance(since, int) or since < 0:
        raise ValueError(f"'since' must be an event index, not {since!r}")
    return game.view(seat, since)


def events_since(game: Round, seat: int, since: int) -> list[Event]:
    """The ``events`` of ``view_since(game, seat, since)`` alone: the log's events from
    index ``since`` on, each as ``seat`` may see it (redacted by the round, as in every
    view), for a reader that writes the rest of its observation another way. ``since``
    is trusted (an index the reader counted from earlier events)."""
    return game._events_since(seat, since)

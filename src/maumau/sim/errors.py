"""The error of a simulation that cannot start."""

from __future__ import annotations

from maumau.core.errors import MauMauError

__all__ = [
    "SetupError",
]


class SetupError(MauMauError):
    """A simulation that cannot start: a wrong number of bots, no games, no workers."""

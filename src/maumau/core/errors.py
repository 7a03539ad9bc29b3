"""Typed errors: every refusal names its problem in words a player understands."""

from __future__ import annotations


class MauMauError(Exception):
    """Base class of every error maumau raises on bad input."""


class RulesetError(MauMauError, ValueError):
    """An unknown variant, option or preset, or an option value out of range."""


class NotationError(MauMauError, ValueError):
    """Text that is not a valid card or action code."""


class IllegalActionError(MauMauError, ValueError):
    """An action that is not legal now; the state is left unchanged."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(f"{action} is not legal: {reason}")
        self.action = action
        self.reason = reason


class SeatError(MauMauError, ValueError):
    """A seat number that is not at this table."""


class MatchStateError(MauMauError):
    """A match step that does not fit now: the next round before this one ended, or any
    round after the match ended."""


class PositionError(MauMauError, ValueError):
    """A position (saved state) that is malformed or inconsistent."""


class RecordError(MauMauError, ValueError):
    """A game record that is malformed or does not replay.

    ``round_index`` and ``action_index`` name the first bad action where there is one.
    """

    def __init__(
        self, message: str, round_index: int | None = None, action_index: int | None = None
    ) -> None:
        where = ""
        if round_index is not None:
            where = f"round {round_index}"
            if action_index is not None:
                where += f", action {action_index}"
            where += ": "
        super().__init__(where + message)
        self.round_index = round_index
        self.action_index = action_index

"""Typed errors: every refusal names its problem in words a player understands.

Besides its English message every error carries a stable ``code`` and ``params`` (JSON
values) from which the adapters render it in the player's language (catalogue key
``refusal.<code>``, see :mod:`maumau.i18n`). A class's ``default_code`` serves where a raise
site names no code of its own.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

__all__ = [
    "IllegalActionError",
    "MatchStateError",
    "MauMauError",
    "NotAnActionError",
    "NotationError",
    "Params",
    "PositionError",
    "Reason",
    "RecordError",
    "RulesetError",
    "SeatError",
    "cause_of",
    "shown",
]

Params = Mapping[str, object]


class MauMauError(Exception):
    """Base class of every error maumau raises on bad input."""

    default_code = "error"

    def __init__(self, message: str = "", code: str | None = None,
                 params: Params | None = None) -> None:
        super().__init__(message)
        self.code = code or self.default_code
        self.params: dict[str, object] = dict(params) if params is not None else {
            "message": message}


class Reason(str):
    """Why an action is not legal: the English text, with a ``code`` and ``params``."""

    code: str
    params: dict[str, object]

    def __new__(cls, code: str, text: str, **params: object) -> Reason:
        made = super().__new__(cls, text)
        made.code = code
        made.params = params
        return made


class RulesetError(MauMauError, ValueError):
    """An unknown variant, option or preset, or an option value out of range."""

    default_code = "ruleset"


class NotationError(MauMauError, ValueError):
    """Text that is not a valid card or action code."""

    default_code = "notation"


class IllegalActionError(MauMauError, ValueError):
    """An action that is not legal now; the state is left unchanged.

    ``reason`` is a :class:`Reason` where the engine explains itself (its code and params
    become the error's, with ``action`` added), else plain text (code ``illegal``).
    """

    default_code = "illegal"

    def __init__(self, action: object, reason: str) -> None:
        code = reason.code if isinstance(reason, Reason) else None
        params: dict[str, object] = {"action": str(action)}
        params.update(reason.params if isinstance(reason, Reason) else {"reason": reason})
        super().__init__(f"{action} is not legal: {reason}", code, params)
        self.action = action
        self.reason = reason


class NotAnActionError(IllegalActionError, TypeError):
    """Something that is not an :class:`~maumau.core.actions.Action` given where one is
    wanted (text: play it with ``Round.play`` or read it with ``Round.parse_action``). A
    ``TypeError`` too (a value of the wrong type); the message is the reason alone, which
    says what is wanted instead."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(action, reason)
        self.args = (str(reason),)


class SeatError(MauMauError, ValueError):
    """A seat number that is not at this table."""

    default_code = "seat"


class MatchStateError(MauMauError):
    """A match step that does not fit now: the next round before this one ended, or any
    round after the match ended."""

    default_code = "match_state"


class PositionError(MauMauError, ValueError):
    """A position (saved state) that is malformed or inconsistent."""

    default_code = "position"


class RecordError(MauMauError, ValueError):
    """A game record that is malformed or does not replay.

    ``round_index`` and ``action_index`` name the first bad action where there is one
    (0-based; the params ``round`` and ``action`` count from 1 for people). ``cause`` is the
    library error behind it (an illegal action, a bad start position): its code, params and
    English message become the param ``cause``, rendered inside this error's text.
    """

    default_code = "record"

    def __init__(
        self, message: str, round_index: int | None = None, action_index: int | None = None,
        code: str | None = None, params: Params | None = None,
        cause: MauMauError | None = None,
    ) -> None:
        where = ""
        if round_index is not None:
            where = f"round {round_index + 1}"  # people count rounds and actions from 1
            if action_index is not None:
                where += f", action {action_index + 1}"
            where += ": "
        found: dict[str, object] = dict(params or {})
        if round_index is not None:
            found["round"] = round_index + 1
        if action_index is not None:
            found["action"] = action_index + 1
        if cause is not None:
            found["cause"] = cause_of(cause)
        super().__init__(where + message, code, found if code is not None else None)
        self.round_index = round_index
        self.action_index = action_index


def cause_of(problem: MauMauError) -> dict[str, object]:
    """A library error as a JSON param of another: its code, params and English message."""
    return {"code": problem.code, "params": dict(problem.params), "message": str(problem)}


def shown(value: object) -> str:
    """A value from a document as JSON text, for a refusal's params (never raises)."""
    return json.dumps(value, ensure_ascii=False, default=repr)

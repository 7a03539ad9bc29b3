"""What the people at a table asked for their pace: how long bots wait before a move and
how long a throw-in window stays open, or that they are never asked about one (the
page's accessibility settings, sent with ``hello``). The table keeps the latest wish of
each seat; it plays at the slowest pace and with the longest throw-in window that a
seated person asked for, the same window for everybody."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

__all__ = [
    "FAST_MS",
    "LONG_THROW_IN_SECONDS",
    "PACES",
    "SLOW_MS",
    "THROW_INS",
    "Wish",
    "bot_delay_ms",
    "never_asked",
    "read_wish",
    "throw_in_seconds",
]

PACES = ("slow", "normal", "fast")
THROW_INS = ("normal", "long", "never")
"""``never``: the person is never asked about a throw-in; the server passes for them at
once, as for a bot, so their window tells nobody anything and takes no time ([D-15])."""
SLOW_MS = 1500
"""A slow pace: bots wait at least this long before each move."""
FAST_MS = 250
"""A fast pace: bots wait at most this long (unless somebody asked for more)."""
LONG_THROW_IN_SECONDS = 20.0
"""A long throw-in window lasts at least this long (and at least twice the table's)."""


@dataclass(frozen=True)
class Wish:
    """One seat's wish: ``pace`` one of :data:`PACES`, ``throw_in`` one of
    :data:`THROW_INS`."""

    pace: str = "normal"
    throw_in: str = "normal"


def read_wish(fields: dict[str, object]) -> Wish | None:
    """The wish in a ``hello``'s fields (checked before), or None when it names none."""
    pace, throw_in = fields.get("pace"), fields.get("throw_in")
    if pace is None and throw_in is None:
        return None
    return Wish(pace if isinstance(pace, str) and pace in PACES else "normal",
                throw_in if isinstance(throw_in, str) and throw_in in THROW_INS else "normal")


def bot_delay_ms(base: int, wishes: Iterable[Wish]) -> int:
    """The bots' wait at a table whose host set ``base``: the slowest pace asked for
    (nobody asking, or everybody ``normal``: ``base``; everybody ``fast``: at most
    :data:`FAST_MS`)."""
    paces = [wish.pace for wish in wishes] or ["normal"]
    if "slow" in paces:
        return max(base, SLOW_MS)
    if "normal" in paces:
        return base
    return min(base, FAST_MS)


def throw_in_seconds(base: float, wishes: Iterable[Wish], most: float = 120.0) -> float:
    """The throw-in window at a table whose host set ``base``: the longest asked for (a
    person who is never asked asks for none)."""
    if any(wish.throw_in == "long" for wish in wishes):
        return min(most, max(base, 2 * base, LONG_THROW_IN_SECONDS))
    return base


def never_asked(wish: Wish | None) -> bool:
    """Whether the person with ``wish`` asked never to be asked about a throw-in."""
    return wish is not None and wish.throw_in == "never"

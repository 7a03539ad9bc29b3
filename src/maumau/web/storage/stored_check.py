"""Whether a stored table can be loaded the current way, before it is served.

The database may hold what this version cannot read: a row damaged on disk or by hand,
a record cut short by an older version, a seat of a kind this version does not know, a
field of the wrong type (SQLite keeps whatever it is given). Each check raises
:class:`Damaged` naming what is wrong; the registry then quarantines the table
(:mod:`maumau.web.tables.registry`, listed by ``maumau admin tables --broken``) instead of
serving it half-read, and every other table is served.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from maumau.web.storage.repository import StoredTable

__all__ = [
    "SEAT_KINDS",
    "Damaged",
    "check_record",
    "check_records",
    "check_table",
]

SEAT_KINDS = ("human", "open", "bot")
"""The kinds a stored seat may have."""


class Damaged(ValueError):
    """A stored table or record that cannot be loaded the current way."""


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def check_table(stored: StoredTable) -> None:
    """The table's settings, seats and tokens are of the kinds and types this version
    reads."""
    row = stored.row
    fields: dict[str, bool] = {
        "variant": isinstance(row.variant, str),
        "preset": row.preset is None or isinstance(row.preset, str),
        "players": _whole(row.players) and row.players > 0,
        "options": isinstance(row.options, dict),
        "away_seconds": _number(row.away_seconds),
        "throw_in_seconds": _number(row.throw_in_seconds),
        "bot_delay_ms": _whole(row.bot_delay_ms),
        "host_seat": _whole(row.host_seat),
        "rounds": _whole(stored.rounds),
        "seed": stored.seed is None or isinstance(stored.seed, str),
    }
    wrong = [name for name, fine in fields.items() if not fine]
    if wrong:
        raise Damaged(f"the table's {', '.join(wrong)} {'is' if len(wrong) == 1 else 'are'}"
                      " of the wrong type")
    if [seat.seat for seat in stored.seats] != list(range(row.players)):
        raise Damaged(f"the table has seats {[seat.seat for seat in stored.seats]} for "
                      f"{row.players} players")
    for seat in stored.seats:
        if seat.kind not in SEAT_KINDS:
            raise Damaged(f"seat {seat.seat} is of an unknown kind {seat.kind!r}")
        if not (seat.name is None or isinstance(seat.name, str)) or not (
                seat.level is None or isinstance(seat.level, str)):
            raise Damaged(f"seat {seat.seat} has a name or level of the wrong type")
    for token in stored.tokens.values():
        if token.seat is not None and not (_whole(token.seat)
                                           and 0 <= token.seat < row.players):
            raise Damaged(f"a token names seat {token.seat!r} of {row.players}")
    for index, (round_index, action) in enumerate(stored.actions):
        if not _whole(round_index) or not isinstance(action, str):
            raise Damaged(f"stored action {index} of the current match is of the wrong type")


def check_records(records: Iterable[tuple[int, str]]) -> None:
    """Each finished match's stored record (its number and JSON text) reads as a record."""
    for number, text in records:
        check_record(number, text)


def check_record(number: int, text: object) -> None:
    try:
        data = json.loads(text) if isinstance(text, str | bytes) else None
    except ValueError:
        raise Damaged(f"the record of match {number} is not JSON (cut short?)") from None
    problem = _record_problem(data)
    if problem is not None:
        raise Damaged(f"the record of match {number} {problem}")


def _record_problem(data: Any) -> str | None:
    if not isinstance(data, Mapping):
        return "is not a JSON object"
    ruleset = data.get("ruleset")
    if not isinstance(ruleset, Mapping) or not isinstance(ruleset.get("variant"), str):
        return "has no ruleset"
    if data.get("start") is None and not isinstance(data.get("seed"), int | str):
        return "has neither a seed nor a start position"
    rounds = data.get("rounds")
    if not isinstance(rounds, list) or not rounds:
        return "has no rounds"
    for entry in rounds:
        actions = entry.get("actions") if isinstance(entry, Mapping) else None
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            return "has a round without its list of actions"
    return None

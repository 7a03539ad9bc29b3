"""Cheap messages: after a full ``state`` a connection gets ``patch`` messages that carry
only what changed (docs/protocol.md).

A ``state``'s view carries the whole round's redacted log, so sending it after every
action costs more the longer the round runs. A ``patch`` carries the new redacted events
and, at the top level of the table summary and of the view, only the entries whose JSON
differs from what this connection was last sent. A connection gets a full ``state`` after
``hello`` and whenever the match or round changes, so a patch never spans two rounds.

:class:`Parts` is the server's side (the JSON of each entry, computed once per seat and
change); :func:`apply` is a client's side, used by the Python clients (tests, the load
benchmark); ``static/js/patch.js`` does the same in the browser.
"""

from __future__ import annotations

import copy
from typing import Any

from maumau.core.view import View
from maumau.web.tables.messages import dumps

__all__ = [
    "SAME_ALL_ROUND",
    "SAME_ALL_TABLE",
    "Differ",
    "Parts",
    "apply",
    "changed",
    "join",
    "parts_of",
    "view_parts",
]

Parts = dict[str, str]
"""Top-level key -> its value as JSON text."""


def parts_of(data: dict[str, Any], leave_out: frozenset[str] = frozenset()) -> Parts:
    """The entries of ``data`` as JSON, but those in ``leave_out``: entries that cannot
    change between two whole messages, so that no patch needs them."""
    return {key: dumps(value) for key, value in data.items() if key not in leave_out}


SAME_ALL_TABLE = frozenset({"code", "variant", "preset", "options", "players",
                            "away_seconds", "throw_in_seconds", "bot_delay_ms"})
"""Table summary entries fixed when the table is created: a connection has them from its
first whole ``state``, so patches never carry them."""


SAME_ALL_ROUND = frozenset({"variant", "players", "seat", "round", "dealer", "options"})
"""View entries that cannot change within a round for one connection (its seat changes only
with a ``hello``, which brings a whole ``state``). A patch never spans two rounds, so these
are never in one: they are neither written as JSON nor compared after every action."""


def view_parts(view: View) -> tuple[Parts, str]:
    """The view's entries that may change within the round as JSON (without the event log
    and :data:`SAME_ALL_ROUND`), and the log's events (those the view was built with:
    ``Round.view(seat, since)``) as one JSON list: patches carry the new events apart from
    the view."""
    data = view.to_dict()
    events = dumps(data.pop("events"))
    return parts_of(data, SAME_ALL_ROUND), events


def changed(now: Parts, before: Parts) -> Parts:
    return {key: text for key, text in now.items() if before.get(key) != text}


class Differ:
    """The patch part (:func:`changed`, then :func:`join`; None when nothing changed) of
    ``now`` against what a connection was sent ``before``, computed once per pair for all
    the connections of a broadcast: connections told the same thing last time share the
    very same ``before`` (the table summary and the extra entries of every connection at
    a table, the view of every connection of one seat). The pairs are kept (not only
    their ids) so that no id is reused during the broadcast."""

    def __init__(self) -> None:
        self._done: dict[tuple[int, int], tuple[Parts, Parts, Parts, str | None]] = {}

    def part(self, now: Parts, before: Parts) -> str | None:
        if now is before:
            return None
        return self._diff(now, before)[3]

    def changes(self, now: Parts, before: Parts) -> Parts:
        """The entries of ``now`` that differ from ``before``."""
        if now is before:
            return {}
        return self._diff(now, before)[2]

    def _diff(self, now: Parts, before: Parts) -> tuple[Parts, Parts, Parts, str | None]:
        key = (id(now), id(before))
        found = self._done.get(key)
        if found is None:
            new = changed(now, before)
            found = self._done[key] = (now, before, new, join(new) if new else None)
        return found


def join(parts: Parts) -> str:
    """A JSON object from its entries' JSON texts (keys are plain identifiers)."""
    return "{" + ",".join(f'"{key}":{text}' for key, text in parts.items()) + "}"


def apply(state: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    """The full ``state`` message that ``patch`` makes of the last one, ``state``."""
    merged = copy.copy(state)
    merged["state"] = patch["state"]
    merged.pop("ref", None)
    if "ref" in patch:
        merged["ref"] = patch["ref"]
    if "table" in patch:
        merged["table"] = {**state["table"], **patch["table"]}
    events = patch.get("events", [])
    if state.get("view") is not None:
        view = {**state["view"], **patch.get("view", {})}
        view["events"] = [*state["view"]["events"], *events]
        merged["view"] = view
    merged["events"] = events
    for key in ("scores", "match_result", "deadline"):
        if key in patch:
            merged[key] = patch[key]
    return merged

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
from maumau.web.messages import dumps

Parts = dict[str, str]
"""Top-level key -> its value as JSON text."""


def parts_of(data: dict[str, Any]) -> Parts:
    return {key: dumps(value) for key, value in data.items()}


def view_parts(view: View) -> tuple[Parts, str]:
    """The view's entries as JSON without its event log, and the log's events (those the
    view was built with: ``Round.view(seat, since)``) as one JSON list: patches carry the
    new events apart from the view."""
    data = view.to_dict()
    events = dumps(data.pop("events"))
    return parts_of(data), events


def changed(now: Parts, before: Parts) -> Parts:
    return {key: text for key, text in now.items() if before.get(key) != text}


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

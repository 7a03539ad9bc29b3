"""Position text of the shedding machine (classic, Tabaluga, emojical, Crazy Eights).

After the ruleset, the hands and the talon (:mod:`maumau.core.position_text`) come the
discard pile (top card last), the seat to move and the phase, then the named fields that
are not at their default: ``direction=-1``, ``pending_draw=N``, ``wish=SUIT`` (or
``any``), ``mau=SEATS`` (the seats whose Mau call stands), ``drawn=CARD``, ``stuck=N``,
``draws=N``, ``actor=SEAT`` and ``target=SEAT``::

    classic/3 9H,TH,7S/8C,9C/JD,8D,9D 7D,KH,AS QS,7H 1 play mau=1 round=0 dealer=2 ...

A seat's view shows the talon as a count and the discard pile as its top card over a
count (``?6,7H``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from maumau.core.position_text import (
    NONE,
    TextFields,
    cards_of,
    cards_text,
    flags_of,
    flags_text,
    hidden,
    number_of,
)
from maumau.core.view import View
from maumau.games.shedding.rules import SheddingRules

__all__ = ["DEFAULTS", "SEATS", "read_fields", "text_fields", "view_fields"]

DEFAULTS: Mapping[str, object] = {"direction": 1, "pending_draw": 0, "wish": None,
                                  "drawn": None, "stuck": 0, "draws": 0}
"""The named fields' values where the text leaves them out."""
SEATS = ("actor", "target")
"""Named fields that a position has only where the phase needs them."""


def text_fields(data: Mapping[str, Any]) -> list[str]:
    """The machine's fields of a position (``round.to_position()``) as text."""
    parts = [cards_text(data["discard"]), str(data["to_move"]), str(data["phase"])]
    for name, default in DEFAULTS.items():
        if name in data and data[name] != default:
            parts.append(f"{name}={data[name]}")
        if name == "wish" and any(data["mau"]):
            parts.append(f"mau={flags_text(data['mau'])}")
    parts += [f"{name}={data[name]}" for name in SEATS if name in data]
    return parts


def read_fields(fields: TextFields, rules: SheddingRules) -> dict[str, Any]:
    """The machine's position fields from a text (the loader checks them)."""
    players = fields.ruleset.players
    data: dict[str, Any] = {
        "discard": cards_of(fields.next("discard")),
        "to_move": number_of(fields.next("to_move")),
        "phase": fields.next("phase"),
    }
    for name, default in DEFAULTS.items():
        if name == "draws" and not rules.draw_limit:
            continue  # no such field: a text that names it is refused
        value = fields.take(name)
        if value is None:
            data[name] = default
        elif name in ("wish", "drawn"):
            data[name] = None if value == NONE else value
        else:
            data[name] = number_of(value)
    data["mau"] = flags_of(fields.take("mau"), "mau", players)
    for name in SEATS:
        value = fields.take(name)
        if value is not None:
            data[name] = number_of(value)
    return data


def view_fields(view: View) -> list[str]:
    """A seat's view beyond the hands: talon and discard pile as counts, the top card,
    the seat to move (``-``: nobody the seat may know of), the phase and the named
    fields."""
    table = view.table
    below = table["discard_size"] - 1
    discard = [hidden(below), table["top"]] if below else [table["top"]]
    parts = [hidden(table["talon_size"]), cards_text(discard),
             NONE if view.to_move is None else str(view.to_move), view.phase]
    for name in ("direction", "pending_draw", "wish"):
        if table[name] != DEFAULTS[name]:
            parts.append(f"{name}={table[name]}")
    if any(table["mau"]):
        parts.append(f"mau={flags_text(table['mau'])}")
    if table.get("drawn") is not None:
        parts.append(f"drawn={table['drawn']}")
    if table.get("draws"):
        parts.append(f"draws={table['draws']}")
    if "hit_by" in table:
        parts.append(f"actor={table['hit_by']}")
    return parts

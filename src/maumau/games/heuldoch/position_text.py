"""Position text of Heul doch!

After the ruleset, the hands and the talon (:mod:`maumau.core.position_text`) come the
piles, one per seat separated by ``/`` with their cards bottom to top (a face-down card
as its code, ``*`` and the seats that know it joined by ``+``: ``g2*1``, ``r5*0+2``), the
central discard pile (bottom to top) and the seat to move (``-`` once every hand is
empty)::

    heuldoch/3 r1,r2,r3,r4/o1,o2,o3,o4/y1,y2,y3,y4 b5,k2,... g1/g2,b3*1/g3 - 0 round=0 ...

A seat's view shows every pile as its top over a count (``?2,g3``), an onion it does not
know as ``*`` and one it knows as ``g2*``, and, where the table shows them, the onions
per pile as ``onions=0,1,0``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from maumau.core.errors import PositionError
from maumau.core.position_text import (
    NONE,
    TextFields,
    cards_of,
    cards_text,
    hidden,
    number_of,
    seats_of,
    seats_text,
)
from maumau.core.view import View

__all__ = ["FACE_DOWN", "KNOWERS", "read_fields", "text_fields", "view_fields"]

FACE_DOWN = "*"
KNOWERS = "+"


def text_fields(data: Mapping[str, Any]) -> list[str]:
    """The game's fields of a position (``round.to_position()``) as text."""
    to_move = data["to_move"]
    return ["/".join(_pile_text(pile) for pile in data["piles"]), cards_text(data["discard"]),
            NONE if to_move is None else str(to_move)]


def _pile_text(pile: Mapping[str, Any]) -> str:
    codes = list(pile["cards"])
    for item in pile["face_down"]:
        at = item["at"]
        codes[at] += FACE_DOWN + KNOWERS.join(map(str, item["known_by"]))
    return cards_text(codes)


def read_fields(fields: TextFields) -> dict[str, Any]:
    """The game's position fields from a text (the loader checks them)."""
    piles = [_pile_of(part, seat) for seat, part in enumerate(fields.next("piles").split("/"))]
    discard = cards_of(fields.next("discard"))
    to_move = fields.next("to_move")
    return {"piles": piles, "discard": discard,
            "to_move": None if to_move == NONE else number_of(to_move)}


def _pile_of(token: str, seat: int) -> dict[str, Any]:
    cards: list[str] = []
    face_down: list[dict[str, Any]] = []
    for at, code in enumerate(cards_of(token)):
        card, down, knowers = code.partition(FACE_DOWN)
        cards.append(card)
        if down:
            if not knowers:
                raise PositionError(f"pile of seat {seat}: a face-down card names the seats"
                                    f" that know it ({card}*1), not {code!r}",
                                    "position_text_face_down", {"seat": seat,
                                                                "place": seat + 1,
                                                                "card": code})
            known = seats_of(knowers.replace(KNOWERS, ","), "piles")
            face_down.append({"at": at, "known_by": known})
    return {"cards": cards, "face_down": face_down}


def view_fields(view: View) -> list[str]:
    """A seat's view beyond the hands: the talon as a count, each pile as its top over a
    count, the discard pile likewise, the seat to move and the onions per pile."""
    table = view.table
    piles = []
    for pile in table["piles"]:
        height = pile["height"]
        if not height:
            piles.append(NONE)
            continue
        top = pile["top"]
        if "onion_card" in pile:
            top = pile["onion_card"] + FACE_DOWN
        elif top == "onion":
            top = FACE_DOWN
        piles.append(cards_text([hidden(height - 1), top] if height > 1 else [top]))
    size = table["discard_size"]
    discard = [] if not size else [hidden(size - 1), table["discard_top"]] if size > 1 else [
        table["discard_top"]]
    parts = [hidden(table["talon_size"]), "/".join(piles), cards_text(discard),
             NONE if view.to_move is None else str(view.to_move)]
    if table.get("show_onion_counts"):
        parts.append("onions=" + seats_text(pile["onions"] for pile in table["piles"]))
    return parts

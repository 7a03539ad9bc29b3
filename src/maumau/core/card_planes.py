"""Card planes: where each card kind of a game lies on a grid of colour × face, and which
runs of its observation vector hold one number per card kind (its *zones*).

A learning front end turns the observation vector into planes with it: one grid per
zone (the own hand, the discard pile's top, …), a card kind's number in its colour's row
and its face's column, and the numbers outside every zone beside them. The grid follows
how the game's faces split a card code into colour and face (``Variant.faces()["code"]``);
cards without a colour share a last row. Nothing here needs NumPy.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from maumau.core.faces import CodeRule

__all__ = [
    "NO_COLOUR",
    "CardPlanes",
    "card_planes",
    "split_code",
]

NO_COLOUR = "-"
"""The row name of the cards without a colour."""


@dataclass(frozen=True)
class CardPlanes:
    """A game's card grid and the zones of its observation vector."""

    cards: tuple[str, ...]
    """Every card kind, in the observation vector's order."""
    colours: tuple[str, ...]
    """The rows: each colour in the order its first card comes, then :data:`NO_COLOUR`
    where some card has none."""
    faces: tuple[str, ...]
    """The columns: each face in the order its first card comes."""
    cells: tuple[tuple[int, int], ...]
    """Per card kind (in ``cards``' order): its row and column."""
    zones: tuple[tuple[str, int], ...]
    """Per zone: its name and where its run of ``len(cards)`` numbers starts in the
    observation vector (card kinds in ``cards``' order)."""


def split_code(code: str, rule: CodeRule) -> tuple[str, str]:
    """A card code's colour (:data:`NO_COLOUR` for none) and face, by the faces' ``code``
    rule (``colour``: ``start``, ``end`` or ``separator``; ``colourless``)."""
    if code in rule.get("colourless", ()):
        return NO_COLOUR, code
    how = rule.get("colour")
    if how == "start" and len(code) > 1:
        return code[0], code[1:]
    if how == "end" and len(code) > 1:
        return code[-1], code[:-1]
    separator = rule.get("separator")
    if how == "separator" and separator and separator in code:
        colour, face = code.rsplit(separator, 1)
        return colour, face
    return NO_COLOUR, code


def card_planes(cards: Sequence[str], rule: CodeRule,
                zones: Sequence[tuple[str, int]]) -> CardPlanes:
    """The planes of ``cards`` split by the faces' code ``rule``, over ``zones``."""
    split = [split_code(code, rule) for code in cards]
    colours = list(dict.fromkeys(colour for colour, _ in split if colour != NO_COLOUR))
    if any(colour == NO_COLOUR for colour, _ in split):
        colours.append(NO_COLOUR)
    faces = list(dict.fromkeys(face for _, face in split))
    cells = tuple((colours.index(colour), faces.index(face)) for colour, face in split)
    return CardPlanes(tuple(cards), tuple(colours), tuple(faces), cells, tuple(zones))

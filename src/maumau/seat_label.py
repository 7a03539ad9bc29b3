"""How people read a seat: "Platz 2" / "Seat 2", with the player's name where one is known
("Platz 2 (Anna)"). The one place that turns the library's 0-based seat index into the
1-based number people count with; the notation and the API keep the index."""

from __future__ import annotations

from maumau import i18n

__all__ = ["place", "seat_label"]


def place(seat: int) -> int:
    """The number people give the seat with index ``seat`` (the first seat is 1)."""
    return seat + 1


def seat_label(lang: str, seat: int, name: str | None = None) -> str:
    """The seat with index ``seat`` for people, in ``lang``: "Platz 1", or with the
    player's ``name`` "Platz 1 (Anna)"."""
    if name:
        return i18n.text(lang, "seat.label.named", place=place(seat), name=name)
    return i18n.text(lang, "seat.label", place=place(seat))

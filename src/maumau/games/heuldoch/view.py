"""The public table of a Heul doch! round as one seat may see it [I-5].

Every pile shows its top (a face-up card's code, ``"onion"``, or ``None`` when empty) and
its height; with ``show_onion_counts`` also its number of onions (off = memory mode, as
at a real table). A face-down top names its card only to the seats that know it: the one
who laid it, or everyone after a Werwolf turned it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from maumau.games.heuldoch.rules import CARD_MASK, DOWN, knowers_of

if TYPE_CHECKING:
    from maumau.games.heuldoch.round import HeulDochRound

__all__ = [
    "ONION_TOP",
    "public_table",
]

ONION_TOP = "onion"


def public_table(game: HeulDochRound, seat: int | None) -> dict[str, Any]:
    rules = game.rules
    cards = game.deck.cards
    show = rules.show_onion_counts
    piles: list[dict[str, Any]] = []
    for pile in game.piles:  # every view of every seat shows the piles: kept lean
        shown: dict[str, Any]
        if not pile:
            shown = {"top": None, "height": 0}
        elif pile[-1] < DOWN:
            shown = {"top": cards[pile[-1]].code, "height": len(pile)}
        else:
            top = pile[-1]
            shown = {"top": ONION_TOP, "height": len(pile)}
            knowers = knowers_of(top)
            if knowers == rules.everyone if seat is None else knowers >> seat & 1:
                shown["onion_card"] = cards[top & CARD_MASK].code
        if show:
            shown["onions"] = len([entry for entry in pile if entry >= DOWN])
        piles.append(shown)
    table: dict[str, Any] = {
        "piles": piles,
        "talon_size": len(game.talon),
        "discard_size": len(game.discard),
        "discard_top": cards[game.discard[-1]].code if game.discard else None,
        "show_onion_counts": show,
    }
    if seat is not None:
        table["left"] = rules.left[seat]
        table["right"] = rules.right[seat]
    return table

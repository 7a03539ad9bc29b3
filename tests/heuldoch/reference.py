"""An independent, deliberately plain reading of docs/rules.md §4 "A turn", to check the
engine's legal actions against: it works on a position's JSON, not on the engine's
tables."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

SPECIAL_FORMS = {
    "katapult": ["katapult"],
    "karussell": ["karussell/left", "karussell/right"],
    "werwolf": ["werwolf"],
}


def shown_top(pile: Mapping[str, Any]) -> str | None:
    """The face-up code on top, or None for an onion or an empty pile."""
    cards = pile["cards"]
    if not cards:
        return None
    if any(item["at"] == len(cards) - 1 for item in pile["face_down"]):
        return None
    return str(cards[-1])


def fits(card: str, top: str | None) -> bool:
    return top is not None and (card[0] == top[0] or card[1] == top[1])


def legal_actions(position: Mapping[str, Any]) -> set[str]:
    seat = position["to_move"]
    if seat is None:
        return set()
    players = len(position["hands"])
    piles = position["piles"]
    neighbours = {(seat + 1) % players, (seat - 1) % players}
    legal: set[str] = set()
    for card in position["hands"][seat]:
        if card == "strandtuch":
            legal.update(f"strandtuch>{other}" for other in range(players) if other != seat)
            continue
        if card in SPECIAL_FORMS:
            legal.update(SPECIAL_FORMS[card])
            continue
        legal.add(f"{card}/down")
        forced = [other for other in neighbours if fits(card, shown_top(piles[other]))]
        if forced:
            legal.update(f"{card}>{other}" for other in forced)
        else:
            own = shown_top(piles[seat])
            if own is None or fits(card, own):
                legal.add(f"{card}>{seat}")
    return legal


def score(pile: Mapping[str, Any]) -> tuple[int, int]:
    """(total, points lost) of a final pile, counted plainly from docs/rules.md [I-22]."""
    down = {item["at"] for item in pile["face_down"]}
    onions = len(down)
    void = set()
    if onions >= 7:
        void.add(7)
    if onions % 7:
        void.add(onions % 7)
    total = lost = 0
    for at, card in enumerate(pile["cards"]):
        if at in down:
            continue
        value = int(card[1])
        if value in void:
            lost += value
        else:
            total += value
    return total, lost

"""Heul doch!'s events in words for the terminal, as catalogue messages.

Only what differs from the generic wording is said here: the starting piles, where a card
went (own pile, a neighbour, face down), the special cards and what they did to the piles.
Events arrive redacted for the reader, so an onion shows its card only to its knowers.
Each message ``term.heuldoch.ev.<key>`` has a second-person form ``….you`` where the
reader's own seat reads differently.
"""

from __future__ import annotations

from collections.abc import Callable

from maumau.core.events import Event, EventKind
from maumau.core.terminal import Msg, SeatName, Text, join

__all__ = [
    "PILE_CHANGES",
    "SIDES",
    "describe_event",
]

SIDES = ("left", "right")
PILE_CHANGES = ("katapult", "down", "up")


def describe_event(card: Callable[[str], Text], event: Event) -> Text | None:
    """``event`` in words, its cards shown by ``card``; None for an event the generic
    wording tells."""
    cards = join(*(card(item.code) for item in event.cards), sep=" ")

    def say(key: str, **fields: Text) -> Msg:
        return Msg(f"term.heuldoch.ev.{key}", {"who": SeatName(event.seat), "card": cards,
                                                **fields}, subject=event.seat)

    kind = event.kind
    if kind is EventKind.START:
        piles = join(*(join(SeatName(seat), " ", card(item.code))
                       for seat, item in enumerate(event.cards)), sep=", ")
        return say("start", piles=piles)
    if kind is EventKind.RESHUFFLE:
        return say("turned_up")
    if kind is EventKind.SWAP:
        return say("swap", target=SeatName(event.target, as_object=True))
    if kind is EventKind.PILE and event.choice in PILE_CHANGES:
        return say(event.choice)
    if kind is not EventKind.PLAY:
        return None
    if event.choice == "down":
        return say("onion")
    if event.cards and len(event.cards[0].code) > 2:
        if event.choice in SIDES:
            return join(say("special"), " ", Msg(f"term.heuldoch.side.{event.choice}"))
        if event.target is not None:
            return join(say("special"), " → ", SeatName(event.target, as_object=True))
        return say("special")
    if event.target == event.seat:
        return say("own")
    return say("gift", target=SeatName(event.target, as_object=True))

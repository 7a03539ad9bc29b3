"""What happened: events, and their redaction for one seat.

An event that moves hidden cards names the seats allowed to see them (``private_to``);
:func:`Event.seen_by` gives every other seat the same event without the cards, so
"seat 2 drew a card" never names the card to anyone but seat 2.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, cast

from maumau.core.actions import Action
from maumau.core.cards import Card

__all__ = [
    "Event",
    "EventKind",
    "Redactions",
    "redactions",
]


class EventKind(Enum):
    DEAL = "deal"
    START = "start"
    PLAY = "play"
    CHOOSE = "choose"
    DRAW = "draw"
    PENALTY = "penalty"
    FORFEIT = "forfeit"
    PASS = "pass"
    SKIPPED = "skipped"
    REVERSED = "reversed"
    WISH = "wish"
    RESHUFFLE = "reshuffle"
    MAU_MISSED = "mau_missed"
    BLOCKED = "blocked"
    SWAP = "swap"
    GIFT = "gift"
    GAMBLE = "gamble"
    THROW_IN = "throw_in"
    PASS_HANDS = "pass_hands"
    PILE = "pile"
    ROUND_OVER = "round_over"


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """One thing that happened.

    ``cards`` and ``action`` (which names a card) are hidden from seats not in
    ``private_to``; everything else about a private event is public.
    """

    kind: EventKind
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    count: int = 0
    action: Action | None = None
    choice: str | None = None
    target: int | None = None
    private_to: frozenset[int] | None = None

    def __init__(self, kind: EventKind, seat: int | None = None, cards: tuple[Card, ...] = (),
                 count: int = 0, action: Action | None = None, choice: str | None = None,
                 target: int | None = None, private_to: frozenset[int] | None = None) -> None:
        """The dataclass's own constructor, with each slot set through its descriptor
        rather than through ``object.__setattr__`` with its name, as a frozen dataclass
        does: the engine makes an event for most moves, and this makes it a third
        cheaper."""
        _set_kind(self, kind)
        _set_seat(self, seat)
        _set_cards(self, cards)
        _set_count(self, count)
        _set_action(self, action)
        _set_choice(self, choice)
        _set_target(self, target)
        _set_private_to(self, private_to)

    def seen_by(self, seat: int | None) -> Event:
        """This event as ``seat`` may see it (``None``: a spectator). Every seat outside
        ``private_to`` sees the same redacted event (rounds rely on that to make it once)."""
        if self.private_to is None or (seat is not None and seat in self.private_to):
            return self
        return Event(self.kind, self.seat, count=self.count, choice=self.choice,
                     target=self.target)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind.value}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.cards:
            data["cards"] = [card.code for card in self.cards]
        if self.count:
            data["count"] = self.count
        if self.action is not None:
            data["action"] = str(self.action)
        if self.choice is not None:
            data["choice"] = self.choice
        if self.target is not None:
            data["target"] = self.target
        return data


def _slot_setter(name: str) -> Callable[[Event, Any], None]:
    """What sets the slot ``name`` of an event, bypassing the frozen ``__setattr__`` (for
    the constructor only)."""
    return cast(Callable[[Event, Any], None], Event.__dict__[name].__set__)


(_set_kind, _set_seat, _set_cards, _set_count, _set_action, _set_choice, _set_target,
 _set_private_to) = map(_slot_setter, (field.name for field in fields(Event)))

Redactions = dict[int, tuple[Event, Event]]
"""Private events by ``id``, each with its redacted form: ``(event, event.seen_by(other))``
(the event is kept so that its ``id`` stays its own)."""


def redactions(events: Iterable[Event]) -> Redactions:
    """The redacted forms of the private ones among ``events``, made once: a game's rules
    keep those of the events they make for every round (a draw of each card by each seat),
    so a view redacts them without making an event."""
    return {id(event): (event, event.seen_by(None)) for event in events
            if event.private_to is not None}

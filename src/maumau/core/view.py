"""The per-seat view: the only window any player, bot or client has on a round [I-5].

A view holds the seat's own hand, what is public (every hand's size, the table), the
seat's legal actions when it decides, and the round's events as that seat may see them.
Each machine fills ``table`` with its own public state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from maumau.core.actions import Action
from maumau.core.cards import Card
from maumau.core.events import Event
from maumau.core.results import RoundResult

__all__ = [
    "View",
]


@dataclass(frozen=True)
class View:
    """What ``seat`` may know now (``seat`` is None for a spectator)."""

    variant: str
    players: int
    seat: int | None
    round_index: int
    dealer: int
    to_move: int | None
    phase: str
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    events: tuple[Event, ...]
    table: dict[str, Any]
    result: RoundResult | None = None
    options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def build(cls, variant: str, players: int, seat: int | None, round_index: int, dealer: int,
              to_move: int | None, phase: str, hand: tuple[Card, ...],
              hand_sizes: tuple[int, ...], legal_actions: tuple[Action, ...],
              events: tuple[Event, ...], table: dict[str, Any], result: RoundResult | None,
              options: dict[str, Any]) -> View:
        """The same view as the constructor makes, without the frozen dataclass's
        ``object.__setattr__`` for each field: a view is built for every decision of every
        bot, and this halves the cost of building it."""
        view = object.__new__(cls)
        view.__dict__.update(
            variant=variant, players=players, seat=seat, round_index=round_index,
            dealer=dealer, to_move=to_move, phase=phase, hand=hand, hand_sizes=hand_sizes,
            legal_actions=legal_actions, events=events, table=table, result=result,
            options=options)
        return view

    @property
    def is_my_turn(self) -> bool:
        return self.seat is not None and self.seat == self.to_move

    def to_dict(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "players": self.players,
            "seat": self.seat,
            "round": self.round_index,
            "dealer": self.dealer,
            "to_move": self.to_move,
            "phase": self.phase,
            "hand": [card.code for card in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "legal_actions": [str(action) for action in self.legal_actions],
            "events": [event.to_dict() for event in self.events],
            "table": self.table,
            "result": self.result.to_dict() if self.result is not None else None,
            "options": self.options,
        }

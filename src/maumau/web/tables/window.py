"""A throw-in window as at a real table [D-14], [D-15], [D-29].

The engine asks the seats about a throw-in one at a time ([I-1]); the server gathers that
polling into one window for the whole table, of one length for every seat: whoever holds
an identical card throws it with one tap while the window is open, nobody else is asked,
and the window closes when a card is thrown or its time is up. The first throw the server
receives wins; the server then passes, silently, for every seat the engine would have
asked before the thrower. At the end of the window it passes for every seat still to be
asked. Every seat sees the same neutral window; a seat that holds an identical card also
sees its throws (its own legal actions, nothing else changes).

Nothing here names a game: a window is the engine's ``throw_in`` phase, a pass its
``pass`` action."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from dataclasses import dataclass, field

from maumau.core.actions import Action, ActionKind
from maumau.core.round import Round
from maumau.core.view import View

__all__ = [
    "THROW_IN",
    "BotPlan",
    "Window",
    "asked_round",
    "choices",
    "is_pass",
    "layer",
    "moment",
    "pass_of",
    "seat_view",
]

THROW_IN = "throw_in"
EARLIEST, LATEST = 0.2, 0.8
"""A bot that throws does so at a moment drawn uniformly between these fractions of the
window, whatever its hand and however long it thought."""


def is_pass(action: Action) -> bool:
    return action.kind is ActionKind.PASS


def asked_round(game: Round, seat: int) -> Round | None:
    """A copy of ``game`` as it will be when the open window asks ``seat`` (every seat
    before it passed), or None when the window closes before it asks ``seat``."""
    if game.phase != THROW_IN:
        return None
    if game.to_move == seat:
        return game
    copy = game.copy()
    while copy.phase == THROW_IN and copy.to_move != seat:
        copy.apply(pass_of(copy))
    return copy if copy.phase == THROW_IN else None


def layer(game: Round) -> int | None:
    """The seat that laid the card the open window is on (the last seat the log names)."""
    return next((event.seat for event in reversed(game.log) if event.seat is not None), None)


def choices(game: Round, seat: int) -> tuple[Action, ...]:
    """The throws ``seat`` may make in the open window (nothing for a seat without an
    identical card)."""
    asked = asked_round(game, seat)
    if asked is None:
        return ()
    return tuple(action for action in asked.legal_actions() if not is_pass(action))


def seat_view(game: Round, seat: int | None, since: int = 0) -> View:
    """What ``seat`` sees while a window is open: the phase ``throw_in``, nobody to move
    and no decision, as every seat sees it; a seat with an identical card sees itself to
    move with its throws (no pass: a seat that does not throw need not answer)."""
    asked = None if seat is None else asked_round(game, seat)
    throws = () if asked is None or seat is None else choices(asked, seat)
    if asked is not None and throws:
        return dataclasses.replace(asked.view(seat, since), legal_actions=throws)
    view = game.view(seat, since)
    if view.to_move is None and not view.legal_actions and view.phase == THROW_IN:
        return view
    return dataclasses.replace(view, to_move=None, legal_actions=(), phase=THROW_IN)


def pass_of(game: Round) -> Action:
    """The pass of the seat the open window asks."""
    for action in game.legal_actions():
        if is_pass(action):
            return action
    raise ValueError("the seat asked about a throw-in cannot pass")


def moment(seed: str, state: int, seat: int, length: float) -> float:
    """When, after the window opened, a bot at ``seat`` that throws does so: drawn from
    the table's seed, the window and the seat alone, never from the hand or the time the
    bot took to decide."""
    draw = random.Random(f"{seed}:{state}:{seat}:throw-in").uniform(EARLIEST, LATEST)
    return draw * length


@dataclass
class BotPlan:
    """A bot's decision in a window, thought out in the background, and the moment it
    would throw (seconds after the window opened)."""

    seat: int
    at: float
    decision: asyncio.Future[Action]
    """The bot's action; a decision not ready by ``at`` is a pass."""
    done: bool = False

    def throw(self) -> Action | None:
        """The bot's throw, if it decided in time to throw."""
        decision = self.decision
        if not decision.done() or decision.cancelled() or decision.exception() is not None:
            return None
        action = decision.result()
        return None if is_pass(action) else action


@dataclass
class Window:
    """The open window of a table: the public state it belongs to, when it opened and
    closes (the event loop's clock), whether a person is waited for (only then is its
    countdown told), and the bots' plans still to come."""

    state: int
    round_key: tuple[int, int]
    opened: float
    closes: float
    waits_for_people: bool = True
    plans: list[BotPlan] = field(default_factory=list)

    def belongs_to(self, state: int, round_key: tuple[int, int]) -> bool:
        return self.state == state and self.round_key == round_key

    def cancel(self) -> None:
        """Stop the bots' thinking that is still under way."""
        for plan in self.plans:
            plan.decision.cancel()

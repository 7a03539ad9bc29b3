"""How well a guess of the hidden cards explains what the opponents recently did.

The tracking (:mod:`maumau.bots.tracking`) reads hard facts from the history: a seat that
drew on its turn held nothing playable. What a seat chose to play says more, but only
through a model of how it chooses. Here the model is the ``medium`` player: for each
recent decision of each other seat, the guessed hand that seat held then (its guessed
hand now plus the cards it has laid since; see :func:`decisions_since_last_gain`) is put
into the public state of that moment (:mod:`maumau.bots.hindsight`), and the medium
player decides. A decision it would have made otherwise is a *miss*. A guess with ``m``
misses gets the weight ``trust ** m``: opponents are taken to play like the medium player
most of the time, never always, so a guess that explains fewer decisions becomes less
likely, not impossible.

Only decisions since the seat's hand last grew count: before that its hand held cards the
guess cannot place (drawn and still held, or drawn and laid), and the draw itself is read
by the tracking already.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import Protocol

from maumau.bots.determinize import Determinizer
from maumau.bots.hindsight import Step, replay
from maumau.core.actions import Action
from maumau.core.bot import Bot
from maumau.core.events import Event, EventKind
from maumau.core.round import Round
from maumau.core.view import View
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.shedding.phases import THROW_IN
from maumau.games.shedding.round import SheddingRound

IMPOSSIBLE = 99
"""The misses of a guess under which a seat could not have done what it did."""
EXCHANGES = frozenset({EventKind.SWAP, EventKind.GIFT, EventKind.PASS_HANDS})
"""Events that move unseen cards between hands: before them a hand cannot be rebuilt."""


@dataclass(frozen=True)
class Recent:
    """One decision of another seat to explain: the state before it, what the seat did,
    and the cards it laid from then on (this one included)."""

    seat: int
    step: Step
    laid_since: tuple[int, ...]


def decisions_since_last_gain(steps: Sequence[Step], sizes: Sequence[int], me: int,
                              kinds: Sequence[EventKind]) -> list[Recent]:
    """Every other seat's decisions since its hand last grew, newest first. ``sizes`` are
    the hands' sizes now; ``kinds`` the kinds of the view's events (an exchange of hands
    ends every seat's window)."""
    recent: list[Recent] = []
    open_seats = {seat for seat in range(len(sizes)) if seat != me}
    laid: dict[int, list[int]] = {seat: [] for seat in open_seats}
    after = list(sizes)
    boundary = len(kinds)
    for step in reversed(steps):
        if any(kind in EXCHANGES for kind in kinds[step.events:boundary]):
            break
        boundary = step.events
        state = step.state
        for seat in list(open_seats):
            if after[seat] > len(state.hands[seat]):
                open_seats.discard(seat)
        mover = state.to_move
        action = step.action
        if mover in open_seats and state.phase_id != THROW_IN:  # a poll's passes are guessed
            if action.card is not None:
                laid[mover].append(state.deck.id_of(action.card.code))
            recent.append(Recent(mover, step, tuple(laid[mover])))
        if not open_seats:
            break
        after = [len(hand) for hand in state.hands]
    return recent


class Plausibility:
    """Counts the misses of a guess (see the module docstring)."""

    def __init__(self, recent: Sequence[Recent], model: Bot, events: Sequence[Event]) -> None:
        self.recent = recent
        self.model = model
        self.events = events

    def misses(self, guess: Round) -> int:
        """How many of the recent decisions the medium player would have made otherwise,
        had the seats held the hands of ``guess``; :data:`IMPOSSIBLE` if one could not
        have been made at all."""
        misses = 0
        for decision in self.recent:
            seat = decision.seat
            held = [*guess.hands[seat], *decision.laid_since]
            twin = decision.step.state.copy()
            # The history up to then as the watching seat saw it; the deciding seat's view
            # of it hides the watching seat's own draws, as it should.
            twin.log = list(self.events[:decision.step.events])
            twin.hands[seat] = held
            view = twin.view(seat)
            if len(view.legal_actions) <= 1:
                continue
            done = decision.step.action
            if done not in view.legal_actions:
                return IMPOSSIBLE
            if self._chooses(view) == done:
                continue
            # The model breaks ties between equally good cards by their order in the hand,
            # which a guess does not know: the other order decides such a tie the other way.
            twin = twin.copy()
            twin.hands[seat] = held[::-1]
            if self._chooses(twin.view(seat)) != done:
                misses += 1
        return misses

    def _chooses(self, view: View) -> Action:
        return self.model.choose(view, random.Random(0))


class Guesses(Protocol):
    """Where a search gets its guessed deals: a :class:`~maumau.bots.determinize.Determinizer`
    or the weighed pool of :func:`weighed`."""

    @property
    def seat(self) -> int: ...

    def sample(self, rng: random.Random) -> SheddingRound | HeulDochRound: ...


class WeighedGuesses:
    """A pool of guesses drawn from by weight (each drawn guess is shared: copy it before
    playing on it)."""

    def __init__(self, seat: int, pool: Sequence[SheddingRound], weights: Sequence[float]
                 ) -> None:
        self.seat = seat
        self.pool = list(pool)
        self.cumulative = list(accumulate(weights))

    def sample(self, rng: random.Random) -> SheddingRound:
        return rng.choices(self.pool, cum_weights=self.cumulative)[0]


def weighed(view: View, guesses: Determinizer, trust: float, model: Bot, size: int,
            rng: random.Random) -> Guesses:
    """``size`` guesses of ``guesses``, weighed by how well they explain the other seats'
    recent decisions (``trust`` to the power of the misses); ``guesses`` itself when there
    is nothing to explain (no history to replay, no recent decision) or when every weight
    is too small to count (a tiny ``trust`` to a high power is 0.0 in floating point)."""
    steps = replay(view, rng)
    recent = decisions_since_last_gain(steps, view.hand_sizes, guesses.seat,
                                       [event.kind for event in view.events])
    if not recent:
        return guesses
    plausibility = Plausibility(recent, model, view.events)
    pool: list[SheddingRound] = []
    for _ in range(size):
        guess = guesses.sample(rng)
        assert isinstance(guess, SheddingRound)
        pool.append(guess)
    weights = [trust ** plausibility.misses(guess) for guess in pool]
    if not sum(weights) > 0:
        return guesses
    return WeighedGuesses(guesses.seat, pool, weights)

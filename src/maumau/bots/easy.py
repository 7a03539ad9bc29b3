"""The ``easy`` computer opponent: a casual player who plays plainly and slips now and then.

Most of the time it takes the plain greedy choice and thinks no further: in the shedding
games it lays the most expensive card that fits (a wild card or the last Blocken as
readily as any other), wishes the colour it holds most and passes a penalty on when it
can; in Heul doch! it takes the play that scores best at once, as the simple player
rates it. Now and then (``MISTAKE``) it plays any legal move instead, but it never
forgets a call, so it clearly beats the ``random`` bot and loses clearly to ``medium``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from maumau.bots.bot import Bot, ViewSource
from maumau.bots.simple_heuldoch import SimpleHeulDochBot
from maumau.bots.simple_shedding import SheddingSense, called_forms, card_value, first
from maumau.core.actions import Action, ActionKind, Call
from maumau.core.errors import RulesetError
from maumau.core.view import View

MISTAKE = 0.2
"""How often the easy bot plays a random legal move instead of its plain choice."""

GOING_OUT = 1000.0
_PLAY, _CHOOSE, _TAKE = ActionKind.PLAY, ActionKind.CHOOSE, ActionKind.TAKE
"""Bound once: looking a member up on its enum class costs more than the comparison."""
SHEDDING_VARIANTS = frozenset({"classic", "tabaluga", "emojical"})


class EasySheddingBot:
    """Plain greed for classic, Tabaluga and emojical: shed the dearest card that fits.

    Most decisions need no view (:meth:`decide`): a forced move, a slip, an answer to a
    penalty (the legal actions then hold ``take``, and only then), and a play among cards
    that name no wish and no seat, whose worth is its card's points alone. The view is
    built only for a wish, a swap partner or a play that names one."""

    name = "easy"

    def __init__(self, variant: str = "classic") -> None:
        self.variant = variant
        self._worth: dict[str, dict[Action, float | None]] = {}

    def choose(self, view: View, rng: random.Random) -> Action:
        return self._decide(view.legal_actions, lambda: view, rng, view.variant)

    def decide(self, legal: Sequence[Action], view_of: ViewSource,
               rng: random.Random) -> Action:
        return self._decide(legal, view_of, rng, self.variant)

    def _decide(self, legal: Sequence[Action], view_of: ViewSource, rng: random.Random,
                variant: str) -> Action:
        legal = called_forms(legal)
        if len(legal) == 1:
            return legal[0]
        if rng.random() < MISTAKE:
            return rng.choice(legal)
        plays = [a for a in legal if a.kind is _PLAY]
        if len(plays) < len(legal):
            choices = [a for a in legal if a.kind is _CHOOSE]
            if choices:
                return _most_held(choices, SheddingSense(view_of()))
            if any(a.kind is _TAKE for a in legal):  # penalty, skip or hit
                return plays[0] if plays else first(legal, ActionKind.TAKE)
            if not plays:
                return first(legal, ActionKind.PASS, ActionKind.DRAW)
        known = self._worth.setdefault(variant, {})
        worths: list[float] = []
        for action in plays:
            worth = known[action] if action in known else _plain_worth(action, variant, known)
            if worth is None:  # a wish or a seat to name: that needs the view
                reading = SheddingSense(view_of())
                return max(plays, key=lambda a: _greed(a, reading))
            worths.append(worth)
        return plays[worths.index(max(worths))]  # the first of the dearest, as max() does


def _plain_worth(action: Action, variant: str, known: dict[Action, float | None]
                 ) -> float | None:
    """:func:`_greed` of a play naming no wish and no seat (its card's points, going out
    first), or None for one that names either; noted in ``known``."""
    worth: float | None = None
    if action.choice is None and action.target is None:
        assert action.card is not None
        worth = float(card_value(action.card.code, variant))
        if action.call is Call.MAU_MAU:
            worth += GOING_OUT
    known[action] = worth
    return worth


def _greed(action: Action, reading: SheddingSense) -> float:
    """The card's points, then the colour it leaves (held most); a named seat is the
    smallest other hand."""
    card = reading.of(action)
    score = float(card.value)
    if action.call is Call.MAU_MAU:
        score += GOING_OUT
    if action.choice is not None:
        score += reading.colours.get(action.choice, 0) / 10.0
    if action.target is not None and action.target != reading.smallest_other():
        score -= 100.0
    return score


def _most_held(choices: Sequence[Action], reading: SheddingSense) -> Action:
    if choices[0].target is not None:
        best = reading.smallest_other()
        return next((a for a in choices if a.target == best), choices[0])
    return max(choices, key=lambda a: reading.colours.get(a.choice or "", 0))


class EasyHeulDochBot:
    """The simple Heul doch! rating with slips: it plays any legal card now and then."""

    name = "easy"

    def __init__(self) -> None:
        self._plain = SimpleHeulDochBot()

    def choose(self, view: View, rng: random.Random) -> Action:
        return self.decide(view.legal_actions, lambda: view, rng)

    def decide(self, legal: Sequence[Action], view_of: ViewSource,
               rng: random.Random) -> Action:
        if len(legal) > 1 and rng.random() < MISTAKE:
            return rng.choice(legal)
        return self._plain.choose(view_of(), rng)


def make_easy(variant: str) -> Bot:
    """The easy bot of a game; an unknown game is a :class:`RulesetError`."""
    if variant in SHEDDING_VARIANTS:
        return EasySheddingBot(variant)
    if variant == "heuldoch":
        return EasyHeulDochBot()
    raise RulesetError(f"no easy bot for {variant!r}; valid: classic, tabaluga, emojical, "
                       "heuldoch")

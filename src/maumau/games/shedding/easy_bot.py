"""The ``easy`` player of the shedding games: a casual player who plays plainly and slips
now and then.

Most of the time it takes the plain greedy choice and thinks no further: it lays the most
expensive card that fits (a wild card or the last Blocken as readily as any other),
wishes the colour it holds most and passes a penalty on when it can. Now and then
(:data:`~maumau.core.bot.MISTAKE`) it plays any legal move instead, but it never forgets
a call, so it clearly beats the ``random`` bot and loses clearly to ``medium``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.bot import MISTAKE, ViewSource
from maumau.core.view import View
from maumau.games.shedding.simple_bot import called_forms, card_colour, card_value, first

__all__ = [
    "GOING_OUT",
    "NEEDS_THOUGHT",
    "SIDE_MOVE",
    "SUFFER",
    "EasySheddingBot",
]

GOING_OUT = 1000.0
_PLAY, _CHOOSE, _TAKE = ActionKind.PLAY, ActionKind.CHOOSE, ActionKind.TAKE
"""Bound once: looking a member up on its enum class costs more than the comparison."""

SIDE_MOVE = -1.0
"""The worth noted for a draw or a pass: greed takes one only when no card can be laid."""
SUFFER = -2.0
"""The worth noted for taking a penalty: the first play that answers it comes first."""
NEEDS_THOUGHT = -3.0
"""The worth noted for an action that points alone cannot rate (a play naming a wish or a
seat or carrying a call, a choice): its decision follows the whole rule
(:meth:`EasySheddingBot.decide_by_rule`)."""


class EasySheddingBot:
    """Plain greed for classic, Tabaluga and emojical: shed the dearest card that fits.

    Most decisions need no view and little work (:meth:`decide`): a forced move, a slip,
    and a play among cards that name no wish and no seat and call nothing, whose worth is
    its card's points alone (noted once per action). The view is asked for only by a
    wish, a swap partner or a play that names one, and then only the hand and the hand
    sizes are read."""

    name = "easy"

    def __init__(self, variant: str = "classic") -> None:
        self.variant = variant
        self._worths: dict[Action, float] = {}
        self._points: dict[Action, float] = {}
        """Each play's worth before the view (:func:`_points`)."""

    def choose(self, view: View, rng: random.Random) -> Action:
        bot = self if view.variant == self.variant else EasySheddingBot(view.variant)
        return bot.decide(view.legal_actions, lambda: view, rng)

    def decide(self, legal: Sequence[Action], view_of: ViewSource,
               rng: random.Random) -> Action:
        """:meth:`decide_by_rule`, shortened for the common case: the noted worths settle
        it (no call to drop, nothing to think about). The worths are looked up before the
        generator is asked, which draws the same numbers as the rule does."""
        if len(legal) == 1:
            return legal[0]
        worths = self._worths
        best = take = None
        top = SIDE_MOVE
        for action in legal:  # the first of the dearest plays, as max() picks
            worth = worths.get(action)
            if worth is None:
                worth = worths[action] = _worth(action, self.variant)
            if worth > top:
                best, top = action, worth
            elif worth == NEEDS_THOUGHT:
                return self.decide_by_rule(legal, view_of, rng)
            elif worth == SUFFER and take is None:
                take = action
        if rng.random() < MISTAKE:
            return rng.choice(legal)
        if take is not None:  # a penalty, a skip or a hit: pass it on, else suffer it
            for action in legal:  # a loop, not next() of a generator: no call of its own
                if action.kind is _PLAY:
                    return action
            return take
        return best if best is not None else first(legal, ActionKind.PASS, ActionKind.DRAW)

    def decide_by_rule(self, legal: Sequence[Action], view_of: ViewSource,
                       rng: random.Random) -> Action:
        """The whole rule: never forget a call; a forced move; a slip now and then; else
        wish the colour held most, name the smallest other hand, pass a penalty on when
        possible (else take it), and lay the dearest card that fits."""
        legal = called_forms(legal)
        if len(legal) == 1:
            return legal[0]
        if rng.random() < MISTAKE:
            return rng.choice(legal)
        variant = self.variant
        plays: list[Action] = []
        choices: list[Action] = []
        suffers = names = False
        for action in legal:  # one loop: comprehensions cost a call each on Python 3.11
            kind = action.kind
            if kind is _PLAY:
                plays.append(action)
                names = names or action.choice is not None or action.target is not None
            elif kind is _CHOOSE:
                choices.append(action)
            elif kind is _TAKE:
                suffers = True
        if choices:
            return _most_held(choices, _Reading(view_of(), variant))
        if suffers:  # penalty, skip or hit
            return plays[0] if plays else first(legal, ActionKind.TAKE)
        if not plays:
            return first(legal, ActionKind.PASS, ActionKind.DRAW)
        kept = self._points
        if names:
            reading = _Reading(view_of(), variant)
            return max(plays, key=lambda a: reading.greed(a, kept))
        return max(plays, key=lambda a: _points(a, variant, kept))


def _worth(action: Action, variant: str) -> float:
    """What plain greed makes of ``action`` alone: a play naming no wish and no seat and
    calling nothing is worth its card's points; see also ``SIDE_MOVE``, ``SUFFER`` and
    ``NEEDS_THOUGHT``."""
    if action.kind is not _PLAY:
        return (NEEDS_THOUGHT if action.kind is _CHOOSE else SUFFER if action.kind is _TAKE
                else SIDE_MOVE)
    if action.choice is not None or action.target is not None or action.call is not Call.NONE:
        return NEEDS_THOUGHT
    assert action.card is not None
    return float(card_value(action.card.code, variant))


class _Reading:
    """What the easy bot reads from a view: the colours of its hand, the smallest other
    hand."""

    def __init__(self, view: View, variant: str) -> None:
        self.view = view
        self.variant = variant
        colour_of = _colours_of(variant)
        colours: dict[str, int] = {}
        for card in view.hand:
            code = card.code
            colour = colour_of.get(code)
            if colour is None:
                colour = colour_of[code] = card_colour(code, variant)
            if colour:
                colours[colour] = colours.get(colour, 0) + 1
        self.colours = colours
        self._smallest: int | None = None

    def smallest_other(self) -> int:
        smallest = self._smallest
        if smallest is None:
            view = self.view
            sizes = view.hand_sizes
            smallest = self._smallest = min((s for s in range(view.players) if s != view.seat),
                                            key=lambda s: (sizes[s], s))
        return smallest

    def greed(self, action: Action, kept: dict[Action, float]) -> float:
        """A play's worth to plain greed: its points (going out first, see
        :func:`_points`), then the colour it leaves (held most); a named seat is the
        smallest other hand."""
        score = _points(action, self.variant, kept)
        if action.choice is not None:
            score += self.colours.get(action.choice, 0) / 10.0
        if action.target is not None and action.target != self.smallest_other():
            score -= 100.0
        return score


_COLOURS: dict[str, dict[str, str]] = {}
"""Each game's card colours by code, as :func:`card_colour` finds them."""


def _colours_of(variant: str) -> dict[str, str]:
    return _COLOURS.setdefault(variant, {})


def _points(action: Action, variant: str, kept: dict[Action, float]) -> float:
    """A play's worth before the view: its card's points, and the bonus for going out;
    kept per action in ``kept``."""
    score = kept.get(action)
    if score is None:
        assert action.card is not None
        score = float(card_value(action.card.code, variant))
        if action.call is Call.MAU_MAU:
            score += GOING_OUT
        kept[action] = score
    return score


def _most_held(choices: Sequence[Action], reading: _Reading) -> Action:
    if choices[0].target is not None:
        best = reading.smallest_other()
        return next((a for a in choices if a.target == best), choices[0])
    return max(choices, key=lambda a: reading.colours.get(a.choice or "", 0))

"""The ``hard`` computer opponent: a determinized Monte Carlo search over the engine.

The game provides what the search needs (:meth:`maumau.core.variant.Variant.search`,
:class:`maumau.core.search.Search`). For every decision the bot reads what its view
implies about the hidden cards (cards seen and gone, hand sizes, what each seat cannot
hold because it had to draw, took a penalty or let a throw-in pass). Then it searches by
sequential halving: in each stage it deals the unseen cards at random in a way that agrees
with the view, applies every surviving legal action to a copy of that same guessed round
and plays each copy out with the game's cheap policy; after the stage the worse half of
the actions is dropped. It
plays the survivor with the best mean reward (a win of the round, with a small score
term). Playing all actions on the same guesses (common random numbers) compares them far
more sharply than independent samples would.

Why a determinized search with the tree only at the root, rather than a full
information-set MCTS tree: every action of the view (each wished suit, swap partner,
gamble or take, block, throw-in or pass, gift destination, Karussell direction) can be a
root candidate and is legal in every guess, because the legal actions depend only on
the bot's own hand and public state. Below the root, a tree over opponents' information
sets would need far more visits per decision than the time bar allows (about a thousand
playouts) to beat the playout policy; the strength comes from guessing the hidden cards
well - history-consistent hands and a fresh guess for every stage's samples - which
averages over the bot's uncertainty instead of pretending to know the cards.

The game's medium player's choice for the view is a prior: its action gets a bonus
added to its mean (:meth:`Search.guide_bonus <maumau.core.search.Search.guide_bonus>`),
so the search overrules it only for an action that is clearly better; the game may also
narrow the field to the plays a strong player would consider
(:meth:`Search.candidates <maumau.core.search.Search.candidates>`).

Budget: ``iterations`` playouts per decision (the default is the game's, calibrated so a
decision takes about 0.1-0.15 s of one core of the project machine) - reproducible: the
same view and seed give the same action on every machine. ``budget_ms`` additionally
stops the search after that many milliseconds (a safety net, default
:data:`DEFAULT_CAP_MS`); when it cuts a search short the decision depends on machine
speed. ``budget_ms`` alone (``iterations=None``) searches for about that long, the playout
count estimated from the first samples - then decisions depend on machine speed.

The bot receives only the view: it never sees a round, only builds guessed ones.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from maumau.bots.knowledge import search_of
from maumau.core.actions import Action
from maumau.core.bot import Bot
from maumau.core.errors import RulesetError
from maumau.core.knowledge import Guesses
from maumau.core.search import Search
from maumau.core.variant import find_variant
from maumau.core.view import View

__all__ = [
    "ASSUME_OPPONENT_HABITS",
    "DEFAULT_CAP_MS",
    "SEED_BITS",
    "HardBot",
    "guide_of",
    "make_hard",
]

DEFAULT_CAP_MS = 800.0
"""The default safety net on a decision's time, in milliseconds."""
SEED_BITS = 48
ASSUME_OPPONENT_HABITS = True
"""Read the history as opponents who draw, take a penalty or let a throw-in pass only when
they cannot do otherwise (see :meth:`maumau.core.search.Search.track`)."""


class HardBot:
    """Determinized Monte Carlo search: sequential halving over every legal action, each
    action of a round played out on the same guessed deals."""

    name = "hard"

    def __init__(self, variant: str, iterations: int | None, budget_ms: float | None
                 ) -> None:
        self.variant = variant
        self.iterations = iterations
        self.budget_ms = budget_ms
        self.search: Search = search_of(variant)

    def choose(self, view: View, rng: random.Random) -> Action:
        legal = view.legal_actions
        if not legal:
            raise ValueError("the view offers no legal action: it is not this seat's turn")
        if len(legal) == 1:
            return legal[0]
        if view.variant != self.variant:
            raise RulesetError(f"this bot plays {self.variant}, not {view.variant}")
        deadline = (time.perf_counter() + self.budget_ms / 1000.0
                    if self.budget_ms is not None else math.inf)
        search = self.search
        guide = guide_of(view.variant)
        advice = (guide.choose(view, random.Random(rng.getrandbits(SEED_BITS)))
                  if guide is not None else None)
        searched = search.candidates(view, guide)
        if len(searched) == 1:
            return searched[0]
        trust = search.guide_bonus(view)
        bonus = [trust if action == advice else 0.0 for action in searched]
        return searched[_halving(searched, self.guesses(view), self.iterations, deadline,
                                 rng, bonus, search)]

    def guesses(self, view: View) -> Guesses:
        """Where the search's deals come from: guesses that agree with the view."""
        search = self.search
        return search.guesses(view, search.track(view, ASSUME_OPPONENT_HABITS,
                                                 ASSUME_OPPONENT_HABITS))


def guide_of(variant: str) -> Bot | None:
    """The game's medium player, whose choice the search weighs as a prior."""
    return find_variant(variant).bot("medium")


def _halving(legal: Sequence[Action], worlds: Guesses, budget: int | None,
             deadline: float, rng: random.Random, bonus: Sequence[float],
             search: Search) -> int:
    """Sequential halving: in each stage every surviving action is played out on the same
    fresh guessed deals (common random numbers make the comparison sharp), then the worse
    half is dropped. Returns the index of the best action. Without a ``budget`` of
    playouts, the first deal's speed sets one that fits the deadline."""
    me = worlds.seat
    started = time.perf_counter()
    alive = list(range(len(legal)))
    totals = [0.0] * len(legal)
    counts = [0] * len(legal)
    stages = max(1, math.ceil(math.log2(len(legal))))
    play_out = search.play_out
    spent = 0
    for stage in range(stages):
        deals = 1 if budget is None else max(1, (budget - spent) // ((stages - stage)
                                                                     * len(alive)))
        dealt = 0
        while dealt < deals:
            dealt += 1
            if time.perf_counter() > deadline:
                return _best(alive, totals, counts, bonus)
            world = worlds.sample(rng)
            seed = rng.getrandbits(SEED_BITS)
            for index in alive:
                trial = world.copy()
                trial.apply(legal[index])
                totals[index] += play_out(trial, me, random.Random(seed))
                counts[index] += 1
            spent += len(alive)
            if budget is None:
                per_playout = (time.perf_counter() - started) / spent
                budget = int((deadline - started) / per_playout)
                deals = max(1, (budget - spent) // ((stages - stage) * len(alive)))
        if len(alive) > 1:
            alive.sort(key=lambda i: (-totals[i] / counts[i] - bonus[i], i))
            alive = sorted(alive[:max(1, (len(alive) + 1) // 2)])
    return _best(alive, totals, counts, bonus)


def _best(alive: Sequence[int], totals: Sequence[float], counts: Sequence[int],
          bonus: Sequence[float]) -> int:
    """The surviving action with the best mean and bonus (ties: the first listed)."""
    return min(alive, key=lambda i: (-totals[i] / counts[i] - bonus[i] if counts[i]
                                     else math.inf, i))


def make_hard(variant: str, budget_ms: float | None = None,
              iterations: int | None = None) -> HardBot:
    """The hard bot for a game; without a budget the game's calibrated default (see
    above). A game without search hooks is a :class:`RulesetError`."""
    search = search_of(variant)
    if iterations is not None and not _whole_above_zero(iterations):
        raise RulesetError(f"iterations must be a whole number above 0, not {iterations!r}")
    if budget_ms is not None and (isinstance(budget_ms, bool) or not isinstance(
            budget_ms, int | float) or not budget_ms > 0):
        raise RulesetError(f"budget_ms must be a number above 0, not {budget_ms!r}")
    if iterations is None and budget_ms is None:
        return HardBot(variant, search.iterations, DEFAULT_CAP_MS)
    return HardBot(variant, iterations, budget_ms)


def _whole_above_zero(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1

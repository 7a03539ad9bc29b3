"""The ``hard`` computer opponent: a determinized Monte Carlo search over the engine.

For every decision the bot reads what its view implies about the hidden cards
(:mod:`maumau.bots.tracking`: cards seen and gone, hand sizes, what each seat cannot hold
because it had to draw, took a penalty or let a throw-in pass). Then it searches by
sequential halving: in each stage it deals the unseen cards at random in a way that agrees
with the view (:mod:`maumau.bots.determinize`), applies every surviving legal action to a
copy of that same guessed round and plays each copy out with a cheap policy
(:mod:`maumau.bots.rollout`); after the stage the worse half of the actions is dropped. It
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

The medium player's choice for the view is a prior: its action gets :data:`GUIDE_BONUS`
added to its mean, so the search overrules it only for an action that is clearly better.
In Tabaluga, in a race (another seat close to going out, the bot not), the bonus is
:data:`RACE_BONUS` instead: there the playouts misjudge defence, so medium's choice stands
unless the search finds an overwhelming margin.
In a free play of classic the medium player also narrows the field: the
search weighs the plays of its :data:`CANDIDATES` favourite cards (each with every wish it
offers) and drawing, so the playouts go to the plays a strong player would consider; every
other decision (wishes, answers to a penalty, throw-ins, gifts, Heul doch!'s choices)
searches every legal action. In classic a play that forgets a Mau call is never a
candidate.

With ``trust`` (off by default; see :func:`make_hard`) the guesses are weighed by how
well they explain the other seats' recent decisions, read as the medium player's
(:mod:`maumau.bots.plausibility`), and the search draws its deals from a pool of them by
weight.

Budget: ``iterations`` playouts per decision (the default is calibrated per game so a
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

from maumau.bots.determinize import Determinizer
from maumau.bots.medium import make_medium
from maumau.bots.medium_shedding import MediumSheddingBot
from maumau.bots.plausibility import Guesses, weighed
from maumau.bots.rollout import play_out
from maumau.bots.simple_shedding import called_forms
from maumau.bots.tracking import track
from maumau.core.actions import Action, ActionKind
from maumau.core.bot import Bot
from maumau.core.cards import Card
from maumau.core.errors import RulesetError
from maumau.core.variant import find_variant
from maumau.core.view import View

DEFAULT_ITERATIONS = {"classic": 1400, "tabaluga": 1200, "emojical": 800, "heuldoch": 800}
"""Playouts per decision, calibrated to the time bar (see the module docstring)."""
DEFAULT_CAP_MS = 800.0
"""The default safety net on a decision's time, in milliseconds."""
SEED_BITS = 48
GUIDE_BONUS = 0.05
"""What the medium player's choice adds to its action's mean reward: the search must find
another action better by this much to overrule it."""
CANDIDATES = {"classic": 3}
"""How many of the medium player's favourite cards the search weighs in a free play: the
playouts go to the plausible plays, and the budget buys sharper estimates. Tabaluga
measured no better with it (see docs/bots.md, how strong each level is), so it searches all."""
RACE_BONUS = {"tabaluga": 0.25}
"""In these games, what the medium player's choice adds instead of :data:`GUIDE_BONUS` in a
race: another seat holds at most :data:`RACE_HAND` cards while the bot holds more than
:data:`ENDGAME_HAND`. There the cheap playouts, which do not defend, misjudge the plays
(``benchmarks/hard_deviations.py`` measured every such deviation of Tabaluga's search a
loss against medium players), so only an overwhelming margin overrules the medium player."""
RACE_HAND = 2
ENDGAME_HAND = 3
PRESSURE = {"classic": 2.0}
"""How keenly the playout policy leads a suit the next seat lacks (see
:func:`maumau.bots.rollout.shedding_move`); the other games measured no better with it."""
ASSUME_OPPONENT_HABITS = True
"""Read the history as opponents who draw, take a penalty or let a throw-in pass only when
they cannot do otherwise (see :func:`maumau.bots.tracking.track`)."""
GUESS_POOL = 120
"""With ``trust`` (see :func:`make_hard`): how many guesses are weighed; the search draws
its deals from them by weight."""


class HardBot:
    """Determinized Monte Carlo search: sequential halving over every legal action, each
    action of a round played out on the same guessed deals."""

    name = "hard"

    def __init__(self, variant: str, iterations: int | None, budget_ms: float | None,
                 trust: float | None = None, guess_pool: int = GUESS_POOL) -> None:
        self.variant = variant
        self.iterations = iterations
        self.budget_ms = budget_ms
        self.trust = trust
        self.guess_pool = guess_pool

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
        guide = make_medium(view.variant)
        advice = guide.choose(view, random.Random(rng.getrandbits(SEED_BITS)))
        searched = candidates(view, guide)
        if len(searched) == 1:
            return searched[0]
        trust = guide_bonus(view)
        bonus = [trust if action == advice else 0.0 for action in searched]
        return searched[_halving(searched, self.guesses(view, guide, rng), self.iterations,
                                 deadline, rng, bonus, PRESSURE.get(self.variant, 0.0))]

    def guesses(self, view: View, guide: Bot, rng: random.Random) -> Guesses:
        """Where the search's deals come from: guesses that agree with the view, with
        ``trust`` weighed by how well they explain the other seats' recent decisions."""
        dealt = Determinizer(view, track(view, ASSUME_OPPONENT_HABITS, ASSUME_OPPONENT_HABITS))
        if self.trust is None:
            return dealt
        return weighed(view, dealt, self.trust, guide, self.guess_pool,
                       random.Random(rng.getrandbits(SEED_BITS)))


def in_race(sizes: Sequence[int], seat: int) -> bool:
    """Another seat is close to going out while this one is not."""
    return sizes[seat] > ENDGAME_HAND and min(
        size for other, size in enumerate(sizes) if other != seat) <= RACE_HAND


def guide_bonus(view: View) -> float:
    """What the medium player's choice adds to its action's mean reward in this view."""
    race = RACE_BONUS.get(view.variant)
    if race is not None and in_race(view.hand_sizes, view.seat or 0):
        return race
    return GUIDE_BONUS


def candidates(view: View, guide: Bot) -> Sequence[Action]:
    """The actions worth searching: every legal one; in the games of :data:`CANDIDATES`
    (classic) less the plays that forget a Mau call, and in a free play only the plays
    of the medium player's favourite cards (with every wish they offer; drawing stays)."""
    legal: Sequence[Action] = view.legal_actions
    if isinstance(guide, MediumSheddingBot) and view.variant in CANDIDATES:
        legal = called_forms(legal)
        favourites: list[Card | None] = []
        for play in guide.ranked_plays(view):
            if play.card not in favourites:
                favourites.append(play.card)
        if len(favourites) > CANDIDATES[view.variant]:
            kept = favourites[:CANDIDATES[view.variant]]
            legal = [a for a in legal if a.kind is not ActionKind.PLAY or a.card in kept]
    return legal


def _halving(legal: Sequence[Action], worlds: Guesses, budget: int | None,
             deadline: float, rng: random.Random, bonus: Sequence[float],
             pressure: float) -> int:
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
                totals[index] += play_out(trial, me, random.Random(seed), pressure)
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
              iterations: int | None = None, trust: float | None = None,
              guess_pool: int = GUESS_POOL) -> HardBot:
    """The hard bot for a game; without a budget the calibrated default (see above).

    ``trust`` (above 0, at most 1) weighs the guesses by how well they explain the other
    seats' recent decisions, taken as the medium player's (:mod:`maumau.bots.plausibility`;
    classic and Tabaluga): a guess under which the medium player would have decided
    otherwise ``m`` times counts ``trust ** m``. Off by default: it sharpens the guesses
    but measured no stronger play (docs/bots.md, "Weighing the guesses")."""
    if variant not in DEFAULT_ITERATIONS:
        find_variant(variant)  # names the valid games for an unknown one
        raise RulesetError(f"no hard bot for {variant!r}")
    if iterations is not None and not _whole_above_zero(iterations):
        raise RulesetError(f"iterations must be a whole number above 0, not {iterations!r}")
    if budget_ms is not None and (isinstance(budget_ms, bool) or not isinstance(
            budget_ms, int | float) or not budget_ms > 0):
        raise RulesetError(f"budget_ms must be a number above 0, not {budget_ms!r}")
    if trust is not None and (isinstance(trust, bool) or not isinstance(
            trust, int | float) or not 0 < trust <= 1):
        raise RulesetError(f"trust must be a number above 0 and at most 1, not {trust!r}")
    if not _whole_above_zero(guess_pool):
        raise RulesetError(f"guess_pool must be a whole number above 0, not {guess_pool!r}")
    if iterations is None and budget_ms is None:
        return HardBot(variant, DEFAULT_ITERATIONS[variant], DEFAULT_CAP_MS, trust, guess_pool)
    return HardBot(variant, iterations, budget_ms, trust, guess_pool)


def _whole_above_zero(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1

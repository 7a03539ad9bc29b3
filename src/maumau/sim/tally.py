"""The running sums of a simulation: everything the reports need, in a fixed amount of
memory however many games are played.

Each figure with an interval (a bot's, a seat's or the first mover's win share) is a
ratio over the deals of ``y_d`` (credits won) and ``n_d`` (games or rounds played).
:class:`Clusters` keeps, for every ruleset (arm) of the run, the sums of ``y`` and ``n``
and of the products of every pair of the deal's values, so both the intervals of each
arm and the paired differences between arms follow (:mod:`maumau.sim.stats`). A win
credit is a multiple of ``1 / k`` for ``k`` up to the number of players (a tie splits the
win), so it is counted in units of ``1 / lcm(1, ..., players)``; with Python integers
every sum is exact, and tallies merged in any order give identical figures.

A deal enters a tally whole (every rotation under every ruleset), so the arms of a tally
always cover the same deals.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import chain
from operator import add
from typing import NamedTuple, TypeVar

from maumau.sim.play import GameOutcome
from maumau.sim.stats import ClusterSums, Estimate, PairedSums, paired_estimate, ratio_estimate

Ints = tuple[int, ...]
Summable = TypeVar("Summable", "ArmTotals", "Clusters")


def _plus(left: Ints, right: Ints) -> Ints:
    if len(left) != len(right):
        raise ValueError("only tallies of the same line-up and rulesets can be merged")
    return tuple(map(add, left, right))  # map, not a generator: merged for every deal


@cache
def credit_unit(players: int) -> int:
    """The number of units in a whole win: every tied share is a whole number of them."""
    return math.lcm(*range(1, players + 1))


def in_units(credit: float, unit: int) -> int:
    """A win credit (or a sum of them) as a whole number of ``1 / unit``."""
    units = round(credit * unit)
    if abs(units - credit * unit) > 1e-6:
        raise ValueError(f"the credit {credit} is not a multiple of 1/{unit}")
    return units


@dataclass(frozen=True)
class Clusters:
    """One figure's per-deal clusters, summed: ``values`` holds ``(y, n)`` of each arm one
    after the other (``y`` in units of ``1 / unit``), ``products`` the sums of the
    products of every two of those values (row by row)."""

    unit: int
    deals: int
    values: Ints
    products: Ints

    @classmethod
    def empty(cls, arms: int, unit: int) -> Clusters:
        return cls(unit, 0, (0,) * (2 * arms), (0,) * (2 * arms) ** 2)

    @classmethod
    def of_deal(cls, pairs: Sequence[tuple[int, int]], unit: int) -> Clusters:
        """One deal: ``(y, n)`` of each arm."""
        values = tuple(chain.from_iterable(pairs))
        return cls(unit, 1, values, tuple([a * b for a in values for b in values]))

    def __add__(self, other: Clusters) -> Clusters:
        if self.unit != other.unit:
            raise ValueError("only tallies of the same line-up and rulesets can be merged")
        return Clusters(self.unit, self.deals + other.deals, _plus(self.values, other.values),
                        _plus(self.products, other.products))

    def _product(self, row: int, column: int, scale: int) -> Fraction:
        return Fraction(self.products[row * len(self.values) + column], scale)

    def sums(self, arm: int) -> ClusterSums:
        """The sums of arm number ``arm`` (in whole wins)."""
        y, n, unit = 2 * arm, 2 * arm + 1, self.unit
        return ClusterSums(self.deals, Fraction(self.values[y], unit),
                           Fraction(self.values[n]), self._product(y, y, unit * unit),
                           self._product(y, n, unit), self._product(n, n, 1))

    def paired(self, base: int, changed: int) -> PairedSums:
        """The sums of arm ``changed`` against arm ``base`` on the same deals."""
        yb, nb, yc, nc, unit = 2 * base, 2 * base + 1, 2 * changed, 2 * changed + 1, self.unit
        return PairedSums(self.sums(base), self.sums(changed),
                          self._product(yb, yc, unit * unit), self._product(yb, nc, unit),
                          self._product(nb, yc, unit), self._product(nb, nc, 1))

    def share(self, arm: int) -> Estimate:
        return ratio_estimate(self.sums(arm))

    def difference(self, base: int, changed: int) -> Estimate:
        return paired_estimate(self.paired(base, changed))


@dataclass(frozen=True)
class ArmTotals:
    """The plain totals of one arm: games, rounds, actions, capped rounds, draws, and the
    scores of each kind of bot (in line-up order) and of each seat, added over games."""

    games: int
    rounds: int
    actions: int
    capped_rounds: int
    draws: int
    bot_scores: Ints
    seat_scores: Ints

    @classmethod
    def empty(cls, kinds: int, players: int) -> ArmTotals:
        return cls(0, 0, 0, 0, 0, (0,) * kinds, (0,) * players)

    def __add__(self, other: ArmTotals) -> ArmTotals:
        return ArmTotals(self.games + other.games, self.rounds + other.rounds,
                         self.actions + other.actions,
                         self.capped_rounds + other.capped_rounds, self.draws + other.draws,
                         _plus(self.bot_scores, other.bot_scores),
                         _plus(self.seat_scores, other.seat_scores))


@dataclass(frozen=True)
class Tally:
    """The sums of a run's finished deals, per arm (ruleset): the win clusters of each
    kind of bot (in line-up order), of each seat and of the first mover, and the totals."""

    lineup: tuple[str, ...]
    arms: tuple[ArmTotals, ...]
    bots: tuple[Clusters, ...]
    seats: tuple[Clusters, ...]
    first_mover: Clusters

    @classmethod
    def empty(cls, lineup: Sequence[str], arms: int) -> Tally:
        kinds, players = len(dict.fromkeys(lineup)), len(lineup)
        unit = credit_unit(players)
        return cls(tuple(lineup), (ArmTotals.empty(kinds, players),) * arms,
                   (Clusters.empty(arms, unit),) * kinds,
                   (Clusters.empty(arms, unit),) * players, Clusters.empty(arms, unit))

    @classmethod
    def of_deal(cls, lineup: Sequence[str], arms: int, games: Sequence[GameOutcome]) -> Tally:
        """The tally of one whole deal: all its games, every rotation under every arm."""
        kinds, players = tuple(dict.fromkeys(lineup)), len(lineup)
        unit = credit_unit(players)
        by_arm = [[game for game in games if game.arm == arm] for arm in range(arms)]
        wins = [_wins(arm_games, kinds, players, unit) for arm_games in by_arm]
        return cls(
            tuple(lineup), tuple(_totals(arm_games, kinds, players) for arm_games in by_arm),
            tuple(Clusters.of_deal([(arm.bots[kind], arm.games) for arm in wins], unit)
                  for kind in range(len(kinds))),
            tuple(Clusters.of_deal([(arm.seats[seat], arm.games) for arm in wins], unit)
                  for seat in range(players)),
            Clusters.of_deal([(arm.leader, arm.scored_rounds) for arm in wins], unit),
        )

    def __add__(self, other: Tally) -> Tally:
        if self.lineup != other.lineup:
            raise ValueError("only tallies of the same line-up and rulesets can be merged")
        return Tally(self.lineup, _merge(self.arms, other.arms), _merge(self.bots, other.bots),
                     _merge(self.seats, other.seats), self.first_mover + other.first_mover)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds of bot, in line-up order."""
        return tuple(dict.fromkeys(self.lineup))

    @property
    def deals(self) -> int:
        return self.first_mover.deals

    @property
    def games(self) -> int:
        """The games of every arm together."""
        return sum(arm.games for arm in self.arms)

    def bot(self, name: str) -> Clusters:
        return self.bots[self.kinds.index(name)]


def _merge(left: tuple[Summable, ...], right: tuple[Summable, ...]) -> tuple[Summable, ...]:
    if len(left) != len(right):
        raise ValueError("only tallies of the same line-up and rulesets can be merged")
    return tuple(map(add, left, right))


def _totals(games: Sequence[GameOutcome], kinds: Sequence[str], players: int) -> ArmTotals:
    rounds = actions = capped_rounds = draws = 0
    for game in games:  # one loop, not a sum per figure: this runs for every deal
        rounds += game.rounds
        actions += game.actions
        capped_rounds += game.capped_rounds
        draws += len(set(game.credits)) == 1 and players > 1
    totals = [game.totals for game in games]
    return ArmTotals(len(games), rounds, actions, capped_rounds, draws,
                     _by_kind(games, totals, kinds), _by_seat(totals, players))


def _by_kind(games: Sequence[GameOutcome], figures: Sequence[Sequence[int]],
             kinds: Sequence[str]) -> Ints:
    """Each kind of bot's sum of ``figures`` (one per seat of each game)."""
    sums = dict.fromkeys(kinds, 0)
    for game, row in zip(games, figures, strict=True):
        for bot, figure in zip(game.seats, row, strict=True):
            sums[bot] += figure
    return tuple(sums.values())


def _by_seat(figures: Sequence[Sequence[int]], players: int) -> Ints:
    """Each seat's sum of ``figures`` (one per seat of each game)."""
    return tuple(map(sum, zip(*figures, strict=True))) if figures else (0,) * players


class _Wins(NamedTuple):
    """One arm of one deal: the credits (in units) of each kind of bot, of each seat and
    of the first movers, the games and the scored rounds."""

    bots: Ints
    seats: Ints
    leader: int
    games: int
    scored_rounds: int


def _wins(games: Sequence[GameOutcome], kinds: Sequence[str], players: int, unit: int
          ) -> _Wins:
    credits = [[in_units(credit, unit) for credit in game.credits] for game in games]
    leader = scored_rounds = 0
    for game in games:
        leader += in_units(game.leader_credit, unit)
        scored_rounds += game.scored_rounds
    return _Wins(_by_kind(games, credits, kinds), _by_seat(credits, players), leader,
                 len(games), scored_rounds)

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
from typing import NamedTuple

from maumau.sim.play import GameOutcome
from maumau.sim.stats import ClusterSums, Estimate, PairedSums, paired_estimate, ratio_estimate

__all__ = [
    "TOTALS",
    "ArmTotals",
    "Clusters",
    "Ints",
    "Layout",
    "Tally",
    "credit_unit",
    "in_units",
    "layout_of",
    "products",
]

Ints = tuple[int, ...]


def _plus(left: Ints, right: Ints) -> Ints:
    if len(left) != len(right):
        raise ValueError("only tallies of the same line-up and rulesets can be merged")
    return tuple(map(add, left, right))  # map, not a generator: merged for every deal


def products(values: Sequence[int]) -> list[int]:
    """The products of every two of a deal's cluster values, row by row."""
    return [a * b for a in values for b in values]


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
        return cls(unit, 1, values, tuple(products(values)))

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


class Layout(NamedTuple):
    """Where each sum sits in a tally's one row of integers (:class:`Tally`): the number
    of deals first; then per arm its totals (games, rounds, actions, capped rounds, draws,
    each kind's and each seat's scores); then per figure (each kind of bot, each seat, the
    first mover) its cluster values and products (:class:`Clusters`)."""

    kinds: tuple[str, ...]
    kind_index: dict[str, int]
    players: int
    arms: int
    unit: int

    @property
    def figures(self) -> int:
        return len(self.kinds) + self.players + 1

    @property
    def totals_width(self) -> int:
        return TOTALS + len(self.kinds) + self.players

    @property
    def values_width(self) -> int:
        return 2 * self.arms

    @property
    def figure_width(self) -> int:
        return self.values_width + self.values_width ** 2

    @property
    def first_figure(self) -> int:
        return 1 + self.arms * self.totals_width

    @property
    def width(self) -> int:
        return self.first_figure + self.figures * self.figure_width


TOTALS = 5
"""The plain totals before the scores: games, rounds, actions, capped rounds, draws."""


@cache
def layout_of(lineup: tuple[str, ...], arms: int) -> Layout:
    kinds = tuple(dict.fromkeys(lineup))
    return Layout(kinds, {name: index for index, name in enumerate(kinds)}, len(lineup), arms,
                  credit_unit(len(lineup)))


@dataclass(frozen=True, slots=True)
class Tally:
    """The sums of a run's finished deals, per arm (ruleset): the win clusters of each
    kind of bot (in line-up order), of each seat and of the first mover, and the totals.

    Every sum is one integer of ``sums``, laid out by :func:`layout_of`, so two tallies
    merge by adding two rows: the simulator merges after every deal, and a short round
    of Heul doch! costs not much more than a merge of many small objects did."""

    lineup: tuple[str, ...]
    arm_count: int
    sums: Ints

    @classmethod
    def empty(cls, lineup: Sequence[str], arms: int) -> Tally:
        lineup = tuple(lineup)
        return cls(lineup, arms, (0,) * layout_of(lineup, arms).width)

    @classmethod
    def of_deal(cls, lineup: Sequence[str], arms: int, games: Sequence[GameOutcome]) -> Tally:
        """The tally of one whole deal: all its games, every rotation under every arm."""
        lineup = tuple(lineup)
        layout = layout_of(lineup, arms)
        kinds, unit = len(layout.kinds), layout.unit
        kind_index = layout.kind_index
        # per arm: the totals, and the credits (in units) of each figure
        totals = [[0] * layout.totals_width for _ in range(arms)]
        credits = [[0] * layout.figures for _ in range(arms)]
        scored = [0] * arms
        for game in games:
            arm = game.arm
            total, won = totals[arm], credits[arm]
            total[0] += 1
            total[1] += game.rounds
            total[2] += game.actions
            total[3] += game.capped_rounds
            units, drawn = _units(game.credits, unit)
            total[4] += drawn
            for seat, (name, credit, score) in enumerate(
                    zip(game.seats, units, game.totals, strict=True)):
                kind = kind_index[name]
                won[kind] += credit
                won[kinds + seat] += credit
                total[TOTALS + kind] += score
                total[TOTALS + kinds + seat] += score
            won[-1] += in_units(game.leader_credit, unit)
            scored[arm] += game.scored_rounds
        row = [1]
        for total in totals:
            row += total
        last = layout.figures - 1
        for figure in range(layout.figures):
            values: list[int] = []
            for arm in range(arms):
                values.append(credits[arm][figure])
                values.append(scored[arm] if figure == last else totals[arm][0])
            row += values
            row += products(values)
        return cls(lineup, arms, tuple(row))

    def __add__(self, other: Tally) -> Tally:
        if self.lineup != other.lineup or self.arm_count != other.arm_count:
            raise ValueError("only tallies of the same line-up and rulesets can be merged")
        return Tally(self.lineup, self.arm_count, tuple(map(add, self.sums, other.sums)))

    @property
    def layout(self) -> Layout:
        return layout_of(self.lineup, self.arm_count)

    @property
    def arms(self) -> tuple[ArmTotals, ...]:
        layout, sums = self.layout, self.sums
        kinds, width = len(layout.kinds), layout.totals_width
        arms = []
        for arm in range(layout.arms):
            start = 1 + arm * width
            games, rounds, actions, capped, draws = sums[start:start + TOTALS]
            scores = sums[start + TOTALS:start + width]
            arms.append(ArmTotals(games, rounds, actions, capped, draws, scores[:kinds],
                                  scores[kinds:]))
        return tuple(arms)

    def _figure(self, figure: int) -> Clusters:
        layout = self.layout
        start = layout.first_figure + figure * layout.figure_width
        middle = start + layout.values_width
        return Clusters(layout.unit, self.deals, self.sums[start:middle],
                        self.sums[middle:start + layout.figure_width])

    @property
    def bots(self) -> tuple[Clusters, ...]:
        return tuple(map(self._figure, range(len(self.kinds))))

    @property
    def seats(self) -> tuple[Clusters, ...]:
        kinds = len(self.kinds)
        return tuple(map(self._figure, range(kinds, kinds + len(self.lineup))))

    @property
    def first_mover(self) -> Clusters:
        return self._figure(self.layout.figures - 1)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds of bot, in line-up order."""
        return self.layout.kinds

    @property
    def deals(self) -> int:
        return self.sums[0]

    @property
    def games(self) -> int:
        """The games of every arm together."""
        width = self.layout.totals_width
        return sum(self.sums[1:1 + self.arm_count * width:width])

    def bot(self, name: str) -> Clusters:
        return self._figure(self.layout.kind_index[name])


@cache
def _units(credits: tuple[float, ...], unit: int) -> tuple[Ints, int]:
    """Each seat's credit in units, and 1 if the game was a draw (every seat's credit the
    same), else 0: a game's credits are one of a few tuples, so this is kept per tuple."""
    return (tuple(in_units(credit, unit) for credit in credits),
            int(len(credits) > 1 and len(set(credits)) == 1))

"""Win shares with 95% confidence intervals that respect the duplicate-deal grouping.

The games of one deal are not independent: every rotation is dealt the same cards, so a
deal full of wish cards helps every line-up alike. The unit of sampling is therefore the
deal (a cluster), not the game. A share is the ratio estimate

    r = sum_d y_d / sum_d n_d

where ``y_d`` is what was won in deal ``d`` (win credits added over its games or rounds)
and ``n_d`` the number of its games (or rounds). Its variance is the cluster-robust
(linearised, "sandwich") estimate

    Var(r) = D / (D - 1) * sum_d (y_d - r * n_d)^2 / (sum_d n_d)^2

over the ``D`` deals, and the interval is ``r ± 1.96 * sqrt(Var(r))`` (normal
approximation; with fewer than about 30 deals it is too narrow). When every deal has the
same number of games this is the plain standard error of the per-deal means. A difference
between two option sets ``b`` and ``c`` played on the same deals is paired by deal: the
linearised terms of both shares are subtracted deal by deal before squaring,

    Var(r_c - r_b) = D / (D - 1) * sum_d ((y_cd - r_c n_cd) / N_c - (y_bd - r_b n_bd) / N_b)^2

(``N = sum_d n_d``), so what the deals have in common cancels.

Both need only running sums over the deals, so a simulation of any length keeps a fixed
amount of state (:mod:`maumau.sim.tally`): expanding the squares,

    sum_d (y_d - r n_d)^2 = Syy - 2 r Syn + r^2 Snn

with ``Syy = sum_d y_d^2``, ``Syn = sum_d y_d n_d`` and ``Snn = sum_d n_d^2``, and a paired
difference adds the cross sums ``sum_d y_b y_c``, ``sum_d y_b n_c``, ``sum_d n_b y_c`` and
``sum_d n_b n_c`` (:class:`PairedSums`). The sums are exact (integers or fractions), so
the figures do not depend on the order in which deals were added, and the variances are
computed exactly: only the share and the square root are rounded to float.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

__all__ = [
    "Z95",
    "Cluster",
    "ClusterSums",
    "Estimate",
    "PairedSums",
    "clustered_share",
    "paired_difference",
    "paired_estimate",
    "ratio_estimate",
]

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the normal distribution."""

Cluster = tuple[float, float]
"""``(won, trials)`` of one deal."""


@dataclass(frozen=True)
class Estimate:
    """A share (or a difference of shares) with the half-width of its 95% interval.

    ``half_width`` is None when fewer than two deals were played: one cluster says
    nothing about the spread.
    """

    value: float
    half_width: float | None
    deals: int
    trials: float

    @property
    def low(self) -> float | None:
        return None if self.half_width is None else self.value - self.half_width

    @property
    def high(self) -> float | None:
        return None if self.half_width is None else self.value + self.half_width

    def above(self, level: float) -> bool:
        """Whether the whole interval lies above ``level``."""
        return self.low is not None and self.low > level

    def below(self, level: float) -> bool:
        """Whether the whole interval lies below ``level``."""
        return self.high is not None and self.high < level


@dataclass(frozen=True)
class ClusterSums:
    """The running sums of the deals' ``(y, n)`` that one ratio estimate needs."""

    deals: int
    won: Fraction
    trials: Fraction
    won_squared: Fraction
    won_trials: Fraction
    trials_squared: Fraction

    @classmethod
    def of(cls, clusters: Sequence[Cluster]) -> ClusterSums:
        exact = [(Fraction(y), Fraction(n)) for y, n in clusters]
        return cls(len(exact), sum((y for y, _ in exact), Fraction(0)),
                   sum((n for _, n in exact), Fraction(0)),
                   sum((y * y for y, _ in exact), Fraction(0)),
                   sum((y * n for y, n in exact), Fraction(0)),
                   sum((n * n for _, n in exact), Fraction(0)))

    def squared_residuals(self, share: Fraction) -> Fraction:
        """``sum_d (y_d - share * n_d)^2``."""
        return (self.won_squared - 2 * share * self.won_trials
                + share * share * self.trials_squared)


@dataclass(frozen=True)
class PairedSums:
    """The sums of two option sets ``base`` and ``changed`` on the same deals, with the
    cross sums over the deals of ``y_b y_c``, ``y_b n_c``, ``n_b y_c`` and ``n_b n_c``."""

    base: ClusterSums
    changed: ClusterSums
    won_won: Fraction
    won_trials: Fraction
    trials_won: Fraction
    trials_trials: Fraction

    @classmethod
    def of(cls, base: Sequence[Cluster], changed: Sequence[Cluster]) -> PairedSums:
        if len(base) != len(changed):
            raise ValueError("a paired difference needs the same deals on both sides")
        pairs = [(Fraction(yb), Fraction(nb), Fraction(yc), Fraction(nc))
                 for (yb, nb), (yc, nc) in zip(base, changed, strict=True)]
        return cls(ClusterSums.of(base), ClusterSums.of(changed),
                   sum((yb * yc for yb, _, yc, _ in pairs), Fraction(0)),
                   sum((yb * nc for yb, _, _, nc in pairs), Fraction(0)),
                   sum((nb * yc for _, nb, yc, _ in pairs), Fraction(0)),
                   sum((nb * nc for _, nb, _, nc in pairs), Fraction(0)))

    def cross_residuals(self, base_share: Fraction, changed_share: Fraction) -> Fraction:
        """``sum_d (y_b - base_share * n_b) * (y_c - changed_share * n_c)``."""
        return (self.won_won - changed_share * self.won_trials - base_share * self.trials_won
                + base_share * changed_share * self.trials_trials)


def ratio_estimate(sums: ClusterSums) -> Estimate:
    """The ratio estimate ``sum y / sum n`` and its cluster-robust 95% interval."""
    deals, trials = sums.deals, sums.trials
    if trials <= 0:
        return Estimate(math.nan, None, deals, float(trials))
    share = sums.won / trials
    if deals < 2:
        return Estimate(float(share), None, deals, float(trials))
    variance = Fraction(deals, deals - 1) * sums.squared_residuals(share) / trials ** 2
    return Estimate(float(share), Z95 * math.sqrt(variance), deals, float(trials))


def paired_estimate(sums: PairedSums) -> Estimate:
    """``changed`` minus ``base`` and its 95% interval, paired by deal."""
    base, changed = sums.base, sums.changed
    deals = changed.deals
    if base.trials <= 0 or changed.trials <= 0:
        return Estimate(math.nan, None, deals, 0.0)
    base_share, changed_share = base.won / base.trials, changed.won / changed.trials
    difference = changed_share - base_share
    if deals < 2:
        return Estimate(float(difference), None, deals, float(changed.trials))
    squares = (changed.squared_residuals(changed_share) / changed.trials ** 2
               + base.squared_residuals(base_share) / base.trials ** 2
               - 2 * sums.cross_residuals(base_share, changed_share)
               / (base.trials * changed.trials))
    variance = Fraction(deals, deals - 1) * squares
    return Estimate(float(difference), Z95 * math.sqrt(variance), deals,
                    float(changed.trials))


def clustered_share(clusters: Sequence[Cluster]) -> Estimate:
    """The ratio estimate of ``clusters`` (one ``(won, trials)`` per deal) and its
    cluster-robust 95% interval."""
    return ratio_estimate(ClusterSums.of(clusters))


def paired_difference(base: Sequence[Cluster], changed: Sequence[Cluster]) -> Estimate:
    """``changed`` minus ``base``, both measured on the same deals in the same order."""
    return paired_estimate(PairedSums.of(base, changed))

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
between two option sets played on the same deals is paired by deal: the linearised terms
of both shares are subtracted deal by deal before squaring, so what the deals have in
common cancels.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

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


def clustered_share(clusters: Sequence[Cluster]) -> Estimate:
    """The ratio estimate of ``clusters`` (one ``(won, trials)`` per deal) and its
    cluster-robust 95% interval."""
    deals = len(clusters)
    trials = sum(n for _, n in clusters)
    if trials <= 0:
        return Estimate(math.nan, None, deals, trials)
    share = sum(y for y, _ in clusters) / trials
    if deals < 2:
        return Estimate(share, None, deals, trials)
    squares = sum((y - share * n) ** 2 for y, n in clusters)
    variance = deals / (deals - 1) * squares / trials ** 2
    return Estimate(share, Z95 * math.sqrt(variance), deals, trials)


def paired_difference(base: Sequence[Cluster], changed: Sequence[Cluster]) -> Estimate:
    """``changed`` minus ``base``, both measured on the same deals in the same order."""
    if len(base) != len(changed):
        raise ValueError("a paired difference needs the same deals on both sides")
    deals = len(base)
    base_trials = sum(n for _, n in base)
    changed_trials = sum(n for _, n in changed)
    if base_trials <= 0 or changed_trials <= 0:
        return Estimate(math.nan, None, deals, 0.0)
    base_share = sum(y for y, _ in base) / base_trials
    changed_share = sum(y for y, _ in changed) / changed_trials
    difference = changed_share - base_share
    if deals < 2:
        return Estimate(difference, None, deals, changed_trials)
    squares = sum(
        ((yc - changed_share * nc) / changed_trials - (yb - base_share * nb) / base_trials) ** 2
        for (yb, nb), (yc, nc) in zip(base, changed, strict=True)
    )
    variance = deals / (deals - 1) * squares
    return Estimate(difference, Z95 * math.sqrt(variance), deals, changed_trials)

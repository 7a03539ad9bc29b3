"""The intervals: clustered ratio estimates against values computed by hand."""

from __future__ import annotations

import math

import pytest

from maumau.sim.stats import Z95, Estimate, clustered_share, paired_difference


def test_equal_clusters_give_the_standard_error_of_the_deal_means():
    # deal means 0.5, 0.0, 1.0: mean 0.5; sample sd 0.5; se 0.5 / sqrt(3)
    estimate = clustered_share([(1, 2), (0, 2), (2, 2)])
    assert estimate.value == pytest.approx(0.5)
    assert estimate.half_width == pytest.approx(Z95 * 0.5 / math.sqrt(3))
    assert estimate.deals == 3 and estimate.trials == 6
    assert estimate.low == pytest.approx(0.5 - 0.565793, abs=1e-6)


def test_unequal_clusters_use_the_linearised_ratio_variance():
    # r = 3 / 6 = 0.5; residuals y - r n: 1 - 0.5 = 0.5, 2 - 2 = 0, 0 - 0.5 = -0.5
    # Var = 3/2 * (0.25 + 0 + 0.25) / 36 = 1/48
    estimate = clustered_share([(1, 1), (2, 4), (0, 1)])
    assert estimate.value == pytest.approx(0.5)
    assert estimate.half_width == pytest.approx(Z95 * math.sqrt(1 / 48))


def test_identical_deals_have_no_spread():
    estimate = clustered_share([(1, 4), (1, 4), (1, 4)])
    assert estimate.value == pytest.approx(0.25)
    assert estimate.half_width == pytest.approx(0.0)
    assert not estimate.above(0.25) and not estimate.below(0.25)


def test_one_deal_gives_no_interval_and_no_games_no_share():
    one = clustered_share([(3, 4)])
    assert one.value == pytest.approx(0.75) and one.half_width is None
    assert one.low is None and not one.above(0.5)
    assert math.isnan(clustered_share([]).value)


def test_a_paired_difference_cancels_what_the_deals_share():
    # base r = 1/2, changed r = 5/6; linearised terms 1/18, 1/18, -1/9 per deal:
    # Var = 3/2 * (1/324 + 1/324 + 4/324) = 1/36, so the standard error is 1/6
    change = paired_difference([(1, 2), (0, 2), (2, 2)], [(2, 2), (1, 2), (2, 2)])
    assert change.value == pytest.approx(1 / 3)
    assert change.half_width == pytest.approx(Z95 / 6)
    assert change.above(0.0)


def test_a_paired_difference_needs_the_same_deals():
    with pytest.raises(ValueError, match="same deals"):
        paired_difference([(1, 2)], [(1, 2), (0, 2)])


def test_above_and_below_need_the_whole_interval():
    estimate = Estimate(0.3, 0.04, 10, 40.0)
    assert estimate.above(0.25) and not estimate.above(0.27)
    assert estimate.below(0.35) and not estimate.below(0.33)

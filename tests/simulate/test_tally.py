"""The running sums: the same figures as the per-deal formulas, whatever the order in
which deals are merged, on one process or two, in a fixed amount of memory."""

from __future__ import annotations

import dataclasses
import math
import pickle
import random
from collections.abc import Sequence
from typing import Any

import pytest

from maumau import Ruleset
from maumau.bots.base import Bot, make_bot
from maumau.sim.compare import changed_ruleset, compare
from maumau.sim.play import GameOutcome, credits_of
from maumau.sim.runner import Spec, play_deals, run
from maumau.sim.stats import Z95, Estimate
from maumau.sim.summary import Summary, summarise
from maumau.sim.tally import Clusters, Tally, credit_unit

LINEUP = ("strong", "weak", "weak")
SINGLE = Ruleset.create("classic", 3, "single")
Pair = tuple[float, float]


def reference_share(clusters: Sequence[Pair]) -> tuple[float, float]:
    """The ratio estimate and its half-width, straight from the per-deal formula."""
    trials = sum(n for _, n in clusters)
    share = sum(y for y, _ in clusters) / trials
    deals = len(clusters)
    squares = sum((y - share * n) ** 2 for y, n in clusters)
    return share, Z95 * math.sqrt(deals / (deals - 1) * squares / trials ** 2)


def reference_difference(base: Sequence[Pair], changed: Sequence[Pair]) -> tuple[float, float]:
    base_trials, changed_trials = sum(n for _, n in base), sum(n for _, n in changed)
    base_share = sum(y for y, _ in base) / base_trials
    changed_share = sum(y for y, _ in changed) / changed_trials
    deals = len(base)
    squares = sum(((yc - changed_share * nc) / changed_trials
                   - (yb - base_share * nb) / base_trials) ** 2
                  for (yb, nb), (yc, nc) in zip(base, changed, strict=True))
    return changed_share - base_share, Z95 * math.sqrt(deals / (deals - 1) * squares)


def assert_matches(estimate: Estimate, reference: tuple[float, float]) -> None:
    assert estimate.value == pytest.approx(reference[0], rel=1e-12)
    assert estimate.half_width == pytest.approx(reference[1], rel=1e-9)


def random_game(rng: random.Random, deal: int, rotation: int, arm: int) -> GameOutcome:
    players = len(LINEUP)
    seats = tuple(LINEUP[(seat - rotation) % players] for seat in range(players))
    winners = rng.sample(range(players), rng.choice([0, 1, 1, 1, 2, 3]))
    scored = rng.randint(1, 4)
    leader = sum(rng.choice(credits_of(rng.sample(range(players), rng.randint(0, 3)), players))
                 for _ in range(scored))
    return GameOutcome(deal, rotation, arm, seats, credits_of(winners, players),
                       tuple(rng.randint(0, 90) for _ in range(players)), scored + 1,
                       rng.randint(3, 60), rng.randint(0, 1), scored, leader)


def random_deals(seed: int, deals: int, arms: int) -> list[list[GameOutcome]]:
    rng = random.Random(seed)
    return [[random_game(rng, deal, rotation, arm) for rotation in range(3)
             for arm in range(arms)] for deal in range(deals)]


def tally_of(deals: Sequence[Sequence[GameOutcome]], arms: int) -> Tally:
    total = Tally.empty(LINEUP, arms)
    for games in deals:
        total += Tally.of_deal(LINEUP, arms, games)
    return total


def seat_clusters(deals: Sequence[Sequence[GameOutcome]], seat: int, arm: int) -> list[Pair]:
    return [(sum(game.credits[seat] for game in games if game.arm == arm),
             float(sum(1 for game in games if game.arm == arm))) for games in deals]


def bot_clusters(deals: Sequence[Sequence[GameOutcome]], name: str, arm: int) -> list[Pair]:
    return [(sum(credit for game in games if game.arm == arm
                 for credit, bot in zip(game.credits, game.seats, strict=True) if bot == name),
             float(sum(1 for game in games if game.arm == arm))) for games in deals]


def leader_clusters(deals: Sequence[Sequence[GameOutcome]], arm: int) -> list[Pair]:
    return [(sum(game.leader_credit for game in games if game.arm == arm),
             float(sum(game.scored_rounds for game in games if game.arm == arm)))
            for games in deals]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_sums_give_the_per_deal_formulas_on_random_clusters(seed: int):
    rng = random.Random(seed)
    unit = 60
    pairs = [(rng.randint(0, 5 * unit), rng.randint(1, 5)) for _ in range(rng.randint(2, 40))]
    clusters = Clusters.empty(1, unit)
    for pair in pairs:
        clusters += Clusters.of_deal([pair], unit)
    estimate = clusters.share(0)
    assert_matches(estimate, reference_share([(y / unit, n) for y, n in pairs]))
    assert estimate.deals == len(pairs) and estimate.trials == sum(n for _, n in pairs)


def test_a_tally_of_deals_gives_the_per_deal_formulas_for_bots_seats_and_first_mover():
    deals = random_deals(5, 30, 1)
    tally = tally_of(deals, 1)
    assert tally.deals == 30 and tally.games == 90
    for name in ("strong", "weak"):
        assert_matches(tally.bot(name).share(0), reference_share(bot_clusters(deals, name, 0)))
    for seat in range(3):
        assert_matches(tally.seats[seat].share(0), reference_share(seat_clusters(deals, seat, 0)))
    assert_matches(tally.first_mover.share(0), reference_share(leader_clusters(deals, 0)))
    games = [game for games in deals for game in games]
    assert tally.arms[0].seat_scores[1] == sum(game.totals[1] for game in games)
    assert tally.arms[0].draws == sum(1 for game in games if len(set(game.credits)) == 1)


def test_a_paired_difference_of_the_sums_equals_the_per_deal_formula():
    deals = random_deals(6, 25, 2)
    tally = tally_of(deals, 2)
    for name in ("strong", "weak"):
        assert_matches(tally.bot(name).difference(0, 1),
                       reference_difference(bot_clusters(deals, name, 0),
                                            bot_clusters(deals, name, 1)))
    for seat in range(3):
        assert_matches(tally.seats[seat].difference(0, 1),
                       reference_difference(seat_clusters(deals, seat, 0),
                                            seat_clusters(deals, seat, 1)))
    assert_matches(tally.first_mover.difference(0, 1),
                   reference_difference(leader_clusters(deals, 0), leader_clusters(deals, 1)))


def test_merging_in_any_order_and_split_gives_identical_sums():
    deals = random_deals(7, 24, 2)
    whole = tally_of(deals, 2)
    rng = random.Random(7)
    for _ in range(5):
        order = rng.sample(deals, len(deals))
        cuts = sorted(rng.sample(range(1, len(order)), 3))
        parts = [tally_of(order[start:end], 2)
                 for start, end in zip([0, *cuts], [*cuts, len(order)], strict=True)]
        rng.shuffle(parts)
        merged = Tally.empty(LINEUP, 2)
        for part in parts:
            merged = part + merged if rng.random() < 0.5 else merged + part
        assert merged == whole
        assert merged.bot("weak").difference(0, 1) == whole.bot("weak").difference(0, 1)
        assert merged.seats[2].share(1) == whole.seats[2].share(1)


def test_tallies_of_other_line_ups_are_not_merged():
    with pytest.raises(ValueError, match="same line-up"):
        Tally.empty(LINEUP, 1) + Tally.empty(("a", "b", "c"), 1)
    with pytest.raises(ValueError, match="same line-up"):
        Tally.empty(LINEUP, 1) + Tally.empty(LINEUP, 2)


def test_credits_are_counted_in_whole_units_of_every_tie():
    assert credit_unit(4) == 12 and credit_unit(2) == 2
    with pytest.raises(ValueError, match="not a multiple"):
        Tally.of_deal(("a", "b"), 1, [GameOutcome(0, 0, 0, ("a", "b"), (0.3, 0.7), (0, 0),
                                                  1, 5, 0, 1, 1.0)])


def figures(summary: Summary) -> dict[str, Any]:
    return {name: value for name, value in dataclasses.asdict(summary).items()
            if name not in ("elapsed", "jobs")}


def test_one_or_two_workers_give_identical_figures():
    spec = Spec((SINGLE,), ("simple", "random", "random"), 21)
    here = summarise(run(spec, 15, jobs=1))
    pool = summarise(run(spec, 15, jobs=2, chunk_size=2))
    assert figures(here) == figures(pool)
    assert here.games == 15 and here.bots[0].share.half_width is not None


def random_under_any_name(name: str, variant: str) -> Bot:
    """Random bots under two names: close games, so every figure varies from deal to deal."""
    return make_bot("random", variant)


def test_a_comparison_pairs_the_deals_as_the_per_deal_formula_does():
    spec = Spec((SINGLE, changed_ruleset(SINGLE, {"play_after_draw": False})),
                ("rival", "random", "random"), 9, bot_factory=random_under_any_name)
    comparison = compare(run(spec, 30, jobs=1))
    per_deal = [play_deals(spec, (deal,)) for deal in range(10)]

    def pairs(figure: str | int, arm: int) -> list[Pair]:
        picked = [tally.first_mover if figure == "first" else tally.seats[figure]
                  if isinstance(figure, int) else tally.bot(figure) for tally in per_deal]
        return [(of.values[2 * arm] / of.unit, of.values[2 * arm + 1]) for of in picked]

    figures: list[tuple[str | int, Estimate]] = [
        ("rival", comparison.bots["rival"]), ("random", comparison.bots["random"]),
        ("first", comparison.first_mover), *enumerate(comparison.seats)]
    for figure, estimate in figures:
        assert_matches(estimate, reference_difference(pairs(figure, 0), pairs(figure, 1)))
    assert comparison.base.deals == comparison.changed.deals == 10


def test_the_state_of_a_run_does_not_grow_with_its_games():
    spec = Spec((Ruleset.create("classic", 4, "single"),), ("random",) * 4, 2)
    short, long = run(spec, 40, jobs=1), run(spec, 400, jobs=1)
    assert long.games == 10 * short.games

    def numbers(state: object) -> int:
        if dataclasses.is_dataclass(state):
            return sum(numbers(getattr(state, field.name))
                       for field in dataclasses.fields(state))
        if isinstance(state, tuple):
            return sum(numbers(item) for item in state)
        return 1

    assert numbers(long.tally) == numbers(short.tally)
    # only the integers widen a little (a sum of 400 deals takes more bytes than of 40)
    assert len(pickle.dumps(long.tally)) < 1.2 * len(pickle.dumps(short.tally))

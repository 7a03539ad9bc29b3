"""Bot speed: the time one decision takes, per level and variant, on one core.

For each variant, views are collected from games between ``simple`` bots (the seat to
move at every decision); each level then decides on the same views, so the levels face
the same positions. Prints the median and the 95th percentile of the decision time, and
the median as a ratio to a baseline measured in the same run: one decision of the flat
plain-Python Mau Mau loop of ``engine_speed.py`` (figures wander with load and machine;
the ratios are what counts).
Run: ``uv run python benchmarks/bot_speed.py [--views N] [--hard-views N] [--quick]``;
``--quick`` runs a few seconds with small counts, to check that it runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from engine_speed import baseline
from maumau import Ruleset
from maumau.bots.base import make_bot
from maumau.core.bot import Bot
from maumau.core.match import Match
from maumau.core.view import View

VARIANTS = ("classic", "tabaluga", "emojical", "heuldoch")
LEVELS = ("random", "easy", "medium", "hard")
QUICK = {"views": 20, "hard_views": 2, "baseline_decisions": 20_000}
"""The counts of ``--quick``."""


def collect_views(variant: str, players: int, count: int, seed: int = 1) -> list[View]:
    """``count`` views of the seat to move, spread over games between simple bots."""
    ruleset = Ruleset.create(variant, players)
    bot = make_bot("simple", variant)
    rng = random.Random(seed)
    views: list[View] = []
    game_seed = seed
    while len(views) < count * 5:
        match = Match(ruleset, game_seed)
        game = match.round
        while game.result is None:
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            views.append(view)
            match.apply(bot.choose(view, rng))
        game_seed += 1
    return random.Random(seed).sample(views, count)


def decision_times(bot: Bot, views: list[View]) -> list[float]:
    rng = random.Random(7)
    times = []
    for view in views:
        started = time.perf_counter()
        bot.choose(view, rng)
        times.append(time.perf_counter() - started)
    return times


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--views", type=int, default=400,
                        help="decisions timed per level and variant (default 400)")
    parser.add_argument("--hard-views", type=int, default=40,
                        help="decisions timed for the hard bot (default 40)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--baseline-decisions", type=int, default=300_000,
                        help="decisions of the flat loop, best of three runs")
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    args = parser.parse_args()
    if args.quick:
        parser.set_defaults(**QUICK)
        args = parser.parse_args()
    base = max(baseline(args.baseline_decisions) for _ in range(3))
    base_time = 1 / base
    print(f"{'baseline (flat loop, 1 decision)':34}        {_duration(base_time)}"
          f"{'':22}{1:12,.2f}x baseline")
    for variant in args.variants.split(","):
        views = collect_views(variant, args.players, max(args.views, args.hard_views))
        timed: list[tuple[str, Bot, int]] = [
            (level, make_bot(level, variant), args.hard_views if level == "hard" else args.views)
            for level in args.levels.split(",")]
        for label, bot, count in timed:
            times = decision_times(bot, views[:count])
            median = statistics.median(times)
            tail = percentile(times, 0.95)
            print(f"{variant + ' ' + label + f' ({count} decisions)':34} median "
                  f"{_duration(median)}   p95 {_duration(tail)}"
                  f"   {median / base_time:12,.2f}x baseline", flush=True)


def _duration(seconds: float) -> str:
    if seconds >= 0.1:
        return f"{seconds:8.3f} s "
    if seconds >= 1e-4:
        return f"{seconds * 1e3:8.2f} ms"
    return f"{seconds * 1e6:8.2f} µs"


if __name__ == "__main__":
    main()

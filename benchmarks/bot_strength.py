"""Bot strength: each level against the level below it, on duplicate deals.

Per variant, one-round games of ``hard`` against ``medium``, ``medium`` against ``easy``
and ``easy`` against ``random`` (one bot against three of the level below at a table of
four; against one at a table of two), every deal played in every rotation of the seats
(:mod:`maumau.sim`). Prints each win share with its 95% interval (clustered by deal), the
games, the parity (the share of a seat if both levels were equally strong) and whether
the interval lies wholly above parity, then the elapsed time.

The hard bot spends about 0.1-0.3 s a decision, so its games get their own, smaller count.
``--hard-iterations N`` gives it ``N`` playouts a decision instead of its game's default
(``maumau.bots.hard.DEFAULT_ITERATIONS``), with no time cap, so the run stays reproducible.
With ``--cluster ray|auto|ADDRESS`` the games run as Ray tasks (one connection for all
matchups), with the same figures as on local processes for the same seed.
Run: ``uv run python benchmarks/bot_strength.py [--games N] [--hard-games N] [--jobs N]
[--cluster ADDRESS] [--quick]``; ``--quick`` plays a few games of each matchup on one
process (the hard bot with few playouts), to check that it runs: its shares mean nothing.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Mapping
from contextlib import AbstractContextManager, nullcontext
from functools import partial
from typing import Any

from maumau import Ruleset
from maumau.bots.base import make_bot
from maumau.bots.hard import make_hard
from maumau.core.bot import Bot
from maumau.sim import Summary, default_jobs, simulate
from maumau.sim.cluster import connected
from maumau.sim.report import interval, percent

ONE_ROUND: dict[str, tuple[str | None, Mapping[str, object]]] = {
    "classic": ("single", {}),
    "tabaluga": ("short", {}),
    "emojical": (None, {"target_score": 0}),
    "heuldoch": ("standard", {}),
}
"""The preset and options that make one game a single round."""

MATCHUPS = (("hard", "medium"), ("medium", "easy"), ("easy", "random"))
QUICK = {"games": 8, "hard_games": 4, "hard_iterations": 20, "jobs": 1}
"""The counts of ``--quick``."""


def hard_with(iterations: int, name: str, variant: str) -> Bot:
    """The bots of a run whose hard bot plays ``iterations`` playouts a decision (with a
    playout count and no time budget, ``make_hard`` sets no time cap)."""
    if name == "hard":
        return make_hard(variant, iterations=iterations)
    return make_bot(name, variant)


def lineup(bot: str, opponent: str, players: int) -> list[str]:
    return [bot] + [opponent] * (players - 1)


def line(variant: str, bot: str, opponent: str, summary: Summary) -> str:
    figures = next(figure for figure in summary.bots if figure.name == bot)
    share = figures.share
    above = "yes" if share.above(figures.parity) else "no"
    capped = f"  ({summary.capped_rounds} capped)" if summary.capped_rounds else ""
    return (f"{variant:9} {bot:>6} vs {opponent:<6} {percent(share.value, 'en'):>6} "
            f"± {percent(share.half_width, 'en'):>5}  [{interval(share, 'en'):>15}]  "
            f"parity {percent(figures.parity, 'en'):>5}  above: {above:3}  "
            f"games {summary.games:>5}  {summary.elapsed:6.1f} s{capped}")


def ladder(cells: Mapping[tuple[str, str], str], variants: list[str],
           steps: list[tuple[str, str]]) -> list[str]:
    """The ladder as Markdown: a row per game, a column per step (level vs the one below)."""
    head = "| game | " + " | ".join(f"{bot} vs 3 {low}" for bot, low in steps) + " |"
    rows = [head, "|" + " --- |" * (len(steps) + 1)]
    for variant in variants:
        rows.append(f"| {variant} | " + " | ".join(cells.get((variant, bot), "–")
                                                   for bot, _ in steps) + " |")
    return rows


def cell(bot: str, summary: Summary) -> str:
    share = next(figure for figure in summary.bots if figure.name == bot).share
    return (f"{percent(share.value, 'en')} ± {percent(share.half_width, 'en')} "
            f"({summary.games})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000,
                        help="games per matchup without the hard bot (default 2000)")
    parser.add_argument("--hard-games", type=int, default=200,
                        help="games per variant of hard against medium (default 200)")
    parser.add_argument("--hard-iterations", type=int,
                        help="playouts a decision of the hard bot (default: its game's)")
    parser.add_argument("--jobs", type=int, default=default_jobs())
    parser.add_argument("--players", type=int, default=4, help="table size (default 4)")
    parser.add_argument("--variants", default=",".join(ONE_ROUND),
                        help="comma-separated (default: all four)")
    parser.add_argument("--levels", default="hard,medium,easy",
                        help="which bots to test against the level below (default all)")
    parser.add_argument("--seed", default="bot-strength")
    parser.add_argument("--cluster", metavar="ray|auto|ADDRESS",
                        help="run the games as Ray tasks on this cluster instead of --jobs")
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    args = parser.parse_args()
    if args.quick:
        parser.set_defaults(**QUICK)
        args = parser.parse_args()
    if args.hard_iterations is not None and args.hard_iterations < 1:
        parser.error("--hard-iterations must be at least 1")
    session: AbstractContextManager[Any] = (
        nullcontext() if args.cluster is None else connected(args.cluster))
    with session:
        measure(args)


def measure(args: argparse.Namespace) -> None:
    """Every matchup of every variant asked for, one line each."""
    levels = set(args.levels.split(","))
    backend = "processes" if args.cluster is None else "ray"
    started = time.perf_counter()
    workers = f"{args.jobs} jobs" if args.cluster is None else f"Ray at {args.cluster!r}"
    playouts = ("" if args.hard_iterations is None
                else f", hard with {args.hard_iterations} playouts a decision")
    factory = make_bot if args.hard_iterations is None else partial(hard_with,
                                                                     args.hard_iterations)
    print(f"one-round games, {args.players} players, duplicate deals, seed {args.seed!r}, "
          f"{workers}{playouts}; 95% intervals clustered by deal")
    variants = args.variants.split(",")
    steps = [(bot, opponent) for bot, opponent in MATCHUPS if bot in levels]
    cells: dict[tuple[str, str], str] = {}
    for variant in variants:
        preset, options = ONE_ROUND[variant]
        ruleset = Ruleset.create(variant, max(args.players, 3 if variant == "heuldoch" else 2),
                                 preset, options)
        for bot, opponent in MATCHUPS:
            if bot not in levels:
                continue
            games = args.hard_games if bot == "hard" else args.games
            summary = simulate(ruleset, lineup(bot, opponent, ruleset.players), games,
                               seed=args.seed, jobs=args.jobs, backend=backend,
                               cluster=args.cluster or "ray", bot_factory=factory)
            print(line(variant, bot, opponent, summary), flush=True)
            cells[variant, bot] = cell(bot, summary)
    print("\n".join(["", *ladder(cells, variants, steps), ""]))
    print(f"elapsed {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()

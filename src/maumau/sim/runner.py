"""Running the scheduled games, in this process or on a pool of worker processes.

The deals are cut into chunks of whole deals (every rotation of a deal in the same
chunk); a worker plays one chunk per task and sends back its outcomes. Ctrl-C stops the
run: the chunks finished so far are kept (in this process: the deals finished so far),
the workers ignore the interrupt themselves and are terminated without a traceback.
Workers start from a fork server (a clean process), so every bot is made in the worker
by name through the spec's module-level ``bot_factory``.
"""

from __future__ import annotations

import multiprocessing
import random
import signal
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from maumau.bots.base import Bot, make_bot
from maumau.core.chance import Seed
from maumau.core.ruleset import Ruleset
from maumau.sim.play import DEFAULT_MAX_ACTIONS, GameOutcome, play_game
from maumau.sim.schedule import assignments, bot_seed, chunks, deal_count, deal_seed, rotations

Progress = Callable[[int, int], None]
"""Told ``(games finished, games planned)`` as the run goes on."""

BotFactory = Callable[[str, str], Bot]
"""Makes a bot from its name and the variant (module level, so that workers can use it)."""


@dataclass(frozen=True)
class Spec:
    """What every worker needs to play any game of the simulation.

    With more than one ruleset (a comparison) every deal is played under each of them in
    every rotation, side by side, so an interrupted comparison still pairs its deals.
    """

    rulesets: tuple[Ruleset, ...]
    lineup: tuple[str, ...]
    seed: Seed
    max_actions: int = DEFAULT_MAX_ACTIONS
    bot_factory: BotFactory = make_bot


@dataclass
class Run:
    """The games played, in schedule order, and how the run went."""

    spec: Spec
    planned_deals: int
    outcomes: list[GameOutcome] = field(default_factory=list)
    interrupted: bool = False
    elapsed: float = 0.0
    jobs: int = 1

    @property
    def rotations(self) -> int:
        return len(rotations(self.spec.lineup))

    @property
    def planned_games(self) -> int:
        return self.planned_deals * self.rotations * len(self.spec.rulesets)


_BOTS: dict[tuple[BotFactory, str, str, int], Bot] = {}


def _bot(spec: Spec, name: str, seat: int) -> Bot:
    """One bot per name and seat in each process, reused from game to game."""
    variant = spec.rulesets[0].variant
    key = (spec.bot_factory, name, variant, seat)
    bot = _BOTS.get(key)
    if bot is None:
        bot = _BOTS[key] = spec.bot_factory(name, variant)
    return bot


def play_deals(spec: Spec, deals: Iterable[int]) -> list[GameOutcome]:
    """Every game of these deals (each in every rotation, under every ruleset)."""
    outcomes = []
    for game in assignments(spec.lineup, list(deals)):
        seat_bots = [_bot(spec, name, seat) for seat, name in enumerate(game.seats)]
        for arm, ruleset in enumerate(spec.rulesets):
            rngs = [random.Random(bot_seed(spec.seed, game.deal, game.rotation, seat))
                    for seat in range(len(game.seats))]
            outcomes.append(play_game(ruleset, seat_bots, deal_seed(spec.seed, game.deal),
                                      rngs, deal=game.deal, rotation=game.rotation, arm=arm,
                                      seats=game.seats, max_actions=spec.max_actions))
    return outcomes


def run(spec: Spec, games: int, *, jobs: int = 1, progress: Progress | None = None,
        chunk_size: int | None = None) -> Run:
    """Play at least ``games`` games (whole deals in every rotation) on ``jobs`` processes."""
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    result = Run(spec, deal_count(games, len(rotations(spec.lineup))), jobs=jobs)
    report = progress or (lambda done, planned: None)
    started = time.perf_counter()
    try:
        if jobs == 1:
            _run_here(result, report)
        else:
            _run_pool(result, report, chunks(result.planned_deals, jobs, chunk_size))
    finally:
        result.outcomes.sort(key=lambda game: (game.deal, game.rotation, game.arm))
        result.elapsed = time.perf_counter() - started
    return result


def _run_here(result: Run, report: Progress) -> None:
    try:
        for deal in range(result.planned_deals):
            result.outcomes.extend(play_deals(result.spec, (deal,)))
            report(len(result.outcomes), result.planned_games)
    except KeyboardInterrupt:
        result.interrupted = True


def _run_pool(result: Run, report: Progress, work: list[range]) -> None:
    pool = _context().Pool(result.jobs, initializer=_ignore_interrupts)
    try:
        for outcomes in pool.imap_unordered(partial(play_deals, result.spec), work):
            result.outcomes.extend(outcomes)
            report(len(result.outcomes), result.planned_games)
        pool.close()
    except KeyboardInterrupt:
        result.interrupted = True
    finally:
        pool.terminate()
        pool.join()


def _context() -> Any:
    """Workers from a fork server where there is one: a clean process to fork from, even
    while the progress bar's thread runs here."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


def _ignore_interrupts() -> None:
    """In a worker: leave Ctrl-C to the parent, which stops the pool."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)

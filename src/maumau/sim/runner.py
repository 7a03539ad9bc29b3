"""Running the scheduled games, in this process or on a pool of worker processes.

The deals are cut into chunks of whole deals (every rotation of a deal under every
ruleset in the same chunk); a worker plays one chunk per task and sends back its
:class:`~maumau.sim.tally.Tally` (running sums, built deal by deal from the games'
outcomes), which the parent adds to the run's. No game is kept, so a run of any length
needs the same memory. Ctrl-C stops the run: the chunks finished so far are kept (in this
process: the deals finished so far); a comparison stays paired, since a deal's rulesets
are always played in the same chunk. The workers ignore the interrupt themselves and are
terminated without a traceback.
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

from maumau.bots.base import Bot, BotFactory, make_bot
from maumau.core.chance import Seed
from maumau.core.ruleset import Ruleset
from maumau.sim.play import DEFAULT_MAX_ACTIONS, play_game
from maumau.sim.schedule import assignments, bot_seed, chunks, deal_count, deal_seed, rotations
from maumau.sim.tally import Tally

__all__ = [
    "BotFactory",
    "Progress",
    "Run",
    "Spec",
    "play_deals",
    "run",
    "seat_generators",
]

Progress = Callable[[int, int], None]
"""Told ``(games finished, games planned)`` as the run goes on."""


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
    """The sums of the deals played (:attr:`tally`) and how the run went."""

    spec: Spec
    planned_deals: int
    interrupted: bool = False
    elapsed: float = 0.0
    jobs: int = 1
    tally: Tally = field(init=False)

    def __post_init__(self) -> None:
        self.tally = Tally.empty(self.spec.lineup, len(self.spec.rulesets))

    @property
    def games(self) -> int:
        """The games finished, under every ruleset together."""
        return self.tally.games

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


def seat_generators(seed: Seed, deal: int, rotation: int, seats: int) -> list[random.Random]:
    """Each seat's own generator for one game: a bot's draws depend on its seat and game
    alone, not on what the other bots drew, so the games of a deal under two rulesets
    (or two line-ups) differ only where the bots' decisions do."""
    return [random.Random(bot_seed(seed, deal, rotation, seat)) for seat in range(seats)]


def play_deals(spec: Spec, deals: Iterable[int]) -> Tally:
    """The tally of every game of these deals (each in every rotation, under every
    ruleset)."""
    tally: Tally | None = None
    for deal in deals:
        outcomes = []
        seed = deal_seed(spec.seed, deal)
        for game in assignments(spec.lineup, (deal,)):
            seat_bots = [_bot(spec, name, seat) for seat, name in enumerate(game.seats)]
            for arm, ruleset in enumerate(spec.rulesets):
                rngs = seat_generators(spec.seed, deal, game.rotation, len(game.seats))
                outcomes.append(play_game(ruleset, seat_bots, seed, rngs, deal=deal,
                                          rotation=game.rotation, arm=arm, seats=game.seats,
                                          max_actions=spec.max_actions))
        dealt = Tally.of_deal(spec.lineup, len(spec.rulesets), outcomes)
        tally = dealt if tally is None else tally + dealt
    return tally if tally is not None else Tally.empty(spec.lineup, len(spec.rulesets))


def run(spec: Spec, games: int, *, jobs: int = 1, progress: Progress | None = None,
        chunk_size: int | None = None, cluster: str | None = None) -> Run:
    """Play at least ``games`` games (whole deals in every rotation) on ``jobs`` processes,
    or, with a ``cluster`` address, as Ray tasks on that cluster
    (:mod:`maumau.sim.cluster`)."""
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    result = Run(spec, deal_count(games, len(rotations(spec.lineup))), jobs=jobs)
    report = progress or (lambda done, planned: None)
    started = time.perf_counter()
    try:
        if cluster is not None:
            from maumau.sim.cluster import run_on_ray  # Ray is optional: only here

            run_on_ray(result, report, cluster, chunk_size, play_deals)
        elif jobs == 1:
            _run_here(result, report)
        else:
            _run_pool(result, report, chunks(result.planned_deals, jobs, chunk_size))
    finally:
        result.elapsed = time.perf_counter() - started
    return result


def _run_here(result: Run, report: Progress) -> None:
    try:
        for deal in range(result.planned_deals):
            result.tally += play_deals(result.spec, (deal,))
            report(result.games, result.planned_games)
    except KeyboardInterrupt:
        result.interrupted = True


def _run_pool(result: Run, report: Progress, work: list[range]) -> None:
    pool = _context().Pool(result.jobs, initializer=_ignore_interrupts)
    try:
        for chunk in pool.imap_unordered(partial(play_deals, result.spec), work):
            result.tally += chunk  # a new tally, bound at once: Ctrl-C cannot split it
            report(result.games, result.planned_games)
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

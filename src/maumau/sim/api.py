"""The library entry points: :func:`simulate` and :func:`simulate_comparison`."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

from maumau.bots.base import make_bot
from maumau.core.chance import Seed
from maumau.core.errors import RulesetError
from maumau.core.ruleset import Ruleset
from maumau.sim.compare import Comparison, changed_ruleset, compare
from maumau.sim.errors import SetupError
from maumau.sim.play import DEFAULT_MAX_ACTIONS
from maumau.sim.runner import BotFactory, Progress, Run, Spec, run
from maumau.sim.summary import Summary, summarise

__all__ = [
    "BACKENDS",
    "check_lineup",
    "default_jobs",
    "simulate",
    "simulate_comparison",
    "start",
]

BACKENDS = ("processes", "ray")
"""Where the games run: worker processes on this machine, or Ray tasks on a cluster."""


def simulate(ruleset: Ruleset, bots: Sequence[str], games: int, *, seed: Seed = 0,
             jobs: int | None = None, progress: Progress | None = None,
             max_actions: int = DEFAULT_MAX_ACTIONS, chunk_size: int | None = None,
             bot_factory: BotFactory = make_bot, backend: str = "processes",
             cluster: str = "ray") -> Summary:
    """Play at least ``games`` games of ``ruleset`` with ``bots[seat]`` at each seat of the
    line-up (rotated over the seats on duplicate deals) and return the figures.

    ``backend`` is ``processes`` (``jobs`` worker processes on this machine) or ``ray``
    (Ray tasks on the cluster at ``cluster``: ``ray``, ``auto`` or an address, see
    :mod:`maumau.sim.cluster`); the same seed gives the same figures on either.
    ``bot_factory(name, variant)`` makes each seat's bot (:data:`maumau.core.bot.BotFactory`,
    the one signature of a bot factory; :func:`~maumau.bots.base.make_bot` by default)."""
    return summarise(start((ruleset,), bots, games, seed=seed, jobs=jobs, progress=progress,
                           max_actions=max_actions, chunk_size=chunk_size,
                           bot_factory=bot_factory, backend=backend, cluster=cluster))


def simulate_comparison(ruleset: Ruleset, changes: Mapping[str, object], bots: Sequence[str],
                        games: int, *, seed: Seed = 0, jobs: int | None = None,
                        progress: Progress | None = None,
                        max_actions: int = DEFAULT_MAX_ACTIONS, chunk_size: int | None = None,
                        bot_factory: BotFactory = make_bot, backend: str = "processes",
                        cluster: str = "ray") -> Comparison:
    """Play the same deals under ``ruleset`` and under it with ``changes``; ``games`` is
    the number of games of each (``backend`` and ``cluster`` as for :func:`simulate`)."""
    if not changes:
        raise SetupError("a comparison needs at least one changed option")
    rulesets = (ruleset, changed_ruleset(ruleset, changes))
    return compare(start(rulesets, bots, games, seed=seed, jobs=jobs, progress=progress,
                         max_actions=max_actions, chunk_size=chunk_size,
                         bot_factory=bot_factory, backend=backend, cluster=cluster))


def start(rulesets: tuple[Ruleset, ...], bots: Sequence[str], games: int, *, seed: Seed,
          jobs: int | None, progress: Progress | None, max_actions: int,
          chunk_size: int | None, bot_factory: BotFactory, backend: str = "processes",
          cluster: str = "ray") -> Run:
    """Check the set-up and run it (see :func:`maumau.sim.runner.run`)."""
    lineup = check_lineup(rulesets[0], bots, bot_factory)
    if games < 1:
        raise SetupError(f"the number of games must be at least 1, not {games}")
    if max_actions < 1:
        raise SetupError(f"the action limit must be at least 1, not {max_actions}")
    workers = default_jobs() if jobs is None else jobs
    if workers < 1:
        raise SetupError(f"the number of jobs must be at least 1, not {workers}")
    if backend not in BACKENDS:
        raise SetupError(f"unknown backend {backend!r}; valid: " + ", ".join(BACKENDS))
    spec = Spec(rulesets, lineup, seed, max_actions, bot_factory)
    return run(spec, games, jobs=workers, progress=progress, chunk_size=chunk_size,
               cluster=cluster if backend == "ray" else None)


def check_lineup(ruleset: Ruleset, bots: Sequence[str], bot_factory: BotFactory = make_bot
                 ) -> tuple[str, ...]:
    """The line-up as a tuple, after checking it has one known bot per seat."""
    lineup = tuple(name.strip() for name in bots)
    if len(lineup) != ruleset.players:
        raise SetupError(f"{len(lineup)} bots named for {ruleset.players} seats: name one "
                         "bot per seat")
    for name in dict.fromkeys(lineup):
        try:
            bot_factory(name, ruleset.variant)
        except ImportError as problem:
            raise RulesetError(f"the bot {name!r} is not available: {problem}") from None
    return lineup


def default_jobs() -> int:
    """One worker per core this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1

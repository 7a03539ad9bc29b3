"""Are the ``medium`` player's constants tuned? Each one changed, against the default player.

For every constant of the game's medium module named in ``PLAYERS`` (a table such as
``DANGER`` scaled as a whole), and for each factor in ``--factors``, a copy of that module
with the one constant multiplied plays one-round games against three default ``medium``
players on duplicate deals (each deal once per seat of the changed player), and the
script prints its share of wins with the 95% interval clustered by deal.

The baseline needs no run: a player that decides exactly as its three opponents do wins
exactly 25% of the games on duplicate deals, every deal's four games being the same game
seen from four seats. So every game in which the changed player's share differs from 25%
is a game in which one of its decisions differed, and the interval is narrow.

The real module is never changed: each copy is loaded under a name of its own.
Run: ``uv run python benchmarks/medium_constants.py [--variant classic] [--games 4000]
[--factors 0 0.5 2 4] [--constants NAME ...] [--seed S] [--jobs 2]``.
"""

from __future__ import annotations

import argparse
import importlib.util
import multiprocessing
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bot_strength import ONE_ROUND
from maumau import Ruleset
from maumau.bots.base import Bot, make_bot
from maumau.sim import simulate
from maumau.sim.report import percent

SHEDDING = ("maumau.games.shedding.medium_bot", "MediumSheddingBot")
RATED_PLAYS = ("VALUE_WEIGHT", "PRESSURE", "CALM", "WILD_KEEP", "COUNTER_KEEP", "LAST_WILD",
               "LAST_FITS", "DANGER")
"""The constants of the shedding player's rating of plays (classic and Tabaluga)."""
PLAYERS: dict[str, tuple[tuple[str, str], tuple[str, ...]]] = {
    "classic": (SHEDDING, RATED_PLAYS),
    "tabaluga": (SHEDDING, RATED_PLAYS),
    "emojical": (SHEDDING, ("PRESSURE", "CALM", "WILD_KEEP", "BLOCK_KEEP", "GIFT_OUT",
                            "DANGER")),
    "heuldoch": (("maumau.games.heuldoch.medium_bot", "MediumHeulDochBot"),
                 ("INCOMING", "LEADER", "FORESIGHT")),
}
"""Per game: the medium player's module and class, and the constants its decisions read
(emojical's player reads only some of the shedding games' constants)."""
CHANGED = "changed"
_changed: dict[str, Bot] = {}
"""The changed players of this process, by the bot name the simulator knows them by."""


def changed_copy(module: str, name: str, factor: float) -> ModuleType:
    """A private copy of ``module`` with constant ``name`` times ``factor``."""
    origin = importlib.util.find_spec(module)
    assert origin is not None and origin.origin is not None
    module_name = f"{module}_{name}_{factor}".replace(".", "_")
    spec = importlib.util.spec_from_file_location(module_name, origin.origin)
    assert spec is not None and spec.loader is not None
    copy = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = copy  # a dataclass looks its module up while it is made
    spec.loader.exec_module(copy)
    value = getattr(copy, name)
    if isinstance(value, dict):
        setattr(copy, name, {key: item * factor for key, item in value.items()})
    else:
        setattr(copy, name, value * factor)
    return copy


def factory(name: str, variant: str) -> Bot:
    """The simulator's bots: the changed copy by its name, every other bot as usual."""
    return _changed.get(name) or make_bot(name, variant)


def measure(task: tuple[str, str, float, int, str]
            ) -> tuple[str, float, float, float | None, int]:
    """The changed player's share of wins against three default ones, and its interval."""
    variant, name, factor, games, seed = task
    (module, kind), _ = PLAYERS[variant]
    bot_name = f"{CHANGED}-{name}-{factor}"
    _changed[bot_name] = getattr(changed_copy(module, name, factor), kind)()
    preset, options = ONE_ROUND[variant]
    ruleset = Ruleset.create(variant, 4, preset, options)
    summary = simulate(ruleset, [bot_name, "medium", "medium", "medium"], games, seed=seed,
                       jobs=1, bot_factory=factory)
    figures = next(figure for figure in summary.bots if figure.name == bot_name)
    return name, factor, figures.share.value, figures.share.half_width, summary.games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=sorted(PLAYERS), default="classic")
    parser.add_argument("--games", type=int, default=4000, help="games per changed constant")
    parser.add_argument("--factors", type=float, nargs="+", default=[0.0, 0.5, 2.0, 4.0])
    parser.add_argument("--constants", nargs="+",
                        help="only these constants (default: every one of the game's)")
    parser.add_argument("--seed", default="medium-constants")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    known = PLAYERS[args.variant][1]
    unknown = sorted(set(args.constants or ()) - set(known))
    if unknown:
        parser.error(f"not a constant of {args.variant}'s medium player: {', '.join(unknown)}"
                     f" (valid: {', '.join(known)})")
    tasks = [(args.variant, name, factor, args.games, args.seed)
             for name in args.constants or known for factor in args.factors]
    started = time.perf_counter()
    print(f"{args.variant}, one-round games, 4 players, duplicate deals, seed "
          f"{args.seed!r}: one changed medium player against three default ones "
          "(unchanged: exactly 25%)")
    # each task runs its simulation in its own worker (jobs=1): the changed player lives
    # only in that worker's memory, and forked workers have this file's functions
    context: Any = multiprocessing.get_context("fork")
    with context.Pool(args.jobs) as pool:
        for name, factor, share, half, games in pool.imap(measure, tasks):
            spread = percent(half, "en") if half is not None else "n/a"
            print(f"{name:13} x{factor:<4g} {percent(share, 'en'):>6} ± {spread:>5}  "
                  f"games {games}", flush=True)
    print(f"elapsed {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()

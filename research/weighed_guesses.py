"""Does weighing the guesses make the hard bot play better? Judged decision by decision.

Medium players play whole rounds (game ``g`` watched from seat ``g % 4``, see
``watched.py``). At every
decision of the watched seat with a choice, two hard bots decide on the same seed: one
weighs its guesses by how well they explain the other seats' recent decisions
(``make_hard(variant, trust=…, guess_pool=…)``, :mod:`maumau.bots.plausibility`), the
other is the same bot with the weighing left out (it takes the same random numbers, so
the two decide alike wherever the weighing changes nothing). Where they choose
differently, both actions are judged by an oracle: each is applied to the true round,
which medium players then finish, ``--playouts`` times on the same reshuffled talons for
both (common random numbers). The oracle looks at the true round; it is a measuring
instrument, never part of a bot. The game goes on with the medium player's action, so
every run on the same seeds judges the same decisions.

It prints how many decisions differed and what the weighing gains per game in share of
the wins against medium players, with a 95% interval (clustered by game); positive means
the weighed guesses play better.

Run: ``uv run python benchmarks/weighed_guesses.py [--variant classic] [--games 600]
[--trust 0.1] [--guess-pool 120] [--playouts 100]``.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor

from hard_deviations import finish_with_medium
from maumau.bots.determinize import Determinizer
from maumau.bots.hard import (
    ASSUME_OPPONENT_HABITS,
    DEFAULT_CAP_MS,
    DEFAULT_ITERATIONS,
    SEED_BITS,
    HardBot,
    make_hard,
)
from maumau.bots.hindsight import REPLAYED
from maumau.bots.plausibility import Guesses
from maumau.bots.tracking import track
from maumau.core.actions import Action
from maumau.core.bot import Bot
from maumau.core.round import Round
from maumau.core.view import View
from maumau.sim import default_jobs
from watched import watched_decisions


class SameDrawsUnweighed(HardBot):
    """The hard bot with ``trust`` whose weighing step is left out: it takes the random
    numbers the weighing would take, then plays on the guesses as they are dealt."""

    def guesses(self, view: View, guide: Bot, rng: random.Random) -> Guesses:
        rng.getrandbits(SEED_BITS)
        return Determinizer(view, track(view, ASSUME_OPPONENT_HABITS, ASSUME_OPPONENT_HABITS))


def worth(game: Round, action: Action, seat: int, seeds: list[int], variant: str) -> float:
    """The seat's share of the wins when ``action`` is played and medium players finish
    the round, on talons reshuffled by ``seeds``."""
    total = 0.0
    for seed in seeds:
        rng = random.Random(seed)
        trial = game.copy()
        rng.shuffle(trial.talon)
        trial.seed = rng.getrandbits(SEED_BITS)
        trial.apply(action)
        total += finish_with_medium(trial, seat, rng, variant)
    return total / len(seeds)


def judge_game(task: tuple[str, int, float, int, int]) -> tuple[int, int, float]:
    """One round: the decisions of the watched seat, how many differed, and the summed
    gain of the weighed bot's choices where they differed."""
    variant, seed, trust, pool, playouts = task
    weighing = make_hard(variant, trust=trust, guess_pool=pool)
    plain = SameDrawsUnweighed(variant, DEFAULT_ITERATIONS[variant], DEFAULT_CAP_MS, trust, pool)
    decisions = differed = 0
    gain = 0.0
    for game, view in watched_decisions(variant, seed):
        seat = game.to_move
        assert seat is not None
        decisions += 1
        draw = seed * 1000 + decisions
        weighed_choice = weighing.choose(view, random.Random(draw))
        plain_choice = plain.choose(view, random.Random(draw))
        if weighed_choice != plain_choice:
            differed += 1
            seeds = [draw * 7919 + index for index in range(playouts)]
            gain += (worth(game, weighed_choice, seat, seeds, variant)
                     - worth(game, plain_choice, seat, seeds, variant))
    return decisions, differed, gain


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="classic", choices=sorted(REPLAYED))
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1000, help="first game's seed")
    parser.add_argument("--trust", type=float, default=0.1)
    parser.add_argument("--guess-pool", type=int, default=120)
    parser.add_argument("--playouts", type=int, default=100,
                        help="oracle playouts per judged action (default 100)")
    parser.add_argument("--jobs", type=int, default=default_jobs())
    args = parser.parse_args()
    started = time.perf_counter()
    tasks = [(args.variant, seed, args.trust, args.guess_pool, args.playouts)
             for seed in range(args.seed, args.seed + args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(judge_game, tasks, chunksize=2))
    gains = [gain for _, _, gain in games]
    mean = sum(gains) / len(gains)
    spread = math.sqrt(sum((gain - mean) ** 2 for gain in gains) / max(1, len(gains) - 1))
    half = 1.96 * spread / math.sqrt(len(gains))
    print(f"{args.variant}: trust {args.trust:g}, {args.guess_pool} guesses weighed; "
          f"{sum(d for d, _, _ in games)} decisions, {sum(d for _, d, _ in games)} differed; "
          f"gain per game {mean:+.2%} ± {half:.2%} [{mean - half:+.2%} – {mean + half:+.2%}] "
          f"of the wins against medium; {args.games} games from seed {args.seed}; "
          f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()

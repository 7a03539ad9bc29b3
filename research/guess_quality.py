"""How well the hard bot's guesses of the hidden cards predict the real hands.

Medium players play whole rounds (game ``g`` watched from seat ``g % 4``, see
``watched.py``). At every
decision of the watched seat with a choice, it deals ``--guesses`` guesses as `hard`
deals them (:mod:`maumau.bots.determinize`, with `hard`'s reading of the history) and
forecasts, for every other seat and every kind of card the watched seat cannot locate,
the chance that the seat holds one: the share of the guesses in which it does. The
guesses are weighed by how well they explain the other seats' recent decisions
(:mod:`maumau.bots.plausibility`) with each ``--trust`` (1 weighs them all alike: the
guesses as they are dealt). It prints the Brier score of each forecast (the mean squared
difference between forecast and truth; lower is better) and its ratio to the unweighed
guesses' score of the same run: the score itself depends on the deals, the ratio is what
carries over.

The truth is read from the real round: a measuring instrument, never part of a bot.

Run: ``uv run python benchmarks/guess_quality.py [--variant classic] [--games 60]
[--guesses 200] [--trust 1,0.3,0.1,0.02]``.
"""

from __future__ import annotations

import argparse
import random
import time
from concurrent.futures import ProcessPoolExecutor

from maumau.bots import make_bot
from maumau.bots.determinize import Determinizer
from maumau.bots.hard import ASSUME_OPPONENT_HABITS
from maumau.bots.hindsight import REPLAYED, replay
from maumau.bots.plausibility import Plausibility, decisions_since_last_gain
from maumau.bots.tracking import track
from maumau.games.shedding.round import SheddingRound
from maumau.sim import default_jobs
from watched import watched_decisions


def watch_game(task: tuple[str, int, int, tuple[float, ...]]) -> tuple[list[float], int]:
    """One round of medium players: the summed squared errors of each trust's forecasts,
    and how many forecasts were made."""
    variant, seed, count, trusts = task
    model = make_bot("medium", variant)
    rng = random.Random(seed)
    errors = [0.0] * len(trusts)
    forecasts = 0
    for game, view in watched_decisions(variant, seed):
        seat = game.to_move
        assert seat is not None
        tracking = track(view, ASSUME_OPPONENT_HABITS, ASSUME_OPPONENT_HABITS)
        guesses = deal(Determinizer(view, tracking), count, rng)
        recent = decisions_since_last_gain(replay(view, rng), view.hand_sizes, seat,
                                           [event.kind for event in view.events])
        plausibility = Plausibility(recent, model, view.events)
        misses = [plausibility.misses(guess) for guess in guesses]
        kinds = sorted(set(tracking.unseen))
        for other in range(game.n):
            if other == seat:
                continue
            held = [set(guess.hands[other]) for guess in guesses]
            truth = set(game.hands[other])
            for index, trust in enumerate(trusts):
                weights = [trust ** miss for miss in misses]
                total = sum(weights)
                if not total > 0:  # every weight underflowed: weigh them alike
                    weights, total = [1.0] * len(weights), float(len(weights))
                for kind in kinds:
                    chance = sum(weight for weight, hand in zip(weights, held, strict=True)
                                 if kind in hand) / total
                    errors[index] += (chance - (kind in truth)) ** 2
            forecasts += len(kinds)
    return errors, forecasts


def deal(dealer: Determinizer, count: int, rng: random.Random) -> list[SheddingRound]:
    guesses = []
    for _ in range(count):
        guess = dealer.sample(rng)
        assert isinstance(guess, SheddingRound)
        guesses.append(guess)
    return guesses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="classic", choices=sorted(REPLAYED))
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0, help="first game's seed")
    parser.add_argument("--guesses", type=int, default=200, help="guesses per decision")
    parser.add_argument("--trust", default="1,0.3,0.1,0.02",
                        help="comma-separated weights per unexplained decision (1: unweighed)")
    parser.add_argument("--jobs", type=int, default=default_jobs())
    args = parser.parse_args()
    trusts = tuple(float(value) for value in args.trust.split(","))
    if 1.0 not in trusts:
        trusts = (1.0, *trusts)
    started = time.perf_counter()
    tasks = [(args.variant, seed, args.guesses, trusts)
             for seed in range(args.seed, args.seed + args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(watch_game, tasks, chunksize=2))
    forecasts = sum(count for _, count in games)
    scores = [sum(errors[index] for errors, _ in games) / forecasts
              for index in range(len(trusts))]
    plain = scores[trusts.index(1.0)]
    print(f"{args.variant}: {forecasts} forecasts ('this seat holds a card of this kind') "
          f"over {args.games} games from seed {args.seed}, {args.guesses} guesses each; "
          f"{time.perf_counter() - started:.0f} s")
    for trust, score in zip(trusts, scores, strict=True):
        label = "unweighed" if trust == 1.0 else f"trust {trust:g}"
        print(f"  {label:12} Brier {score:.4f}   {score / plain:.3f}x unweighed")


if __name__ == "__main__":
    main()

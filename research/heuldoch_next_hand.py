"""Heul doch!: does the history say more about the next seat's hand than hard's guesses?

Seeing the next seat's four hand cards is worth about 12 points of win share against
three ``medium`` players (``hidden_cards_worth.py --variant heuldoch --sees next``). What
such a seat learns is mostly whether the next seat must give it cards: a card that
matches a neighbour's face-up top has to go to a neighbour. So this asks the question
that knowledge answers. Medium players play whole rounds (game ``g`` watched from seat
``g % 4``, see ``watched.py``). At every decision of the watched seat whose own pile
shows a face-up top, it compares:

- the truth: does the next seat hold a card that matches that top?
- the forecast: the share of ``--guesses`` guesses, dealt as ``hard`` deals them
  (:mod:`maumau.bots.determinize`, with hard's reading of the history), in which it does.

The decisions are split by how many of the watched seat's turns the top has already
stood. A medium player avoids giving points to a rival, so while a top stands, the next
seat may hold back the cards that match it. The truth comes from the real round: a
measuring instrument, never part of a bot.

Run: ``uv run python benchmarks/heuldoch_next_hand.py [--games 200] [--guesses 100]``.
"""

from __future__ import annotations

import argparse
import random
import time
from concurrent.futures import ProcessPoolExecutor

from maumau.bots.determinize import Determinizer
from maumau.bots.hard import ASSUME_OPPONENT_HABITS
from maumau.bots.tracking import track
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.heuldoch.rules import DOWN, is_number
from maumau.sim import default_jobs
from maumau.sim.report import interval, percent
from maumau.sim.stats import clustered_share
from watched import watched_decisions

STOOD = 3
"""Decisions whose top stood this many of the seat's turns or more share the last line."""

Tally = list[list[float]]
"""Per line (turns the top stood): decisions, decisions where the next seat held a match,
and the forecasts' sum."""


def watch_game(task: tuple[int, int]) -> Tally:
    seed, count = task
    rng = random.Random(seed)
    tally: Tally = [[0.0, 0.0, 0.0] for _ in range(STOOD + 1)]
    stood: dict[tuple[int, int], int] = {}
    for game, view in watched_decisions("heuldoch", seed):
        assert isinstance(game, HeulDochRound) and view.seat is not None
        pile = game.piles[view.seat]
        if not pile or pile[-1] >= DOWN or not is_number(pile[-1]):
            continue
        fits = game.rules.fits[pile[-1]]  # the game's own rule: may a card go face up on it
        key = (len(pile), pile[-1])  # the same top at the same height: it still stands
        stood[key] = stood.get(key, -1) + 1
        following = game.rules.left[view.seat]
        dealer = Determinizer(view, track(view, ASSUME_OPPONENT_HABITS,
                                          ASSUME_OPPONENT_HABITS))
        held = 0
        for _ in range(count):
            guess = dealer.sample(rng)
            held += any(fits[card] for card in guess.hands[following])
        line = tally[min(stood[key], STOOD)]
        line[0] += 1
        line[1] += any(fits[card] for card in game.hands[following])
        line[2] += held / count
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0, help="first game's seed")
    parser.add_argument("--guesses", type=int, default=100, help="guesses per decision")
    parser.add_argument("--jobs", type=int, default=default_jobs())
    args = parser.parse_args()
    started = time.perf_counter()
    tasks = [(seed, args.guesses) for seed in range(args.seed, args.seed + args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(watch_game, tasks, chunksize=4))
    print(f"heuldoch: does the next seat hold a card matching the watched seat's face-up "
          f"top? {args.games} games of medium players from seed {args.seed}, "
          f"{args.guesses} guesses a decision; {time.perf_counter() - started:.0f} s")
    for stood in range(STOOD + 1):
        decisions = sum(game[stood][0] for game in games)
        if not decisions:
            continue
        truth = clustered_share([(game[stood][1], game[stood][0]) for game in games
                                 if game[stood][0]])
        forecast = sum(game[stood][2] for game in games) / decisions
        label = f"top stood {stood}{'+' if stood == STOOD else ''} turn(s)"
        print(f"  {label:22} decisions {int(decisions):6}   truth "
              f"{percent(truth.value, 'en'):>6} [{interval(truth, 'en'):>15}]   "
              f"hard's guesses {percent(forecast, 'en'):>6}")


if __name__ == "__main__":
    main()

"""OpenSpiel's ISMCTS against maumau's ``hard`` bot, through maumau.openspiel.

Per game (every registered one, or those named), one-round games at the game's smallest
table (two players, three for Heul doch): OpenSpiel's Python ``ISMCTSBot`` (random
rollouts, worlds from ``resample_from_infostate``, i.e. the hard bot's guesses) in one seat
against ``hard`` in the others, on duplicate deals: each deal (the chance outcomes) is
played once with ISMCTS in every seat. Prints, per game, the time to load it with
``pyspiel.load_game`` (the first load in the process, and the best of 5 after it),
ISMCTS's win share with the parity (a seat's share if both were equally strong), its
mean return, the games and the rounds cut short (``max_actions`` decisions: no winner),
then the elapsed time.

Run: ``uv run python benchmarks/openspiel_ismcts.py [--deals N] [--simulations N]
[--games NAME ...] [--quick]``; ``--quick`` plays one deal of one game with few
simulations, to check that it runs: its figures mean nothing.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

import maumau.openspiel
from maumau.bots.hard import make_hard


def load_time(name: str) -> tuple[float, float]:
    """Seconds of the first load in this process, and of the fastest of five after it."""
    started = time.perf_counter()
    pyspiel.load_game(name)
    first = time.perf_counter() - started
    best = float("inf")
    for _ in range(5):
        started = time.perf_counter()
        pyspiel.load_game(name)
        best = min(best, time.perf_counter() - started)
    return first, best


def deal(game: pyspiel.Game, rng: np.random.RandomState) -> list[int]:
    """The chance outcomes of one deal."""
    state = game.new_initial_state()
    outcomes: list[int] = []
    while state.is_chance_node():
        actions, probabilities = zip(*state.chance_outcomes(), strict=True)
        outcome = int(rng.choice(actions, p=probabilities))
        state.apply_action(outcome)
        outcomes.append(outcome)
    return outcomes


def play(game: pyspiel.Game, chance: list[int], searcher: int, simulations: int,
         seed: int) -> list[float]:
    """One round from ``chance``: ISMCTS in seat ``searcher``, ``hard`` elsewhere."""
    rng = np.random.RandomState(seed)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), 2.0,
                           max_simulations=simulations, random_state=rng)
    hard = make_hard(game.ruleset.variant)
    choices = random.Random(seed)
    state = game.new_initial_state()
    for outcome in chance:
        state.apply_action(outcome)
    while not state.is_terminal():
        seat = state.current_player()
        if seat == searcher:
            action = bot.step(state)
        else:
            chosen = hard.choose(state.round.view(seat), choices)
            action = state.context.index_of(chosen)
        state.apply_action(action)
    returns: list[float] = state.returns()
    return returns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--simulations", type=int, default=100)
    parser.add_argument("--max-actions", type=int, default=400)
    parser.add_argument("--games", nargs="*", default=None,
                        help="maumau game names (default: every registered game)")
    parser.add_argument("--seed", type=int, default=44)
    parser.add_argument("--quick", action="store_true")
    options = parser.parse_args()
    names = options.games or [name.removeprefix(maumau.openspiel.PREFIX)
                              for name in maumau.openspiel.game_names()]
    if options.quick:
        names, options.deals, options.simulations = names[:1], 1, 4
    started = time.perf_counter()
    print(f"ISMCTS ({options.simulations} simulations, random rollouts) vs hard,"
          f" {options.deals} duplicate deals per game, rounds cut at"
          f" {options.max_actions} decisions")
    for name in names:
        plain = f"maumau_{name}"
        first, loaded = load_time(plain)
        smallest = pyspiel.load_game(plain).get_type().min_num_players
        spec = f"{plain}(players={max(2, smallest)},max_actions={options.max_actions})"
        game = pyspiel.load_game(spec)
        n = game.num_players()
        rng = np.random.RandomState(options.seed)
        wins = returns = cut = games = 0.0
        for number in range(options.deals):
            chance = deal(game, rng)
            for seat in range(n):
                result = play(game, chance, seat, options.simulations,
                              options.seed + 1000 * number + seat)
                games += 1
                returns += result[seat]
                if max(result) <= 0:
                    cut += 1
                elif result[seat] > 0:
                    wins += result[seat] * (n - 1) / n + 1 / n  # the share of the win
        print(f"{name}: load_game {first * 1000:.1f} ms first, {loaded * 1000:.2f} ms again;"
              f" {n} players; ISMCTS win share"
              f" {wins / games:.0%} (parity {1 / n:.0%}), mean return {returns / games:+.2f},"
              f" {int(games)} games, {int(cut)} without a winner")
    print(f"elapsed {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()

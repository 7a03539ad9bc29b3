"""Simulator speed: decisions per second per core, as a ratio to the raw engine.

The raw engine, measured in the same run, is the loop of ``engine_speed.py``: on one
round after another, ``legal_actions``, a uniformly random pick and ``apply``, nothing
else. The simulator is :func:`maumau.sim.runner.run` on one process (so its rate is per
core): whole matches between the named bots, duplicate deals, the tally of every game.
A last line per game, ``engine on easy moves``, is the bound the simulator cannot pass
with ``easy`` bots: the engine alone (``legal_actions`` and ``apply``, the deals
included, no bot and no simulator) replaying the moves the easy bots chose in whole
rounds. What lies between it and ``simulate easy`` is the bots' thinking and the
simulator's loop. Two more lines say where the simulator's goal (0.7x the raw engine with
``random`` and with ``easy`` bots) stands for each bot:
``easy's own work``, the microseconds per decision between ``simulate easy`` and that
bound (the bot's rule and its views, with the simulator's loop), beside what 0.7x of the
raw engine would leave for it; and ``seat generators``, the time the simulator takes to
make the seats' own generators for one game (:func:`maumau.sim.runner.seat_generators`,
timed alone) as a share of a game of random bots, with the random bots' rate had that
time been free. ``a view of the mover`` is what the engine replaying the easy moves pays
more when it also builds the mover's view at every decision, against what 0.7x leaves: a
bot that needs a view at most decisions (Heul doch!'s easy player) cannot do with less.
Run: ``uv run python benchmarks/sim_speed.py [--games N] [--repeat N] [--variants ...]
[--quick]``; ``--quick`` runs a few seconds with small counts, to check that it runs.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_speed import engine
from maumau import Ruleset
from maumau.bots.base import decider, make_bot
from maumau.core.actions import Action
from maumau.sim.runner import Spec, run, seat_generators

BOTS = ("random", "easy")
BAR = 0.7
"""The simulator's goal for random and easy bots: this share of the raw engine's rate."""
REPLAYED_ROUNDS = 1500
MAX_REPLAYED = 5000
"""A round this long would be a bug; the recording stays bounded."""
QUICK = {"games": 20, "repeat": 1, "raw_decisions": 10_000, "replayed_rounds": 100}
"""The counts of ``--quick``."""


def simulator(ruleset: Ruleset, bot: str, games: int, seed: int = 1) -> tuple[float, int, int]:
    """Decisions per second of a one-process simulation with ``bot`` in every seat, the
    number of decisions it made and the games it played."""
    spec = Spec((ruleset,), (bot,) * ruleset.players, seed)
    result = run(spec, games, jobs=1)
    decisions = sum(arm.actions for arm in result.tally.arms)
    return decisions / result.elapsed, decisions, result.games


def generators_per_game(players: int, games: int = 2000) -> float:
    """Seconds the simulator takes to make one game's seat generators."""
    started = time.perf_counter()
    for deal in range(games):
        seat_generators(1, deal, 0, players)
    return (time.perf_counter() - started) / games


def easy_moves(ruleset: Ruleset, rounds: int, seed: int = 7) -> list[list[Action]]:
    """The actions ``easy`` bots in every seat choose in ``rounds`` whole rounds."""
    decide = [decider(make_bot("easy", ruleset.variant)) for _ in range(ruleset.players)]
    rng = random.Random(seed)
    played: list[list[Action]] = []
    for index in range(rounds):
        game = ruleset.game.new_round(ruleset, seed, index, index % ruleset.players)
        moves: list[Action] = []
        while game.result is None and len(moves) < MAX_REPLAYED:
            seat = game.to_move
            assert seat is not None
            action = decide[seat](game.legal_actions(), partial(game.view, seat), rng)
            moves.append(action)
            game.apply(action)
        played.append(moves)
    return played


def replay(ruleset: Ruleset, played: list[list[Action]], seed: int = 7,
           views: bool = False) -> float:
    """Decisions per second of the engine alone replaying ``played`` (deals included);
    ``views``: also the view of the seat to move before each action, as the simulator
    builds it for a bot that asks (every decision, none skipped)."""
    started = time.perf_counter()
    for index, moves in enumerate(played):
        game = ruleset.game.new_round(ruleset, seed, index, index % ruleset.players)
        legal_actions, apply = game.legal_actions, game.apply
        if views:
            view = game.view
            for action in moves:
                view(game.to_move)
                legal_actions()
                apply(action)
        else:
            for action in moves:
                legal_actions()
                apply(action)
    return sum(map(len, played)) / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="games per measurement")
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs each")
    parser.add_argument("--raw-decisions", type=int, default=100_000,
                        help="decisions per raw engine measurement")
    parser.add_argument("--variants", nargs="+", default=["classic"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--replayed-rounds", type=int, default=REPLAYED_ROUNDS,
                        help="whole rounds of easy moves the engine replays alone")
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    args = parser.parse_args()
    if args.quick:
        parser.set_defaults(**QUICK)
        args = parser.parse_args()
    for variant in args.variants:
        ruleset = Ruleset.create(variant, args.players, "standard")
        # The measurements take turns (raw engine, each bot, again), so a burst of load
        # from other processes slows one repeat of each; the best of each is compared.
        raw = bound = viewed = 0.0
        generators = float("inf")
        best = dict.fromkeys(BOTS, (0.0, 0, 0))
        played = easy_moves(ruleset, args.replayed_rounds)
        for _ in range(args.repeat):
            raw = max(raw, engine(ruleset, args.raw_decisions))
            for bot in BOTS:
                best[bot] = max(best[bot], simulator(ruleset, bot, args.games))
            bound = max(bound, replay(ruleset, played))
            viewed = max(viewed, replay(ruleset, played, views=True))
            generators = min(generators, generators_per_game(ruleset.players))
        print(f"{variant + ' raw engine':28} {raw:12,.0f} decisions/s   1.00x")
        for bot, (rate, decisions, _) in best.items():
            label = f"{variant} simulate {bot}"
            print(f"{label:28} {rate:12,.0f} decisions/s   {rate / raw:.2f}x raw engine"
                  f"   ({decisions:,} decisions, one core)", flush=True)
        label = f"{variant} engine on easy moves"
        print(f"{label:28} {bound:12,.0f} decisions/s   {bound / raw:.2f}x raw engine"
              f"   ({sum(map(len, played)):,} decisions, no bot: the bound for easy)",
              flush=True)
        easy_rate = best["easy"][0]
        own, left = 1e6 / easy_rate - 1e6 / bound, 1e6 / (BAR * raw) - 1e6 / bound
        label = f"{variant} easy's own work"
        print(f"{label:28} {own:12.2f} us a decision   {BAR}x raw leaves {left:.2f} us",
              flush=True)
        view = 1e6 / viewed - 1e6 / bound
        label = f"{variant} a view of the mover"
        print(f"{label:28} {view:12.2f} us a decision   {view / left:.1f}x what {BAR}x "
              "raw leaves (built at every decision of the easy moves)", flush=True)
        rate, decisions, games = best["random"]
        game = decisions / games / rate
        free = decisions / (decisions / rate - games * generators)
        label = f"{variant} seat generators"
        print(f"{label:28} {generators * 1e6:12.1f} us a game   {generators / game:.0%} of a "
              f"random game; random without them {free / raw:.2f}x raw", flush=True)

if __name__ == "__main__":
    main()

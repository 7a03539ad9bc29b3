"""Where the hard bot's search helps: its deviations from the medium player, judged.

Medium players play whole rounds. At every decision of seat 0 with a choice, the hard bot
is asked too; where it would play something else, both actions are judged by an oracle.
The oracle applies each one to the true round and plays it to the end with medium
players at every seat, many times, on the same reshuffled talons for both actions (common
random numbers). The difference of the win rates is what the deviation gains against
medium opponents. The oracle looks at the true round; it is a measuring instrument for
this benchmark, never part of a bot.

The report splits the deviations by situation: the bot's own hand at most three cards
("endgame"), else another seat at most two ("race"), else "open". It also gives the gain
per game with a 95% interval (clustered by game). The game continues with the medium
player's action, so two runs of different bot settings on the same seeds judge the same
decisions.

Run: ``uv run python benchmarks/hard_deviations.py [--variant tabaluga] [--games 150]``.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from bot_strength import ONE_ROUND
from maumau import Match, Ruleset
from maumau.bots import make_bot
from maumau.bots.hard import ENDGAME_HAND, in_race, make_hard
from maumau.core.actions import Action
from maumau.core.round import Round
from maumau.sim import default_jobs
from maumau.sim.play import credits_of

SHEDDING = ("classic", "tabaluga", "emojical")
"""The games whose hand sizes tell how close a seat is to going out."""
MAX_ACTIONS = 2000
SITUATIONS = ("endgame", "race", "open")


def situation(sizes: Sequence[int], seat: int) -> str:
    if sizes[seat] <= ENDGAME_HAND:
        return "endgame"
    if in_race(sizes, seat):
        return "race"
    return "open"


def win_after(game: Round, action: Action, seat: int, seed: int, variant: str) -> float:
    """The seat's share of the win when ``action`` is played and medium players finish
    the round on a talon reshuffled by ``seed``."""
    trial = game.copy()
    rng = random.Random(seed)
    rng.shuffle(trial.talon)
    trial.apply(action)
    return finish_with_medium(trial, seat, rng, variant)


def finish_with_medium(trial: Round, seat: int, rng: random.Random, variant: str) -> float:
    """The seat's share of the win when medium players (seeded from ``rng``) play
    ``trial`` to its end."""
    bots = [make_bot("medium", variant) for _ in range(trial.n)]
    rngs = [random.Random(rng.getrandbits(48)) for _ in range(trial.n)]
    for _ in range(MAX_ACTIONS):
        if trial.result is not None:
            break
        mover = trial.to_move
        assert mover is not None
        trial.apply(bots[mover].choose(trial.view(mover), rngs[mover]))
    winners = trial.result.winners if trial.result is not None else ()
    return credits_of(winners, trial.n)[seat]


def judge_game(task: tuple[str, int, int]) -> list[tuple[str, float]]:
    """One round of medium players; (situation, gain) of each deviation of seat 0."""
    variant, seed, rollouts = task
    preset, options = ONE_ROUND[variant]
    ruleset = Ruleset.create(variant, 4, preset, options)
    game = Match(ruleset, seed).round
    medium = make_bot("medium", variant)
    hard = make_hard(variant)
    rng = random.Random(seed)
    found: list[tuple[str, float]] = []
    while game.result is None:
        mover = game.to_move
        assert mover is not None
        view = game.view(mover)
        advice = medium.choose(view, random.Random(1))
        if mover == 0 and len(view.legal_actions) > 1:
            chosen = hard.choose(view, random.Random(rng.getrandbits(48)))
            if chosen != advice:
                gain = 0.0
                for _ in range(rollouts):
                    seed_ = rng.getrandbits(48)
                    gain += (win_after(game, chosen, 0, seed_, variant)
                             - win_after(game, advice, 0, seed_, variant))
                found.append((situation(view.hand_sizes, 0), gain / rollouts))
        game.apply(advice)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="tabaluga", choices=SHEDDING)
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=2000, help="first game's seed")
    parser.add_argument("--rollouts", type=int, default=100,
                        help="oracle playouts per action judged (default 100)")
    parser.add_argument("--jobs", type=int, default=default_jobs())
    args = parser.parse_args()
    started = time.perf_counter()
    tasks = [(args.variant, seed, args.rollouts)
             for seed in range(args.seed, args.seed + args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(judge_game, tasks))
    by_situation: dict[str, list[float]] = defaultdict(list)
    for deviations in games:
        for where, gain in deviations:
            by_situation[where].append(gain)
    print(f"{args.variant}: hard's deviations from medium, judged by {args.rollouts} "
          f"medium playouts per action; {args.games} games from seed {args.seed}")
    for where in SITUATIONS:
        gains = by_situation.get(where, [])
        mean = sum(gains) / len(gains) if gains else 0.0
        print(f"  {where:8} deviations {len(gains):4}   mean gain {mean:+.3f}   "
              f"wins per game {sum(gains) / args.games:+.4f}")
    per_game = [sum(gain for _, gain in deviations) for deviations in games]
    mean = sum(per_game) / len(per_game)
    spread = math.sqrt(sum((x - mean) ** 2 for x in per_game) / max(1, len(per_game) - 1))
    half = 1.96 * spread / math.sqrt(len(per_game))
    print(f"  gain per game {mean:+.4f} ± {half:.4f} wins (95%, clustered by game)   "
          f"elapsed {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()

"""Learning-environment speed: AEC env steps per second under random masked actions,
as a ratio to the raw engine's decisions per second in the same run.

The engine loop is ``legal_actions`` + ``apply`` of a random legal action (as in
``engine_speed.py``); the environment loop is what a random masked agent does:
``env.last()`` (the observation and mask, encoded from the seat's view), a random index
among the mask's ones, ``env.step``. Both play rounds of the same ruleset back to back.
``--breakdown`` also prints where an environment step's time goes, in microseconds (wall
clock, best of the repeats): the seat's view, encoding it (vector and mask), the agent's
pick, and ``env.step`` (the engine's ``apply`` included), beside the engine's own time per
decision.
``--cpu-clock`` times both loops with the process's CPU time instead of the wall clock:
steadier on a machine shared with other jobs (time they take from this process is not
counted).
``--floor`` also prints two ceilings of any such environment. ``mask``: a loop of the
engine, an action mask made the environment's way (a copy of a zero vector, one write per
legal action, from the same action catalogue) and the same random masked pick, with no
observation, no view and no PettingZoo bookkeeping at all: the most an AEC environment
with a numpy action mask could reach under this loop. ``+view``: the same loop that also
builds the seat's view (its newest events only, as the environment does) and encodes
nothing: the most an environment whose observations come from the seat's view could
reach.
Run: ``uv run python benchmarks/rl_speed.py [--steps N] [--players P] [--breakdown]
[--cpu-clock] [--floor] [--quick]``; ``--quick`` runs a few seconds with small counts, to
check that it runs. It needs the ``rl`` extra (``uv sync --extra rl``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_speed import engine
from maumau import Ruleset
from maumau.core.seat_view import view_since
from maumau.rl import env as make_env
from maumau.rl.actions import catalogue

VARIANTS = ("classic", "tabaluga", "emojical", "heuldoch")
WALL_CLOCK = time.perf_counter
"""The breakdown's clock even with ``--cpu-clock``: reading the CPU time costs about half a
microsecond, as much as some of the parts it would time."""
QUICK = {"steps": 2_000, "repeat": 1}
"""The counts of ``--quick``."""


def env_steps(variant: str, players: int, steps: int, seed: int = 1) -> float:
    """Steps per second of the AEC environment under random masked actions."""
    rng = random.Random(seed)
    table = make_env(variant, players)
    table.reset(seed=seed)
    flat = np.flatnonzero
    started = time.perf_counter()
    for _ in range(steps):
        observation, _, terminated, truncated, _ = table.last()
        if terminated or truncated:
            table.step(None)
            if not table.agents:
                table.reset()
            continue
        table.step(int(rng.choice(flat(observation["action_mask"]))))
    return steps / (time.perf_counter() - started)


def mask_and_pick(ruleset: Ruleset, steps: int, with_view: bool, seed: int = 1) -> float:
    """Steps per second of the least an environment must do per step under random
    masked actions: the engine's ``legal_actions`` and ``apply``, the mask and the pick;
    ``with_view``: also the view of the seat to move, with the events new to it."""
    rng = random.Random(seed)
    seen = [0] * ruleset.players
    space = catalogue(ruleset.variant)
    actions, index = space.actions, space.index
    no_actions = np.zeros(len(actions), np.int8)
    game_type = ruleset.game
    round_index = 0
    game = game_type.new_round(ruleset, seed, round_index, 0)
    flat = np.flatnonzero
    started = time.perf_counter()
    for _ in range(steps):
        if with_view:
            seat = game.to_move
            assert seat is not None
            view_since(game, seat, seen[seat])
            seen[seat] = len(game.log)
        mask = no_actions.copy()
        for action in game.legal_actions():
            mask[index[action]] = 1
        game.apply(actions[int(rng.choice(flat(mask)))])
        if game.result is not None:
            round_index += 1
            game = game_type.new_round(ruleset, seed, round_index,
                                       round_index % ruleset.players)
            seen = [0] * ruleset.players
    return steps / (time.perf_counter() - started)


def breakdown(variant: str, players: int, steps: int, seed: int = 1) -> dict[str, float]:
    """Microseconds per step of each part of the loop of :func:`env_steps` (the same
    game): ``env.last()``'s observation split into the view (``view_since``) and its
    encoding (``Encoder.observe``), as ``Table.observe`` does them; the pick; the step."""
    rng = random.Random(seed)
    table = make_env(variant, players)
    table.reset(seed=seed)
    inner = table.table
    spent = dict.fromkeys(("view", "encode", "pick", "step"), 0.0)
    clock = WALL_CLOCK
    for _ in range(steps):
        agent = table.agent_selection
        if table.terminations[agent] or table.truncations[agent]:
            table.step(None)
            if not table.agents:
                table.reset()
            continue
        seat, match = table.possible_agents.index(agent), inner.current
        memory = inner.memories[seat]
        started = clock()
        view = view_since(match.round, seat, memory.since(match.round.index))
        viewed = clock()
        observation = inner.encoder.observe(view, memory, match.totals)
        encoded = clock()
        index = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        picked = clock()
        table.step(index)
        stepped = clock()
        spent["view"] += viewed - started
        spent["encode"] += encoded - viewed
        spent["pick"] += picked - encoded
        spent["step"] += stepped - picked
    return {part: seconds / steps * 1e6 for part, seconds in spent.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=40_000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs each")
    parser.add_argument("--breakdown", action="store_true",
                        help="also print microseconds per step of each part")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="time with the process's CPU time, not the wall clock")
    parser.add_argument("--floor", action="store_true",
                        help="also print the ceilings: engine, mask and pick (and the view)")
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    args = parser.parse_args()
    if args.quick:
        parser.set_defaults(**QUICK)
        args = parser.parse_args()
    if args.cpu_clock:
        # Both loops (this file's and engine_speed's) read time.perf_counter.
        time.perf_counter = time.process_time
    clock = "CPU time" if args.cpu_clock else "wall clock"
    floor_head = f" {'mask/s':>10} {'ratio':>7} {'+view/s':>10} {'ratio':>7}" if args.floor \
        else ""
    print(f"{'variant':10} {'engine/s':>10} {'env/s':>10} {'ratio':>7}{floor_head}   ({clock})")
    for variant in VARIANTS:
        # The two loops take turns, so a burst of load from other processes slows one
        # repeat of each; the best of each is compared.
        raw = wrapped = least = viewed = 0.0
        ruleset = Ruleset.create(variant, args.players)
        for _ in range(args.repeat):
            raw = max(raw, engine(ruleset, args.steps))
            wrapped = max(wrapped, env_steps(variant, args.players, args.steps))
            if args.floor:
                least = max(least, mask_and_pick(ruleset, args.steps, with_view=False))
                viewed = max(viewed, mask_and_pick(ruleset, args.steps, with_view=True))
        floor = (f" {least:10.0f} {least / raw:7.2f} {viewed:10.0f} {viewed / raw:7.2f}"
                 if args.floor else "")
        print(f"{variant:10} {raw:10.0f} {wrapped:10.0f} {wrapped / raw:7.2f}{floor}",
              flush=True)
        if args.breakdown:
            parts = [breakdown(variant, args.players, args.steps) for _ in range(args.repeat)]
            best = {part: min(run[part] for run in parts) for part in parts[0]}
            total = sum(best.values())
            print(f"{'':10} us/step: engine decision {1e6 / raw:.2f}; env: " + ", ".join(
                f"{part} {value:.2f} ({value / total:.0%})" for part, value in best.items()),
                flush=True)


if __name__ == "__main__":
    main()

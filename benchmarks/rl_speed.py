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
Run: ``uv run python benchmarks/rl_speed.py [--steps N] [--players P] [--breakdown]
[--cpu-clock]``.
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

VARIANTS = ("classic", "tabaluga", "emojical", "heuldoch")
WALL_CLOCK = time.perf_counter
"""The breakdown's clock even with ``--cpu-clock``: reading the CPU time costs about half a
microsecond, as much as some of the parts it would time."""


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
    args = parser.parse_args()
    if args.cpu_clock:
        # Both loops (this file's and engine_speed's) read time.perf_counter.
        time.perf_counter = time.process_time
    clock = "CPU time" if args.cpu_clock else "wall clock"
    print(f"{'variant':10} {'engine/s':>10} {'env/s':>10} {'ratio':>7}   ({clock})")
    for variant in VARIANTS:
        # The two loops take turns, so a burst of load from other processes slows one
        # repeat of each; the best of each is compared.
        raw = wrapped = 0.0
        ruleset = Ruleset.create(variant, args.players)
        for _ in range(args.repeat):
            raw = max(raw, engine(ruleset, args.steps))
            wrapped = max(wrapped, env_steps(variant, args.players, args.steps))
        print(f"{variant:10} {raw:10.0f} {wrapped:10.0f} {wrapped / raw:7.2f}", flush=True)
        if args.breakdown:
            parts = [breakdown(variant, args.players, args.steps) for _ in range(args.repeat)]
            best = {part: min(run[part] for run in parts) for part in parts[0]}
            total = sum(best.values())
            print(f"{'':10} us/step: engine decision {1e6 / raw:.2f}; env: " + ", ".join(
                f"{part} {value:.2f} ({value / total:.0%})" for part, value in best.items()),
                flush=True)


if __name__ == "__main__":
    main()

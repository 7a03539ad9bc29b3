"""Learning-environment speed: AEC env steps per second under random masked actions,
as a ratio to the raw engine's decisions per second in the same run.

The engine loop is ``legal_actions`` + ``apply`` of a random legal action (as in
``engine_speed.py``); the environment loop is what a random masked agent does:
``env.last()`` (the observation and mask, encoded from the seat's view), a random index
among the mask's ones, ``env.step``. Both play rounds of the same ruleset back to back.
Run: ``uv run python benchmarks/rl_speed.py [--steps N] [--players P]``.
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
from maumau.rl import env as make_env

VARIANTS = ("classic", "tabaluga", "emojical", "heuldoch")


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=40_000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs each")
    args = parser.parse_args()
    print(f"{'variant':10} {'engine/s':>10} {'env/s':>10} {'ratio':>7}")
    for variant in VARIANTS:
        # The two loops take turns, so a burst of load from other processes slows one
        # repeat of each; the best of each is compared.
        raw = wrapped = 0.0
        ruleset = Ruleset.create(variant, args.players)
        for _ in range(args.repeat):
            raw = max(raw, engine(ruleset, args.steps))
            wrapped = max(wrapped, env_steps(variant, args.players, args.steps))
        print(f"{variant:10} {raw:10.0f} {wrapped:10.0f} {wrapped / raw:7.2f}", flush=True)


if __name__ == "__main__":
    main()

"""Train a baseline policy with sb3-contrib's MaskablePPO against maumau's bots, within a
wall-clock budget, and export it as a maumau NumPy policy (``.npz``).

Four seats, one round an episode (reward +1 for a win, -1 else); the learner sits at a
different seat in each of ``--envs`` environments, run in as many processes. Example:

    python -m examples.train.maskable_ppo --variant classic --opponents medium \\
        --seconds 400 --envs 4 --out classic-ppo-v1.npz

Needs the ``train`` extra (PyTorch, sb3-contrib); see docs/rl.md.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from pathlib import Path

from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv, VecEnv

from examples.train.common import (
    Budget,
    add_run_arguments,
    export,
    learner_env,
    load_actor,
    new_model,
)


def build(args: argparse.Namespace) -> VecEnv:
    opponents = args.opponents.split(",")
    factories = [learner_env(args.variant, opponents, index, args.preset, args.reward,
                             args.reward_scale) for index in range(args.envs)]
    return SubprocVecEnv(factories) if args.envs > 1 else DummyVecEnv(factories)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--opponents", default="medium",
                        help="bot names of the three other seats, comma-separated (one: all)")
    parser.add_argument("--reward", default="win", choices=("win", "score"),
                        help="win: ±1 a round; score: points against the others' mean")
    parser.add_argument("--reward-scale", type=float, default=1.0,
                        help="multiplies the reward (score rewards are tens of points)")
    parser.add_argument("--init", help="a .npz policy to start the actor from")
    parser.add_argument("--learning-rate", type=float, default=3e-4)
    add_run_arguments(parser)
    args = parser.parse_args(argv)
    started = time.monotonic()
    env = build(args)
    model = new_model(env, args, args.learning_rate)
    if args.init:
        load_actor(model, args.init)

    def save() -> Path:
        share = budget.share()
        return export(model, args.variant, args.out, started, name=args.name,
                      method="MaskablePPO", opponents=args.opponents, preset=args.preset,
                      reward=args.reward, reward_scale=args.reward_scale,
                      init=Path(args.init).name if args.init else None,
                      training_win_share=round(share, 4))

    budget = Budget(args.seconds - (time.monotonic() - started), label=args.variant, save=save)
    model.learn(args.steps, callback=budget)
    env.close()
    path = save()
    print(f"{args.variant}: {model.num_timesteps} steps in {time.monotonic() - started:.0f} s,"
          f" recent win share {budget.share():.1%}; wrote {path}", flush=True)


if __name__ == "__main__":
    main()

"""Train a policy by self-play: MaskablePPO against a pool of its own past versions.

The three other seats of each episode are drawn afresh at every reset: with probability
``--anchor-share`` a bot of ``--anchors`` (keeps the learner honest against maumau's own
players), else a snapshot from the pool of the learner's past policies (the newest half the
time, else any). Every ``--snapshot-every`` seconds the current policy joins the pool (at
most ``--pool`` kept) as a NumPy policy (:mod:`maumau.rl.policy`), so the opponents play
without PyTorch in the environment processes. The result is exported like
:mod:`examples.train.maskable_ppo`'s:

    python -m examples.train.self_play --variant classic --seconds 400 --envs 4 \\
        --out classic-selfplay-v1.npz
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
from stable_baselines3.common.callbacks import BaseCallback, CallbackList
from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv, VecEnv

import maumau.rl
from examples.train.common import (
    PLAYERS,
    Budget,
    ObservationOnly,
    add_run_arguments,
    export,
    new_model,
    policy_layers,
)
from maumau.bots.base import make_bot
from maumau.core.bot import Bot
from maumau.rl.policy import Policy


class PoolOpponents(ObservationOnly):
    """The learner's environment whose opponents are drawn from a pool at every reset."""

    def __init__(self, variant: str, index: int, anchors: Sequence[str],
                 anchor_share: float, pool: int, preset: str | None) -> None:
        env = maumau.rl.single_agent_env(variant, PLAYERS, opponents=[anchors[0]],
                                         seat=index % PLAYERS, preset=preset)
        super().__init__(env)
        self.variant = variant
        self.anchors: list[Bot] = [make_bot(name, variant) for name in anchors]
        self.anchor_share = anchor_share
        self.size = pool
        self.pool: list[Bot] = []
        self.draw = random.Random(f"self-play:{index}")

    def add_snapshot(self, layers: list[tuple[np.ndarray, np.ndarray]], label: str) -> None:
        policy = Policy(label, self.variant, tuple(
            (np.asarray(w, np.float32), np.asarray(b, np.float32)) for w, b in layers))
        self.pool = [*self.pool, policy.bot(sample=True)][-self.size:]

    def _opponent(self) -> Bot:
        if not self.pool or self.draw.random() < self.anchor_share:
            return self.draw.choice(self.anchors)
        if self.draw.random() < 0.5:
            return self.pool[-1]
        return self.draw.choice(self.pool)

    def reset(self, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        table = self.table_env
        table.bots = [None if seat == table.seat else self._opponent()
                      for seat in range(PLAYERS)]
        return super().reset(**kwargs)


class Snapshots(BaseCallback):  # type: ignore[misc]
    """Adds the current policy to every environment's pool every ``every`` seconds."""

    def __init__(self, every: float) -> None:
        super().__init__()
        self.every = every
        self.last = time.monotonic()
        self.count = 0

    def _on_training_start(self) -> None:
        self.push()

    def push(self) -> None:
        self.count += 1
        self.training_env.env_method("add_snapshot", policy_layers(self.model),
                                     f"snapshot-{self.count}")

    def _on_step(self) -> bool:
        if time.monotonic() - self.last >= self.every:
            self.last = time.monotonic()
            self.push()
        return True


def build(args: argparse.Namespace) -> VecEnv:
    anchors = args.anchors.split(",")

    def factory(index: int) -> Any:
        def make() -> gymnasium.Env[Any, Any]:
            return PoolOpponents(args.variant, index, anchors, args.anchor_share, args.pool,
                                 args.preset)
        return make

    factories = [factory(index) for index in range(args.envs)]
    return SubprocVecEnv(factories) if args.envs > 1 else DummyVecEnv(factories)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--anchors", default="medium",
                        help="bots that also sit at the table, comma-separated")
    parser.add_argument("--anchor-share", type=float, default=0.3)
    parser.add_argument("--pool", type=int, default=8, help="past policies kept")
    parser.add_argument("--snapshot-every", type=float, default=30.0, help="seconds")
    add_run_arguments(parser)
    args = parser.parse_args(argv)
    started = time.monotonic()
    env = build(args)
    model = new_model(env, args)

    def save() -> Path:
        share = budget.share()
        return export(model, args.variant, args.out, started, name=args.name,
                      method="MaskablePPO self-play (pool of past policies)",
                      anchors=args.anchors, anchor_share=args.anchor_share, preset=args.preset,
                      snapshots=snapshots.count, training_win_share=round(share, 4))

    budget = Budget(args.seconds - (time.monotonic() - started), label=args.variant, save=save)
    snapshots = Snapshots(args.snapshot_every)
    model.learn(args.steps, callback=CallbackList([budget, snapshots]))
    env.close()
    path = save()
    print(f"{args.variant} self-play: {model.num_timesteps} steps in"
          f" {time.monotonic() - started:.0f} s, {snapshots.count} snapshots, recent win"
          f" share {budget.share():.1%} (mixed opponents); wrote {path}", flush=True)


if __name__ == "__main__":
    main()

"""What both training scripts share: the environment a learner trains on, a wall-clock
budget, and the export of a trained Stable-Baselines3 policy to maumau's NumPy format
(:mod:`maumau.rl.policy`).

The learner sees the observation vector alone (``maumau.rl.policy.ENCODING``); the mask
reaches MaskablePPO through ``action_masks()``. Each environment of a vectorised run
learns at its own seat (``index % players``), so the policy sees every seat.
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import torch
from stable_baselines3.common.callbacks import BaseCallback

import maumau.rl
from maumau.core.bot import Bot
from maumau.rl.policy import portable_command, save_policy

PLAYERS = 4
NET = [128, 128]
"""Hidden layers of the policy (and of the value network): tanh, as SB3's default."""


class ObservationOnly(gymnasium.Wrapper[Any, Any, Any, Any]):
    """A single-agent environment that shows the observation vector without the mask."""

    def __init__(self, env: maumau.rl.MauMauSingleEnv, scale: float = 1.0) -> None:
        super().__init__(env)
        self.scale = scale
        self.observation_space = env.observation_space["observation"]  # type: ignore[index]
        self.table_env = env

    def reset(self, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        observation, info = self.env.reset(**kwargs)
        return observation["observation"], info

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        observation, reward, terminated, truncated, info = self.env.step(action)
        return (observation["observation"], float(reward) * self.scale, terminated, truncated,
                info)

    def action_masks(self) -> np.ndarray:
        return self.table_env.action_masks()


def learner_env(variant: str, opponents: Sequence[str | Bot], index: int,
                preset: str | None = "standard", reward: str = "win",
                scale: float = 1.0) -> Callable[[], gymnasium.Env[Any, Any]]:
    """A factory (for a vectorised environment) of environment number ``index``:
    ``reward`` "win" (±1 a round) or "score" (points against the others' mean, times
    ``scale``)."""

    def make() -> gymnasium.Env[Any, Any]:
        env = maumau.rl.single_agent_env(variant, PLAYERS, opponents=list(opponents),
                                         seat=index % PLAYERS, preset=preset, reward=reward)
        return ObservationOnly(env, scale)

    return make


class Budget(BaseCallback):  # type: ignore[misc]
    """Stops learning after ``seconds`` of wall-clock time; prints progress now and then."""

    def __init__(self, seconds: float, every: float = 30.0, label: str = "",
                 save: Callable[[], object] | None = None, save_every: float = 120.0) -> None:
        super().__init__()
        self.seconds = seconds
        self.every = every
        self.label = label
        self.started = time.monotonic()
        self.shown = self.saved = self.started
        self.wins: list[float] = []
        self.save = save
        self.save_every = save_every

    def share(self, last: int = 2000) -> float:
        """The learner's share of wins in its last ``last`` rounds."""
        recent = self.wins[-last:]
        return sum(recent) / len(recent) if recent else float("nan")

    def _on_step(self) -> bool:
        for reward, done in zip(self.locals["rewards"], self.locals["dones"], strict=True):
            if done:  # a round's only reward comes at its end: +1 won, -1 lost
                self.wins.append(1.0 if reward > 0 else 0.0)
        now = time.monotonic()
        if self.save is not None and now - self.saved >= self.save_every:
            self.saved = now
            self.save()  # a checkpoint: a run cut short still leaves a policy
        if now - self.shown >= self.every:
            self.shown = now
            print(f"{self.label} {now - self.started:6.0f} s  {self.num_timesteps:9d} steps"
                  f"  recent win share {self.share():.1%} ({len(self.wins)} rounds)",
                  flush=True)
        return now - self.started < self.seconds


def policy_layers(model: Any) -> list[tuple[np.ndarray, np.ndarray]]:
    """The actor of an SB3 policy (MlpPolicy, tanh) as ``(weight, bias)`` pairs, each
    weight ``inputs × outputs``: the hidden layers, then the action head."""
    linear = [layer for layer in model.policy.mlp_extractor.policy_net
              if isinstance(layer, torch.nn.Linear)]
    linear.append(model.policy.action_net)
    return [(layer.weight.detach().cpu().numpy().T.copy(),
             layer.bias.detach().cpu().numpy().copy()) for layer in linear]


def export(model: Any, variant: str, path: str | Path, started: float,
           **meta: Any) -> Path:
    """Write the trained policy as a maumau ``.npz`` with its training metadata."""
    return save_policy(path, variant, policy_layers(model), {
        "players": PLAYERS,
        "created": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        # Paths relative to the checkout: a shipped policy names no path of the machine.
        "command": portable_command(sys.argv, Path(__file__).resolve().parents[2]),
        "steps": int(model.num_timesteps),
        "seconds": round(time.monotonic() - started),
        "torch": torch.__version__,
        **meta,
    })


def load_actor(model: Any, path: str) -> None:
    """Start from a stored policy's actor (its value network starts afresh)."""
    from maumau.rl.policy import load_policy

    layers = load_policy(path).layers
    linear = [layer for layer in model.policy.mlp_extractor.policy_net
              if isinstance(layer, torch.nn.Linear)] + [model.policy.action_net]
    if len(linear) != len(layers):
        raise SystemExit(f"{path} has {len(layers)} layers, the model {len(linear)}")
    with torch.no_grad():
        for layer, (weight, bias) in zip(linear, layers, strict=True):
            layer.weight.copy_(torch.as_tensor(weight.T))
            layer.bias.copy_(torch.as_tensor(bias))


def add_run_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments every training script takes: budget, processes, seed and output."""
    parser.add_argument("--seconds", type=float, default=300.0, help="wall-clock budget")
    parser.add_argument("--steps", type=int, default=10**9, help="at most this many steps")
    parser.add_argument("--envs", type=int, default=4, help="environment processes")
    parser.add_argument("--n-steps", type=int, default=512, help="steps per env per update")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--name", default="", help="the policy's name in its metadata")
    parser.add_argument("--out", required=True, help="the .npz to write")


def new_model(env: Any, args: argparse.Namespace, learning_rate: float = 3e-4) -> Any:
    """A MaskablePPO learner on ``env`` with the network every shipped policy has."""
    from sb3_contrib import MaskablePPO

    torch.set_num_threads(1)
    env.seed(args.seed)
    return MaskablePPO("MlpPolicy", env, seed=args.seed, verbose=0, n_steps=args.n_steps,
                       batch_size=min(512, args.n_steps * args.envs), n_epochs=4,
                       learning_rate=learning_rate, ent_coef=0.01, gamma=0.99,
                       device="cpu", policy_kwargs={"net_arch": {"pi": NET, "vf": NET}})

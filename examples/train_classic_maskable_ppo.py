"""Train a policy for classic Mau Mau, four players, against three `easy` bots.

sb3-contrib's MaskablePPO learns on :func:`maumau.rl.single_agent_env` (it reads the mask
through ``env.action_masks()``). Every ``--eval-every`` steps the script plays
``--eval-rounds`` fresh rounds with the current policy (masked, deterministic) and prints
the learner's win share against ``easy`` — the learning curve; at the end it evaluates
the trained policy against ``easy`` and ``medium`` with a 95% (Wilson) interval. With four
seats a policy no better than its opponents wins about 25%.

Needs the optional training dependencies (PyTorch, sb3-contrib); see docs/rl.md:
``python examples/train_classic_maskable_ppo.py --steps 200000``.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from typing import Any

from sb3_contrib import MaskablePPO

import maumau.rl

PLAYERS = 4


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win share."""
    if games == 0:
        return 0.0, 1.0
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / (
        1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def win_share(model: Any, opponent: str, rounds: int, seed: int) -> tuple[int, int]:
    """Rounds the policy wins out of ``rounds`` fresh ones against ``opponent`` bots."""
    env = maumau.rl.single_agent_env("classic", PLAYERS, opponents=[opponent])
    wins = 0
    for episode in range(rounds):
        observation, _ = env.reset(seed=seed + episode)
        terminated = truncated = False
        reward = 0.0
        while not (terminated or truncated):
            action, _ = model.predict(observation, action_masks=env.action_masks(),
                                      deterministic=True)
            observation, reward, terminated, truncated, _ = env.step(int(action))
        wins += reward > 0
    return wins, rounds


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200_000)
    parser.add_argument("--eval-every", type=int, default=20_000)
    parser.add_argument("--eval-rounds", type=int, default=300)
    parser.add_argument("--final-rounds", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    env = maumau.rl.single_agent_env("classic", PLAYERS, opponents=["easy"])
    env.reset(seed=args.seed)
    model = MaskablePPO("MultiInputPolicy", env, seed=args.seed, verbose=0,
                        n_steps=min(2048, max(64, args.steps)), batch_size=64)
    print("steps  win share vs easy (95% interval)")
    done = 0
    while done < args.steps:
        chunk = min(args.eval_every, args.steps - done)
        model.learn(chunk, reset_num_timesteps=False)
        done += chunk
        wins, games = win_share(model, "easy", args.eval_rounds, seed=10_000_000)
        low, high = wilson(wins, games)
        print(f"{done:6d}  {wins / games:6.1%} ({low:.1%} to {high:.1%})", flush=True)
    for opponent in ("easy", "medium"):
        wins, games = win_share(model, opponent, args.final_rounds, seed=20_000_000)
        low, high = wilson(wins, games)
        print(f"final vs {opponent}: {wins}/{games} = {wins / games:.1%}"
              f" (95% interval {low:.1%} to {high:.1%}; parity {1 / PLAYERS:.0%})")


if __name__ == "__main__":
    main()

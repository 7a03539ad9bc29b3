"""Smoke test of the baseline training scripts (examples/train): a few seconds of
MaskablePPO and of self-play, exported as NumPy policies that load and play. Run only
where the optional training dependencies (PyTorch, sb3-contrib) are installed."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import maumau.rl as rl


@pytest.mark.parametrize("script", ["maskable_ppo", "self_play"])
def test_a_training_script_exports_a_policy_that_plays(script: str, tmp_path: Path) -> None:
    pytest.importorskip("sb3_contrib")
    import importlib

    main = importlib.import_module(f"examples.train.{script}").main
    out = tmp_path / "policy.npz"
    options = ["--snapshot-every", "1"] if script == "self_play" else []
    main(["--variant", "classic", "--preset", "single", "--opponents" if script ==
          "maskable_ppo" else "--anchors", "easy", "--seconds", "4", "--envs", "1",
          "--n-steps", "64", "--name", "test", "--out", str(out), *options])
    policy = rl.load_policy(str(out))
    assert policy.variant == "classic" and policy.meta["name"] == "test"
    assert policy.meta["steps"] >= 1 and "MaskablePPO" in policy.meta["method"]
    env = rl.single_agent_env("classic", 4, opponents=["easy"])
    observation, _ = env.reset(seed=1)
    index = policy.act(observation["observation"], observation["action_mask"])
    assert observation["action_mask"][index] == 1
    assert np.all(np.isfinite(policy.logits(observation["observation"])))

"""The single-agent environment under Gymnasium's vector environments: docs/rl.md's
CleanRL-style loop runs under ``SyncVectorEnv`` and ``AsyncVectorEnv`` in both autoreset
modes, and in ``SAME_STEP`` mode every step gives a mask with a legal action (the new
episode's, after an episode ended)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import pytest

import maumau.rl

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rl.md"


def docs_loop() -> str:
    """The Python block of docs/rl.md's section on vector environments."""
    text = DOCS.read_text(encoding="utf-8")
    section = text.split("## Vector environments", 1)[1].split("\n## ", 1)[0]
    found = re.search(r"```python\n(.*?)```", section, re.S)
    assert found is not None
    return found.group(1)


@pytest.mark.parametrize("vector", ["SyncVectorEnv", "AsyncVectorEnv"])
@pytest.mark.parametrize("mode", ["SAME_STEP", "NEXT_STEP"])
def test_the_docs_loop_runs(vector: str, mode: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = docs_loop()
    assert "SyncVectorEnv" in code and "AutoresetMode.SAME_STEP" in code
    code = code.replace("SyncVectorEnv", vector).replace("SAME_STEP", mode)
    code = code.replace("range(4)", "range(2)")  # two copies are enough here
    names: dict[str, Any] = {"__name__": "docs_loop"}
    exec(compile(code, str(DOCS), "exec"), names)
    assert names["episodes"] > 0
    assert f"{names['episodes']} episodes ended" in capsys.readouterr().out


def make_env() -> maumau.rl.MauMauSingleEnv:
    return maumau.rl.single_agent_env("classic", players=3, opponents=["easy"])


def random_actions(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    return np.array([int(rng.choice(np.flatnonzero(mask))) for mask in masks])


@pytest.mark.parametrize("vector", [gymnasium.vector.SyncVectorEnv,
                                    gymnasium.vector.AsyncVectorEnv])
def test_same_step_autoreset_gives_the_new_episodes_mask(vector: Any) -> None:
    envs = vector([make_env, make_env],
                  autoreset_mode=gymnasium.vector.AutoresetMode.SAME_STEP)
    try:
        observations, infos = envs.reset(seed=7)
        rng = np.random.default_rng(7)
        ended = 0
        for _ in range(300):
            masks = observations["action_mask"]
            assert masks.any(axis=1).all()  # every row has a legal action
            assert (infos["action_mask"] == masks).all()
            observations, _, terminations, truncations, infos = envs.step(
                random_actions(masks, rng))
            done = terminations | truncations
            for row in np.flatnonzero(done):  # the finished episode's last observation
                assert not infos["final_obs"][row]["action_mask"].any()
            ended += int(done.sum())
        assert ended > 0
    finally:
        envs.close()


def test_next_step_autoreset_shows_the_finished_mask_then_resets() -> None:
    """Gymnasium's default mode: the ending step's mask is empty (an ended episode has no
    legal action), and the next step, whatever its action, starts the new episode."""
    envs = gymnasium.vector.SyncVectorEnv([make_env, make_env])
    observations, _ = envs.reset(seed=3)
    rng = np.random.default_rng(3)
    seen_empty = False
    for _ in range(300):
        masks = observations["action_mask"]
        empty = ~masks.any(axis=1)
        actions = np.array([0 if row_empty else int(rng.choice(np.flatnonzero(mask)))
                            for mask, row_empty in zip(masks, empty, strict=True)])
        observations, rewards, terminations, truncations, _ = envs.step(actions)
        if empty.any():
            seen_empty = True
            assert observations["action_mask"][empty].any(axis=1).all()
            assert not (terminations | truncations)[empty].any()
            assert (rewards[empty] == 0).all()
        else:
            assert ((terminations | truncations) | observations["action_mask"].any(axis=1)).all()
    envs.close()
    assert seen_empty

"""The batched environment (``maumau.rl.vector_env``): Gymnasium's vector API over NumPy
arrays, both autoreset modes, every encoding, the learning seat against bots or a batched
opponent policy; and its observations are the AEC environment's, number for number."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from gymnasium.vector import AutoresetMode
from gymnasium.wrappers.vector import RecordEpisodeStatistics

import maumau.rl as rl
from maumau.rl import MaskedActionError
from tests.rl.helpers import VARIANTS


def pick(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A random legal index per row (0 for a row without one)."""
    picked: np.ndarray = (rng.random(masks.shape) * masks).argmax(axis=1)
    return picked


def rows(observations: Any) -> list[Any]:
    """The batch's observations, one per table."""
    if isinstance(observations, dict):
        n = len(next(iter(observations.values())))
        return [{key: value[i] for key, value in observations.items()} for i in range(n)]
    return list(observations)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("encoding", rl.ENCODINGS)
def test_rows_lie_in_the_single_space(variant: str, encoding: str) -> None:
    envs = rl.vector_env(variant, 3, 4, encoding=encoding,
                         autoreset_mode=AutoresetMode.SAME_STEP)
    observations, infos = envs.reset(seed=5)
    rng = np.random.default_rng(5)
    ended = 0
    for _ in range(60):
        masks = infos["action_mask"]
        assert masks.shape == (3, len(rl.catalogue(variant))) and masks.dtype == np.int8
        assert masks.any(axis=1).all()
        assert envs.observation_space.contains(observations)
        for row in rows(observations):
            assert envs.single_observation_space.contains(row)
        observations, rewards, terminated, truncated, infos = envs.step(pick(masks, rng))
        assert rewards.shape == terminated.shape == truncated.shape == (3,)
        assert infos["rewards"].shape == (3, 4) and infos["seat"].shape == (3,)
        ended += int((terminated | truncated).sum())
        if ended:
            assert "final_obs" in infos or not (terminated | truncated).any()


def as_dict(observation: Any, mask: np.ndarray) -> dict[str, np.ndarray]:
    if isinstance(observation, dict):
        return {**observation, "action_mask": mask}
    return {"observation": observation, "action_mask": mask}


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("encoding", rl.ENCODINGS)
def test_self_play_rows_are_the_aec_environments_observations(variant: str,
                                                              encoding: str) -> None:
    """Table 0 under ``seed`` deals the AEC environment's episode under ``seed``: the
    same actions give the same observations (in every encoding), masks and rewards,
    through several episodes."""
    envs = rl.vector_env(variant, 2, 4, encoding=encoding)
    single = rl.env(variant, 4, encoding=encoding)
    observations, infos = envs.reset(seed=11)
    single.reset(seed=11)
    rng = np.random.default_rng(11)
    episodes = 0
    for _ in range(3000):
        if episodes == 2:
            break
        agent = single.agent_selection
        mine = as_dict(single.observe(agent), single.table.mask(int(agent[5:])))
        row = as_dict(rows(observations)[0], infos["action_mask"][0])
        assert infos["seat"][0] == int(agent.removeprefix("seat_"))
        assert mine.keys() == row.keys()
        assert all(np.array_equal(row[key], mine[key]) for key in mine)
        actions = pick(infos["action_mask"], rng)
        single.step(int(actions[0]))
        observations, _, terminated, truncated, infos = envs.step(actions)
        if terminated[0] or truncated[0]:
            expected = [single.rewards[agent] for agent in single.possible_agents]
            assert list(infos["rewards"][0]) == expected
            assert not infos["action_mask"][0].any()  # NEXT_STEP: the ended mask
            observations, _, terminated, truncated, infos = envs.step(
                pick(infos["action_mask"], rng))
            single.reset()
            episodes += 1
    assert episodes >= 1


def test_the_same_seed_gives_the_same_batch() -> None:
    def run() -> list[np.ndarray]:
        envs = rl.vector_env("emojical", 4, 4)
        observations, infos = envs.reset(seed=3)
        rng = np.random.default_rng(3)
        seen = [observations]
        for _ in range(50):
            observations, rewards, _, _, infos = envs.step(pick(infos["action_mask"], rng))
            seen += [observations, rewards]
        return seen

    first, second = run(), run()
    assert all(np.array_equal(a, b) for a, b in zip(first, second, strict=True))


def test_next_step_autoreset_ignores_the_action_after_an_end() -> None:
    envs = rl.vector_env("classic", 4, 3)
    _, infos = envs.reset(seed=1)
    rng = np.random.default_rng(1)
    ended = np.zeros(4, bool)
    for _ in range(400):
        masks = infos["action_mask"]
        assert (masks.any(axis=1) | ended).all()
        assert not masks[ended].any()
        _, rewards, terminated, truncated, infos = envs.step(pick(masks, rng))
        assert not (terminated | truncated)[ended].any()
        assert (rewards[ended] == 0).all()
        ended = terminated | truncated
    assert envs.metadata["autoreset_mode"] is AutoresetMode.NEXT_STEP


def test_a_masked_out_action_raises() -> None:
    envs = rl.vector_env("classic", 2, 4)
    _, infos = envs.reset(seed=2)
    actions = infos["action_mask"].argmin(axis=1)  # a 0 bit in every row
    with pytest.raises(MaskedActionError):
        envs.step(actions)


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_learning_seat_against_bots(variant: str) -> None:
    envs = rl.vector_env(variant, 3, 4, seat=2, opponents=["easy"],
                         autoreset_mode="SameStep")
    _, infos = envs.reset(seed=4)
    rng = np.random.default_rng(4)
    total, ended = 0.0, 0
    for _ in range(1000):
        if ended > 3:
            break
        assert (infos["seat"] == 2).all() and infos["action_mask"].any(axis=1).all()
        _, rewards, terminated, truncated, infos = envs.step(pick(infos["action_mask"], rng))
        total += float(np.abs(rewards).sum())
        ended += int((terminated | truncated).sum())
    assert ended > 0 and total > 0


def test_a_learning_seat_against_a_batched_opponent_policy() -> None:
    calls: list[int] = []
    rng = np.random.default_rng(6)

    def opponents(observations: dict[str, np.ndarray], masks: np.ndarray) -> np.ndarray:
        assert observations["planes"].shape[0] == len(masks)
        calls.append(len(masks))
        return pick(masks, rng)

    envs = rl.vector_env("tabaluga", 4, 3, encoding="planes", seat=0,
                         opponent_policy=opponents)
    _, infos = envs.reset(seed=6)
    ended = 0
    for _ in range(1000):
        if ended > 3:
            break
        masks = infos["action_mask"]
        assert (infos["seat"] == 0).all()
        _, _, terminated, truncated, infos = envs.step(pick(masks, rng))
        ended += int((terminated | truncated).sum())
    assert calls and max(calls) > 1  # several tables asked in one call
    assert ended > 0


def test_gymnasiums_vector_wrappers_take_it() -> None:
    """CleanRL wraps its vector environment in RecordEpisodeStatistics."""
    envs = RecordEpisodeStatistics(rl.vector_env("classic", 4, 4, seat=0,
                                                 opponents=["easy"], copy=False))
    _, infos = envs.reset(seed=0)
    rng = np.random.default_rng(0)
    for _ in range(200):
        _, _, _, _, infos = envs.step(pick(infos["action_mask"], rng))
    assert len(envs.return_queue) > 0
    assert set(envs.return_queue) <= {-1.0, 0.0, 1.0}

"""The batched environment keeps Gymnasium 1.x's vector contract where
``tests/rl/test_vector_env.py`` does not look: ``final_obs``/``final_info`` in
``SAME_STEP`` as ``SyncVectorEnv`` reports them, ``DISABLED`` autoreset with
``reset_mask``, ``call``/``get_attr``/``set_attr``, ``render``, and a refused step that
changes nothing."""

from __future__ import annotations

import warnings
from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.vector import AutoresetMode

import maumau.rl as rl
from maumau import RulesetError
from maumau.rl import MaskedActionError


def pick(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    picked: np.ndarray = (rng.random(masks.shape) * masks).argmax(axis=1)
    return picked


def copy(observations: Any) -> Any:
    if isinstance(observations, dict):
        return {key: value.copy() for key, value in observations.items()}
    return observations.copy()


def same(a: Any, b: Any) -> bool:
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(np.array_equal(a[k], b[k]) for k in a)
    return bool(np.array_equal(a, b))


def until_an_end(envs: Any, infos: dict[str, Any], rng: np.random.Generator,
                 steps: int = 2000) -> tuple[Any, np.ndarray, dict[str, Any]]:
    """Step random legal actions until some row's episode ends."""
    for _ in range(steps):
        observations, _, terminated, truncated, infos = envs.step(
            pick(infos["action_mask"], rng))
        if (terminated | truncated).any():
            return observations, terminated | truncated, infos
    raise AssertionError("no episode ended")


@pytest.mark.parametrize("encoding", ["flat", "dict"])
def test_same_step_reports_final_obs_and_final_info_as_sync_vector_env(encoding: str) -> None:
    envs = rl.vector_env("classic", 3, 3, encoding=encoding, seat=0, opponents=["random"],
                         autoreset_mode=AutoresetMode.SAME_STEP)
    sync = gymnasium.vector.SyncVectorEnv(
        [lambda: rl.single_agent_env("classic", 3, opponents=["random"], encoding=encoding)
         for _ in range(3)], autoreset_mode=AutoresetMode.SAME_STEP)
    ours = until_an_end(envs, envs.reset(seed=2)[1], np.random.default_rng(2))[2]
    theirs = until_an_end(sync, sync.reset(seed=2)[1], np.random.default_rng(2))[2]
    for infos in (ours, theirs):
        final_obs, ended = infos["final_obs"], infos["_final_obs"]
        assert final_obs.dtype == object and final_obs.shape == (3,)
        assert ended.dtype == np.bool_ and ended.any()
        assert all((row is None) != flag for row, flag in zip(final_obs, ended, strict=True))
        assert (infos["_final_info"] == ended).all()
        assert (infos["final_info"]["_action_mask"] == ended).all()
        assert not infos["final_info"]["action_mask"].any()  # an ended episode: no action
        for row in final_obs[ended]:
            assert envs.single_observation_space.contains(row)
    assert set(theirs["final_info"]) <= set(ours["final_info"])
    assert ours["final_info"]["rewards"].shape == (3, 3)
    assert (ours["final_info"]["seat"][ours["_final_obs"]] == 0).all()
    sync.close()


def test_same_steps_final_obs_is_the_ended_episodes_last_observation() -> None:
    """The final_obs rows are what NEXT_STEP shows at the same step of the same run."""
    runs = [rl.vector_env("emojical", 4, 3, autoreset_mode=mode)
            for mode in (AutoresetMode.SAME_STEP, AutoresetMode.NEXT_STEP)]
    infos = [envs.reset(seed=8)[1] for envs in runs]
    rng = np.random.default_rng(8)
    for _ in range(2000):
        actions = pick(infos[0]["action_mask"], rng)
        same_step, next_step = (envs.step(actions) for envs in runs)
        infos = [same_step[4], next_step[4]]
        ended = same_step[2] | same_step[3]
        assert (ended == (next_step[2] | next_step[3])).all()
        if ended.any():
            for row in np.flatnonzero(ended):
                assert np.array_equal(same_step[4]["final_obs"][row], next_step[0][row])
            return
    raise AssertionError("no episode ended")


def test_disabled_autoreset_keeps_an_ended_row_until_reset_mask() -> None:
    envs = rl.vector_env("classic", 3, 3, autoreset_mode="Disabled")
    assert envs.metadata["autoreset_mode"] is AutoresetMode.DISABLED
    observations, infos = envs.reset(seed=4)
    rng = np.random.default_rng(4)
    observations, ended, infos = until_an_end(envs, infos, rng)
    assert "final_obs" not in infos and not infos["action_mask"][ended].any()
    kept = copy(observations)
    with pytest.raises(MaskedActionError, match="reset_mask"):
        envs.step(pick(infos["action_mask"], rng))
    # A refusal changes nothing; a reset of the ended rows deals there only.
    before = [table.current.round.to_position() for table in envs.tables]
    observations, infos = envs.reset(options={"reset_mask": ended})
    after = [table.current.round.to_position() for table in envs.tables]
    for row in range(3):
        assert (before[row] == after[row]) != bool(ended[row])
        assert np.array_equal(observations[row], kept[row]) != bool(ended[row])
    assert infos["action_mask"].any(axis=1).all()
    envs.step(pick(infos["action_mask"], rng))  # every row live again


def test_reset_mask_is_checked_as_gymnasium_checks_it() -> None:
    envs = rl.vector_env("classic", 2, 4)
    envs.reset(seed=0)
    with pytest.raises(TypeError):
        envs.reset(options={"reset_mask": [True, False]})
    with pytest.raises(ValueError):
        envs.reset(options={"reset_mask": np.zeros(2, bool)})
    with pytest.raises(ValueError):
        envs.reset(options={"reset_mask": np.ones(3, bool)})


def test_a_refused_step_changes_nothing() -> None:
    """Row 1's masked-out index is refused before row 0's legal action is played: the
    next legal step gives what a fresh run gives."""
    def fresh() -> tuple[rl.MauMauVectorEnv, dict[str, Any]]:
        envs = rl.vector_env("tabaluga", 2, 4, seat=None)
        return envs, envs.reset(seed=9)[1]

    envs, infos = fresh()
    legal = infos["action_mask"].argmax(axis=1)
    refused = legal.copy()
    refused[1] = int(infos["action_mask"][1].argmin())  # a 0 bit
    before = envs.tables[0].current.round.to_position()
    with pytest.raises(MaskedActionError, match="table 1"):
        envs.step(refused)
    assert envs.tables[0].current.round.to_position() == before
    got = envs.step(legal)
    other, _ = fresh()
    expected = other.step(legal)
    for mine, theirs in zip(got[:4], expected[:4], strict=True):
        assert same(mine, theirs)


def test_call_get_attr_and_set_attr_reach_each_table() -> None:
    envs = rl.vector_env("heuldoch", 3, 4)
    _, infos = envs.reset(seed=5)
    assert envs.get_attr("players") == (4, 4, 4)
    masks = envs.call("mask", 0)
    assert len(masks) == 3 and all(m.shape == infos["action_mask"][0].shape for m in masks)
    seats = envs.get_attr("to_move")
    assert list(seats) == list(infos["seat"])
    for row, seat in enumerate(seats):
        assert np.array_equal(envs.call("mask", seat)[row], infos["action_mask"][row])
    envs.set_attr("actions", [1, 2, 3])
    assert envs.get_attr("actions") == (1, 2, 3)
    envs.set_attr("actions", 0)
    assert envs.get_attr("actions") == (0, 0, 0)
    with pytest.raises(ValueError):
        envs.set_attr("actions", [1, 2])
    with pytest.raises(AttributeError):
        envs.get_attr("no_such_thing")
    with pytest.raises(AttributeError):
        envs.set_attr("no_such_thing", 1)


def test_render_shows_each_row_as_its_seat_sees_it() -> None:
    envs = rl.vector_env("classic", 2, 4, render_mode="ansi")
    _, infos = envs.reset(seed=6)
    rng = np.random.default_rng(6)
    for _ in range(5):
        frames = envs.render()
        assert frames is not None and len(frames) == 2
        for row, frame in enumerate(frames):
            seat = int(infos["seat"][row])
            assert frame == envs.tables[row].render(seat)
            hands = [line for line in frame.splitlines() if line.startswith("seat_")]
            assert [line.split(":")[0] for line in hands] == [f"seat_{seat}"]
        _, _, _, _, infos = envs.step(pick(infos["action_mask"], rng))
    quiet = rl.vector_env("classic", 2, 4)
    quiet.reset(seed=0)
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        assert quiet.render() is None
    with pytest.raises(RulesetError, match="render_mode"):
        rl.vector_env("classic", 2, 4, render_mode="human")


def test_a_float_action_is_refused_as_not_a_whole_number() -> None:
    """A float index is not read as the bit it would round to: the refusal says what is
    wrong, whether or not that bit is 1."""
    envs = rl.vector_env("classic", 2, 4)
    infos = envs.reset(seed=3)[1]
    legal = infos["action_mask"].argmax(axis=1).tolist()
    with pytest.raises(MaskedActionError, match="whole number, not float"):
        envs.step([float(legal[0]), legal[1]])
    with pytest.raises(MaskedActionError, match="no action index"):
        envs.step([10**6, legal[1]])


def test_on_illegal_lose_is_refused_with_what_a_vector_env_does_instead() -> None:
    """``on_illegal`` is accepted as for the single environments; a vector environment
    only raises, and says so rather than a bare TypeError."""
    rl.vector_env("classic", 2, on_illegal="raise").close()
    with pytest.raises(RulesetError, match="infos\\['action_mask'\\]"):
        rl.vector_env("classic", 2, on_illegal="lose")

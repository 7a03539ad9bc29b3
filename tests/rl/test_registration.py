"""Every game is a Gymnasium id (``maumau/<game>-v0``): ``gymnasium.make`` gives the
single-agent environment, ``gymnasium.make_vec`` the batched one, with the settings as
keyword arguments; a program that never imports maumau finds them through the
``maumau.rl:`` prefix; Gymnasium's env checker passes on every id."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import maumau.rl as rl
from maumau import RulesetError
from maumau.core.variant import find_variant
from maumau.rl.registration import make_vector
from tests.rl.helpers import learning_games

GAMES = learning_games()
IDS = [rl.env_id(game) for game in GAMES]


def test_every_game_has_an_id() -> None:
    ids = rl.register_envs()
    assert sorted(ids) == [rl.env_id(game) for game in learning_games()]
    assert set(IDS) <= set(ids) and all(game_id in gymnasium.registry for game_id in ids)
    assert "maumau/crazy_eights-v0" in IDS  # a plug-in's game, from its entry point


def test_every_id_is_made_without_importing_maumau() -> None:
    """A fresh interpreter that imports only gymnasium makes every id (single and
    batched): the ``maumau.rl:`` prefix has Gymnasium import the package that registers
    them, installed (editable) in this environment."""
    tables = {game_id: find_variant(game).min_players for game_id, game in zip(
        IDS, GAMES, strict=True)}
    script = textwrap.dedent("""
        import json, sys
        import gymnasium
        import numpy as np
        assert not any(name.split(".")[0] == "maumau" for name in sys.modules)
        made = {}
        for game_id, players in json.loads(sys.argv[1]).items():
            env = gymnasium.make("maumau.rl:" + game_id, players=players)
            observation, info = env.reset(seed=0)
            env.step(int(np.flatnonzero(info["action_mask"])[0]))
            envs = gymnasium.make_vec(game_id, num_envs=2, players=players)
            observations, infos = envs.reset(seed=0)
            envs.step(infos["action_mask"].argmax(axis=1))
            made[game_id] = [type(env.unwrapped).__name__, type(envs).__name__]
        print(json.dumps(made))
    """)
    done = subprocess.run([sys.executable, "-c", script, json.dumps(tables)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    made = json.loads(done.stdout.splitlines()[-1])
    assert made == {game_id: ["MauMauSingleEnv", "MauMauVectorEnv"] for game_id in IDS}


def test_make_takes_the_single_environments_settings() -> None:
    env = gymnasium.make("maumau/heuldoch-v0", players=3, preset=None, seat=1,
                         opponents=["random", "easy"], encoding="flat", render_mode="ansi")
    single = env.unwrapped
    assert isinstance(single, rl.MauMauSingleEnv)
    assert single.seat == 1 and single.table.players == 3
    assert [bot is None for bot in single.bots] == [False, True, False]
    observation, _ = env.reset(seed=3)
    assert observation.shape == rl.single_agent_env("heuldoch", 3, encoding="flat") \
        .observation_space.shape
    frame = env.render()
    assert isinstance(frame, str) and "seat_1:" in frame


@pytest.mark.parametrize("mode", ["vector_entry_point", "sync", "async"])
def test_make_vec_gives_the_same_environment_in_every_mode(mode: str) -> None:
    envs = gymnasium.make_vec("maumau/classic-v0", num_envs=2, vectorization_mode=mode,
                              players=3, opponents=["random"], encoding="flat")
    try:
        single = rl.single_agent_env("classic", 3, encoding="flat")
        size = single.observation_space.shape
        assert size is not None
        assert envs.single_observation_space == single.observation_space
        assert envs.single_action_space == single.action_space
        assert isinstance(envs.unwrapped, rl.MauMauVectorEnv) == (mode == "vector_entry_point")
        observations, infos = envs.reset(seed=1)
        rng = np.random.default_rng(1)
        for _ in range(20):
            masks = infos["action_mask"]
            actions = (rng.random(masks.shape) * masks).argmax(axis=1)
            observations, _, _, _, infos = envs.step(actions)
            assert observations.shape == (2, *size)
    finally:
        envs.close()


def test_the_vector_entry_point_has_the_single_environments_defaults() -> None:
    envs = gymnasium.make_vec("maumau/tabaluga-v0", num_envs=3)
    assert isinstance(envs, rl.MauMauVectorEnv)
    assert envs.learner == 0 and envs.encoding == "dict" and envs.players == 4
    assert all(bot is not None and bot.name == "easy" for bot in envs.bots[1:])
    assert make_vector("tabaluga", 2, seat=None).learner is None  # self-play
    with pytest.raises(RulesetError, match="on_illegal"):
        gymnasium.make_vec("maumau/tabaluga-v0", num_envs=2, on_illegal="lose")


@pytest.mark.parametrize("game_id", IDS)
def test_gymnasium_check_env_passes_on_every_id(game_id: str) -> None:
    # check_env steps unmasked random actions: with on_illegal="lose" a masked-out one
    # ends the episode as lost instead of raising.
    env = gymnasium.make(game_id, opponents=["random"], on_illegal="lose",
                         render_mode="ansi")
    with warnings.catch_warnings():
        # A dict observation with the mask is the layout masking tools read.
        warnings.filterwarnings("ignore", message=".*Observation.*")
        check_env(env.unwrapped)

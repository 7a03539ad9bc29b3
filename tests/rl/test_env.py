"""The environments' contract: settings checked, masked-out actions refused without any
change, PettingZoo's conventions for finished agents, rewards, truncation, rendering,
the action mapping both ways, and the single-agent environment's determinism."""

from __future__ import annotations

import copy
import itertools
import random

import numpy as np
import pytest

import maumau.rl as rl
from maumau import Match, Ruleset, RulesetError
from maumau.core.seat_view import view_since
from maumau.rl.observation import Encoder
from tests.rl.helpers import VARIANTS, play_episode, random_index


@pytest.mark.parametrize(("settings", "word"), [
    ({"variant": "skat"}, "unknown variant"),
    ({"variant": "classic", "options": {"jokers": 9}}, "jokers"),
    ({"variant": "classic", "options": {"colour": "red"}}, "unknown option"),
    ({"variant": "classic", "players": 7}, "2 to 6"),
    ({"variant": "classic", "reward": "money"}, "unknown reward"),
    ({"variant": "classic", "episode": "season"}, "unknown episode"),
    ({"variant": "classic", "max_actions": 0}, "max_actions"),
    ({"variant": "classic", "render_mode": "human"}, "render_mode"),
])
def test_bad_settings_raise_ruleset_error(settings: dict[str, object], word: str) -> None:
    with pytest.raises(RulesetError, match=word):
        rl.env(**settings)  # type: ignore[arg-type]


def test_bad_single_agent_settings_raise_ruleset_error() -> None:
    with pytest.raises(RulesetError, match="opponents"):
        rl.single_agent_env("classic", 4, opponents=["easy", "easy"])
    with pytest.raises(RulesetError, match="unknown bot"):
        rl.single_agent_env("classic", 4, opponents=["genius"])
    with pytest.raises(RulesetError, match="no seat 4"):
        rl.single_agent_env("classic", 4, seat=4)
    with pytest.raises(RulesetError, match="on_illegal"):
        rl.single_agent_env("classic", 4, on_illegal="ignore")


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_masked_out_action_raises_and_changes_nothing(variant: str) -> None:
    env = rl.env(variant, 4)
    env.reset(seed=3)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    before = env.table.current.round.to_position()
    for bad in (int(np.flatnonzero(mask == 0)[0]), -1, len(mask), "draw", 1.5, None):
        with pytest.raises(rl.MaskedActionError) as refused:
            env.step(bad)  # type: ignore[arg-type]
        assert "not legal" in str(refused.value)
        assert env.table.current.round.to_position() == before
        assert env.agent_selection == agent
        assert env._cumulative_rewards[agent] == 0


def test_the_refusal_names_the_action_and_the_legal_ones() -> None:
    env = rl.env("classic", 4)
    env.reset(seed=1)
    mask = env.observe(env.agent_selection)["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[5])
    with pytest.raises(rl.MaskedActionError, match="mask bit is 0") as refused:
        env.step(bad)
    assert str(rl.index_to_action("classic", bad)) in str(refused.value)
    assert "legal: " in str(refused.value)


@pytest.mark.parametrize("variant", VARIANTS)
def test_finished_agents_follow_pettingzoo_conventions(variant: str) -> None:
    env = rl.env(variant, 3 if variant == "heuldoch" else 2)
    env.reset(seed=5)
    rng = random.Random(5)
    while not any(env.terminations.values()):
        env.step(random_index(env.observe(env.agent_selection), rng))
    assert all(env.terminations.values())
    with pytest.raises(ValueError, match="only valid action is None"):
        env.step(0)
    left = len(env.agents)
    env.step(None)
    assert len(env.agents) == left - 1
    while env.agents:
        env.step(None)
    assert env.agents == []


@pytest.mark.parametrize("variant", VARIANTS)
def test_win_rewards_go_to_the_round_winners(variant: str) -> None:
    env = rl.env(variant, 4)
    env.reset(seed=11)
    rng = random.Random(11)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        env.step(None if terminated or truncated else random_index(observation, rng))
    result = env.table.current.round.result
    assert result is not None
    for seat, name in enumerate(env.possible_agents):
        expected = 0.0 if not result.winners else 1.0 if seat in result.winners else -1.0
        assert totals[name] == expected


def test_score_rewards_are_the_points_difference() -> None:
    env = rl.env("classic", 3, reward="score")
    env.reset(seed=2)
    rng = random.Random(2)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        env.step(None if terminated or truncated else random_index(observation, rng))
    points = env.table.current.round.result.points  # type: ignore[union-attr]
    for seat, name in enumerate(env.possible_agents):
        others = [points[other] for other in range(3) if other != seat]
        assert totals[name] == pytest.approx(points[seat] - sum(others) / 2)
    assert sum(totals.values()) == pytest.approx(0.0)


def test_tabaluga_score_rewards_favour_the_lower_total() -> None:
    env = rl.env("tabaluga", 2, reward="score")
    env.reset(seed=4)
    rng = random.Random(4)
    last: dict[str, float] = {}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        last[agent] = reward
        env.step(None if terminated or truncated else random_index(observation, rng))
    result = env.table.current.round.result
    assert result is not None and result.winners
    winner = env.possible_agents[result.winners[0]]
    assert last[winner] > 0


def test_a_match_episode_plays_every_round() -> None:
    env = rl.env("tabaluga", 2, preset="standard", episode="match",
                 options={"voluntary_draw": False})
    env.reset(seed=8)
    play_episode(env, random.Random(8))
    match = env.table.current
    assert match.is_over() and len(match.results) == 3


def test_truncation_at_max_actions() -> None:
    env = rl.env("classic", 4, max_actions=5)
    env.reset(seed=1)
    rng = random.Random(1)
    for _ in range(5):
        assert not any(env.truncations.values())
        env.step(random_index(env.observe(env.agent_selection), rng))
    assert all(env.truncations.values()) and not any(env.terminations.values())


@pytest.mark.parametrize("variant", VARIANTS)
def test_render_shows_the_table_as_text(variant: str) -> None:
    env = rl.env(variant, 4, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and env.agent_selection in text
    assert "\x1b[" not in text


def test_render_without_mode_returns_none() -> None:
    env = rl.env("classic", 4)
    env.reset(seed=1)
    with pytest.warns(UserWarning, match="render_mode"):
        assert env.render() is None


@pytest.mark.parametrize("variant", VARIANTS)
def test_action_mapping_round_trips(variant: str) -> None:
    space = rl.catalogue(variant)
    assert len(set(space.actions)) == len(space)
    for index, action in enumerate(space.actions):
        assert rl.action_to_index(variant, action) == index
        assert rl.action_to_index(variant, str(action)) == index
        assert rl.index_to_action(variant, index) is action
    for bad in (-1, len(space), True, "3"):
        with pytest.raises(RulesetError, match="no action"):
            rl.index_to_action(variant, bad)  # type: ignore[arg-type]
    with pytest.raises(RulesetError, match="not an action of"):
        rl.action_to_index(variant, "zz9")


def test_action_spaces_cover_the_notation() -> None:
    assert rl.action_to_index("classic", "JC/H!") >= 0
    assert rl.action_to_index("classic", "X") >= 0
    assert rl.action_to_index("emojical", "b:swap>9!!") >= 0
    assert rl.action_to_index("emojical", ">9") >= 0
    assert rl.action_to_index("emojical", "gamble") >= 0
    assert rl.action_to_index("heuldoch", "r5>5") >= 0
    assert rl.action_to_index("heuldoch", "r5/down") >= 0
    assert rl.action_to_index("heuldoch", "karussell/left") >= 0
    assert rl.action_to_index("tabaluga", "W/y!") >= 0


@pytest.mark.parametrize("variant", VARIANTS)
def test_layout_covers_the_observation(variant: str) -> None:
    segments = rl.layout(variant)
    assert segments[0].start == 0
    for before, after in itertools.pairwise(segments):
        assert before.stop == after.start
    assert segments[-1].stop == Encoder(variant).size
    env = rl.env(variant, 4)
    env.reset(seed=0)
    assert env.observe("seat_0")["observation"].shape == (segments[-1].stop,)


@pytest.mark.parametrize("variant", VARIANTS)
def test_view_since_is_the_view_with_fewer_events(variant: str) -> None:
    match = Match(Ruleset.create(variant, 4), 6)
    rng = random.Random(6)
    for _ in range(30):
        game = match.round
        if game.result is not None:
            break
        for seat in range(4):
            full, part = game.view(seat), view_since(game, seat, 2)
            assert part.events == full.events[2:]
            assert (part.hand, part.table, part.legal_actions, part.phase, part.to_move) == (
                full.hand, full.table, full.legal_actions, full.phase, full.to_move)
            assert part.options == full.options
        match.apply(rng.choice(list(game.legal_actions())))


@pytest.mark.parametrize("variant", VARIANTS)
def test_single_agent_env_is_deterministic_for_a_seed(variant: str) -> None:
    def run() -> list[np.ndarray]:
        env = rl.single_agent_env(variant, 4, opponents=["easy", "medium", "random"], seat=1)
        observation, info = env.reset(seed=21)
        rng = random.Random(21)
        seen = [observation["observation"]]
        for _ in range(60):
            assert np.array_equal(observation["action_mask"], info["action_mask"])
            assert np.array_equal(env.action_masks(), info["action_mask"].astype(bool))
            observation, _, terminated, truncated, info = env.step(
                random_index(observation, rng))
            seen.append(observation["observation"])
            if terminated or truncated:
                break
        return seen

    first, second = run(), run()
    assert len(first) == len(second)
    assert all(np.array_equal(a, b) for a, b in zip(first, second, strict=True))


def test_single_agent_env_refuses_a_masked_out_action_by_default() -> None:
    env = rl.single_agent_env("classic", 4, opponents=["easy"])
    observation, _ = env.reset(seed=3)
    bad = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    before = env.table.current.round.to_position()
    with pytest.raises(rl.MaskedActionError):
        env.step(bad)
    assert env.table.current.round.to_position() == before


def test_single_agent_env_on_illegal_lose_ends_the_episode_as_lost() -> None:
    env = rl.single_agent_env("classic", 4, opponents=["easy"], on_illegal="lose")
    observation, _ = env.reset(seed=3)
    bad = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(bad)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert "not legal" in info["illegal_action"]
    with pytest.raises(rl.MaskedActionError, match="reset"):
        env.step(0)


def test_single_agent_episode_reward_is_the_learners() -> None:
    env = rl.single_agent_env("classic", 4, opponents=["random"], seat=2)
    observation, _ = env.reset(seed=9)
    rng = random.Random(9)
    total = 0.0
    terminated = truncated = False
    while not (terminated or truncated):
        observation, reward, terminated, truncated, _ = env.step(random_index(observation, rng))
        total += reward
    result = env.table.current.round.result
    assert result is not None
    assert total == (0.0 if not result.winners else 1.0 if 2 in result.winners else -1.0)


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_deep_copy_plays_on_with_the_same_observations(variant: str) -> None:
    env = rl.env(variant, 4)
    env.reset(seed=13)
    rng = random.Random(13)
    for _ in range(40):
        env.step(random_index(env.observe(env.agent_selection), rng))
    twin = copy.deepcopy(env)
    for _ in range(200):
        if not env.agents:
            break
        mine, theirs = env.last(), twin.last()
        for key in ("observation", "action_mask"):
            assert np.array_equal(mine[0][key], theirs[0][key])
        assert mine[1:4] == theirs[1:4]
        action = None if mine[2] or mine[3] else random_index(mine[0], rng)
        env.step(action)
        twin.step(action)

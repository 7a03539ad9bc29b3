"""``maumau.rl.run``: whole games played by given policies, as each seat's transitions
(observation, action, reward, next observation, done) and each game's payoffs."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import maumau.rl as rl
from maumau import RulesetError
from maumau.rl import MaskedActionError, Transition
from tests.rl.helpers import VARIANTS


def first_legal(observation: object, mask: np.ndarray) -> int:
    return int(np.flatnonzero(mask)[0])


@pytest.mark.parametrize("variant", VARIANTS)
def test_transitions_chain_and_add_up_to_the_payoffs(variant: str) -> None:
    # first_legal may go round in circles: such a game is cut at max_actions (truncated).
    trajectories, payoffs = rl.run(variant, ["random", "easy", first_legal], games=3, seed=4,
                                   max_actions=400)
    assert payoffs.shape == (3, 3)
    assert len(trajectories) == 3
    for seat, transitions in enumerate(trajectories):
        assert transitions and all(isinstance(step, Transition) for step in transitions)
        # Each game's transitions of a seat: the next observation is the next decision's.
        ends = [i for i, step in enumerate(transitions) if step.done]
        assert len(ends) == 3 and ends[-1] == len(transitions) - 1
        start = 0
        for game, end in enumerate(ends):
            steps = transitions[start:end + 1]
            for step, after in itertools.pairwise(steps):
                assert not step.done
                assert np.array_equal(step.next_observation["observation"],
                                      after.observation["observation"])
                assert np.array_equal(step.next_action_mask, after.action_mask)
            for step in steps:
                assert step.action_mask[step.action] == 1
            if steps[-1].terminated:  # a cut game still has legal actions
                assert not steps[-1].next_action_mask.any()
            assert sum(step.reward for step in steps) == payoffs[game, seat]
            start = end + 1
    assert set(np.unique(payoffs)) <= {-1.0, 0.0, 1.0}


def test_the_same_seed_gives_the_same_run() -> None:
    def play(seed: int) -> rl.Run:
        return rl.run("emojical", "easy", games=2, seed=seed, players=4, encoding="flat")

    first, second, other = play(7), play(7), play(8)
    assert np.array_equal(first.payoffs, second.payoffs)
    for mine, theirs in zip(first.trajectories, second.trajectories, strict=True):
        assert [t.action for t in mine] == [t.action for t in theirs]
        assert all(np.array_equal(a.observation, b.observation)
                   for a, b in zip(mine, theirs, strict=True))
    assert [t.action for t in first.trajectories[0]] != [t.action for t in other.trajectories[0]]


def test_the_recorded_actions_replay_the_game() -> None:
    """The transitions interleaved by the environment's order are the game: replaying
    the actions in a fresh environment under the same seed ends the same way."""
    env = rl.env("classic", 3, encoding="flat")
    trajectories, payoffs = rl.run(env, [first_legal, "random", "medium"], games=1, seed=2)
    replay = rl.env("classic", 3, encoding="flat")
    replay.reset(seed=2)
    queues = [list(transitions) for transitions in trajectories]
    totals = [0.0, 0.0, 0.0]
    for agent in replay.agent_iter():
        seat = int(agent.removeprefix("seat_"))
        observation, reward, terminated, truncated, _ = replay.last()
        totals[seat] += reward
        if terminated or truncated:
            replay.step(None)
            continue
        step = queues[seat].pop(0)
        assert np.array_equal(step.observation, observation)
        replay.step(step.action)
    assert queues == [[], [], []]
    assert totals == list(payoffs[0])


def test_shipped_policies_and_bots_play_seats() -> None:
    policy = rl.load_policy("classic-ppo-v1")
    run = rl.run("classic", [policy, policy.bot(sample=True), "simple", "medium"], seed=1)
    assert run.payoffs.shape == (1, 4)
    assert all(run.trajectories)


def test_bad_input_is_refused() -> None:
    with pytest.raises(RulesetError, match="policies for"):
        rl.run(rl.env("classic", 4), ["random", "random"])
    with pytest.raises(RulesetError, match="games"):
        rl.run("classic", "random", games=0)
    with pytest.raises(RulesetError, match="settings"):
        rl.run(rl.env("classic", 4), "random", encoding="flat")
    with pytest.raises(MaskedActionError):
        rl.run("classic", lambda observation, mask: int(np.flatnonzero(mask == 0)[0]))
    with pytest.raises(RulesetError, match="plays"):
        rl.run("heuldoch", rl.load_policy("classic-ppo-v1"), players=4)

"""Whole games played by given policies, recorded as each seat's transitions.

:func:`run` plays ``games`` episodes of the AEC environment (:mod:`maumau.rl.aec`) with one
policy per seat and returns every seat's trajectory and every episode's payoffs, as
RLCard's ``env.run`` returns trajectories and payoffs: a seat's transition runs from one
of its decisions to its next (or to the end of the episode), with the reward it earned in
between. Observations are the environment's, so each seat's are computed from its view
only.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, cast

import numpy as np
import numpy.typing as npt

from maumau.bots.base import make_bot
from maumau.core.bot import Bot
from maumau.core.errors import RulesetError
from maumau.rl.aec import MauMauEnv
from maumau.rl.policy import Policy

__all__ = [
    "Run",
    "SeatPolicy",
    "Transition",
    "run",
]

ObservationPolicy = Callable[[Any, npt.NDArray[np.int8]], Any]
"""``(observation, action_mask) -> action index``: a policy on the environment's
observations."""

SeatPolicy = str | Bot | Policy | ObservationPolicy
"""What plays a seat: a bot name (``"random"``, ``"easy"``, …), a
:class:`~maumau.core.bot.Bot` (which chooses from its seat's view), a shipped
:class:`~maumau.rl.policy.Policy`, or ``f(observation, action_mask) -> index``."""


class Transition(NamedTuple):
    """One decision of a seat and what followed, up to its next decision."""

    observation: Any
    """The seat's observation when it decided (in the environment's encoding)."""
    action_mask: npt.NDArray[np.int8]
    """Its legal actions then (1 = legal)."""
    action: int
    """The index it played."""
    reward: float
    """The reward the seat earned from this action up to its next decision (or the end)."""
    next_observation: Any
    """The seat's observation at its next decision, or its last one of the episode."""
    next_action_mask: npt.NDArray[np.int8]
    """Its legal actions then (all zeros where the episode ended)."""
    terminated: bool
    """The episode ended (by the rules) before the seat's next decision."""
    truncated: bool
    """The episode was cut at ``max_actions`` before the seat's next decision."""

    @property
    def done(self) -> bool:
        """The episode ended before the seat's next decision (terminated or truncated)."""
        return self.terminated or self.truncated


class Run(NamedTuple):
    """What :func:`run` returns; unpacks as ``trajectories, payoffs``."""

    trajectories: list[list[Transition]]
    """One list per seat: its transitions, game after game, in order."""
    payoffs: npt.NDArray[np.float64]
    """``(games, players)``: each seat's total reward in each game."""


def run(env_or_game: MauMauEnv | str, policies: Sequence[SeatPolicy] | SeatPolicy,
        games: int = 1, seed: int | None = 0, *, players: int | None = None,
        **settings: Any) -> Run:
    """Play ``games`` episodes with one policy per seat and record them.

    ``env_or_game``: an AEC environment (:func:`maumau.rl.env`) or a game's name, made
    into one with ``players`` (default: one per policy, or 4) and ``settings`` (``preset``,
    ``options``, ``encoding``, ``reward``, ``episode``, ``max_actions``, as
    :func:`maumau.rl.env` takes them). ``policies``: one per seat, or one for every seat
    (see :data:`SeatPolicy`). ``seed`` fixes the first episode and, through it, every
    later one and the bots' choices (None: not reproducible). A policy's masked-out index
    raises :class:`~maumau.rl.table.MaskedActionError`."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise RulesetError(f"games must be a whole number above 0, not {games!r}")
    seats = _seat_policies(policies)
    if isinstance(env_or_game, str):
        count = players if players is not None else (len(seats) if len(seats) > 1 else 4)
        env = MauMauEnv(env_or_game, count, **settings)
    else:
        if players is not None or settings:
            raise RulesetError("players and settings are for a game's name; an environment"
                               " has its own")
        env = env_or_game
    count = len(env.possible_agents)
    if len(seats) == 1:
        seats *= count
    if len(seats) != count:
        raise RulesetError(f"{len(seats)} policies for {count} seats: give one per seat,"
                           " or one for all")
    variant = env.table.ruleset.variant
    players_of = [_player(policy, variant) for policy in seats]
    trajectories: list[list[Transition]] = [[] for _ in range(count)]
    payoffs = np.zeros((games, count), np.float64)
    for game in range(games):
        env.reset(seed=seed if game == 0 else None)
        _play(env, game, seed, players_of, trajectories, payoffs[game])
    return Run(trajectories, payoffs)


def _seat_policies(policies: Sequence[SeatPolicy] | SeatPolicy) -> list[SeatPolicy]:
    if isinstance(policies, str | Policy) or callable(policies) or hasattr(policies, "choose"):
        return [policies]  # type: ignore[list-item]
    if not isinstance(policies, Sequence) or not policies:
        raise RulesetError("policies must be one policy per seat, or one for all")
    return list(policies)


class _Player(NamedTuple):
    bot: Bot | None
    policy: ObservationPolicy | None


def _player(policy: SeatPolicy, variant: str) -> _Player:
    if isinstance(policy, str):
        return _Player(make_bot(policy, variant), None)
    if isinstance(policy, Policy):
        if policy.variant != variant:
            raise RulesetError(f"the policy {policy.name!r} plays {policy.variant}, not"
                               f" {variant}")
        return _Player(policy.bot(), None)
    if hasattr(policy, "choose"):
        return _Player(cast(Bot, policy), None)
    if callable(policy):
        return _Player(None, policy)
    raise RulesetError(f"not a policy: {policy!r} (a bot name, a Bot, a Policy or"
                       " f(observation, action_mask) -> index)")


def _play(env: MauMauEnv, game: int, seed: int | None, players: list[_Player],
          trajectories: list[list[Transition]], payoffs: npt.NDArray[np.float64]) -> None:
    """One episode to its end; each seat's transitions appended, its rewards summed."""
    table = env.table
    seat_of = {agent: seat for seat, agent in enumerate(env.possible_agents)}
    rngs = [random.Random(f"maumau-rl-run:{seed}:{game}:{seat}") if seed is not None
            else random.Random() for seat in range(len(players))]
    pending: list[tuple[Any, npt.NDArray[np.int8], int] | None] = [None] * len(players)
    for agent in env.agent_iter():
        seat = seat_of[agent]
        observation, reward, terminated, truncated, _ = env.last()
        mask = table.mask(seat)
        payoffs[seat] += reward
        before = pending[seat]
        if before is not None:
            trajectories[seat].append(Transition(before[0], before[1], before[2],
                                                 float(reward), observation, mask,
                                                 bool(terminated),
                                                 bool(truncated and not terminated)))
            pending[seat] = None
        if terminated or truncated:
            env.step(None)
            continue
        player = players[seat]
        if player.bot is not None:
            action = player.bot.choose(table.current.round.view(seat), rngs[seat])
            index = table.space.index[action]
        else:
            assert player.policy is not None
            index = player.policy(observation, mask)
        env.step(index)
        pending[seat] = (observation, mask, int(index))

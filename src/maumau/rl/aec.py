"""The multi-agent environment: every seat an agent, in PettingZoo's AEC form.

Agents ``seat_0`` … ``seat_{n-1}``; the agent selected is the seat the engine asks
(exactly one seat decides at any time). An episode is a round or a match; when it ends
every agent is terminated (or truncated at ``max_actions``) and, as PettingZoo expects,
each then steps ``None`` once to leave.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from maumau.rl.encodings import OBSERVATION_HIGH, encoding_space
from maumau.rl.table import (
    DEFAULT_MAX_ACTIONS,
    Table,
    TableConfig,
)

__all__ = [
    "OBSERVATION_HIGH",
    "MauMauEnv",
    "agent_name",
    "observation_space",
]

def agent_name(seat: int) -> str:
    return f"seat_{seat}"


def observation_space(table: Table) -> spaces.Dict:
    """The space of one agent's observation: the vector and the action mask."""
    return spaces.Dict({
        "observation": spaces.Box(-1.0, OBSERVATION_HIGH, (table.encoder.size,), np.float32),
        "action_mask": spaces.Box(0, 1, (len(table.space),), np.int8),
    })


class MauMauEnv(AECEnv):  # type: ignore[misc]  # PettingZoo ships no type hints
    """A maumau ruleset as a PettingZoo AEC environment (see :func:`maumau.rl.env`)."""

    metadata: dict[str, Any] = {  # noqa: RUF012  (PettingZoo reads a class attribute)
        "name": "maumau_v0", "render_modes": ["ansi"], "render_fps": 1, "is_parallelizable": False}

    def __init__(self, variant: str, players: int = 4, preset: str | None = "standard",
                 options: Mapping[str, object] | None = None, render_mode: str | None = None,
                 *, reward: str = "win", episode: str = "round",
                 max_actions: int = DEFAULT_MAX_ACTIONS, lang: str = "en",
                 encoding: str = "dict") -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            from maumau.core.errors import RulesetError

            raise RulesetError(f"unknown render_mode {render_mode!r}; valid: ansi or None")
        self.table = Table(TableConfig.create(variant, players, preset, options, reward,
                                              episode, max_actions, encoding))
        self.encoding = encoding
        self._mask_in_info = encoding != "dict"
        self.render_mode = render_mode
        self.lang = lang
        self.possible_agents = [agent_name(seat) for seat in range(players)]
        self._seat = {name: seat for seat, name in enumerate(self.possible_agents)}
        space = encoding_space(variant, encoding)
        self._observation_spaces = {name: space for name in self.possible_agents}
        self._action_spaces = {name: spaces.Discrete(len(self.table.space))
                               for name in self.possible_agents}
        self._seeds = random.Random()
        self._rewarded = False

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new episode. ``seed`` fixes this and every later episode; without it
        the next seed of the last seeded sequence is used. ``options={"position": …}``
        starts from a saved position of the same ruleset."""
        if seed is not None:
            self._seeds = random.Random(seed)
        position = (options or {}).get("position")
        self.table.reset(self._seeds.getrandbits(62), position)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._rewarded = False
        self._select()

    def _select(self) -> None:
        seat = self.table.to_move
        assert seat is not None
        self.agent_selection = agent = self.possible_agents[seat]
        if self._mask_in_info:
            self.infos[agent] = {"action_mask": self.table.mask(seat)}

    def observe(self, agent: str) -> Any:
        return self.table.encoded(self._seat[agent])

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """PettingZoo's ``last`` without its extra call: the selected agent's
        observation (None if not ``observe``), cumulative reward, terminated, truncated
        and info."""
        agent = self.agent_selection
        return (self.table.encoded(self._seat[agent]) if observe else None,
                self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action: int | None) -> None:
        """Play the selected agent's action index. A masked-out index raises
        :class:`~maumau.rl.table.MaskedActionError` and changes nothing."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        chosen = table.action_of(self._seat[agent], action)
        self._cumulative_rewards[agent] = 0.0
        rewards, over, cut = table.apply(chosen)
        if rewards is not None:
            names = self.possible_agents
            self.rewards = {names[seat]: value for seat, value in enumerate(rewards)}
            self._accumulate_rewards()
            self._rewarded = True
        elif self._rewarded:  # most steps: no reward now or at the step before
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self._rewarded = False
        if over:
            self.terminations = dict.fromkeys(self.agents, True)
        elif cut:
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self._select()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without render_mode='ansi'")
            return None
        seat = self.table.to_move
        return self.table.render(seat, self.lang)

    def close(self) -> None:
        return None

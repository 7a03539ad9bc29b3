"""The single-agent environment: one learning seat against maumau's bots (Gymnasium).

The opponents are bots that, like any player, see only their seat's view and draw their
randomness from generators seeded by the episode's seed, so an episode is deterministic
for a seed and the learner's actions. Between two of the learner's decisions the bots
play on; the reward is the learner's (see :mod:`maumau.rl.table`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from maumau.bots.base import make_bot
from maumau.core.bot import Bot
from maumau.core.errors import RulesetError
from maumau.rl.encodings import encoding_space
from maumau.rl.observation import Observation
from maumau.rl.table import (
    DEFAULT_MAX_ACTIONS,
    MaskedActionError,
    Table,
    TableConfig,
)

__all__ = [
    "ON_ILLEGAL",
    "MauMauSingleEnv",
    "seat_bots",
]

ON_ILLEGAL = ("raise", "lose")


def seat_bots(variant: str, players: int, learner: int,
              opponents: Sequence[str | Bot]) -> list[Bot | None]:
    """One bot per seat but the ``learner``'s: a list of players − 1 bots (names or bots),
    or one repeated; ``None`` at the learning seat."""
    if isinstance(opponents, str) or not isinstance(opponents, Sequence) or not opponents:
        raise RulesetError("opponents must be a list of bot names (or bots)")
    chosen = list(opponents)
    if len(chosen) == 1:
        chosen *= players - 1
    if len(chosen) != players - 1:
        raise RulesetError(f"{players} players need {players - 1} opponents,"
                           f" not {len(chosen)}")
    made = [make_bot(bot, variant) if isinstance(bot, str) else bot for bot in chosen]
    return [None if seat == learner else made.pop(0) for seat in range(players)]


class MauMauSingleEnv(gymnasium.Env[Observation, np.int64]):
    """One seat of a maumau ruleset as a Gymnasium environment
    (see :func:`maumau.rl.single_agent_env`)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012

    def __init__(self, variant: str, players: int = 4,
                 opponents: Sequence[str | Bot] = ("easy",), seat: int = 0,
                 preset: str | None = "standard", options: Mapping[str, object] | None = None,
                 render_mode: str | None = None, *, reward: str = "win",
                 episode: str = "round", max_actions: int = DEFAULT_MAX_ACTIONS,
                 on_illegal: str = "raise", lang: str = "en",
                 encoding: str = "dict") -> None:
        self.table = Table(TableConfig.create(variant, players, preset, options, reward,
                                              episode, max_actions, encoding))
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise RulesetError(f"no seat {seat!r} at a table of {players}"
                               f" (seats 0 to {players - 1})")
        if on_illegal not in ON_ILLEGAL:
            raise RulesetError(f"unknown on_illegal {on_illegal!r}; valid: "
                               + ", ".join(ON_ILLEGAL))
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise RulesetError(f"unknown render_mode {render_mode!r}; valid: ansi or None")
        self.seat = seat
        self.bots = seat_bots(variant, players, self.seat, opponents)
        self.on_illegal = on_illegal
        self.render_mode = render_mode
        self.lang = lang
        self.observation_space = encoding_space(variant, encoding)  # type: ignore[assignment]
        self.action_space = spaces.Discrete(len(self.table.space))
        self._rngs: list[random.Random] = []
        self._over = True

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        """Deal an episode from ``seed`` and let the bots play up to the learner's turn."""
        super().reset(seed=seed)
        episode_seed = int(self.np_random.integers(2**62))
        self.table.reset(episode_seed, (options or {}).get("position"))
        self._rngs = [random.Random(f"maumau-rl:{episode_seed}:{seat}")
                      for seat in range(self.table.players)]
        self._over = False
        reward, over, cut = self._bots_play()
        if over or cut:  # the bots ended the episode before the learner's first turn
            self._over = True
        return self._observation(), self._info(reward)

    def step(self, action: np.int64 | int) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        """Play the learner's action index, then the bots up to its next turn."""
        if self._over:
            raise MaskedActionError(action, "the episode is over: call reset()")
        table = self.table
        try:
            chosen = table.action_of(self.seat, action)
        except MaskedActionError as refused:
            if self.on_illegal == "raise":
                raise
            self._over = True
            info = self._info(-1.0)
            info["illegal_action"] = str(refused)
            return self._observation(), -1.0, True, False, info
        rewards, over, cut = table.apply(chosen)
        reward = 0.0 if rewards is None else rewards[self.seat]
        if not (over or cut):
            more, over, cut = self._bots_play()
            reward += more
        self._over = over or cut
        return self._observation(), reward, over, cut and not over, self._info(reward)

    def _bots_play(self) -> tuple[float, bool, bool]:
        """Bots move until the learner decides or the episode ends."""
        table = self.table
        reward = 0.0
        while True:
            seat = table.to_move
            if seat == self.seat:
                return reward, False, False
            assert seat is not None
            bot = self.bots[seat]
            assert bot is not None
            game = table.current.round
            rewards, over, cut = table.apply(bot.choose(game.view(seat), self._rngs[seat]))
            if rewards is not None:
                reward += rewards[self.seat]
            if over or cut:
                return reward, over, cut

    def _observation(self) -> Observation:
        return self.table.encoded(self.seat)  # type: ignore[no-any-return]

    def _info(self, reward: float) -> dict[str, Any]:
        return {"action_mask": self.table.mask(self.seat)}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The learner's legal actions now (the method sb3-contrib's MaskablePPO calls)."""
        return self.table.mask(self.seat).astype(bool)

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without render_mode='ansi'")
            return None
        return self.table.render(self.seat, self.lang)

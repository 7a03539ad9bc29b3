"""Every maumau game as a pyspiel game: its ``GameType`` and ``GameInfo``, the
``pyspiel.Game`` subclass, and registration under ``maumau_<game>``."""

from __future__ import annotations

from typing import Any

import pyspiel

from maumau.core.registry import all_variants
from maumau.core.variant import Variant
from maumau.openspiel.context import context_of
from maumau.openspiel.observer import MauMauObserver
from maumau.openspiel.parameters import parameter_specification, table_parameters
from maumau.openspiel.state import MauMauState

__all__ = ["PREFIX", "MauMauGame", "game_type", "register_all", "registered"]

PREFIX = "maumau_"
"""A maumau game's name in OpenSpiel: this prefix and the game's name."""

registered: dict[str, str] = {}
"""OpenSpiel's name of each game registered in this process, by maumau's name."""


def game_type(game: Variant) -> pyspiel.GameType:
    """What OpenSpiel is told about a game: sequential, imperfect information, with
    explicit chance (the deal), zero-sum returns at the end (see :func:`returns_of
    <maumau.openspiel.state.returns_of>`)."""
    kind = pyspiel.GameType
    return kind(
        short_name=PREFIX + game.name,
        long_name=f"maumau {game.name}",
        dynamics=kind.Dynamics.SEQUENTIAL,
        chance_mode=kind.ChanceMode.EXPLICIT_STOCHASTIC,
        information=kind.Information.IMPERFECT_INFORMATION,
        utility=kind.Utility.ZERO_SUM,
        reward_model=kind.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameter_specification(game))


class MauMauGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel ships no type hints
    """One maumau ruleset as a pyspiel game; a subclass per game names it
    (``VARIANT``)."""

    VARIANT: Variant

    def __init__(self, params: Any = None) -> None:
        game = self.VARIANT
        table = table_parameters(game, dict(params or {}))
        self.ruleset = table.ruleset
        self.max_actions = table.max_actions
        context = context_of(self.ruleset)
        players = self.ruleset.players
        info = pyspiel.GameInfo(
            num_distinct_actions=len(context.space),
            max_chance_outcomes=context.max_chance_outcomes,
            num_players=players,
            min_utility=-1.0 / (players - 1),
            max_utility=1.0,
            utility_sum=0.0,
            # The seed, the pack card by card, then at most max_actions decisions.
            max_game_length=1 + context.pack_size + self.max_actions)
        super().__init__(game_type(game), info, params or {})

    def new_initial_state(self) -> MauMauState:
        return MauMauState(self, self.ruleset, self.max_actions)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None
                         ) -> MauMauObserver:
        return MauMauObserver(context_of(self.ruleset), iig_obs_type, params)


def register_all() -> dict[str, str]:
    """Register every registered maumau game (plug-ins included) that has an action
    space, under ``maumau_<game>``; each once per process. Returns :data:`registered`."""
    for game in all_variants():
        if game.name in registered:
            continue
        try:
            game.action_catalogue(game.max_players)
        except NotImplementedError:  # a game without a learning interface
            continue
        kind = type(f"MauMauGame_{game.name}", (MauMauGame,), {"VARIANT": game})
        pyspiel.register_game(game_type(game), kind)
        registered[game.name] = PREFIX + game.name
    return registered

"""maumau for reinforcement learning: every game as a PettingZoo and Gymnasium environment.

``env(variant, players, …)`` gives a PettingZoo AEC environment with one agent per seat;
``single_agent_env(variant, players, opponents=[…], seat=…)`` a Gymnasium environment for
one learning seat against maumau's bots; ``vector_env(variant, num_envs, …)`` a
Gymnasium vector environment of many tables stepped together on NumPy arrays (self-play,
or one learning seat against bots or a batched opponent policy). Observations are
computed from the seat's view only, in one of the :data:`ENCODINGS`; the action space
of a game is fixed (:func:`action_to_index`, :func:`index_to_action`). ``run(game,
policies, games, seed)`` plays whole games and returns each seat's trajectories and the
payoffs. Importing this package registers every game with Gymnasium as
``maumau/<game>-v0`` (:mod:`maumau.rl.registration`): ``gymnasium.make`` and
``gymnasium.make_vec`` take these ids, prefixed ``maumau.rl:`` where maumau has not been
imported. Layouts, rewards and examples: docs/rl.md.

This adapter needs the optional dependencies ``pettingzoo``, ``gymnasium`` and ``numpy``
(``pip install maumau[rl]``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

try:  # the rl extra: one clear error where it is missing
    import gymnasium
    import numpy
    import pettingzoo
except ModuleNotFoundError as missing:
    raise ModuleNotFoundError(f"maumau.rl needs the rl extra (no module {missing.name!r}):"
                              " pip install 'maumau[rl]'", name=missing.name) from None

from maumau.rl.actions import action_to_index, catalogue, index_to_action
from maumau.rl.aec import MauMauEnv
from maumau.rl.encodings import ENCODINGS
from maumau.rl.observation import layout
from maumau.rl.policy import Policy, load_policy, shipped_policies
from maumau.rl.registration import env_id, register_envs
from maumau.rl.single import MauMauSingleEnv
from maumau.rl.table import DEFAULT_MAX_ACTIONS, MaskedActionError
from maumau.rl.trajectories import Run, Transition, run
from maumau.rl.vector import MauMauVectorEnv

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

    from maumau.core.bot import Bot


def env(variant: str, players: int = 4, preset: str | None = "standard",
        options: Mapping[str, object] | None = None, render_mode: str | None = None,
        **settings: Any) -> MauMauEnv:
    """A PettingZoo AEC environment of a ruleset; ``settings``: ``reward`` ("win" or
    "score"), ``episode`` ("round" or "match"), ``max_actions``, ``lang``, ``encoding``
    ("dict", the default, "flat", "planes" or "history": :mod:`maumau.rl.encodings`)."""
    return MauMauEnv(variant, players, preset, options, render_mode, **settings)


def single_agent_env(variant: str, players: int = 4,
                     opponents: Sequence[str | Bot] = ("easy",), seat: int = 0,
                     preset: str | None = "standard",
                     options: Mapping[str, object] | None = None,
                     render_mode: str | None = None, **settings: Any) -> MauMauSingleEnv:
    """A Gymnasium environment: ``seat`` learns against ``opponents`` (one bot name per
    other seat, or one name for all); ``settings`` as for :func:`env`, and
    ``on_illegal`` ("raise", or "lose": a masked-out action ends the episode as lost)."""
    return MauMauSingleEnv(variant, players, opponents, seat, preset, options, render_mode,
                           **settings)


def vector_env(variant: str, num_envs: int, players: int = 4,
               preset: str | None = "standard", options: Mapping[str, object] | None = None,
               **settings: Any) -> MauMauVectorEnv:
    """A Gymnasium vector environment of ``num_envs`` tables stepped together, NumPy
    arrays in and out; ``settings``: ``encoding`` ("flat" by default, or "dict",
    "planes", "history"), ``seat`` (None: every seat is the policy's; or the learning
    seat) with ``opponents`` or ``opponent_policy``, ``autoreset_mode`` ("NextStep",
    "SameStep" or "Disabled"), ``reward``, ``episode``, ``max_actions``, ``copy``,
    ``render_mode`` ("ansi" or None), ``lang``; ``on_illegal`` is "raise" only (a masked-out
    action raises :class:`MaskedActionError`). See :mod:`maumau.rl.vector` and
    docs/rl.md."""
    return MauMauVectorEnv(variant, num_envs, players, preset, options, **settings)


__all__ = [
    "DEFAULT_MAX_ACTIONS",
    "ENCODINGS",
    "MaskedActionError",
    "MauMauEnv",
    "MauMauSingleEnv",
    "MauMauVectorEnv",
    "Policy",
    "Run",
    "Transition",
    "action_to_index",
    "catalogue",
    "env",
    "env_id",
    "index_to_action",
    "layout",
    "load_policy",
    "register_envs",
    "run",
    "shipped_policies",
    "single_agent_env",
    "vector_env",
]

# Every game's Gymnasium id (maumau/<game>-v0), for gymnasium.make and make_vec.
register_envs()

# Only the public names above (and the submodules) stay in the package's namespace.
del annotations, TYPE_CHECKING, gymnasium, numpy, pettingzoo

"""maumau for reinforcement learning: every game as a PettingZoo and Gymnasium environment.

``env(variant, players, …)`` gives a PettingZoo AEC environment with one agent per seat;
``single_agent_env(variant, players, opponents=[…], seat=…)`` a Gymnasium environment for
one learning seat against maumau's bots. Observations are computed from the seat's view
only; the action space of a game is fixed (:func:`action_to_index`,
:func:`index_to_action`). Layouts, rewards and examples: docs/rl.md.

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
from maumau.rl.observation import layout
from maumau.rl.single import MauMauSingleEnv
from maumau.rl.table import DEFAULT_MAX_ACTIONS, MaskedActionError

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

    from maumau.core.bot import Bot


def env(variant: str, players: int = 4, preset: str | None = "standard",
        options: Mapping[str, object] | None = None, render_mode: str | None = None,
        **settings: Any) -> MauMauEnv:
    """A PettingZoo AEC environment of a ruleset; ``settings``: ``reward`` ("win" or
    "score"), ``episode`` ("round" or "match"), ``max_actions``, ``lang``."""
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


__all__ = [
    "DEFAULT_MAX_ACTIONS",
    "MaskedActionError",
    "MauMauEnv",
    "MauMauSingleEnv",
    "action_to_index",
    "catalogue",
    "env",
    "index_to_action",
    "layout",
    "single_agent_env",
]

# Only the public names above (and the submodules) stay in the package's namespace.
del annotations, TYPE_CHECKING, gymnasium, numpy, pettingzoo

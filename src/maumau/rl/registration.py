"""Every game as a Gymnasium environment id: ``maumau/<game>-v0``.

:func:`register_envs` registers one id per game of maumau's registry that has a learning
environment (the built-in games and those of installed plug-ins alike; this module names
none): ``gymnasium.make(id, **settings)`` gives the single-agent environment
(:class:`~maumau.rl.single.MauMauSingleEnv`, one learning seat against bots) and
``gymnasium.make_vec(id, num_envs, **settings)`` the batched one
(:class:`~maumau.rl.vector.MauMauVectorEnv`, through the ids' ``vector_entry_point``) with
the same defaults, so both vectorization modes give the same environment. Importing
:mod:`maumau.rl` registers them.

Gymnasium 1.x reads no entry points (its plug-in mechanism, the ``gymnasium.envs`` group,
was removed in 1.0); an id prefixed with the module that registers it,
``gymnasium.make("maumau.rl:maumau/classic-v0")``, imports that module first, so a
program that never imports maumau itself still finds every id.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import gymnasium
from gymnasium.envs.registration import registry
from gymnasium.vector import AutoresetMode

from maumau.core.bot import Bot
from maumau.core.errors import RulesetError
from maumau.core.variant import all_variants
from maumau.rl.actions import catalogue
from maumau.rl.table import DEFAULT_MAX_ACTIONS
from maumau.rl.vector import MauMauVectorEnv, OpponentPolicy

__all__ = [
    "NAMESPACE",
    "VERSION",
    "env_id",
    "make_vector",
    "register_envs",
]

NAMESPACE = "maumau"
VERSION = 0
ENTRY_POINT = "maumau.rl.single:MauMauSingleEnv"
VECTOR_ENTRY_POINT = "maumau.rl.registration:make_vector"


def env_id(variant: str) -> str:
    """The Gymnasium id of a game: ``maumau/<game>-v0``."""
    return f"{NAMESPACE}/{variant}-v{VERSION}"


def register_envs() -> list[str]:
    """Register the id of every game that has a learning environment (an action
    catalogue); ids registered before are kept. Returns every such id. Call it again
    after registering a game at run time."""
    try:
        games = [game.name for game in all_variants()]
    except RulesetError as broken:  # a plug-in that does not load: the others still work
        gymnasium.logger.warn(f"maumau: {broken}")
        games = [game.name for game in all_variants()]
    ids = []
    for name in games:
        try:
            catalogue(name)
        except RulesetError:  # a game without a learning environment
            continue
        ids.append(env_id(name))
        if env_id(name) not in registry:
            gymnasium.register(env_id(name), entry_point=ENTRY_POINT,
                               vector_entry_point=VECTOR_ENTRY_POINT,
                               kwargs={"variant": name})
    return ids


def make_vector(variant: str, num_envs: int, players: int = 4,
                opponents: Sequence[str | Bot] | None = None, seat: int | None = 0,
                preset: str | None = "standard", options: Mapping[str, object] | None = None,
                render_mode: str | None = None, *, encoding: str = "dict",
                opponent_policy: OpponentPolicy | None = None, on_illegal: str = "raise",
                reward: str = "win", episode: str = "round",
                max_actions: int = DEFAULT_MAX_ACTIONS, lang: str = "en",
                autoreset_mode: str | AutoresetMode = AutoresetMode.NEXT_STEP,
                copy: bool = True) -> MauMauVectorEnv:
    """The ids' ``vector_entry_point``: :class:`MauMauVectorEnv` with the single-agent
    environment's defaults (seat 0 against ``easy`` bots, the ``dict`` encoding).
    ``seat=None`` is self-play; ``opponent_policy`` replaces the bots."""
    if on_illegal != "raise":
        raise RulesetError(f"the batched environment raises on a masked-out action"
                           f" (on_illegal {on_illegal!r} is the single environment's): use"
                           " vectorization_mode='sync' or 'async' for it")
    if opponents is None and seat is not None and opponent_policy is None:
        opponents = ("easy",)
    return MauMauVectorEnv(variant, num_envs, players, preset, options, encoding=encoding,
                           seat=seat, opponents=opponents, opponent_policy=opponent_policy,
                           reward=reward, episode=episode, max_actions=max_actions,
                           autoreset_mode=autoreset_mode, copy=copy, render_mode=render_mode,
                           lang=lang)

"""The one interface every computer opponent implements.

A bot receives only its seat's :class:`~maumau.core.view.View` (never the round) and a
seeded random generator, and returns one of the view's legal actions. So a bot can see
no more than a human in its seat, and a given seed makes it deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from maumau.core.actions import Action
from maumau.core.errors import RulesetError
from maumau.core.view import View


class Bot(Protocol):
    """A computer player: a name, and a choice of action from a view."""

    name: str

    def choose(self, view: View, rng: random.Random) -> Action:
        """One of ``view.legal_actions``."""
        ...


BotFactory = Callable[[str], Bot]
"""Makes a bot for a variant name."""

_FACTORIES: dict[str, BotFactory] = {}


def register_bot(name: str, factory: BotFactory) -> None:
    _FACTORIES[name] = factory


def bot_names() -> list[str]:
    _load_builtin()
    return list(_FACTORIES)


def make_bot(name: str, variant: str) -> Bot:
    """A bot of the named kind (``random``, ``simple``, ...) for the variant."""
    _load_builtin()
    factory = _FACTORIES.get(name)
    if factory is None:
        raise RulesetError(f"unknown bot {name!r}; valid: " + ", ".join(_FACTORIES),
                           "unknown_bot", {"bot": str(name), "valid": ", ".join(_FACTORIES)})
    return factory(variant)


def _load_builtin() -> None:
    if not _FACTORIES:
        import maumau.bots.builtin  # noqa: F401  (registers the built-in bots)

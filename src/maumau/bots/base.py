"""The bot registry: bots by name, the built-in ones and any registered later.

The interface itself is :class:`maumau.core.bot.Bot` (re-exported here).
"""

from __future__ import annotations

from maumau.bots.builtin import BUILTIN_BOTS
from maumau.core.bot import (
    Bot,
    BotFactory,
    BotMaker,
    Decide,
    LazyViewBot,
    LegalActionsBot,
    Pick,
    PickingBot,
    ViewSource,
    decider,
    seat_picker,
)
from maumau.core.errors import RulesetError

__all__ = [
    "Bot",
    "BotFactory",
    "BotMaker",
    "Decide",
    "LazyViewBot",
    "LegalActionsBot",
    "Pick",
    "PickingBot",
    "ViewSource",
    "bot_names",
    "decider",
    "make_bot",
    "register_bot",
    "seat_picker",
]

_FACTORIES: dict[str, BotMaker] = dict(BUILTIN_BOTS)


def register_bot(name: str, factory: BotMaker) -> None:
    """Add a kind of bot (or replace one) under ``name``."""
    _FACTORIES[name] = factory


def bot_names() -> list[str]:
    return list(_FACTORIES)


def make_bot(name: str, variant: str) -> Bot:
    """A bot of the named kind (``random``, ``simple``, ...) for the variant."""
    factory = _FACTORIES.get(name)
    if factory is None:
        raise RulesetError(f"unknown bot {name!r}; valid: " + ", ".join(_FACTORIES),
                           "unknown_bot", {"bot": str(name), "valid": ", ".join(_FACTORIES)})
    return factory(variant)

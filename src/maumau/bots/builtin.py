"""The built-in bots by name: ``random`` for every game, ``simple``, ``easy``, ``medium``
and ``hard`` per machine. :mod:`maumau.bots.base` registers them."""

from __future__ import annotations

from maumau.bots.random_bot import RandomBot
from maumau.bots.simple_heuldoch import SimpleHeulDochBot
from maumau.bots.simple_shedding import SimpleSheddingBot
from maumau.core.bot import Bot, BotFactory
from maumau.core.errors import RulesetError

SIMPLE_BOTS: dict[str, type] = {
    "classic": SimpleSheddingBot,
    "tabaluga": SimpleSheddingBot,
    "emojical": SimpleSheddingBot,
    "heuldoch": SimpleHeulDochBot,
}


def _simple(variant: str) -> Bot:
    bot_type = SIMPLE_BOTS.get(variant)
    if bot_type is None:
        raise RulesetError(f"no simple bot for {variant!r} yet")
    bot: Bot = bot_type()
    return bot


def _easy(variant: str) -> Bot:
    from maumau.bots.easy import make_easy

    return make_easy(variant)


def _medium(variant: str) -> Bot:
    from maumau.bots.medium import make_medium

    return make_medium(variant)


def _hard(variant: str) -> Bot:
    from maumau.bots.hard import make_hard

    return make_hard(variant)


BUILTIN_BOTS: dict[str, BotFactory] = {
    "random": lambda variant: RandomBot(),
    "simple": _simple,
    "easy": _easy,
    "medium": _medium,
    "hard": _hard,
}

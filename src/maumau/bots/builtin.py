"""Registers the built-in bots: ``random`` for every game, ``simple`` per machine."""

from __future__ import annotations

from maumau.bots.base import Bot, register_bot
from maumau.bots.random_bot import RandomBot
from maumau.bots.simple_heuldoch import SimpleHeulDochBot
from maumau.bots.simple_shedding import SimpleSheddingBot
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


register_bot("random", lambda variant: RandomBot())
register_bot("simple", _simple)


def _easy(variant: str) -> Bot:
    from maumau.bots.easy import make_easy

    return make_easy(variant)


def _medium(variant: str) -> Bot:
    from maumau.bots.medium import make_medium

    return make_medium(variant)


def _hard(variant: str) -> Bot:
    from maumau.bots.hard import make_hard

    return make_hard(variant)


register_bot("easy", _easy)
register_bot("medium", _medium)
register_bot("hard", _hard)

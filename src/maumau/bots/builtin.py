"""The built-in bots by name: ``random`` and ``hard`` play every game (``hard`` through
the game's search hooks); ``simple``, ``easy`` and ``medium`` are the game's own players
(:meth:`maumau.core.variant.Variant.bot`). :mod:`maumau.bots.base` registers them."""

from __future__ import annotations

from maumau.bots.random_bot import RandomBot
from maumau.core.bot import LEVELS, Bot, BotMaker
from maumau.core.errors import RulesetError
from maumau.core.variant import find_variant

__all__ = [
    "BUILTIN_BOTS",
    "game_level",
]


def game_level(level: str) -> BotMaker:
    """The factory of a level the games provide themselves."""

    def make(variant: str) -> Bot:
        bot = find_variant(variant).bot(level)
        if bot is None:
            raise RulesetError(f"no {level} bot for {variant!r}")
        return bot

    return make


def _hard(variant: str) -> Bot:
    from maumau.bots.hard import make_hard

    return make_hard(variant)


BUILTIN_BOTS: dict[str, BotMaker] = {
    "random": lambda variant: RandomBot(),
    **{level: game_level(level) for level in LEVELS},
    "hard": _hard,
}

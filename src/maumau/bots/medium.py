"""The ``medium`` computer opponent: the strongest rule-based player of each game.

It reads only its seat's view and counts cards from the public history; see
:mod:`maumau.bots.medium_shedding` (classic, Tabaluga, emojical) and
:mod:`maumau.bots.medium_heuldoch` (Heul doch!).
"""

from __future__ import annotations

from maumau.bots.medium_heuldoch import MediumHeulDochBot
from maumau.bots.medium_shedding import MediumSheddingBot
from maumau.core.bot import Bot
from maumau.core.errors import RulesetError

SHEDDING_VARIANTS = frozenset({"classic", "tabaluga", "emojical"})


def make_medium(variant: str) -> Bot:
    """The medium bot of a game; an unknown game is a :class:`RulesetError`."""
    if variant in SHEDDING_VARIANTS:
        return MediumSheddingBot()
    if variant == "heuldoch":
        return MediumHeulDochBot()
    raise RulesetError(f"no medium bot for {variant!r}; valid: classic, tabaluga, emojical, "
                       "heuldoch")

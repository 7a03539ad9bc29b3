"""Seeded play with the built-in bots, the way a table of computer players would go."""

from __future__ import annotations

import random
from collections.abc import Sequence

from maumau import Action, RulesetError
from maumau.bots import Bot, make_bot
from maumau.core.round import Round


def bot_for(kind: str, variant: str) -> Bot:
    """The named bot, or the random bot where the variant has no bot of that kind yet."""
    try:
        return make_bot(kind, variant)
    except RulesetError:
        return make_bot("random", variant)


def table_of_bots(variant: str, players: int, rng: random.Random,
                  kinds: Sequence[str] = ("random", "simple")) -> list[Bot]:
    """One bot per seat, each kind drawn from ``kinds``."""
    return [bot_for(rng.choice(list(kinds)), variant) for _ in range(players)]


def bot_action(bots: Sequence[Bot], game: Round, rng: random.Random) -> Action:
    """What the bot of the seat to move chooses, seeing only that seat's view."""
    seat = game.to_move
    assert seat is not None, "the round is over"
    return bots[seat].choose(game.view(seat), rng)

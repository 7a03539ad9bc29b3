"""Rounds of medium players watched from one seat, for the benchmarks that judge decisions.

Game ``seed`` is a one-round game (the presets of ``bot_strength.py``) of medium players,
seat ``s`` deciding with a generator seeded ``seed * 10 + s``, watched from seat
``seed % players`` so that the watched seat moves round the table from game to game.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from bot_strength import ONE_ROUND
from maumau import Match, Ruleset
from maumau.bots import make_bot
from maumau.core.round import Round
from maumau.core.view import View

PLAYERS = 4


def watched_decisions(variant: str, seed: int, players: int = PLAYERS
                      ) -> Iterator[tuple[Round, View]]:
    """Each decision of the watched seat that has a choice: the round and the seat's view,
    before the medium player's action is applied (the round goes on with it)."""
    preset, options = ONE_ROUND[variant]
    game = Match(Ruleset.create(variant, players, preset, options), seed).round
    seat = seed % players
    medium = [make_bot("medium", variant) for _ in range(players)]
    rngs = [random.Random(seed * 10 + other) for other in range(players)]
    while game.result is None:
        mover = game.to_move
        assert mover is not None
        view = game.view(mover)
        if mover == seat and len(view.legal_actions) > 1:
            yield game, view
        game.apply(medium[mover].choose(view, rngs[mover]))

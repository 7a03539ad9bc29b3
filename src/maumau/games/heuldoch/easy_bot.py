"""The ``easy`` player of Heul doch!: the simple player's rating with slips."""

from __future__ import annotations

import random
from collections.abc import Sequence

from maumau.core.actions import Action
from maumau.core.bot import MISTAKE, ViewSource
from maumau.core.view import View
from maumau.games.heuldoch.simple_bot import SimpleHeulDochBot

__all__ = [
    "EasyHeulDochBot",
]


class EasyHeulDochBot:
    """The simple Heul doch! rating with slips: it plays any legal card now and then."""

    name = "easy"

    def __init__(self) -> None:
        self._plain = SimpleHeulDochBot()

    def choose(self, view: View, rng: random.Random) -> Action:
        return self.decide(view.legal_actions, lambda: view, rng)

    def decide(self, legal: Sequence[Action], view_of: ViewSource,
               rng: random.Random) -> Action:
        if len(legal) > 1 and rng.random() < MISTAKE:
            return rng.choice(legal)
        return self._plain.choose(view_of(), rng)

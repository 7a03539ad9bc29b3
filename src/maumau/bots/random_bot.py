"""The baseline opponent: a uniformly random legal action."""

from __future__ import annotations

import random
from collections.abc import Sequence

from maumau.core.actions import Action
from maumau.core.bot import Pick, ViewSource
from maumau.core.view import View

__all__ = [
    "RandomBot",
]


class RandomBot:
    """Needs only the legal actions, so simulations never build a view for it."""

    name = "random"

    def choose(self, view: View, rng: random.Random) -> Action:
        return self.choose_legal(view.legal_actions, rng)

    def choose_legal(self, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(legal)

    def picker(self, rng: random.Random) -> Pick:
        """The simulator's entry: the generator's own ``choice``, called directly."""
        return rng.choice

    def decide(self, legal: Sequence[Action], view: ViewSource, rng: random.Random) -> Action:
        """:meth:`choose_legal` as the simulator calls a bot: the view is never asked for."""
        return rng.choice(legal)

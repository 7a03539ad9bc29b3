"""The baseline opponent: a uniformly random legal action."""

from __future__ import annotations

import random

from maumau.core.actions import Action
from maumau.core.view import View


class RandomBot:
    name = "random"

    def choose(self, view: View, rng: random.Random) -> Action:
        return rng.choice(view.legal_actions)

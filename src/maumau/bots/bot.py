"""The one interface every computer opponent implements.

A bot receives only its seat's :class:`~maumau.core.view.View` (never the round) and a
seeded random generator, and returns one of the view's legal actions. So a bot can see
no more than a human in its seat, and a given seed makes it deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from maumau.core.actions import Action
from maumau.core.view import View


class Bot(Protocol):
    """A computer player: a name, and a choice of action from a view."""

    name: str

    def choose(self, view: View, rng: random.Random) -> Action:
        """One of ``view.legal_actions``."""
        ...


BotFactory = Callable[[str], Bot]
"""Makes a bot for a variant name."""

"""What a search over guessed rounds needs of a game (the ``hard`` bot's contract).

A game that offers it (:meth:`maumau.core.variant.Variant.search`) reads a seat's view
into what it implies about the hidden cards, deals rounds that agree with it, plays a
guessed round to its end with a cheap policy and scores the end from one seat, and says
which of a view's actions are worth searching.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from maumau.core.actions import Action
from maumau.core.bot import Bot
from maumau.core.knowledge import Guesses, Tracking
from maumau.core.round import Round
from maumau.core.view import View

__all__ = ["GUIDE_BONUS", "Search"]

GUIDE_BONUS = 0.05
"""What the medium player's choice adds to its action's mean reward: the search must find
another action better by this much to overrule it."""


class Search(Protocol):
    """A game's hooks for a determinized search."""

    @property
    def iterations(self) -> int:
        """Playouts per decision, calibrated so a decision takes about 0.1-0.15 s of one
        core of the project machine."""
        ...

    def track(self, view: View, assume_forced_draws: bool = False,
              assume_eager: bool = False) -> Tracking:
        """What ``view`` implies about the hidden cards. ``assume_forced_draws``: a draw
        means "held nothing playable" also where drawing is voluntary. ``assume_eager``:
        opponents counter a penalty and throw an identical card in whenever they can."""
        ...

    def guesses(self, view: View, tracking: Tracking) -> Guesses:
        """Deals of the hidden cards that agree with the view (build once a decision)."""
        ...

    def play_out(self, round_: Round, me: int, rng: random.Random) -> float:
        """Play a guessed round to its end with a cheap policy; seat ``me``'s reward
        (about 0 to 1)."""
        ...

    def candidates(self, view: View, guide: Bot | None) -> Sequence[Action]:
        """The actions of the view worth searching (all legal ones, or fewer that a
        strong player would consider; ``guide`` is the game's medium player)."""
        ...

    def guide_bonus(self, view: View) -> float:
        """What the medium player's choice adds to its action's mean in this view."""
        ...

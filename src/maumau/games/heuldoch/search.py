"""What the search bot needs of Heul doch!: tracking of the piles, guessed deals and
playouts; every legal action is searched."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from maumau.core.actions import Action
from maumau.core.bot import Bot
from maumau.core.knowledge import Tracking
from maumau.core.round import Round
from maumau.core.search import GUIDE_BONUS
from maumau.core.view import View
from maumau.games.heuldoch import playout, tracking as reading
from maumau.games.heuldoch.guess import HeulDochDealer
from maumau.games.heuldoch.round import HeulDochRound

__all__ = [
    "HeulDochSearch",
]


@dataclass(frozen=True)
class HeulDochSearch:
    """The search hooks of Heul doch!."""

    iterations: int = 800

    def track(self, view: View, assume_forced_draws: bool = False,
              assume_eager: bool = False) -> Tracking:
        return reading.track(view, assume_forced_draws, assume_eager)

    def guesses(self, view: View, tracking: Tracking) -> HeulDochDealer:
        return HeulDochDealer(view, tracking)

    def play_out(self, round_: Round, me: int, rng: random.Random) -> float:
        assert isinstance(round_, HeulDochRound)
        return playout.play_out(round_, me, rng)

    def candidates(self, view: View, guide: Bot | None) -> Sequence[Action]:
        return view.legal_actions

    def guide_bonus(self, view: View) -> float:
        return GUIDE_BONUS

"""What the search bot needs of a shedding game: tracking, guessed deals, playouts and
the actions worth searching, with each game's calibrated settings."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from maumau.core.actions import Action, ActionKind
from maumau.core.bot import Bot
from maumau.core.cards import Card
from maumau.core.knowledge import Tracking
from maumau.core.round import Round
from maumau.core.search import GUIDE_BONUS
from maumau.core.view import View
from maumau.games.shedding import playout, tracking as reading
from maumau.games.shedding.guess import SheddingDealer
from maumau.games.shedding.medium_bot import MediumSheddingBot
from maumau.games.shedding.round import SheddingRound
from maumau.games.shedding.simple_bot import called_forms

__all__ = [
    "ENDGAME_HAND",
    "RACE_HAND",
    "SheddingSearch",
    "in_race",
]

RACE_HAND = 2
ENDGAME_HAND = 3


@dataclass(frozen=True)
class SheddingSearch:
    """The search hooks of one shedding game.

    ``candidates_kept``: in a free play, how many of the medium player's favourite cards
    the search weighs (each with every wish it offers; drawing stays), and plays that
    forget a Mau call are never candidates - the playouts go to the plausible plays, and
    the budget buys sharper estimates (``None``: every legal action).
    ``race_bonus``: what the medium player's choice adds instead of
    :data:`~maumau.core.search.GUIDE_BONUS` in a race (another seat holds at most
    :data:`RACE_HAND` cards while the bot holds more than :data:`ENDGAME_HAND`): there the
    cheap playouts, which do not defend, misjudge the plays, so only an overwhelming
    margin overrules the medium player.
    ``pressure``: how keenly the playout policy leads a suit the next seat lacks
    (:func:`maumau.games.shedding.playout.policy_move`)."""

    iterations: int = 800
    candidates_kept: int | None = None
    race_bonus: float | None = None
    pressure: float = 0.0

    def track(self, view: View, assume_forced_draws: bool = False,
              assume_eager: bool = False) -> Tracking:
        return reading.track(view, assume_forced_draws, assume_eager)

    def guesses(self, view: View, tracking: Tracking) -> SheddingDealer:
        return SheddingDealer(view, tracking)

    def play_out(self, round_: Round, me: int, rng: random.Random) -> float:
        assert isinstance(round_, SheddingRound)
        return playout.play_out(round_, me, rng, self.pressure)

    def candidates(self, view: View, guide: Bot | None) -> Sequence[Action]:
        legal: Sequence[Action] = view.legal_actions
        kept = self.candidates_kept
        if kept is None or not isinstance(guide, MediumSheddingBot):
            return legal
        legal = called_forms(legal)
        favourites: list[Card | None] = []
        for play in guide.ranked_plays(view):
            if play.card not in favourites:
                favourites.append(play.card)
        if len(favourites) > kept:
            chosen = favourites[:kept]
            legal = [a for a in legal if a.kind is not ActionKind.PLAY or a.card in chosen]
        return legal

    def guide_bonus(self, view: View) -> float:
        if self.race_bonus is not None and in_race(view.hand_sizes, view.seat or 0):
            return self.race_bonus
        return GUIDE_BONUS


def in_race(sizes: Sequence[int], seat: int) -> bool:
    """Another seat is close to going out while this one is not."""
    return sizes[seat] > ENDGAME_HAND and min(
        size for other, size in enumerate(sizes) if other != seat) <= RACE_HAND

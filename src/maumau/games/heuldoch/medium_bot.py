"""The ``medium`` player of Heul doch! Mau Mau.

It rates every play as the simple player does (:func:`maumau.games.heuldoch.simple_bot.rate_play`:
what the play does to the final scores, onions and their voids included) and adds what the
simple player leaves out:

- the onions still to come: the simple rating values a pile by its present onion count,
  so a first onion looks as if it voided the 1s for good. Medium forecasts each seat's
  final count (its remaining plays at its onion rate so far, :class:`OnionForecast`)
  and values every pile card by its chance of not being void at the end (``FORESIGHT``);
- points given away count by who gets them: a gift to the leading rival costs more than
  one to a seat far behind (``LEADER``, by each rival's score against the best rival's),
  so a card that may go to either neighbour goes to the weaker one;
- its own top draws forced gifts from the neighbours: a face-up top that many unseen
  cards match is worth a little (``INCOMING``; counted from every card it has seen), an
  onion on top draws nothing.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from maumau.core.actions import Action
from maumau.core.events import EventKind
from maumau.core.view import View
from maumau.games.heuldoch.rules import VALUES
from maumau.games.heuldoch.scoring import void_values
from maumau.games.heuldoch.simple_bot import (
    RIVAL_WEIGHT,
    PileSum,
    Seen,
    imagine,
    pile_score,
    rate_play,
    remember_piles,
)

__all__ = [
    "COLOURS",
    "COPIES",
    "FORESIGHT",
    "INCOMING",
    "LEADER",
    "ONION_PRIOR",
    "MediumHeulDochBot",
    "Number",
    "OnionForecast",
    "Outlook",
    "face_up_top",
    "fits",
    "number_of",
]

COLOURS = "roygbpk"
COPIES = 2
INCOMING = 0.2
"""The worth of each unseen card that matches the own top (a likely forced gift)."""
LEADER = 1.0
"""How much more a point given to the leading rival weighs than the simple rating says
(a rival with half the leader's score: half as much more)."""
ONION_PRIOR = (1, 5)
"""The onion rate it assumes before seeing its own plays: one onion in five plays."""
FORESIGHT = 1.0
"""Weight of the own pile valued by its expected final onion count instead of the present
(rivals' piles valued so measured worse: what they are given counts as it stands)."""

Number = tuple[str, int]


def number_of(code: str | None) -> Number | None:
    """Colour and value of a number card's code; None for a special card or an unknown."""
    if code is None or len(code) != 2 or not code[1].isdigit():
        return None
    return code[0], int(code[1])


def face_up_top(pile: Sequence[Seen]) -> Number | None:
    """The face-up number on top, or None (an onion or an empty pile: nothing to match)."""
    if not pile or not pile[-1].face_up:
        return None
    return number_of(pile[-1].code)


def fits(top: Number | None, card: Number) -> bool:
    return top is not None and (top[0] == card[0] or top[1] == card[1])


class MediumHeulDochBot:
    name = "medium"

    def choose(self, view: View, rng: random.Random) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        piles = remember_piles(view)
        outlook = Outlook(view, piles)
        sums = outlook.sums
        return max(legal, key=lambda action: rate_play(action, view, piles, sums)
                   + outlook.rate(action))


class Outlook:
    """One decision's reading beyond the simple rating: standings and unseen cards."""

    def __init__(self, view: View, piles: list[list[Seen]]) -> None:
        assert view.seat is not None
        self.view = view
        self.seat = view.seat
        self.piles = piles
        self.unseen = self._unseen([c.code for c in view.hand])
        self.sums = [PileSum(pile) for pile in piles]
        self.scores = [pile_sum.score for pile_sum in self.sums]
        self.future = OnionForecast(view)
        rivals = [s for s in range(view.players) if s != self.seat]
        top = max(self.scores[s] for s in rivals)
        self.standing = [self.scores[s] / top if top > 0 and s != self.seat else 0.0
                         for s in range(view.players)]

    def _unseen(self, hand: list[str]) -> Counter[Number]:
        left = Counter({(colour, value): COPIES for colour in COLOURS
                        for value in range(1, VALUES + 1)})
        for code in [*hand, *(seen.code for pile in self.piles for seen in pile)]:
            number = number_of(code)
            if number is not None and left[number] > 0:
                left[number] -= 1
        return left

    def rate(self, action: Action) -> float:
        assert action.card is not None
        after = imagine(self.piles, action, self.seat)
        score = self._incoming(after[self.seat]) + self._rivalry(after)
        if FORESIGHT:
            score += FORESIGHT * self._foresight(after[self.seat])
        return score

    def _foresight(self, own: Sequence[Seen]) -> float:
        """The own pile valued by the onions it will likely have at the end rather than
        now: each value counts by its chance of not being void then. Returned as the
        correction to the simple rating's present-onion figure."""
        before = self.piles[self.seat]
        expected = self.future.expected(own) - self.future.expected(before)
        present = pile_score(own) - pile_score(before)
        return expected - present

    def _incoming(self, own: Sequence[Seen]) -> float:
        top = face_up_top(own)
        if top is None or not int(self.view.table.get("talon_size", 0)):
            return 0.0
        return INCOMING * sum(count for card, count in self.unseen.items() if fits(top, card))

    def _rivalry(self, after: list[list[Seen]]) -> float:
        """Points a rival gains weigh more the closer it stands to the best rival."""
        score = 0.0
        for seat in range(self.view.players):
            if seat != self.seat:
                gained = pile_score(after[seat]) - self.scores[seat]
                score -= LEADER * RIVAL_WEIGHT * self.standing[seat] * gained
        return score


class OnionForecast:
    """How many more onions the seat will likely lay this round: its remaining plays
    (hand and its share of the talon) at its own onion rate so far."""

    def __init__(self, view: View) -> None:
        seat = view.seat
        plays = downs = 0
        for event in view.events:
            if event.kind is EventKind.PLAY and event.seat == seat:
                plays += 1
                downs += event.choice == "down"
        prior_downs, prior_plays = ONION_PRIOR
        rate = (downs + prior_downs) / (plays + prior_plays)
        talon = int(view.table.get("talon_size", 0))
        remaining = max(0, len(view.hand) - 1 + talon // view.players)
        self._chances = _binomial(remaining, rate)
        self._kept: dict[int, list[float]] = {}

    def expected(self, pile: Sequence[Seen]) -> float:
        onions = sum(1 for card in pile if not card.face_up)
        kept = self._kept.get(onions)
        if kept is None:
            kept = [0.0] * (VALUES + 1)
            for more, chance in enumerate(self._chances):
                void = void_values(onions + more)
                for value in range(1, VALUES + 1):
                    if value not in void:
                        kept[value] += chance
            self._kept[onions] = kept
        return sum(card.value * kept[card.value] for card in pile
                   if card.face_up and 0 < card.value <= VALUES)


def _binomial(trials: int, rate: float) -> list[float]:
    chances = [1.0]
    for _ in range(trials):
        chances = [a * (1.0 - rate) + b * rate
                   for a, b in zip([*chances, 0.0], [0.0, *chances], strict=True)]
    return chances

"""Scoring a finished round of Heul doch! (docs/rules.md §4, [I-22]).

Each seat counts the onions (face-down cards) in its own pile, k. The values k and, from
k = 7 on, 7 and k mod 7 are void: face-up cards of a void value score nothing, every other
face-up card scores its value. The highest total wins; a tie goes to whoever lost more
points to their onions; still tied, all of them win.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from maumau.core.results import RoundResult
from maumau.games.heuldoch.rules import DOWN, VALUES, value_of

__all__ = [
    "REASON",
    "VALUE_OF_ENTRY",
    "PileScore",
    "best_of",
    "round_result",
    "score_pile",
    "void_values",
    "winners_of",
]

REASON = "played_out"


@dataclass(frozen=True)
class PileScore:
    """What one seat's pile is worth at the end."""

    onions: int
    void_values: tuple[int, ...]
    points_lost: int
    total: int


def void_values(onions: int) -> tuple[int, ...]:
    """The card values that ``onions`` onions make worthless [I-22]."""
    void = []
    rest = onions % VALUES
    if rest:
        void.append(rest)
    if onions >= VALUES:
        void.append(VALUES)
    return tuple(void)


VALUE_OF_ENTRY: Final = tuple(value_of(card) for card in range(DOWN))
"""The value of each face-up entry (a card id below ``DOWN``): every round's end scores
every pile."""


def score_pile(pile: Sequence[int]) -> PileScore:
    """Score a pile of entries (face-up card ids and face-down entries)."""
    face_up = [VALUE_OF_ENTRY[entry] for entry in pile if entry < DOWN]
    onions = len(pile) - len(face_up)
    void = void_values(onions)
    lost = sum([value for value in face_up if value in void]) if void else 0
    return PileScore(onions, void, lost, sum(face_up) - lost)


def best_of(totals: Sequence[int], points_lost: Sequence[int]) -> tuple[int, ...]:
    """The highest total; among equals, who lost most to onions; else all of them.

    The same rule decides a round and a match (with the match's sums) [I-22]."""
    best = max(totals)
    tied = [seat for seat, total in enumerate(totals) if total == best]
    most_lost = max(points_lost[seat] for seat in tied)
    return tuple(seat for seat in tied if points_lost[seat] == most_lost)


def winners_of(scores: Sequence[PileScore]) -> tuple[int, ...]:
    """The round's winners by :func:`best_of`."""
    return best_of([score.total for score in scores], [score.points_lost for score in scores])


def round_result(piles: Sequence[Sequence[int]]) -> RoundResult:
    scores = [score_pile(pile) for pile in piles]
    totals = tuple(score.total for score in scores)
    details = {
        "onions": [score.onions for score in scores],
        "void_values": [list(score.void_values) for score in scores],
        "points_lost": [score.points_lost for score in scores],
        "totals": list(totals),
    }
    return RoundResult(winners_of(scores), totals, REASON, (), details)

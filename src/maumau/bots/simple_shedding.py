"""A sensible rule-based player for the shedding games.

It plays what a careful casual player would: counter a penalty when it can, keep wild
cards for when nothing else fits, get rid of expensive cards early, keep the suit it holds
most of, hit a nearly finished next player with a penalty, wish the suit it holds most,
and always call Mau.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.view import View

FACE_VALUES = {"7": 7, "8": 8, "9": 9, "T": 10, "J": 10, "Q": 10, "K": 10, "A": 11}


class SimpleSheddingBot:
    name = "simple"

    def choose(self, view: View, rng: random.Random) -> Action:
        legal = view.legal_actions
        called = [a for a in legal if a.call is not Call.NONE]
        if called:
            legal = tuple(a for a in legal if a.call is not Call.NONE or a.kind is not
                          ActionKind.PLAY)
        plays = [a for a in legal if a.kind is ActionKind.PLAY]
        choices = [a for a in legal if a.kind is ActionKind.CHOOSE]
        if choices:
            return self._best_suit(choices, view)
        if not plays:
            return legal[0] if len(legal) == 1 else _first(legal, ActionKind.TAKE, ActionKind.DRAW)
        if view.phase in ("penalty", "skip"):
            return max(plays, key=lambda a: self._score(a, view))
        best = max(plays, key=lambda a: self._score(a, view))
        return best

    def _score(self, action: Action, view: View) -> float:
        assert action.card is not None
        code = action.card.code
        suit_counts = Counter(_suit(card.code) for card in view.hand)
        rank = code[0]
        score = FACE_VALUES.get(rank, 5) / 4.0
        if action.choice is not None or code == "X":
            score -= 20.0  # a wild card is worth keeping until nothing else fits
            if action.choice is not None:
                score += suit_counts.get(action.choice, 0)
        else:
            score += suit_counts.get(_suit(code), 0) - 1
        next_seat = ((view.seat or 0) + int(view.table.get("direction", 1))) % view.players
        next_size = view.hand_sizes[next_seat]
        options = view.options
        if rank in (options.get("draw_two_rank"), options.get("skip_rank"),
                    options.get("draw_n_rank")):
            score += 6.0 if next_size <= 2 else 1.0
        return score

    def _best_suit(self, choices: list[Action], view: View) -> Action:
        counts = Counter(_suit(card.code) for card in view.hand)
        return max(choices, key=lambda a: counts.get(a.choice or "", 0))


def _suit(code: str) -> str:
    return code[-1] if len(code) == 2 else ""


def _first(legal: Sequence[Action], *kinds: ActionKind) -> Action:
    for kind in kinds:
        for action in legal:
            if action.kind is kind:
                return action
    return legal[0]

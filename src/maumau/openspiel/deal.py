"""A round kept with the recipe that rebuilds it, so that OpenSpiel can pickle a state.

OpenSpiel copies a Python state's attributes with ``copy.deepcopy`` (a clone) and
serializes them with ``pickle``. A maumau round copies fast but does not pickle (its
rules hold functions), so :class:`Deal` pickles as its recipe: the ruleset, where the
round began (a seed and a pack, or a position for a state resampled from a seat's view)
and the actions since, replayed when it is read back.
"""

from __future__ import annotations

from typing import Any

from maumau.core.actions import Action
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset

__all__ = ["Deal"]


class Deal:
    """One round and how to make it again."""

    __slots__ = ("actions", "round", "ruleset", "start")

    def __init__(self, ruleset: Ruleset, round_: Round, start: dict[str, Any]) -> None:
        self.ruleset = ruleset
        self.round = round_
        self.start = start
        """``{"seed": s, "dealer": d, "pack": [...]}`` or ``{"position": {...}}``."""
        self.actions: list[Action] = []

    @classmethod
    def dealt(cls, ruleset: Ruleset, seed: int, dealer: int, pack: list[int]) -> Deal:
        """Round 0 dealt from ``pack`` (its last card dealt first)."""
        round_ = ruleset.game.new_round(ruleset, seed, 0, dealer, list(pack))
        return cls(ruleset, round_, {"seed": seed, "dealer": dealer, "pack": list(pack)})

    @classmethod
    def guessed(cls, round_: Round) -> Deal:
        """A round guessed from a seat's view (it has no history of its own)."""
        return cls(round_.ruleset, round_, {"position": round_.to_position()})

    def apply(self, action: Action) -> None:
        self.round.apply(action)
        self.actions.append(action)

    def __deepcopy__(self, memo: dict[int, object]) -> Deal:
        twin = Deal(self.ruleset, self.round.copy(), self.start)
        twin.actions = list(self.actions)
        memo[id(self)] = twin
        return twin

    def __getstate__(self) -> dict[str, Any]:
        return {"ruleset": self.ruleset.to_dict(), "start": self.start,
                "actions": [str(action) for action in self.actions]}

    def __setstate__(self, data: dict[str, Any]) -> None:
        ruleset = Ruleset.from_dict(data["ruleset"])
        start = data["start"]
        game = ruleset.game
        if "position" in start:
            round_ = game.round_from_position(ruleset, start["position"])
        else:
            round_ = game.new_round(ruleset, start["seed"], 0, start["dealer"],
                                    list(start["pack"]))
        self.ruleset, self.round, self.start, self.actions = ruleset, round_, start, []
        for notation in data["actions"]:
            self.apply(round_.parse_action(notation))

"""Typed outcomes of a round and of a match."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from maumau.core.errors import RecordError

__all__ = [
    "MatchResult",
    "MatchTally",
    "RoundResult",
]


@dataclass(frozen=True)
class RoundResult:
    """How a round ended.

    ``winners`` is empty when the round was blocked. ``points`` are what each seat adds to
    its match total for this round; ``hand_values`` what each seat's remaining cards are
    worth. ``details`` holds variant-specific figures (Heul doch!'s onions, for example).
    """

    winners: tuple[int, ...]
    points: tuple[int, ...]
    reason: str
    hand_values: tuple[int, ...] = ()
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "points": list(self.points),
            "reason": self.reason,
            "hand_values": list(self.hand_values),
            "details": dict(self.details),
        }

    @classmethod
    def from_dict(cls, data: object) -> RoundResult:
        if not isinstance(data, Mapping):
            raise RecordError("a round result must be a JSON object",
                              code="record_result_object", params={})
        try:
            reason = data["reason"]
            details = data.get("details", {})
            if not isinstance(reason, str) or not isinstance(details, Mapping):
                raise TypeError("'reason' must be text and 'details' an object")
            return cls(
                _whole_numbers(data["winners"], "winners"),
                _whole_numbers(data["points"], "points"),
                reason,
                _whole_numbers(data.get("hand_values", []), "hand_values"),
                dict(details),
            )
        except (KeyError, TypeError) as problem:
            raise RecordError(f"malformed round result: {problem}",
                              code="record_result_malformed", params={}) from None


@dataclass(frozen=True)
class MatchResult:
    """The end of a match: the winners and every seat's total."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
    rounds: int

    def to_dict(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "totals": list(self.totals), "rounds": self.rounds}


@dataclass(frozen=True)
class MatchTally:
    """Where a match stands after its finished rounds: all that deciding it needs.

    ``rounds`` counts every finished round, those played before a resumed position
    included; ``totals`` are the match scores; ``tiebreaks`` add up each round's
    tie-break figure where the game has one (Heul doch!: points lost to onions, docs/rules.md
    §4), else they stay 0; ``last`` is the latest round's result in this match, if any.
    """

    rounds: int
    totals: tuple[int, ...]
    tiebreaks: tuple[int, ...]
    last: RoundResult | None = None


def _whole_numbers(values: object, name: str) -> tuple[int, ...]:
    if not isinstance(values, list) or not all(
        isinstance(value, int) and not isinstance(value, bool) for value in values
    ):
        raise TypeError(f"{name!r} must be a list of whole numbers")
    return tuple(values)

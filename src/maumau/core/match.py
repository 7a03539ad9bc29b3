"""A match: rounds with the dealer rotating left, scored until the game's end rule."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from maumau.core.actions import Action
from maumau.core.chance import Seed
from maumau.core.errors import IllegalActionError, MatchStateError, PositionError, Reason
from maumau.core.events import Event
from maumau.core.position import load_position
from maumau.core.results import MatchResult, RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset


class Match:
    """Rounds of one ruleset from one seed; the record of every action taken.

    Apply actions through :meth:`apply` (not on :attr:`round` directly) so that they are
    recorded. When a round ends, :meth:`next_round` deals the next one until the match is
    over.
    """

    def __init__(self, ruleset: Ruleset, seed: Seed = 0, *, start: Round | None = None,
                 totals: tuple[int, ...] | None = None,
                 results: list[RoundResult] | None = None) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.game = ruleset.game
        self.results: list[RoundResult] = list(results or [])
        self.totals: list[int] = list(totals) if totals else [0] * ruleset.players
        self.start_position: dict[str, Any] | None = None
        if start is None:
            start = self.game.new_round(ruleset, seed, 0, self.game.first_dealer(ruleset))
        else:
            self.start_position = start.to_position()
            if totals is not None:
                self.start_position["totals"] = list(totals)
        self.round = start
        self.actions: list[list[Action]] = [[]]
        self.dealers: list[int] = [start.dealer]
        if start.result is not None:
            self._close_round()

    @classmethod
    def from_position(cls, data: Mapping[str, Any]) -> Match:
        """Go on from a saved position; its ``totals`` (if any) are the match scores."""
        start = load_position(data)
        totals = data.get("totals")
        if totals is not None:
            if not isinstance(totals, list) or len(totals) != start.ruleset.players or not all(
                isinstance(t, int) and not isinstance(t, bool) for t in totals
            ):
                raise PositionError("'totals' must list one whole number per seat")
            totals = tuple(totals)
        return cls(start.ruleset, start.seed, start=start, totals=totals)

    @property
    def round_index(self) -> int:
        return self.round.index

    def apply(self, action: Action) -> list[Event]:
        """Apply an action in the current round and record it."""
        if self.round.result is not None:
            raise IllegalActionError(action, Reason("round_over_deal_next",
                                                    "the round is over: deal the next round"))
        events = self.round.apply(action)
        self.actions[-1].append(action)
        if self.round.result is not None:
            self._close_round()
        return events

    def play(self, text: str) -> list[Event]:
        return self.apply(self.round.parse_action(text))

    def _close_round(self) -> None:
        result = self.round.result
        assert result is not None
        self.results.append(result)
        for seat, points in enumerate(result.points):
            self.totals[seat] += points

    def is_over(self) -> bool:
        return self.round.result is not None and self.game.match_over(
            self.ruleset, self.totals, self.results
        )

    def next_round(self) -> Round:
        """Deal the next round; the dealer moves one seat left."""
        if self.round.result is None:
            raise MatchStateError("the current round is not over yet", "round_not_over", {})
        if self.is_over():
            raise MatchStateError("the match is over", "match_over", {})
        dealer = (self.round.dealer + 1) % self.ruleset.players
        self.round = self.game.new_round(self.ruleset, self.seed, self.round.index + 1, dealer)
        self.actions.append([])
        self.dealers.append(dealer)
        return self.round

    @property
    def result(self) -> MatchResult | None:
        if not self.is_over():
            return None
        return MatchResult(
            self.game.match_winners(self.ruleset, self.totals), tuple(self.totals),
            len(self.results),
        )

    def to_record(self) -> dict[str, Any]:
        from maumau.core.record import record_of

        return record_of(self)

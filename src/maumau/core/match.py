"""A match: rounds with the dealer rotating left, scored until the game's end rule."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from maumau.core.actions import Action
from maumau.core.builder import Cards, arranged_pack
from maumau.core.chance import Seed
from maumau.core.errors import IllegalActionError, MatchStateError, PositionError, Reason, shown
from maumau.core.events import Event
from maumau.core.position import load_position
from maumau.core.position_text import position_from_text, position_to_text
from maumau.core.record_format import record_of
from maumau.core.results import MatchResult, MatchTally, RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset

__all__ = ["Match", "match_from_text"]


class Match:
    """Rounds of one ruleset from one seed; the record of every action taken.

    Apply actions through :meth:`apply` (not on :attr:`round` directly) so that they are
    recorded. When a round ends, :meth:`next_round` deals the next one until the match is
    over.
    """

    def __init__(self, ruleset: Ruleset, seed: Seed = 0, *, start: Round | None = None,
                 totals: tuple[int, ...] | None = None,
                 results: list[RoundResult] | None = None,
                 rounds_played: int | None = None,
                 tiebreaks: tuple[int, ...] | None = None) -> None:
        """A new match, or one going on from ``start`` (a loaded round).

        When going on, ``totals``, ``rounds_played`` (rounds finished before ``start``;
        by default its index) and ``tiebreaks`` (the game's tie-break sums, see
        :attr:`Variant.tiebreak`) say where the match stood before that round.
        """
        self.ruleset = ruleset
        self.seed = seed
        self.game = ruleset.game
        self.results: list[RoundResult] = list(results or [])
        self.totals: list[int] = list(totals) if totals else [0] * ruleset.players
        self.tiebreaks: list[int] = list(tiebreaks) if tiebreaks else [0] * ruleset.players
        self.start_position: dict[str, Any] | None = None
        self._start: Round | None = None  # a given first round as dealt, for undo
        if start is None:
            start = self.game.new_round(ruleset, seed, 0, self.game.first_dealer(ruleset))
            self.rounds_before = 0
            self.round = start
        else:
            self.rounds_before = start.index if rounds_played is None else rounds_played
            self.round = start
            self.start_position = self._standing(start.to_position())
            self._start = start.copy()
        self.actions: list[list[Action]] = [[]]
        self.dealers: list[int] = [start.dealer]
        if start.result is not None:
            self._close_round()

    @classmethod
    def from_text(cls, text: str) -> Match:
        """A match going on from a position text (docs/positions.md), with ``totals``,
        ``rounds_played`` ... where the text has them."""
        return cls.from_position(position_from_text(text))

    @classmethod
    def from_position(cls, data: Mapping[str, Any]) -> Match:
        """Go on from a saved position (:meth:`to_position`, or a round's position).

        Where the match stood before that round comes from the optional fields
        ``totals``, ``rounds_played`` (default: the position's ``round``) and the game's
        tie-break sums (Heul doch!: ``points_lost``); docs/positions.md has them all.
        """
        start = load_position(data)
        players = start.ruleset.players
        totals = _seat_numbers(data, "totals", players)
        tiebreak = start.ruleset.game.tiebreak
        tiebreaks = _seat_numbers(data, tiebreak, players) if tiebreak else None
        played = data.get("rounds_played")
        if played is not None and (
            isinstance(played, bool) or not isinstance(played, int) or not 0 <= played <= 10**6
        ):
            raise PositionError(
                f"'rounds_played' must be a whole number from 0 to 1000000, not {played!r}",
                "position_number", {"key": "rounds_played", "low": 0, "high": 10**6,
                                    "value": shown(played)})
        return cls(start.ruleset, start.seed, start=start, totals=totals,
                   rounds_played=played, tiebreaks=tiebreaks)

    @classmethod
    def deal(cls, ruleset: Ruleset, *, hands: Sequence[Cards], turned_up: Cards,
             dealer: int | None = None, talon: Cards = (), seed: Seed = 0) -> Match:
        """A match whose first round is this deal, played out as a real deal is.

        ``hands`` one per seat, each of the deal's size; ``turned_up`` the card turned
        up (Heul doch!: one face-up card per seat, by seat); ``dealer`` by default the
        usual first dealer; ``talon`` the talon's first cards (top first), the pack's
        other cards following in an order shuffled by ``seed``. The turned-up card takes
        effect as in a real deal (a classic Bube asks the dealer's wish first…).
        """
        game = ruleset.game
        dealer = game.first_dealer(ruleset) if dealer is None else dealer
        pack = arranged_pack(ruleset, dealer, hands, turned_up, talon, seed)
        return cls(ruleset, seed, start=game.new_round(ruleset, seed, 0, dealer, pack))

    def to_position(self) -> dict[str, Any]:
        """The current round's position with where the match stood before it, so that
        :meth:`from_position` goes on with the same match: same end, same winners."""
        return self._standing(self.round.to_position())

    def _standing(self, position: dict[str, Any]) -> dict[str, Any]:
        """Add the match's state before the current round to a position of that round."""
        totals, tiebreaks = list(self.totals), list(self.tiebreaks)
        finished = len(self.results)
        result = self.round.result
        if result is not None and finished:
            finished -= 1
            totals = [t - p for t, p in zip(totals, result.points, strict=True)]
            tiebreaks = [t - p for t, p in zip(
                tiebreaks, self.game.tiebreak_points(result), strict=True)]
        position["totals"] = totals
        position["rounds_played"] = self.rounds_before + finished
        if self.game.tiebreak is not None:
            position[self.game.tiebreak] = tiebreaks
        return position

    # As a round (:class:`Round`), a match compares and prints by its state: equal when
    # their positions (the current round and where the match stood before it) are; not
    # hashable, being mutable.

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Match):
            return NotImplemented
        return self.to_position() == other.to_position()

    __hash__ = None  # type: ignore[assignment]

    def to_text(self) -> str:
        """:meth:`to_position` as one line of position text (docs/positions.md), which
        :meth:`from_text` reads back."""
        return position_to_text(self.to_position())

    def __repr__(self) -> str:
        """How to build this state again: ``Match.from_text('…')`` (every hand in it)."""
        return f"Match.from_text({self.to_text()!r})"

    def __str__(self) -> str:
        """The match's standing (totals, rounds played) above its current round as a board
        (:meth:`Round.__str__`: the whole state, every hand shown)."""
        tally = self.tally
        totals = " ".join(str(total) for total in tally.totals)
        state = "over" if self.is_over() else "going on"
        return (f"match of {self.ruleset.variant}, {state}: totals {totals} after"
                f" {tally.rounds} rounds\n{self.round}")

    @property
    def tally(self) -> MatchTally:
        """Where the match stands: finished rounds (resumed ones counted), totals,
        tie-break sums and the latest result."""
        return MatchTally(self.rounds_before + len(self.results), tuple(self.totals),
                          tuple(self.tiebreaks), self.results[-1] if self.results else None)

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

    def undo(self) -> Action:
        """Take back the last action of the current round applied through :meth:`apply`
        (or :meth:`play`) and return it: the round (the same object) is again exactly as
        before it, its chance included, and a result it brought is no longer counted.
        The round is replayed from its deal without that action. Only the current
        round's actions can be taken back (:class:`MatchStateError` otherwise)."""
        actions = self.actions[-1]
        if not actions:
            raise MatchStateError("nothing to undo in the current round", "undo_nothing", {})
        current = self.round
        if self._start is not None and len(self.actions) == 1:
            replay = self._start.copy()
        else:
            replay = self.game.new_round(self.ruleset, self.seed, current.index, current.dealer)
        for action in actions[:-1]:
            replay.apply(action)
        if current.result is not None and self.results and self.results[-1] is current.result:
            self._open_round()
        action = actions.pop()
        current.take_state(replay)
        return action

    def pop(self) -> Action:
        """:meth:`undo` (python-chess's name)."""
        return self.undo()

    def _open_round(self) -> None:
        """Uncount the current round's result (the reverse of :meth:`_close_round`)."""
        result = self.results.pop()
        for seat, points in enumerate(result.points):
            self.totals[seat] -= points
        for seat, points in enumerate(self.game.tiebreak_points(result)):
            self.tiebreaks[seat] -= points

    def round_played(self) -> None:
        """Count the current round's result after it was played to its end on
        :attr:`round` itself, action by action, instead of through :meth:`apply`: for a
        simulation, which needs no record (this round's actions are not recorded)."""
        result = self.round.result
        if result is None:
            raise MatchStateError("the current round is not over yet", "round_not_over", {})
        if not self.results or self.results[-1] is not result:
            self._close_round()

    def play(self, text: str) -> list[Event]:
        return self.apply(self.round.parse_action(text))

    def _close_round(self) -> None:
        result = self.round.result
        assert result is not None
        self.results.append(result)
        for seat, points in enumerate(result.points):
            self.totals[seat] += points
        for seat, points in enumerate(self.game.tiebreak_points(result)):
            self.tiebreaks[seat] += points

    def is_over(self) -> bool:
        """Whether the match has ended (the current round is over and the game's end rule
        says so)."""
        return self.round.result is not None and self.game.match_over(self.ruleset, self.tally)

    def is_terminal(self) -> bool:
        """:meth:`is_over` (OpenSpiel's name)."""
        return self.is_over()

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
        tally = self.tally
        return MatchResult(self.game.match_winners(self.ruleset, tally), tally.totals,
                           tally.rounds)

    def to_record(self) -> dict[str, Any]:
        """The match as a game record (JSON): ruleset, seed, every action, results."""
        return record_of(self)


def _seat_numbers(data: Mapping[str, Any], key: str, players: int) -> tuple[int, ...] | None:
    """An optional list of one whole number per seat."""
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != players or not all(
        isinstance(item, int) and not isinstance(item, bool) for item in value
    ):
        raise PositionError(f"{key!r} must list one whole number per seat ({players})",
                            "position_seat_numbers", {"key": key, "players": players})
    return tuple(value)


def match_from_text(text: str) -> Match:
    """:meth:`Match.from_text`."""
    return Match.from_text(text)

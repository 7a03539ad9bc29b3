"""What a game is: its options, presets, deck, rounds and match rule.

The registry of games by name is :mod:`maumau.core.registry` (re-exported here).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.options import Option, OptionValue
from maumau.core.registry import all_variants, find_variant, register
from maumau.core.results import MatchTally, RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset

__all__ = ["Variant", "all_variants", "find_variant", "register"]


class Variant(ABC):
    """A game: an immutable description the engine and every front end read."""

    name: str
    titles: Mapping[str, str]
    min_players: int
    max_players: int
    options: Sequence[Option]
    presets: Mapping[str, Mapping[str, OptionValue]]
    preset_help: Mapping[str, Mapping[str, str]] = {}

    def check_options(self, players: int, values: Mapping[str, OptionValue]) -> None:
        """Reject option combinations that cannot work together (one value at a time is
        already checked). Raise :class:`RulesetError`."""
        return None

    @abstractmethod
    def deck(self, ruleset: Ruleset) -> Deck:
        """The pack this ruleset plays with."""

    @abstractmethod
    def new_round(self, ruleset: Ruleset, seed: Seed, index: int, dealer: int) -> Round:
        """Shuffle and deal round ``index`` with ``dealer`` dealing."""

    @abstractmethod
    def round_from_position(self, ruleset: Ruleset, data: Mapping[str, Any]) -> Round:
        """Load a round from a position, refusing an inconsistent one (PositionError)."""

    def first_dealer(self, ruleset: Ruleset) -> int:
        """The first round's dealer: the last seat, so that seat 0 starts."""
        return ruleset.players - 1

    #: The name of the game's match tie-break figure in a position (``None``: no tie-break).
    tiebreak: str | None = None

    def tiebreak_points(self, result: RoundResult) -> tuple[int, ...]:
        """What a round adds to each seat's match tie-break figure (none: zeros)."""
        return (0,) * len(result.points)

    @abstractmethod
    def match_over(self, ruleset: Ruleset, tally: MatchTally) -> bool:
        """Whether the match ends with the rounds tallied."""

    @abstractmethod
    def match_winners(self, ruleset: Ruleset, tally: MatchTally) -> tuple[int, ...]:
        """The seats that win a finished match."""

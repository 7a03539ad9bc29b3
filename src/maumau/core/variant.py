"""What a game is: its options, presets, deck, rounds and match rule.

The registry of games by name is :mod:`maumau.core.registry` (re-exported here).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.errors import PositionError, shown
from maumau.core.options import Option, OptionValue
from maumau.core.registry import all_variants, default_variant, find_variant, register
from maumau.core.results import MatchTally, RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset

__all__ = ["Variant", "all_variants", "default_variant", "find_variant", "register"]


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
    def new_round(self, ruleset: Ruleset, seed: Seed, index: int, dealer: int,
                  pack: list[int] | None = None) -> Round:
        """Shuffle and deal round ``index`` with ``dealer`` dealing. A given ``pack``
        (card ids, dealt from its end) is dealt instead of a shuffled one."""

    @abstractmethod
    def round_from_position(self, ruleset: Ruleset, data: Mapping[str, Any]) -> Round:
        """Load a round from a position, refusing an inconsistent one (PositionError)."""

    # ------------------------------------------------ positions and deals by hand

    def position_template(self, ruleset: Ruleset) -> dict[str, Any]:
        """The game's own position fields of a round at its first decision, without
        cards (:func:`maumau.core.builder.build_position` starts from them)."""
        return {}

    def normalise_position(self, data: dict[str, Any]) -> dict[str, Any]:
        """Accept the builder's shorthands (card lists as text) in the game's fields."""
        return data

    def named_cards(self, data: dict[str, Any]) -> list[str]:
        """Every card code a position names, wherever it lies."""
        named = [code for hand in data["hands"] for code in hand]
        named += data.get("talon", []) + data.get("discard", [])
        return named

    def place_rest(self, data: dict[str, Any], rest: str | int, cards: list[str]) -> None:
        """Put the cards a position does not name: below the talon (``"talon"``), under
        the discard pile (``"discard"``) or into a seat's hand (a seat number)."""
        if rest == "talon":
            data["talon"] = [*data["talon"], *cards]
        elif rest == "discard" and "discard" in data:
            data["discard"] = [*cards, *data["discard"]]
        elif isinstance(rest, int) and not isinstance(rest, bool) and (
                0 <= rest < len(data["hands"])):
            data["hands"][rest] = [*data["hands"][rest], *cards]
        else:
            raise PositionError(f"the cards not named go to 'talon', 'discard' or a seat,"
                                f" not {rest!r}", "position_rest", {"value": shown(rest)})

    def deal_order(self, ruleset: Ruleset, dealer: int, hands: list[list[str]],
                   turned_up: list[str]) -> list[str]:
        """The cards in the order a deal by ``dealer`` takes them from the pack so that
        it gives these hands and turns up these cards; refuses a hand of the wrong size
        or a card that cannot be turned up, naming the seat (PositionError)."""
        raise PositionError(f"{self.name} cannot deal a chosen round", "position_no_deal",
                            {"variant": self.name})

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

    # ------------------------------------------------ what front ends ask of a game
    # Every front end (bots, terminal, web page, RL, simulations) asks a game through the
    # hooks below and never branches on its name; each game package fills them in.

    # -- bots: the game's own players and what the search needs

    # -- rules in words

    # -- terminal

    # -- reinforcement learning

    # -- web page

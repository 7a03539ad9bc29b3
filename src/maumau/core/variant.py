"""What a game is: its options, presets, deck, rounds and match rule; and the registry."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.errors import RulesetError
from maumau.core.options import Option, OptionValue
from maumau.core.results import RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset


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

    @abstractmethod
    def match_over(self, ruleset: Ruleset, totals: Sequence[int],
                   results: Sequence[RoundResult]) -> bool:
        """Whether the match ends after these rounds."""

    @abstractmethod
    def match_winners(self, ruleset: Ruleset, totals: Sequence[int]) -> tuple[int, ...]:
        """The seats that win a finished match."""


_REGISTRY: dict[str, Variant] = {}


def register(variant: Variant) -> Variant:
    _REGISTRY[variant.name] = variant
    return variant


def find_variant(name: str) -> Variant:
    if not _REGISTRY:
        import maumau.variants  # noqa: F401  (registers the built-in games)
    found = _REGISTRY.get(name)
    if found is None:
        raise RulesetError(f"unknown variant {name!r}; valid: " + ", ".join(sorted(_REGISTRY)),
                           "unknown_variant",
                           {"variant": str(name), "valid": ", ".join(sorted(_REGISTRY))})
    return found


def all_variants() -> list[Variant]:
    if not _REGISTRY:
        import maumau.variants  # noqa: F401
    return list(_REGISTRY.values())

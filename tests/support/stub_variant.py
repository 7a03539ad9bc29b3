"""A game that is declared but cannot be played: for tests of what a front end makes of
a game's declarations alone (its name, titles, faces, catalogue)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.results import MatchTally
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.variant import Variant


class DeclaredOnly(Variant):
    """Two players, no options, one preset; every method that would play raises."""

    min_players = max_players = 2
    options = ()
    presets: Mapping[str, Mapping[str, Any]] = {"standard": {}}

    def deck(self, ruleset: Ruleset) -> Deck:
        raise NotImplementedError

    def new_round(self, ruleset: Ruleset, seed: Seed, index: int, dealer: int,
                  pack: list[int] | None = None) -> Round:
        raise NotImplementedError

    def round_from_position(self, ruleset: Ruleset, data: Mapping[str, Any]) -> Round:
        raise NotImplementedError

    def match_over(self, ruleset: Ruleset, tally: MatchTally) -> bool:
        raise NotImplementedError

    def match_winners(self, ruleset: Ruleset, tally: MatchTally) -> tuple[int, ...]:
        raise NotImplementedError

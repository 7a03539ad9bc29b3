"""The engine's tables for a ruleset of Heul doch! (built once per ruleset)."""

from __future__ import annotations

from functools import lru_cache

from maumau.core.ruleset import Ruleset
from maumau.games.heuldoch.rules import HeulDochRules, build_deck

__all__ = ["rules_for"]


@lru_cache(maxsize=64)
def rules_for(ruleset: Ruleset) -> HeulDochRules:
    special_cards = ruleset.flag("special_cards")
    return HeulDochRules(build_deck(special_cards), ruleset.players, special_cards,
                         ruleset.flag("show_onion_counts"))

"""The engine's tables of a shedding game's ruleset, for modules that have only the
ruleset (the game builds and caches them: :meth:`SheddingVariant.rules_for
<maumau.games.shedding.variant.SheddingVariant.rules_for>`)."""

from __future__ import annotations

from typing import Protocol, cast

from maumau.core.ruleset import Ruleset
from maumau.games.shedding.rules import SheddingRules

__all__ = ["rules_of"]


class _BuildsRules(Protocol):
    def rules_for(self, ruleset: Ruleset) -> SheddingRules: ...


def rules_of(ruleset: Ruleset) -> SheddingRules:
    """The tables of a ruleset of a shedding game."""
    return cast(_BuildsRules, ruleset.game).rules_for(ruleset)

"""What every state of one ruleset shares: the game, its pack, its action space, its
encoders, worked out once per ruleset."""

from __future__ import annotations

from functools import cache

from maumau.core.actions import Action
from maumau.core.cards import Deck
from maumau.core.ruleset import Ruleset
from maumau.core.variant import Variant
from maumau.rl.actions import ActionCatalogue, catalogue
from maumau.rl.encodings import HISTORY_LENGTH, EventRows, event_rows
from maumau.rl.observation import Encoder

__all__ = ["SEEDS", "Context", "context_of"]

SEEDS = 1024
"""The engine's own chance events after the deal (a reshuffle, a card put back at random,
a first player drawn by lot, a random gift) come from the round's seed, one of this many,
drawn by chance before the pack (docs/openspiel.md)."""


class Context:
    """The shared, read-only facts of one ruleset's OpenSpiel games."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.game: Variant = ruleset.game
        self.deck: Deck = self.game.deck(ruleset)
        self.pack_size = sum(self.deck.counts)
        self.space: ActionCatalogue = catalogue(ruleset.variant)
        self.encoder = Encoder(ruleset.variant)
        self.rows: EventRows = event_rows(ruleset.variant)
        self.history_length = HISTORY_LENGTH
        self.players = ruleset.players
        self.dealer = self.game.first_dealer(ruleset)
        self.max_chance_outcomes = max(SEEDS, self.deck.kinds)

    def action_of(self, index: int) -> Action:
        return self.space.actions[index]

    def index_of(self, action: Action) -> int:
        return self.space.index[action]


@cache
def context_of(ruleset: Ruleset) -> Context:
    return Context(ruleset)

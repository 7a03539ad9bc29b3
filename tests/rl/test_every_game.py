"""The environments know no game: every registered game (a plug-in's included) that gives
an action catalogue and an observation encoder is an environment, and a game that gives
neither is refused with a RulesetError, not a crash."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

import pytest
from pettingzoo.test import api_test

import maumau.rl as rl
from maumau import RulesetError
from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.results import MatchTally
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.variant import Variant, all_variants

GAMES = sorted(game.name for game in all_variants())


@pytest.mark.parametrize("variant", GAMES)
def test_every_registered_game_is_an_environment(variant: str) -> None:
    space = rl.catalogue(variant)
    assert len(set(space.actions)) == len(space)
    segments = rl.layout(variant)
    assert segments[0].start == 0 and all(
        before.stop == after.start for before, after in itertools.pairwise(segments))
    api_test(rl.env(variant, max(2, space.max_players // 2 + 1)), num_cycles=30)


class Bare(Variant):
    """A game that says nothing to a learning front end."""

    name = "bare"
    titles: Mapping[str, str] = {"en": "Bare", "de": "Bare"}
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


def test_a_game_without_a_catalogue_or_encoder_is_refused() -> None:
    bare = Bare()
    with pytest.raises(RulesetError, match="no learning environment"):
        bare.action_catalogue(2)
    with pytest.raises(RulesetError, match="no learning environment"):
        bare.observation_encoder(2)
    assert not bare.lower_is_better

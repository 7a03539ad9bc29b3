"""The environments know no game: every registered game (a plug-in's included) that gives
an action catalogue and an observation encoder is an environment, and a game that gives
neither is refused with a RulesetError, not a crash."""

from __future__ import annotations

import itertools
from collections.abc import Mapping

import pytest
from pettingzoo.test import api_test

import maumau.rl as rl
from maumau import RulesetError
from maumau.core.variant import all_variants
from tests.support.stub_variant import DeclaredOnly

GAMES = sorted(game.name for game in all_variants())


@pytest.mark.parametrize("variant", GAMES)
def test_every_registered_game_is_an_environment(variant: str) -> None:
    space = rl.catalogue(variant)
    assert len(set(space.actions)) == len(space)
    segments = rl.layout(variant)
    assert segments[0].start == 0 and all(
        before.stop == after.start for before, after in itertools.pairwise(segments))
    api_test(rl.env(variant, max(2, space.max_players // 2 + 1)), num_cycles=30)


class Bare(DeclaredOnly):
    """A game that says nothing to a learning front end."""

    name = "bare"
    titles: Mapping[str, str] = {"en": "Bare", "de": "Bare"}


def test_a_game_without_a_catalogue_or_encoder_is_refused() -> None:
    bare = Bare()
    with pytest.raises(RulesetError, match="no learning environment"):
        bare.action_catalogue(2)
    with pytest.raises(RulesetError, match="no learning environment"):
        bare.observation_encoder(2)
    assert not bare.lower_is_better

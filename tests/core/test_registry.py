"""Games by name: the built-in ones register from the package's top, others through the
entry point group ``maumau.variants`` (third parties add a game the same way)."""

from __future__ import annotations

from importlib.metadata import EntryPoint

import pytest

from maumau import Match, Ruleset, RulesetError
from maumau.core import registry
from tests.core.plugin_game import GAME


@pytest.fixture(autouse=True)
def own_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))


def entry(name: str, value: str) -> EntryPoint:
    return EntryPoint(name=name, value=value, group=registry.ENTRY_POINT_GROUP)


def test_the_built_in_games_are_registered() -> None:
    assert {variant.name for variant in registry.all_variants()} >= {
        "classic", "tabaluga", "emojical", "heuldoch"}


def test_a_game_from_an_entry_point_plays_like_a_built_in_one() -> None:
    registry.load_entry_points([entry("plugin_classic", "tests.core.plugin_game:GAME")])
    assert registry.find_variant("plugin_classic") is GAME
    match = Match(Ruleset.create("plugin_classic", 2), seed=1)
    match.apply(match.round.legal_actions()[0])
    assert len(match.actions[0]) == 1


def test_an_entry_point_does_not_replace_a_registered_game() -> None:
    registry.load_entry_points([entry("classic", "tests.core.plugin_game:GAME")])
    assert registry.find_variant("classic") is not GAME


def test_an_entry_point_that_does_not_load_names_itself() -> None:
    with pytest.raises(RulesetError, match=r"'broken' of tests\.core\.nowhere:GAME does not load"):
        registry.load_entry_points([entry("broken", "tests.core.nowhere:GAME")])


def test_an_entry_point_must_name_its_game() -> None:
    with pytest.raises(RulesetError, match="is not a game named 'plugin_x'"):
        registry.load_entry_points([entry("plugin_x", "tests.core.plugin_game:MISNAMED")])


def test_an_unknown_game_lists_the_known_ones() -> None:
    with pytest.raises(RulesetError, match="unknown variant 'skat'; valid: classic, ") as refused:
        registry.find_variant("skat")
    for name in ("emojical", "heuldoch", "tabaluga"):
        assert name in str(refused.value)

"""The option listing every front end shows: help in English and German (from the
catalogue), sane specs."""

from __future__ import annotations

import pytest

from maumau import Ruleset, all_variants, find_variant, option_labels
from maumau.core.options import Option, bool_option, choice_option, int_option
from tests.support.rulesets import variant_names

LANGUAGES = ("en", "de")

OPTION_SPECS = [(game.name, spec) for game in sorted(all_variants(), key=lambda v: v.name)
                for spec in game.options]
SPEC_IDS = [f"{variant}.{spec.name}" for variant, spec in OPTION_SPECS]


@pytest.mark.parametrize(("variant", "spec"), OPTION_SPECS, ids=SPEC_IDS)
def test_every_option_has_help_in_english_and_german(variant: str, spec: Option) -> None:
    for language in LANGUAGES:
        assert option_labels.option_help(language, variant, spec).strip(), (
            f"{variant}.{spec.name} lacks {language} help")


@pytest.mark.parametrize(("variant", "spec"), OPTION_SPECS, ids=SPEC_IDS)
def test_every_option_spec_is_well_formed(variant: str, spec: Option) -> None:
    game = find_variant(variant)
    assert spec.name.isidentifier() and spec.name.islower()
    assert spec.kind in ("bool", "int", "choice")
    if spec.kind == "int":
        assert spec.minimum is not None and spec.maximum is not None
        assert spec.minimum <= spec.maximum
    if spec.kind == "choice":
        assert len(set(spec.choices)) == len(spec.choices) >= 2
    for players in range(game.min_players, game.max_players + 1):
        default = spec.default_for(players)
        assert spec.validate(default) == default
    assert spec.describe_range()


@pytest.mark.parametrize("variant", variant_names())
def test_option_names_are_unique(variant: str) -> None:
    names = [spec.name for spec in find_variant(variant).options]
    assert len(names) == len(set(names))


@pytest.mark.parametrize("variant", variant_names())
def test_every_preset_works_for_every_player_count_and_has_help(variant: str) -> None:
    game = find_variant(variant)
    assert game.presets, f"{variant} has no preset"
    for language in LANGUAGES:
        assert option_labels.game_title(language, variant) != variant
    for preset, values in game.presets.items():
        assert set(values) <= {spec.name for spec in game.options}, preset
        for language in LANGUAGES:
            assert option_labels.preset_help(language, variant, preset).strip(), (
                preset, language)
        for players in range(game.min_players, game.max_players + 1):
            rules = Ruleset.create(variant, players, preset)
            for name, value in values.items():
                assert rules[name] == value


def test_option_constructors() -> None:
    flag = bool_option("flag", True)
    assert (flag.kind, flag.default) == ("bool", True)
    number = int_option("number", lambda players: players * 2, 1, 20)
    assert number.default_for(3) == 6
    assert number.describe_range() == "1..20"
    pick = choice_option("pick", "a", ("a", "B"))
    assert pick.validate("b") == "B"
    assert pick.describe_range() == "a|B"

"""Ruleset.create: validation with messages that list what is valid; text values; identity."""

from __future__ import annotations

import json

import pytest

from maumau import Ruleset, RulesetError, all_variants, find_variant
from maumau.core.options import Option, OptionValue
from tests.support.rulesets import variant_names

OPTION_SPECS = [(game.name, spec) for game in sorted(all_variants(), key=lambda v: v.name)
                for spec in game.options]
SPEC_IDS = [f"{variant}.{spec.name}" for variant, spec in OPTION_SPECS]


def as_text(value: OptionValue) -> str:
    """The value as a command line would pass it."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def bad_values(spec: Option) -> list[object]:
    if spec.kind == "bool":
        return ["maybe", 2, None, 1.0]
    if spec.kind == "int":
        assert spec.minimum is not None and spec.maximum is not None
        return [spec.minimum - 1, spec.maximum + 1, str(spec.maximum + 1), "x", True, 1.5, None]
    return ["surely-not-a-choice", 3, None, True]


def test_unknown_variant_lists_the_registered_ones() -> None:
    with pytest.raises(RulesetError) as refused:
        Ruleset.create("poker", 2)
    for name in variant_names():
        assert name in str(refused.value)


@pytest.mark.parametrize("variant", variant_names())
def test_player_counts_out_of_range_are_refused(variant: str) -> None:
    game = find_variant(variant)
    for players in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(RulesetError) as refused:
            Ruleset.create(variant, players)
        message = str(refused.value)
        assert f"{game.min_players} to {game.max_players}" in message
        assert str(players) in message
    for wrong in (True, "4", 3.0):
        with pytest.raises(RulesetError, match="whole number"):
            Ruleset.create(variant, wrong)  # type: ignore[arg-type]


@pytest.mark.parametrize("variant", variant_names())
def test_unknown_option_and_preset_list_what_is_valid(variant: str) -> None:
    game = find_variant(variant)
    with pytest.raises(RulesetError) as refused:
        Ruleset.create(variant, game.min_players, options={"no_such_option": 1})
    assert "no_such_option" in str(refused.value)
    for spec in game.options:
        assert spec.name in str(refused.value)
    with pytest.raises(RulesetError) as refused:
        Ruleset.create(variant, game.min_players, preset="no_such_preset")
    assert "no_such_preset" in str(refused.value)
    for preset in game.presets:
        assert preset in str(refused.value)


@pytest.mark.parametrize(("variant", "spec"), OPTION_SPECS, ids=SPEC_IDS)
def test_bad_option_values_are_refused_with_the_valid_range(variant: str, spec: Option) -> None:
    players = find_variant(variant).min_players
    for value in bad_values(spec):
        with pytest.raises(RulesetError) as refused:
            Ruleset.create(variant, players, options={spec.name: value})
        message = str(refused.value)
        assert repr(spec.name) in message, message
        assert spec.describe_range() in message, message


@pytest.mark.parametrize(("variant", "spec"), OPTION_SPECS, ids=SPEC_IDS)
def test_option_values_given_as_text_are_accepted(variant: str, spec: Option) -> None:
    game = find_variant(variant)
    for players in range(game.min_players, game.max_players + 1):
        default = spec.default_for(players)
        plain = Ruleset.create(variant, players)
        texts = [as_text(default), f" {as_text(default).upper()} "]
        if isinstance(default, bool):
            texts += ["true" if default else "false", "yes" if default else "no"]
        for text in texts:
            from_text = Ruleset.create(variant, players, options={spec.name: text})
            assert from_text == plain, (spec.name, text)
            assert from_text[spec.name] == default
            assert type(from_text[spec.name]) is type(default)


def test_classic_text_values_from_a_command_line() -> None:
    rules = Ruleset.create("classic", 4, options={
        "jokers": "3", "wish_on_wish": "off", "skip_rank": "q", "voluntary_draw": "ja",
        "draw_n": " 5 ", "auto_call": "AN",
    })
    assert rules["jokers"] == 3
    assert rules["wish_on_wish"] is False
    assert rules["skip_rank"] == "Q"
    assert rules["voluntary_draw"] is True
    assert rules["draw_n"] == 5
    assert rules["auto_call"] is True


def test_classic_refuses_combinations_naming_the_clash() -> None:
    with pytest.raises(RulesetError, match="rank 7 cannot be both draw_two_rank and skip_rank"):
        Ruleset.create("classic", 4, options={"skip_rank": "7"})
    with pytest.raises(RulesetError, match="6 hands of 6 cards"):
        Ruleset.create("classic", 6, options={"hand_size": 6})
    assert Ruleset.create("classic", 6, options={"hand_size": 6, "decks": 2})["decks"] == 2


def test_preset_then_options_override() -> None:
    rules = Ruleset.create("classic", 3, "party", {"jokers": 1})
    assert rules["jokers"] == 1
    assert rules["mau_penalty_cards"] == 2
    assert rules.preset == "party"
    assert Ruleset.create("classic", 4)["hand_size"] == 6
    assert Ruleset.create("classic", 5)["hand_size"] == 5
    assert Ruleset.create("classic", 6)["hand_size"] == 4


@pytest.mark.parametrize("variant", variant_names())
def test_rulesets_are_hashable_values_and_round_trip(variant: str) -> None:
    game = find_variant(variant)
    for players in range(game.min_players, game.max_players + 1):
        for preset in sorted(game.presets):
            rules = Ruleset.create(variant, players, preset)
            again = Ruleset.create(variant, players, preset)
            assert rules == again and hash(rules) == hash(again)
            assert len({rules, again}) == 1
            assert Ruleset.from_dict(rules.to_dict()) == rules
            assert Ruleset.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
            assert rules.game is game
            assert set(rules.options) == {spec.name for spec in game.options}
            assert rules.with_options() == Ruleset(rules.variant, players, rules.option_items)


@pytest.mark.parametrize("data", [
    None, [], {"players": 2}, {"variant": "classic"},
    {"variant": "classic", "players": 2, "options": []},
    {"variant": "classic", "players": 2, "preset": 3},
    {"variant": "classic", "players": 2, "options": {"jokers": 7}},
])
def test_from_dict_refuses_malformed_rulesets(data: object) -> None:
    with pytest.raises(RulesetError):
        Ruleset.from_dict(data)


def test_reading_options() -> None:
    rules = Ruleset.create("classic", 4, options={"draw_n": 6})
    assert rules.number("draw_n") == 6
    assert rules.flag("wish_on_wish") is True
    assert rules.text("wish_rank") == "J"
    assert dict(iter(rules)) == rules.options
    with pytest.raises(KeyError):
        rules["no_such_option"]
    changed = rules.with_options(jokers=2)
    assert changed["jokers"] == 2 and changed["draw_n"] == 6
    with pytest.raises(RulesetError):
        rules.with_options(jokers=9)

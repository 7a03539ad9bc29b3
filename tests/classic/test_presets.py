"""The classic presets "standard", "strict", "party", "single" set what they say."""

from __future__ import annotations

import pytest

from maumau import RulesetError
from maumau.games.shedding.classic import CLASSIC
from tests.classic.helpers import classic_rules

DEFAULTS = {
    "draw_two_rank": "7", "skip_rank": "8", "reverse_rank": "9", "wish_rank": "J",
    "draw_n_rank": "none", "draw_n": 4, "skip_can_be_countered": False, "wish_on_wish": True,
    "jokers": 0, "voluntary_draw": True, "play_after_draw": True,
    "play_after_penalty": False, "hand_size": 6, "decks": 1, "target_score": 250,
    "mau_penalty_cards": 0, "auto_call": False,
}
"""docs/rules.md §1's default for every option (with 4 players)."""


@pytest.mark.parametrize(("preset", "changes"), [
    ("standard", {}),
    ("strict", {"wish_on_wish": False, "voluntary_draw": False, "play_after_penalty": False}),
    ("party", {"jokers": 2, "skip_can_be_countered": True, "play_after_penalty": True,
               "mau_penalty_cards": 2}),
    ("single", {"target_score": 0}),
])
def test_a_preset_changes_exactly_what_it_says(preset: str, changes: dict[str, object]) -> None:
    rules = classic_rules(4, preset=preset)
    assert rules.options == {**DEFAULTS, **changes}
    assert rules.preset == preset


def test_the_presets_are_exactly_the_four_named() -> None:
    assert sorted(CLASSIC.presets) == ["party", "single", "standard", "strict"]
    assert sorted(CLASSIC.presets) == ["party", "single", "standard", "strict"]


def test_options_given_with_a_preset_override_it() -> None:
    rules = classic_rules(4, {"jokers": 3}, preset="party")
    assert (rules["jokers"], rules["mau_penalty_cards"]) == (3, 2)


def test_an_unknown_preset_is_refused_with_the_valid_names() -> None:
    with pytest.raises(RulesetError, match="valid: party, single, standard, strict"):
        classic_rules(4, preset="casual")


def test_the_defaults_follow_rules_md() -> None:
    """docs/rules.md §1 lists each option's default; no preset means those."""
    assert classic_rules(4).options == DEFAULTS

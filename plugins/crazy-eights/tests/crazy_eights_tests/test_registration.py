"""The game comes from outside: installed as its own distribution, found through maumau's
entry point group, and speaking from its own catalogue, merged with maumau's."""

from __future__ import annotations

from importlib.metadata import entry_points
from pathlib import Path

import pytest

from maumau import i18n, option_labels
from maumau.core import registry
from maumau.core.variant import all_variants, find_variant
from maumau_crazy_eights import CRAZY_EIGHTS
from maumau_crazy_eights.words import catalogue_path, words


def test_the_distribution_names_the_game_in_the_entry_point_group() -> None:
    found = [entry for entry in entry_points(group=registry.ENTRY_POINT_GROUP)
             if entry.name == "crazy_eights"]
    assert [entry.value for entry in found] == ["maumau_crazy_eights:CRAZY_EIGHTS"]
    assert found[0].load() is CRAZY_EIGHTS


def test_the_registry_finds_the_game_by_its_name() -> None:
    assert find_variant("crazy_eights") is CRAZY_EIGHTS
    assert CRAZY_EIGHTS in all_variants()


def test_the_entry_point_registers_the_game_in_a_fresh_registry(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_REGISTRY", {
        name: game for name, game in registry._REGISTRY.items() if name != "crazy_eights"})
    monkeypatch.setattr(registry, "_entry_points_loaded", False)
    assert find_variant("crazy_eights") is CRAZY_EIGHTS


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_games_words_are_merged_into_maumaus_catalogue(lang: str) -> None:
    texts = i18n.messages(lang)
    own = words(lang)
    assert own and all(texts[key] == text for key, text in own.items())
    for spec in CRAZY_EIGHTS.options:
        assert f"option.crazy_eights.{spec.name}" in own
        assert option_labels.option_help(lang, "crazy_eights", spec) == own[
            f"option.crazy_eights.{spec.name}.help"]
    for preset in CRAZY_EIGHTS.presets:
        assert option_labels.preset_label(lang, "crazy_eights", preset) == own[
            f"preset.crazy_eights.{preset}"]
        assert option_labels.preset_help(lang, "crazy_eights", preset) == own[
            f"preset.crazy_eights.{preset}.help"]
    assert option_labels.game_title(lang, "crazy_eights") == own["game.crazy_eights"]


def test_both_languages_have_the_same_words() -> None:
    assert set(words("de")) == set(words("en"))
    assert all(text for lang in i18n.LANGUAGES for text in words(lang).values())


def test_the_labels_of_the_options_come_from_the_games_catalogue() -> None:
    assert option_labels.option_label("en", "crazy_eights", "reshuffle") == (
        "Reshuffle the discard pile")
    assert option_labels.option_label("de", "crazy_eights", "use_special_cards") == (
        "Sonderkarten")


def test_maumaus_own_text_stays_where_a_game_uses_the_same_id(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.po"
    path.write_text('msgid "page.app.title"\nmsgstr "Taken over"\n\n'
                    'msgid "option.other_game.colour"\nmsgstr "Colour"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "game_catalogues", lambda lang: [path])
    merged = i18n.messages.__wrapped__("en")
    assert merged["page.app.title"] == i18n.messages("en")["page.app.title"] != "Taken over"
    assert merged["option.other_game.colour"] == "Colour"


def test_a_game_without_its_own_catalogue_has_none() -> None:
    assert find_variant("classic").catalogue("en") is None
    assert CRAZY_EIGHTS.catalogue("en") == catalogue_path("en")
    assert CRAZY_EIGHTS.catalogue("fr") is None

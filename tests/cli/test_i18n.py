"""The message catalogue: every message in both languages, with the same fields."""

from __future__ import annotations

import string

import pytest

from maumau.cli.i18n import LANGUAGES, MESSAGES, Texts


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_message_has_every_language_with_the_same_fields():
    for key, texts in MESSAGES.items():
        assert set(texts) == set(LANGUAGES), key
        assert fields(texts["de"]) == fields(texts["en"]), key


def test_second_person_forms_and_plurals():
    german = Texts("de")
    assert german.personal("ev.pass", True, who="Du") == "Du passt"
    assert german.personal("ev.pass", False, who="Bot 2") == "Bot 2 passt"
    assert german.personal("ev.reversed", True) == "Richtungswechsel"
    assert german.cards(1) == "1 Karte" and Texts("en").cards(3) == "3 cards"


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="fr"):
        Texts("fr")

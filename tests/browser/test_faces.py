"""The faces every game sends the page (``Variant.faces``, in ``/api/variants``): plain
JSON, each layout and picture one the page draws, and every word a key of the catalogue in
both languages. No browser needed."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from maumau import i18n
from maumau.core.variant import Variant, all_variants
from maumau.web import catalog

LAYOUTS = {"pip", "court", "joker", "banner", "wheel", "emblem", "picture"}
"""The card layouts of static/js/cards.js."""
ICONS = {"arrows", "stop", "shield", "gift", "dice", "wheel", "wheel_and_face", "star",
         "smiley", "onion", "catapult", "towel", "carousel", "wolf"}
"""The pictures of static/js/cards.js."""
KEY = re.compile(r"(?:page|card|choice)\.[\w.+]+")


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


@pytest.mark.parametrize("game", all_variants(), ids=lambda game: game.name)
def test_the_faces_are_json_and_name_only_what_the_page_draws(game: Variant) -> None:
    faces = json.loads(json.dumps(game.faces()))
    assert faces.get("layout", "shared") in ("shared", "piles")
    for face, spec in (faces.get("faces") or {}).items():
        assert spec.get("draw", "pip") in LAYOUTS, face
        assert spec.get("icon") is None or spec["icon"] in ICONS, face
    for key, colour in (faces.get("colours") or {}).items():
        assert set(colour) >= {"paint", "shape", "name"}, key


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_word_the_faces_name_is_in_the_catalogue(lang: str) -> None:
    texts = i18n.messages(lang)
    named = {text for game in all_variants() for text in strings(dict(game.faces()))
             if KEY.fullmatch(text)}
    assert len(named) > 100
    missing = sorted(key for key in named if key not in texts)
    assert not missing, missing


def test_the_variants_catalogue_sends_each_games_faces_and_the_default() -> None:
    entries = catalog.variants("de")
    assert {entry["name"]: entry["faces"] for entry in entries} == {
        game.name: dict(game.faces()) for game in all_variants()}
    assert sum(entry["default"] for entry in entries) == 1

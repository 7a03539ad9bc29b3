"""The games' words as a newcomer reads them: a word drawn on a card comes from
the catalogue (Tabaluga's Farbwechsel reads COLOUR on an English page), games whose cards
have colours never say "suit" in English while classic keeps it, a match of one game or
round reads naturally, a guest at the end of a match is told what really comes next, and
the how-to pages agree with the rules in words (docs/rules.md)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

import maumau
from maumau import i18n, rules_summary
from maumau.core.ruleset import Ruleset
from maumau.core.variant import Variant, all_variants, find_variant
from maumau.games.heuldoch.scoring import void_values

JS = Path(maumau.__file__).parent / "web" / "static" / "js"
KEY = re.compile(r"(?:page|card|choice|faq)\.[\w.+]+")
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]{2,}")
SUIT = re.compile(r"\bsuits?\b", re.IGNORECASE)
COLOUR_GAMES = [find_variant(name) for name in sorted(
    {"tabaluga", "emojical"} | {game.name for game in all_variants()
                                if getattr(game, "colours", False)})]
"""The games whose cards have colours, not suits: the two built-in ones and any other
game made with ``colours=True``."""


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)


def face_texts(game: Variant, lang: str) -> dict[str, str]:
    """Every catalogue text the game's faces name (dialogs, instructions, effects, the
    how-to page, the FAQ's questions), by key."""
    texts = i18n.messages(lang)
    keys = {text for text in strings(dict(game.faces())) if KEY.fullmatch(text)}
    keys |= {f"{key}.{part}" for key in keys if key.startswith("faq.") for part in "qa"}
    return {key: texts[key] for key in keys if key in texts}


def summary_texts(game: Variant, lang: str) -> list[str]:
    """The rules in words of every preset of the game."""
    found = []
    for preset in game.presets:
        ruleset = Ruleset.create(game.name, game.min_players + 1, preset=preset)
        for section in rules_summary.render(lang, rules_summary.summarize(ruleset), game.name):
            found += [line["text"] for line in section["lines"]]
    return found


# ------------------------------------------------------------------ words on the cards

@pytest.mark.parametrize("game", all_variants(), ids=lambda game: game.name)
def test_no_card_face_draws_a_word_of_its_own(game: Variant) -> None:
    faces = game.faces().get("faces", {})
    words = {face: spec["label"] for face, spec in faces.items()
             if "label" in spec and WORD.search(spec["label"])}
    assert not words, f"{game.name}: words on cards belong in the catalogue: {words}"
    for lang in i18n.LANGUAGES:
        for face, spec in faces.items():
            if "caption" in spec:
                assert i18n.messages(lang).get(spec["caption"]), (lang, face)


def test_the_colour_change_reads_colour_on_an_english_card() -> None:
    caption = find_variant("tabaluga").faces()["faces"]["W"]["caption"]
    assert i18n.text("de", caption) == "FARBE"
    assert i18n.text("en", caption) == "COLOUR"


def test_the_card_layouts_print_the_catalogues_words() -> None:
    source = (JS / "cards.js").read_text(encoding="utf-8")
    assert "t(spec.caption)" in source
    assert "spec.label)" not in source  # every layout goes through printed(spec)


# ------------------------------------------------------------------ colour, not suit

def test_tabaluga_and_emojical_are_games_of_colours_and_classic_is_not() -> None:
    assert all(getattr(game, "colours", False) for game in COLOUR_GAMES)
    assert not getattr(find_variant("classic"), "colours", False)


@pytest.mark.parametrize("game", COLOUR_GAMES, ids=lambda game: game.name)
def test_a_game_of_colours_never_says_suit_in_english(game: Variant) -> None:
    said = {key: text for key, text in face_texts(game, "en").items() if SUIT.search(text)}
    assert not said, said
    lines = [line for line in summary_texts(game, "en") if SUIT.search(line)]
    assert not lines, lines
    german = face_texts(game, "de")
    question = next(q["text"] for q in game.faces()["decisions"]["questions"]
                    if q.get("any_choice"))
    assert german[question] == "Welche Farbe wünschst du dir?"
    assert face_texts(game, "en")[question] == "Which colour do you wish for?"
    turned_up = game.faces()["turn"]["choose_wish"]
    assert "colour" in face_texts(game, "en")[turned_up]
    assert "Farbe" in german[turned_up]


def test_classic_keeps_its_suits() -> None:
    classic = find_variant("classic")
    english = face_texts(classic, "en")
    question = next(q["text"] for q in classic.faces()["decisions"]["questions"]
                    if q.get("any_choice"))
    assert english[question] == "Which suit do you wish for?"
    assert any("wishes for a suit" in line for line in summary_texts(classic, "en"))


def test_the_page_asks_the_game_for_the_words_of_a_turned_up_wish() -> None:
    source = (JS / "hand.js").read_text(encoding="utf-8")
    assert "turn?.choose_wish" in source


# ------------------------------------------------------------------ one game, one round

ONE = re.compile(r"\b(?:the one (?:round|game)|die eine Runde|das eine Spiel)\b",
                 re.IGNORECASE)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_match_of_one_game_or_round_reads_naturally(lang: str) -> None:
    texts = i18n.messages(lang)
    awkward = {key: text for key, text in texts.items() if ONE.search(text)}
    assert not awkward, awkward
    for code in ("games_played", "rounds_played"):
        assert not re.search(r"\b1\b", texts[f"end.{code}.one"])
    single = Ruleset.create("tabaluga", 3, preset="short")
    ends = [line["text"] for section in rules_summary.render(
        lang, rules_summary.summarize(single), "tabaluga") if section["name"] == "match_end"
        for line in section["lines"]]
    assert ends and not any(re.search(r"\b1 (?:game|Spiel)", text) for text in ends), ends


# ------------------------------------------------------------------ what comes next

def test_a_guest_at_the_end_of_a_match_reads_what_the_host_can_do() -> None:
    assert i18n.text("en", "page.host.wait_new_match") == "The host can start a new match."
    assert i18n.text("de", "page.host.wait_new_match") == (
        "Der Gastgeber kann eine neue Partie starten.")
    source = (JS / "endpanel.js").read_text(encoding="utf-8")
    assert 'matchOver ? "host.wait_new_match" : "host.wait_next"' in source


# ------------------------------------------------------------------ the how-to pages

def test_the_gift_is_told_alike_on_the_how_to_page_and_in_the_rules() -> None:
    for lang, words in (("de", ("Der Nächste", "linker Nachbar")),
                        ("en", ("next player", "left neighbour"))):
        texts = i18n.messages(lang)
        for key in ("page.effect.emojical.gift", "rules.line.effect.gift"):
            assert all(word.lower() in texts[key].lower() for word in words), (lang, key)


def test_an_onion_may_always_be_laid_on_the_how_to_page() -> None:
    for lang in i18n.LANGUAGES:
        onion = i18n.text(lang, "page.how.heuldoch.onion")
        assert "immer" in onion if lang == "de" else "always" in onion


def heul_doch_score(onions: int, face_up: list[int]) -> tuple[int, int]:
    """A pile's total and points lost, as docs/rules.md §4.6 scores it."""
    void = void_values(onions)
    lost = sum(value for value in face_up if value in void)
    return sum(face_up) - lost, lost


def test_heul_doch_how_to_page_scores_a_worked_example_as_the_engine_does() -> None:
    more = find_variant("heuldoch").faces()["how"]["more"]
    assert "page.how.heuldoch.example" in more and "page.how.heuldoch.score" in more
    assert heul_doch_score(3, [3, 3, 5, 6]) == (11, 6)
    assert heul_doch_score(0, [4, 4, 2]) == (10, 0)
    assert heul_doch_score(9, [7, 2, 6, 5]) == (11, 9)
    english = i18n.text("en", "page.how.heuldoch.example")
    for told in ("5 + 6 = 11", "4, 4 and 2 face up: 10", "6 + 5 = 11", "(9 to 6)"):
        assert told in english, told
    german = i18n.text("de", "page.how.heuldoch.example")
    for told in ("5 + 6 = 11", "4 und 2: 10", "6 + 5 = 11", "(9 gegen 6)"):
        assert told in german, told

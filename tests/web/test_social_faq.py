"""The FAQ answers questions of play for every game, in German and English:
at least eight per registered game (the Crazy Eights plugin's from its own catalogue),
named by the game's package (its faces' ``faq``), phrased for the standard rules with the
options' default values filled in, and a game that names none keeps the three questions
from its metadata."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi.testclient import TestClient

from maumau import i18n
from maumau.core.ruleset import Ruleset
from maumau.core.variant import Variant, all_variants
from maumau.web.social import faq
from tests.core.plugin_game import GAME as PLUGIN_WITHOUT_QUESTIONS

LEAST = 8
"""The questions of play every game answers at least."""
GAMES = list(all_variants())
UNFILLED = re.compile(r"\{\w*\}|\bfaq\.\w+")


def play_questions(game: Variant, lang: str) -> list[dict[str, str]]:
    entry = faq.faq(lang, game.name)["games"][0]
    questions: list[dict[str, str]] = entry["questions"][len(faq.PER_GAME):]
    return questions


def test_every_built_in_game_and_the_plugin_are_asked_about() -> None:
    assert {"classic", "tabaluga", "emojical", "heuldoch", "crazy_eights"} <= {
        game.name for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_game_answers_at_least_eight_questions_of_play_in_both_languages(
        game: Variant) -> None:
    assert len(faq.play_topics(game)) >= LEAST, game.name
    asked = {lang: play_questions(game, lang) for lang in i18n.LANGUAGES}
    for lang, questions in asked.items():
        assert len(questions) == len(faq.play_topics(game)), lang
        for entry in questions:
            assert entry["q"].endswith("?"), (lang, entry)
            assert len(entry["a"]) > 40, (lang, entry)
            assert not UNFILLED.search(entry["q"] + entry["a"]), (lang, entry)
        assert len({entry["q"] for entry in questions}) == len(questions), lang
    for german, english in zip(asked["de"], asked["en"], strict=True):
        assert german["q"] != english["q"] and german["a"] != english["a"], english


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_answers_say_they_follow_the_standard_rules(game: Variant) -> None:
    for lang in i18n.LANGUAGES:
        entry = faq.faq(lang, game.name)["games"][0]
        assert entry["note"] == i18n.text(lang, "faq.game.note")
    assert "Standardregeln" in i18n.text("de", "faq.game.note")
    assert "standard rules" in i18n.text("en", "faq.game.note")


@pytest.mark.parametrize(("game", "option"), [
    ("classic", "target_score"), ("emojical", "target_score"), ("tabaluga", "games")])
def test_the_scoring_answer_names_the_default_of_the_option(game: str, option: str) -> None:
    default = Ruleset.create(game, 4).options[option]
    for lang in i18n.LANGUAGES:
        score = faq.faq(lang, game)["games"][0]["questions"][-1]
        assert str(default) in score["a"], (lang, score)


def test_the_throw_in_answer_says_who_may_throw_in_and_when() -> None:
    questions = {entry["q"]: entry["a"] for entry in faq.faq("en", "emojical")["games"][0][
        "questions"]}
    answer = questions["When may I throw in?"]
    for words in ("Right after a card identical", "any seat holding an identical card",
                  "one tap", "short window", "The first throw wins"):
        assert words in answer, words


def test_heul_doch_answers_with_a_worked_example_of_its_scoring() -> None:
    answers = " ".join(entry["a"] for entry in play_questions(
        next(game for game in GAMES if game.name == "heuldoch"), "en"))
    assert "5 + 6 = 11" in answers and "9 to 6" in answers


@pytest.mark.parametrize("game", [game for game in GAMES if getattr(game, "colours", False)
                                  or game.name in ("tabaluga", "emojical")],
                         ids=lambda game: game.name)
def test_a_colour_games_answers_never_say_suit(game: Variant) -> None:
    text = " ".join(entry["q"] + " " + entry["a"] for entry in play_questions(game, "en"))
    assert not re.search(r"\bsuits?\b", text, re.IGNORECASE)


def test_a_game_that_names_no_questions_of_play_keeps_the_three_from_its_metadata() -> None:
    assert faq.play_topics(PLUGIN_WITHOUT_QUESTIONS) == []
    entry: dict[str, Any] = faq.game_entry(PLUGIN_WITHOUT_QUESTIONS, "en")
    assert len(entry["questions"]) == len(faq.PER_GAME) and entry["note"] == ""


def test_the_api_sends_the_questions_of_play_and_the_note(client: TestClient) -> None:
    answer = client.get("/api/faq?lang=en&game=heuldoch")
    assert answer.status_code == 200
    heuldoch = answer.json()["games"][0]
    assert len(heuldoch["questions"]) >= len(faq.PER_GAME) + LEAST
    assert heuldoch["note"].startswith("The answers follow the standard rules")
    assert "When must I give a card to a neighbour?" in [q["q"] for q in heuldoch["questions"]]

"""The message catalogue: every message in both languages, with the same fields."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from maumau import i18n
from maumau.cli.i18n import LANGUAGES, Texts

STATIC_JS = Path(i18n.__file__).parent / "web" / "static" / "js"


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_both_languages_have_the_same_keys_and_fields():
    german, english = i18n.messages("de"), i18n.messages("en")
    assert set(german) == set(english)
    for key in german:
        assert fields(german[key]) == fields(english[key]), key


def test_only_two_keys_are_deliberately_empty():
    for lang in LANGUAGES:
        empty = {key for key, text in i18n.messages(lang).items() if not text}
        assert empty == {"phase.play", "sim.col.what"}, lang


def test_the_catalogue_is_read_from_the_gettext_files_of_the_package():
    for lang in LANGUAGES:
        assert i18n.catalogue_path(lang).is_file()
    assert i18n.messages("de")["page.lobby.heading"] == "Neuen Tisch eröffnen"
    assert i18n.messages("en")["play.illegal"] == "Not allowed: {reason}."


def test_the_bot_levels_have_distinct_names_in_each_language():
    for lang in LANGUAGES:
        names = [i18n.messages(lang)[f"level.{level}"]
                 for level in ("random", "simple", "easy", "medium", "hard")]
        assert len(set(names)) == len(names), names


def test_the_page_has_no_texts_of_its_own_any_more():
    source = (STATIC_JS / "i18n.js").read_text(encoding="utf-8")
    assert "/api/i18n/" in source
    assert not re.search(r'"[a-z_]+\.[a-z_.]+": \[', source)


def test_second_person_forms_and_plurals():
    german = Texts("de")
    assert german.personal("ev.pass", True, who="Du") == "Du passt"
    assert german.personal("ev.pass", False, who="Bot 2") == "Bot 2 passt"
    assert german.personal("ev.reversed", True) == "Richtungswechsel"
    assert german.cards(1) == "1 Karte" and Texts("en").cards(3) == "3 cards"


def test_an_unknown_language_is_refused_by_the_terminal_and_falls_back_on_request():
    with pytest.raises(ValueError, match="fr"):
        Texts("fr")
    assert i18n.language("fr") == "de" and i18n.language(None) == "de"
    assert i18n.language("en") == "en"


def test_a_refused_card_is_named_as_the_table_shows_it() -> None:
    from maumau.cli.i18n import Texts
    from maumau.core.errors import IllegalActionError, Reason

    problem = IllegalActionError("KS", Reason("mismatch", "KS does not match 9D", card="KS",
                                              top="9D"))
    plain = Texts("de").reason(problem)
    named = Texts("de").reason(problem, lambda code: f"<{code}>")
    assert plain == "KS passt nicht auf 9D"
    assert named == "<KS> passt nicht auf <9D>"


@pytest.mark.parametrize(("lang", "expected"), [
    ("de", "Nicht erlaubt: A♥ passt nicht: ♠ Pik ist gewünscht"),
    ("en", "Not allowed: A♥ does not fit: ♠ Spades is wished")])
def test_a_refusal_names_the_wished_suit_in_words(lang: str, expected: str) -> None:
    # [I-6] a wish is in force: the refusal names the suit as the table does, not "S"
    import io

    from maumau import Match
    from maumau.cli.play import PlayLoop
    from maumau.cli.renderers import renderer_for
    from tests.classic.helpers import position

    start = position(["AH QC QD JD", "8S 9S KD", "TC TD TS"], "JC", wish="S")
    match = Match.from_position(start)
    out = io.StringIO()
    loop = PlayLoop(match, 0, {}, renderer_for("classic"), Texts(lang), False,
                    io.StringIO("AH\nq\n"), out, io.StringIO())
    loop.run()
    shown = out.getvalue()
    assert expected in shown, shown[-600:]

"""One language at a time: what a page shows (its text, choices and tooltips) holds no raw
key (``draw_two_rank``, ``page.end.lost``) and no words of the other language."""

from __future__ import annotations

import re

from playwright.sync_api import Page

from maumau.i18n import messages

SHOWN = """() => [document.body.innerText,
    ...[...document.querySelectorAll('option')].map(o => o.textContent),
    ...[...document.querySelectorAll('[title]')].map(e => e.title)].join('\\n')"""

RAW_KEY = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(?:page|lobby|table|end|do|btn|join|dialog|hd|"
                     r"level|refusal|option|choice|preset|group|how|card|colour|effect|"
                     r"rank_short)\.[a-z_.+]+\b")
# Words one language has and the other does not: a page in German must not show the
# English ones and the reverse (names such as "Mau Mau", "emojical" or "Bot" are both).
WORDS = {
    "de": {"the", "and", "you", "your", "with", "cards", "draw", "play", "seat", "round",
           "match", "wins", "players", "onions", "pile", "points", "turn", "open"},
    "en": {"der", "die", "das", "und", "du", "dein", "deine", "mit", "karte", "karten",
           "runde", "partie", "ziehen", "platz", "spieler", "zwiebeln", "stapel", "punkte",
           "nicht", "wer", "gewinnt"},
}


def other_language_texts(lang: str) -> set[str]:
    """Longer page texts of the other language that this language does not share."""
    other = "en" if lang == "de" else "de"
    mine = set(messages(lang).values())
    return {text for key, text in messages(other).items()
            if key.startswith(("page.", "card.")) and len(text) >= 12 and "{" not in text
            and text not in mine}


def language_problems(page: Page, lang: str) -> list[str]:
    """Raw keys and words of the other language on the page now (empty when clean)."""
    shown: str = page.evaluate(SHOWN)
    problems = [f"raw key {found!r}" for found in RAW_KEY.findall(shown)]
    words = set(re.findall(r"[A-Za-zÄÖÜäöüß]+", shown.lower()))
    problems += [f"{'English' if lang == 'de' else 'German'} word {word!r}"
                 for word in sorted(words & WORDS[lang])]
    problems += [f"other language text {text!r}" for text in other_language_texts(lang)
                 if text in shown]
    return problems


def assert_one_language(page: Page, lang: str, where: str) -> None:
    problems = language_problems(page, lang)
    assert not problems, f"{where} ({lang}): {problems[:8]}"

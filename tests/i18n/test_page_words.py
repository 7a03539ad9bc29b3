"""The how-to page and the card words of the page come from the one catalogue: their
modules hold no German or English text of their own, and every key they name has a text
in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import maumau
from maumau import i18n

JS = Path(maumau.__file__).parent / "web" / "static" / "js"
MODULES = ("how.js", "carddata.js")
LITERAL = re.compile(r'"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`')
WORDS = re.compile(r"[A-Za-zÄÖÜäöüß]{2,}[,.:;!?–]? [A-Za-zÄÖÜäöüß]{2,}")


def literals(name: str) -> list[str]:
    source = (JS / name).read_text(encoding="utf-8")
    code = "\n".join(line for line in source.splitlines()
                     if not line.lstrip().startswith(("//", "/*", "*")))
    return [found[1:-1] for found in LITERAL.findall(code)]


@pytest.mark.parametrize("name", MODULES)
def test_the_module_has_no_words_of_its_own(name: str) -> None:
    texts = [text for text in literals(name)
             if (WORDS.search(text) or re.search("[äöüÄÖÜß]", text))
             and not re.fullmatch(r"[a-z_.${}]+", text)]
    assert not texts, f"{name} holds text outside the catalogue: {texts}"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_fixed_key_of_the_how_page_has_a_text(lang: str) -> None:
    texts = i18n.messages(lang)
    for name in MODULES:
        source = (JS / name).read_text(encoding="utf-8")
        for key in re.findall(r'\bt\("([a-z_.]+)"', source):
            assert f"page.{key}" in texts or key in texts, (name, key)
    for game in ("classic", "tabaluga", "emojical", "heuldoch"):
        assert f"page.how.{game}.colour" in texts or f"page.how.{game}.suit" in texts
    for key in ("page.how.title", "page.how.what_fits", "page.how.specials",
                "page.how.no_game", "page.how.open_table"):
        assert texts[key]

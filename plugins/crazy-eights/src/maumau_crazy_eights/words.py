"""The game's words: its own gettext catalogue, one ``.po`` file per language.

maumau adds these messages to its own (:meth:`maumau.core.variant.Variant.catalogue`);
the game reads the few it needs itself (its title, its options' help, its presets' help)
so that every text a person reads is in the catalogue and none is in the code.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po

DOMAIN = "maumau_crazy_eights"
LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES = ("de", "en")


def catalogue_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def words(lang: str) -> dict[str, str]:
    """Every message of the game's catalogue in ``lang`` by id."""
    with catalogue_path(lang).open("rb") as source:
        catalogue = read_po(source, locale=lang, domain=DOMAIN)
    return {message.id: message.string for message in catalogue
            if isinstance(message.id, str) and message.id and isinstance(message.string, str)}


def in_languages(key: str) -> dict[str, str]:
    """One message in every language of the catalogue."""
    return {lang: words(lang)[key] for lang in LANGUAGES}


def english_and_german(key: str) -> tuple[str, str]:
    """One message as maumau's option builders take it: English, then German."""
    return words("en")[key], words("de")[key]

"""The game's words: its own gettext catalogue, one ``.po`` file per language.

maumau adds these messages to its own (:meth:`maumau.core.variant.Variant.catalogue`) and
reads the game's title, its options' and presets' words from them
(:mod:`maumau.option_labels`): every text a person reads is in the catalogue, none is in
the code. :func:`words` reads one language (for the game's tests).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

DOMAIN = "maumau_crazy_eights"
LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES = ("de", "en")


def catalogue_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def words(lang: str) -> dict[str, str]:
    """Every message of the game's catalogue in ``lang`` by id (read with Babel: only the
    game's tests ask, so that loading the game needs no Babel, nor does the browser's
    Python, docs/offline.md)."""
    from babel.messages.pofile import read_po

    with catalogue_path(lang).open("rb") as source:
        catalogue = read_po(source, locale=lang, domain=DOMAIN)
    return {message.id: message.string for message in catalogue
            if isinstance(message.id, str) and message.id and isinstance(message.string, str)}

"""The one message catalogue of maumau, in German (the default) and English.

The texts live in gettext catalogues, ``locale/{de,en}/LC_MESSAGES/maumau.po`` inside the
package, read the first time a language is needed. A wheel ships each catalogue also
compiled, as ``maumau.json`` beside its ``.po`` (the build hook ``hatch_build.py`` writes it
with Babel), which the standard library reads: an install needs no i18n framework. In a
checkout, where no compiled file exists, the ``.po`` is read with Babel (a development
dependency), so an edit to a catalogue shows at once. (Not gettext's ``.mo``: gettext takes
an empty text for "not translated", and the catalogue has deliberately empty ones.)
A message id is a stable key such as
``play.illegal`` or ``refusal.suit_mismatch``; the text has ``{name}`` fields that
Python fills with ``str.format`` and the web page with plain replacement. The terminal uses
:func:`text`; the web app serves :func:`messages` to the page as JSON; a library error is
rendered from its ``code`` and ``params`` with :func:`error_text`.

A game may ship its own catalogue (:meth:`maumau.core.variant.Variant.catalogue`, how a
game installed from another package brings its words): its messages are added to
maumau's, and where both have an id maumau's text stays. Such a game may ship a compiled
``.json`` beside its ``.po`` too (:func:`compile_catalogues`, ``maumau catalogue FOLDER``);
without one, reading it needs Babel, and where that fails the game's catalogue is left out
with one :class:`CatalogueWarning` (maumau's own words and every other game still work).
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType

__all__ = [
    "DEFAULT_LANGUAGE", "DOMAIN", "ERROR_PREFIX", "LANGUAGES", "LOCALE_DIR", "PLURAL_ONE",
    "CatalogueWarning", "catalogue_path", "compile_catalogues", "compiled_path", "error_key",
    "error_text", "game_catalogues", "language", "messages", "ntext", "plural_entries",
    "plural_key", "read_catalogue", "read_po_file", "text", "write_compiled",
]

LANGUAGES = ("de", "en")
DEFAULT_LANGUAGE = "de"
DOMAIN = "maumau"
LOCALE_DIR = Path(__file__).parent / "locale"
ERROR_PREFIX = "refusal."
PLURAL_ONE = ".one"


def catalogue_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def language(lang: str | None) -> str:
    """``lang`` when it is a language of the catalogue, else German (the default)."""
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE


@cache
def messages(lang: str) -> Mapping[str, str]:
    """Every message of ``lang`` by key (read-only): maumau's, and those of every
    installed game's own catalogue that maumau's lacks. Raises ValueError for other
    languages."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; valid: {', '.join(LANGUAGES)}")
    found = read_catalogue(catalogue_path(lang), lang)
    for path in game_catalogues(lang):
        try:
            own = read_catalogue(path, lang)
        except (ImportError, OSError, ValueError) as problem:
            # One game's unreadable words must not stop every command (the classic
            # game's included): its ids show as they are, and one warning says why.
            if path.parent.parent.parent in _LEFT_OUT:
                continue
            _LEFT_OUT.add(path.parent.parent.parent)
            warnings.warn(f"the game catalogue {path} is left out: {problem} (compile it"
                          f" with `maumau catalogue {path.parent.parent.parent}`, see"
                          " docs/games.md)", CatalogueWarning, stacklevel=2)
            continue
        for key, message in own.items():
            found.setdefault(key, message)
    return MappingProxyType(found)


_LEFT_OUT: set[Path] = set()
"""The locale folders of the game catalogues left out so far (warned of once)."""


class CatalogueWarning(UserWarning):
    """A game's own catalogue that cannot be read (no compiled form beside its ``.po``
    and no Babel, or a broken file): it is left out, once per language."""


def read_catalogue(path: Path, lang: str) -> dict[str, str]:
    """The translated messages of one ``.po`` file by id: from its compiled form beside
    it (:func:`compiled_path`, what a wheel ships) where there is one, else from the
    ``.po`` itself with Babel."""
    compiled = compiled_path(path)
    if compiled.is_file():
        found = json.loads(compiled.read_text(encoding="utf-8"))
        if not isinstance(found, dict) or not all(
                isinstance(key, str) and isinstance(value, str) for key, value in found.items()):
            raise ValueError(f"{compiled} is not a compiled catalogue (an object of strings)")
        return found
    return read_po_file(path, lang)


def compiled_path(path: Path) -> Path:
    """Where the compiled form of the catalogue ``path`` lies: beside it, as ``.json``."""
    return path.with_suffix(".json")


def read_po_file(path: Path, lang: str) -> dict[str, str]:
    """The translated messages of one ``.po`` file by id, read with Babel (a development
    and build dependency, not one of an install)."""
    try:
        from babel.messages.pofile import read_po
    except ModuleNotFoundError as missing:
        raise ModuleNotFoundError(
            f"{path} has no compiled form beside it ({compiled_path(path).name}), and"
            " reading the .po needs Babel: pip install babel", name=missing.name) from None
    with path.open("rb") as source:
        catalogue = read_po(source, locale=lang)
    found: dict[str, str] = {}
    for message in catalogue:
        if isinstance(message.id, str) and message.id and isinstance(message.string, str):
            found[message.id] = message.string
        elif isinstance(message.id, tuple | list) and message.id and message.id[0]:
            forms = message.string if isinstance(message.string, tuple | list) else ()
            found.update(plural_entries(str(message.id[0]), [str(form) for form in forms]))
    return found


def plural_entries(key: str, forms: list[str]) -> dict[str, str]:
    """A plural entry (``msgid_plural``, ``msgstr[0]``, ``msgstr[1]``) as flat messages, as
    the page and the compiled catalogue hold it: ``KEY`` the form for any other count,
    ``KEY.one`` the form for a count of one (German and English: ``nplurals=2;
    plural=(n != 1)``)."""
    if len(forms) < 2:
        return {key: forms[0] if forms else ""}
    return {key: forms[1], key + PLURAL_ONE: forms[0]}


def plural_key(lang: str, key: str, count: int) -> str:
    """The message id of ``key`` for ``count`` things: ``KEY.one`` for one where the
    catalogue has that form (German and English have two forms: one, and any other)."""
    if count == 1 and key + PLURAL_ONE in messages(lang):
        return key + PLURAL_ONE
    return key


def ntext(lang: str, key: str, count: int, **fields: object) -> str:
    """ngettext: the message ``key`` in ``lang`` in its form for ``count`` things, with the
    field ``n`` set to ``count`` (besides ``fields``)."""
    return text(lang, plural_key(lang, key, count), **{"n": count, **fields})


def write_compiled(path: Path, lang: str, target: Path) -> None:
    """Compile the catalogue ``path`` (a ``.po``) into ``target`` (read back by
    :func:`read_catalogue` from :func:`compiled_path`); needs Babel."""
    messages = read_po_file(path, lang)
    target.write_text(json.dumps(messages, ensure_ascii=False, sort_keys=True, indent=0) + "\n",
                      encoding="utf-8")


def compile_catalogues(folder: Path) -> list[Path]:
    """Compile every catalogue under ``folder`` (``<lang>/LC_MESSAGES/*.po`` of a
    ``locale`` folder, at any depth) into its compiled form beside it
    (:func:`compiled_path`), which an install reads without Babel; return the files
    written. Needs Babel: a game's package runs it before it is built (``maumau catalogue
    FOLDER``, docs/games.md), or its build hook does."""
    written = []
    for po in sorted(folder.rglob("*.po")):
        lang = po.parent.parent.name
        if po.parent.name != "LC_MESSAGES" or lang not in LANGUAGES:
            continue
        target = compiled_path(po)
        write_compiled(po, lang, target)
        written.append(target)
    return written


def game_catalogues(lang: str) -> list[Path]:
    """The games' own catalogues in ``lang`` (:meth:`Variant.catalogue`), in the order
    the games are registered."""
    from maumau.core.variant import all_variants

    paths = [game.catalogue(lang) for game in all_variants()]
    return [path for path in paths if path is not None and path.is_file()]


def text(lang: str, key: str, **fields: object) -> str:
    """The message ``key`` in ``lang`` with its fields filled in."""
    return messages(lang)[key].format(**fields)


def error_key(code: str) -> str:
    """The catalogue key of a library error code: ``suit_mismatch`` → ``refusal.suit_mismatch``."""
    return ERROR_PREFIX + code


def error_text(lang: str, code: str, params: Mapping[str, object], fallback: str) -> str:
    """The text of a refusal ``code`` in ``lang``; ``fallback`` (the English message) when
    the catalogue lacks the code or its fields do not fit (never raises). A ``cause`` param
    (another error's ``code``, ``params`` and ``message``) is rendered first and filled in.
    A ``count`` param (or ``n``) picks the plural form: ``refusal.<code>.one`` for one."""
    template = messages(lang).get(error_key(code))
    if template is None:
        return fallback
    fields = dict(params)
    count = fields.get("count", fields.get("n"))
    if isinstance(count, int) and not isinstance(count, bool):
        template = messages(lang)[plural_key(lang, error_key(code), count)]
    cause = fields.get("cause")
    if isinstance(cause, Mapping):
        inner = cause.get("params")
        fields["cause"] = error_text(lang, str(cause.get("code")),
                                     inner if isinstance(inner, Mapping) else {},
                                     str(cause.get("message", "")))
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError):
        return fallback

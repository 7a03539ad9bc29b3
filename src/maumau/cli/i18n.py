"""The command line's view of the message catalogue (:mod:`maumau.i18n`) in one language.

A message is looked up by key and filled with ``str.format`` fields. A key may have a
second-person form under ``KEY.you`` ("Du spielst" beside "Bot 1 spielt"). Card and suit
names are messages too, which each game names by code (:mod:`maumau.cli.styled`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from maumau import i18n
from maumau.core.errors import IllegalActionError, MauMauError

__all__ = [
    "CARD_PARAMS",
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "SUIT_PARAMS",
    "Texts",
    "language_from_environment",
]

CARD_PARAMS = ("card", "top", "drawn")
"""The refusal params that name a card by its code."""
SUIT_PARAMS = ("suit",)
"""The refusal params that name a suit or colour by its code."""

LANGUAGES = i18n.LANGUAGES
DEFAULT_LANGUAGE = i18n.DEFAULT_LANGUAGE


LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""Where the locale is named, the first one set wins (POSIX's order for messages)."""


def language_from_environment(environ: Mapping[str, str]) -> str | None:
    """The catalogue's language the environment asks for, as gettext reads it: the first
    of :data:`LOCALE_VARIABLES` that is set names the locale (``de_DE.UTF-8`` → ``de``);
    unless that is ``C`` or ``POSIX``, GNU's ``LANGUAGE`` (a list such as ``de:en``) comes
    first. None where neither names a language of the catalogue."""
    locale = next((environ[name] for name in LOCALE_VARIABLES if environ.get(name)), "")
    if not locale or _language_of(locale) in ("c", "posix"):
        return None
    wanted = [*environ.get("LANGUAGE", "").split(":"), locale]
    return next((lang for lang in map(_language_of, wanted) if lang in LANGUAGES), None)


def _language_of(locale: str) -> str:
    """``de_DE.UTF-8@euro`` → ``de``."""
    for mark in ("@", ".", "_", "-"):
        locale = locale.partition(mark)[0]
    return locale.strip().lower()


class Texts:
    """The catalogue in one language: ``texts("key", field=value)``."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; valid: {', '.join(LANGUAGES)}")
        self.lang = lang
        self.messages = i18n.messages(lang)

    def __call__(self, key: str, **fields: object) -> str:
        return self.messages[key].format(**fields)

    def n(self, key: str, count: int, **fields: object) -> str:
        """ngettext: ``key`` in its form for ``count`` things (``KEY.one`` for one), with
        the field ``n`` set to ``count``."""
        return i18n.ntext(self.lang, key, count, **fields)

    def has(self, key: str) -> bool:
        return key in self.messages

    def personal(self, key: str, you: bool, **fields: object) -> str:
        """The ``KEY.you`` form when speaking to the reader and it exists, else ``KEY``."""
        if you and key + ".you" in self.messages:
            key += ".you"
        return self(key, **fields)

    def cards(self, count: int) -> str:
        """``1 Karte`` / ``3 Karten``."""
        return self(i18n.plural_key(self.lang, "cards.many", count), count=count)

    def error(self, problem: MauMauError) -> str:
        """A library refusal in this language, from its code and params."""
        return i18n.error_text(self.lang, problem.code, problem.params, str(problem))

    def reason(self, problem: IllegalActionError,
               card_text: Callable[[str], str] | None = None,
               suit_text: Callable[[str], str] | None = None) -> str:
        """Why an action was refused, without the action itself ("K♠ passt nicht auf 9♦",
        "K♥ passt nicht: ♠ Pik ist gewünscht"): ``card_text`` shows the cards it names as
        the table shows them, ``suit_text`` names a suit or colour by its code."""
        if problem.code == IllegalActionError.default_code:
            return str(problem.reason)
        params = dict(problem.params)
        for names, show in ((CARD_PARAMS, card_text), (SUIT_PARAMS, suit_text)):
            if show is None:
                continue
            for name in names:
                value = params.get(name)
                if isinstance(value, str):
                    params[name] = show(value)
        return i18n.error_text(self.lang, problem.code, params, str(problem))

"""argparse's own words ("usage:", "show this help message and exit", its error messages)
in the command line's language.

argparse looks its texts up through gettext, by calling its module-level ``_`` and
``ngettext`` when it builds a parser, prints help or reports an error. While
:func:`argparse_speaking` is active those two answer from the maumau catalogue, where each
argparse text has the key ``argparse:<the English text>``; a text the catalogue lacks (a
newer Python's wording) stays English.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from maumau.cli.i18n import Texts

__all__ = [
    "PREFIX",
    "argparse_speaking",
]

PREFIX = "argparse:"


@contextmanager
def argparse_speaking(texts: Texts) -> Iterator[None]:
    """Within the block argparse speaks ``texts.lang`` (restored afterwards)."""

    def gettext(message: str | None) -> str | None:
        if not isinstance(message, str):  # argparse passes a missing description as None
            return message
        return texts.messages.get(PREFIX + message) or message

    def ngettext(singular: str, plural: str, count: int) -> str | None:
        return gettext(singular if count == 1 else plural)

    saved = argparse.__dict__["_"], argparse.__dict__["ngettext"]
    setattr(argparse, "_", gettext)  # noqa: B010 - argparse's gettext hook, by design
    setattr(argparse, "ngettext", ngettext)  # noqa: B010
    try:
        yield
    finally:
        setattr(argparse, "_", saved[0])  # noqa: B010
        setattr(argparse, "ngettext", saved[1])  # noqa: B010

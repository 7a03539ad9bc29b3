"""ANSI colour for the terminal, and the decision whether to use it.

Colour is on only for a terminal, unless the user forces it on (``--colour``) or off
(``--no-colour``, or the ``NO_COLOR`` environment variable, see no-color.org).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TextIO

__all__ = [
    "STYLES",
    "colour_wanted",
    "pad",
    "paint",
    "strip_ansi",
    "visible_width",
]

STYLES = {
    "bold": "1",
    "dim": "2",
    "red": "31",
    "green": "32",
    "yellow": "33",
    "blue": "34",
    "magenta": "35",
    "cyan": "36",
    "grey": "90",
    "orange": "38;5;208",
}
"""The styles a game may name (:mod:`maumau.core.terminal`); other names are ignored."""

_RESET = "\x1b[0m"
_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def paint(text: str, style: str | None, enabled: bool) -> str:
    """``text`` in the named style (``"red"``, ``"bold"``, ``"bold red"``), if enabled.
    A style name this terminal does not know is ignored."""
    if not enabled or not style or not text:
        return text
    codes = ";".join(STYLES[name] for name in style.split() if name in STYLES)
    if not codes:
        return text
    return f"\x1b[{codes}m{text}{_RESET}"


def strip_ansi(text: str) -> str:
    return _ANSI.sub("", text)


def visible_width(text: str) -> int:
    """The width of ``text`` on screen, escapes not counted."""
    return len(strip_ansi(text))


def pad(text: str, width: int) -> str:
    """Left-align ``text`` (which may hold escapes) in ``width`` columns."""
    return text + " " * max(0, width - visible_width(text))


def colour_wanted(forced: bool | None, stream: TextIO, environ: Mapping[str, str]) -> bool:
    """Whether to colour output to ``stream``: ``forced`` (from the flags) wins, then
    ``NO_COLOR``, then whether the stream is a terminal."""
    if forced is not None:
        return forced
    if environ.get("NO_COLOR"):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty is not None and isatty())

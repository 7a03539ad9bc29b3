"""How the cards of each shedding game look at the terminal: data, one style per game.

A card code splits by the style's pattern into a suit (a suit or colour, which also names
a wish) and a face (rank, digit, smiley or action). Codes that do not split are specials
(joker, colour change, grey cards); anything unknown is shown as its code. Names are
catalogue codes (``term.<game>.…``); a colour is a style name the front end paints. The
style's parts, and the style read from a game's faces, are the core's
(:mod:`maumau.core.card_style`): every game's default look reads its cards so.
"""

from __future__ import annotations

import re

from maumau.core.card_style import (
    GENERIC,
    CardStyle,
    Face,
    Special,
    Suit,
    style_from_faces,
)
from maumau.core.terminal import Msg, Styled, Text

__all__ = [
    "CLASSIC",
    "EMOJICAL",
    "GENERIC",
    "STYLES",
    "TABALUGA",
    "CardStyle",
    "Face",
    "Special",
    "Suit",
    "style_from_faces",
]


def _same(text: str) -> Face:
    """A face that reads the same in every language (a digit)."""
    return Face(Styled(text), Styled(text))


def _named(game: str, code: str) -> Face:
    """A face shown by its code, named in words by the catalogue."""
    return Face(Styled(code), Msg(f"term.{game}.face.{code}"))


def _suit(game: str, code: str, colour: str | None, symbol: str = "") -> Suit:
    return Suit(symbol, colour, Msg(f"term.{game}.suit.{code}"))


def _special(game: str, code: str, colour: str | None, short: Text | None = None) -> Special:
    name = Msg(f"term.{game}.special.{code}")
    return Special(short if short is not None else Styled(code), colour, name)


def _court(code: str) -> Face:
    """A classic court card or ace: a letter per language, a name per language."""
    return Face(Msg(f"term.classic.face_short.{code}"), Msg(f"term.classic.face.{code}"))


CLASSIC = CardStyle(
    pattern=re.compile(r"^(?P<face>[7-9TJQKA])(?P<suit>[DHSC])$"),
    suits={
        "D": _suit("classic", "D", "red", "♦"),
        "H": _suit("classic", "H", "red", "♥"),
        "S": _suit("classic", "S", None, "♠"),
        "C": _suit("classic", "C", None, "♣"),
    },
    faces={
        "7": _same("7"),
        "8": _same("8"),
        "9": _same("9"),
        "T": _same("10"),
        "J": _court("J"),
        "Q": _court("Q"),
        "K": _court("K"),
        "A": _court("A"),
    },
    specials={"X": _special("classic", "X", "magenta", Msg("term.classic.special.X"))},
    symbols=True,
    words="term.classic.card",
)

_DIGITS = {str(digit): _same(str(digit)) for digit in range(1, 10)}

TABALUGA = CardStyle(
    pattern=re.compile(r"^(?P<suit>[gbry])(?P<face>.+)$"),
    suits={
        "g": _suit("tabaluga", "g", "green"),
        "b": _suit("tabaluga", "b", "blue"),
        "r": _suit("tabaluga", "r", "red"),
        "y": _suit("tabaluga", "y", "yellow"),
    },
    faces={
        **_DIGITS,
        **{code: _named("tabaluga", code) for code in ("R", "+2", "+4", "S")},
    },
    specials={"W": _special("tabaluga", "W", "bold")},
)

EMOJICAL = CardStyle(
    pattern=re.compile(r"^(?P<suit>[ypgb]):(?P<face>.+)$"),
    suits={
        "y": _suit("emojical", "y", "yellow"),
        "p": _suit("emojical", "p", "magenta"),
        "g": _suit("emojical", "g", "green"),
        "b": _suit("emojical", "b", "blue"),
    },
    faces={code: _named("emojical", code) for code in (
        "smile", "wink", "laugh", "cool", "love", "tongue", "sad", "angry",
        "+2", "skip", "swap", "gift", "gamble", "block")},
    specials={
        "wish": _special("emojical", "wish", "grey"),
        "+4": _special("emojical", "+4", "grey"),
        "extra": _special("emojical", "extra", "bold"),
    },
)

STYLES: dict[str, CardStyle] = {
    "classic": CLASSIC,
    "tabaluga": TABALUGA,
    "emojical": EMOJICAL,
}
"""The built-in games' card styles by game name."""

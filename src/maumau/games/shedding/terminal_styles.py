"""How the cards of each shedding game look at the terminal: data, one style per game.

A card code splits by the style's pattern into a suit (a suit or colour, which also names
a wish) and a face (rank, digit, smiley or action). Codes that do not split are specials
(joker, colour change, grey cards); anything unknown is shown as its code. Names are
catalogue codes (``term.<game>.…``); a colour is a style name the front end paints.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

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


@dataclass(frozen=True)
class Suit:
    """A suit or colour: its symbol (empty: the code is shown), style and name."""

    symbol: str
    colour: str | None
    name: Text


@dataclass(frozen=True)
class Face:
    """A rank, digit, smiley or action: its short form and its name."""

    short: Text
    name: Text


@dataclass(frozen=True)
class Special:
    """A card without a suit (joker, colour change, grey cards)."""

    short: Text
    colour: str | None
    name: Text


@dataclass(frozen=True)
class CardStyle:
    """The look of one game's cards.

    ``pattern`` has the groups ``suit`` and ``face``. With ``symbols`` a card shows short
    as its face's short form and its suit's symbol (``B♣``), else as its code; ``words``
    is the catalogue code of the card in words, with the params ``face`` and ``suit``.
    """

    pattern: re.Pattern[str]
    suits: Mapping[str, Suit]
    faces: Mapping[str, Face] = field(default_factory=dict)
    specials: Mapping[str, Special] = field(default_factory=dict)
    symbols: bool = False
    words: str = "term.shedding.card"


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

GENERIC = CardStyle(pattern=re.compile(r"^(?!)(?P<suit>)(?P<face>)$"), suits={})
"""Shows every card as its code: the look of a shedding game without a style here."""

STYLES: dict[str, CardStyle] = {
    "classic": CLASSIC,
    "tabaluga": TABALUGA,
    "emojical": EMOJICAL,
}
"""The built-in games' card styles by game name."""


def style_from_faces(faces: Mapping[str, Any]) -> CardStyle:
    """A card style read from a game's web faces (:meth:`Variant.faces
    <maumau.core.variant.Variant.faces>`): how a code splits (``code``), each colour's
    letter as its symbol and its ``name``, each face's ``short`` and ``name``, and the
    card in words (``card_name``, with ``{colour}`` and ``{rank}``/``{face}``). The look
    of a game without a style of its own here, so that its cards read as on the page
    (``4♦``, "4 of Diamonds"), not as codes; :data:`GENERIC` where the faces do not say
    how a code splits."""
    rule = faces.get("code")
    colours = faces.get("colours")
    if not isinstance(rule, Mapping) or not isinstance(colours, Mapping) or not colours:
        return GENERIC
    keys = "|".join(re.escape(key) for key in sorted(colours, key=len, reverse=True))
    how = rule.get("colour")
    separator = re.escape(str(rule.get("separator") or ""))
    if how == "start":
        pattern = rf"^(?P<suit>{keys})(?P<face>.+)$"
    elif how == "end":
        pattern = rf"^(?P<face>.+?)(?P<suit>{keys})$"
    elif how == "separator" and separator:
        pattern = rf"^(?P<suit>{keys}){separator}(?P<face>.+)$"
    else:
        return GENERIC
    suits = {key: Suit(str(colour.get("letter", "")), None,
                       _word(colour.get("name"), key)) for key, colour in colours.items()}
    face_table = faces.get("faces")
    own = face_table if isinstance(face_table, Mapping) else {}
    face_words = {code: Face(_word(face.get("short"), code), _word(face.get("name"), code))
                  for code, face in own.items() if isinstance(face, Mapping)}
    words = faces.get("card_name")
    return CardStyle(
        pattern=re.compile(pattern), suits=suits, faces=face_words,
        symbols=all(suit.symbol for suit in suits.values()),
        words=words if isinstance(words, str) else "term.shedding.card")


def _word(message: object, code: str) -> Text:
    """A catalogue message id as text, or the code where there is none."""
    return Msg(message) if isinstance(message, str) and message else Styled(code)

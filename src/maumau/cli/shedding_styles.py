"""How the cards of each shedding game look in the terminal: data, one table per variant.

A card code splits by the style's pattern into a suit (a suit or colour, which also names
a wish) and a face (rank, digit, smiley or action). Codes that do not split are specials
(joker, colour change, grey cards); anything unknown is shown as its code. Adding a
variant's look is one more :class:`CardStyle` entry in :data:`STYLES`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Suit:
    """A suit or colour: its symbol (empty: the code is shown), style and names."""

    symbol: str
    colour: str | None
    names: Mapping[str, str]


@dataclass(frozen=True)
class Face:
    """A rank, digit, smiley or action: short form and name per language."""

    short: Mapping[str, str]
    names: Mapping[str, str]


@dataclass(frozen=True)
class Special:
    """A card without a suit (joker, colour change, grey cards)."""

    short: str
    colour: str | None
    names: Mapping[str, str]


@dataclass(frozen=True)
class CardStyle:
    """The look of one variant's cards.

    ``pattern`` has the groups ``suit`` and ``face``. ``short`` formats the short form from
    ``{face}``, ``{symbol}`` and ``{code}``; ``words`` the long form per language from
    ``{face}`` and ``{suit}``.
    """

    pattern: re.Pattern[str]
    suits: Mapping[str, Suit]
    faces: Mapping[str, Face] = field(default_factory=dict)
    specials: Mapping[str, Special] = field(default_factory=dict)
    short: str = "{code}"
    words: Mapping[str, str] = field(default_factory=lambda: {"de": "{suit} {face}",
                                                              "en": "{suit} {face}"})


def _same(text: str) -> dict[str, str]:
    return {"de": text, "en": text}


def _face(de: str, en: str, short_de: str | None = None, short_en: str | None = None) -> Face:
    return Face({"de": short_de or de, "en": short_en or en}, {"de": de, "en": en})


CLASSIC = CardStyle(
    pattern=re.compile(r"^(?P<face>[7-9TJQKA])(?P<suit>[DHSC])$"),
    suits={
        "D": Suit("♦", "red", {"de": "Karo", "en": "Diamonds"}),
        "H": Suit("♥", "red", {"de": "Herz", "en": "Hearts"}),
        "S": Suit("♠", None, {"de": "Pik", "en": "Spades"}),
        "C": Suit("♣", None, {"de": "Kreuz", "en": "Clubs"}),
    },
    faces={
        "7": _face("7", "7"),
        "8": _face("8", "8"),
        "9": _face("9", "9"),
        "T": _face("10", "10"),
        "J": _face("Bube", "Jack", "B", "J"),
        "Q": _face("Dame", "Queen", "D", "Q"),
        "K": _face("König", "King", "K", "K"),
        "A": _face("Ass", "Ace", "A", "A"),
    },
    specials={"X": Special("Joker", "magenta", _same("Joker"))},
    short="{face}{symbol}",
    words={"de": "{suit}-{face}", "en": "{face} of {suit}"},
)

_DIGITS = {str(digit): _face(str(digit), str(digit)) for digit in range(1, 10)}

TABALUGA = CardStyle(
    pattern=re.compile(r"^(?P<suit>[gbry])(?P<face>.+)$"),
    suits={
        "g": Suit("", "green", {"de": "Grün", "en": "Green"}),
        "b": Suit("", "blue", {"de": "Blau", "en": "Blue"}),
        "r": Suit("", "red", {"de": "Rot", "en": "Red"}),
        "y": Suit("", "yellow", {"de": "Gelb", "en": "Yellow"}),
    },
    faces={
        **_DIGITS,
        "R": _face("Richtung wechseln", "Reverse"),
        "+2": _face("Nimm 2", "Draw 2"),
        "+4": _face("Nimm 4", "Draw 4"),
        "S": _face("STOP", "Stop"),
    },
    specials={"W": Special("W", "bold", {"de": "Farbwechsel", "en": "Colour change"})},
)

EMOJICAL = CardStyle(
    pattern=re.compile(r"^(?P<suit>[ypgb]):(?P<face>.+)$"),
    suits={
        "y": Suit("", "yellow", {"de": "Gelb", "en": "Yellow"}),
        "p": Suit("", "magenta", {"de": "Lila", "en": "Purple"}),
        "g": Suit("", "green", {"de": "Grün", "en": "Green"}),
        "b": Suit("", "blue", {"de": "Blau", "en": "Blue"}),
    },
    faces={
        "smile": _face("Lächeln", "Smile"),
        "wink": _face("Zwinkern", "Wink"),
        "laugh": _face("Lachen", "Laugh"),
        "cool": _face("Cool", "Cool"),
        "love": _face("Verliebt", "Love"),
        "tongue": _face("Zunge", "Tongue"),
        "sad": _face("Traurig", "Sad"),
        "angry": _face("Wütend", "Angry"),
        "+2": _face("Zieh 2", "Draw 2"),
        "skip": _face("Aussetzen", "Skip"),
        "swap": _face("Kartentausch", "Swap hands"),
        "gift": _face("Schenken", "Gift"),
        "gamble": _face("Zocken", "Gamble"),
        "block": _face("Blocken", "Block"),
    },
    specials={
        "wish": Special("wish", "grey", {"de": "Farbwunsch", "en": "Colour wish"}),
        "+4": Special("+4", "grey", {"de": "Zieh 4 + Farbwunsch", "en": "Draw 4 + colour wish"}),
        "extra": Special("extra", "bold", {"de": "Extrakarte", "en": "Extra card"}),
    },
)

GENERIC = CardStyle(pattern=re.compile(r"^(?!)(?P<suit>)(?P<face>)$"), suits={})
"""Shows every card as its code: the look of a shedding game without a table here."""

STYLES: dict[str, CardStyle] = {
    "classic": CLASSIC,
    "tabaluga": TABALUGA,
    "emojical": EMOJICAL,
}

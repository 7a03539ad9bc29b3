"""How a game's cards read at the terminal, and the look that reads them from its faces.

A :class:`CardStyle` is data: how a card code splits into a suit (a suit or colour, which
also names a choice) and a face (rank, digit, picture), the suits' symbols and names, the
faces' short forms and names, the cards without a suit. :func:`style_from_faces` reads one
from a game's web faces (:meth:`Variant.faces <maumau.core.variant.Variant.faces>`), so
that every game shows its cards as its page does; :class:`FacesLook` is the terminal look
that shows cards so (the default look of a game, :meth:`Variant.terminal_look
<maumau.core.variant.Variant.terminal_look>`). Names are catalogue codes; a colour is a
style name the front end paints. Nothing here reads or writes anything.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.terminal import Block, DefaultLook, Msg, Styled, Text, join
from maumau.core.view import View

__all__ = [
    "GENERIC",
    "CardStyle",
    "Face",
    "FacesLook",
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
    as its face's short form and its suit's symbol (``B♣``), else in words; ``words``
    is the catalogue code of the card in words, with the params ``face`` and ``suit``
    (also as ``rank`` and ``colour``).
    """

    pattern: re.Pattern[str]
    suits: Mapping[str, Suit]
    faces: Mapping[str, Face] = field(default_factory=dict)
    specials: Mapping[str, Special] = field(default_factory=dict)
    symbols: bool = False
    words: str = "term.shedding.card"


GENERIC = CardStyle(pattern=re.compile(r"^(?!)(?P<suit>)(?P<face>)$"), suits={})
"""Shows every card as its code: the style of a game whose faces do not say how a code
splits."""


def style_from_faces(faces: Mapping[str, Any]) -> CardStyle:
    """A card style read from a game's web faces (:meth:`Variant.faces
    <maumau.core.variant.Variant.faces>`): how a code splits (``code``), each colour's
    letter as its symbol and its ``name``, each face's ``short`` and ``name``, and the
    card in words (``card_name``, with ``{colour}`` and ``{rank}``/``{face}``). So a
    game's cards read as on the page (``4♦``, "4 of Diamonds", "Red 5"), not as codes;
    :data:`GENERIC` where the faces do not say how a code splits."""
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
                       _word(colour.get("name"), key))
             for key, colour in colours.items() if isinstance(colour, Mapping)}
    face_table = faces.get("faces")
    own = face_table if isinstance(face_table, Mapping) else {}
    face_words = {code: Face(_word(face.get("short"), code), _word(face.get("name"), code))
                  for code, face in own.items() if isinstance(face, Mapping)}
    words = faces.get("card_name")
    return CardStyle(
        pattern=re.compile(pattern), suits=suits, faces=face_words,
        symbols=bool(suits) and all(suit.symbol for suit in suits.values()),
        words=words if isinstance(words, str) else "term.shedding.card")


def _word(message: object, code: str) -> Text:
    """A catalogue message id as text, or the code where there is none."""
    return Msg(message) if isinstance(message, str) and message else Styled(code)


class FacesLook(DefaultLook):
    """A look whose cards read as its :class:`CardStyle` says: short (``B♣``) where the
    suits have symbols, else in words (``Red 5``); codes the style does not know as they
    are. Actions in notation but a plain play, which names its card ("Play Red 5"); the
    table as its fields, card codes in it shown as cards. The default look of every game
    (read from its faces); a game's own look may extend it."""

    def __init__(self, style: CardStyle) -> None:
        self.style = style
        self._suit_order = {code: index for index, code in enumerate(style.suits)}
        self._face_order = {code: index for index, code in enumerate(style.faces)}

    # ----------------------------------------------------------------- cards

    def _split(self, code: str) -> tuple[Suit, str] | None:
        found = self.style.pattern.match(code)
        if found is None:
            return None
        suit = self.style.suits.get(found["suit"])
        if suit is None:
            return None
        return suit, found["face"]

    def card(self, code: str) -> Text:
        """A card short (``B♣``), in its suit's colour; unknown codes as they are."""
        if not self.style.symbols:  # colours have no symbols: the card in words
            return self.card_name(code)  # ("Gelb 9", "Lila Lächeln")
        special = self.style.specials.get(code)
        if special is not None:
            return join(special.short, style=special.colour)
        parts = self._split(code)
        if parts is None:
            return Styled(code)
        suit, face_code = parts
        face = self.style.faces.get(face_code)
        short = face.short if face is not None else Styled(face_code)
        return join(short, suit.symbol, style=suit.colour)

    def card_name(self, code: str) -> Text:
        """The card in words: ``Kreuz-Bube``, ``Jack of Clubs``, ``Rot Nimm 2``."""
        special = self.style.specials.get(code)
        if special is not None:
            return join(special.name, style=special.colour)
        parts = self._split(code)
        if parts is None:
            return Styled(code)
        suit, face_code = parts
        face = self.style.faces.get(face_code)
        name = face.name if face is not None else Styled(face_code)
        return Msg(self.style.words, {"face": name, "suit": suit.name, "rank": name,
                                      "colour": suit.name}, suit.colour)

    def spellings(self, code: str) -> Sequence[Text]:
        """What may be typed for a card: what the table shows, its words, and its face
        (short or named) with its suit's name or symbol in either order (``B♣``,
        ``Kreuz-Bube``, ``B Kreuz``, ``Kreuz B``, ``Bube Kreuz``; ``Gelb 9``, ``9 Gelb``)."""
        found: list[Text] = [self.card(code), self.card_name(code)]
        special = self.style.specials.get(code)
        if special is not None:
            return (*found, special.short, special.name)
        parts = self._split(code)
        if parts is None:
            return found
        suit, face_code = parts
        face = self.style.faces.get(face_code)
        faces: list[Text] = [Styled(face_code)] if face is None else [face.short, face.name]
        suits: list[Text] = [suit.name, *([Styled(suit.symbol)] if suit.symbol else [])]
        for shown_face in faces:
            for shown_suit in suits:
                found += [join(shown_face, shown_suit, sep=" "),
                          join(shown_suit, shown_face, sep=" ")]
        return found

    def choice(self, choice: str) -> Text | None:
        """A choice that is a suit or colour by name (``H`` → ``♥ Herz``); None for any
        other (the front end words it neutrally)."""
        suit = self.style.suits.get(choice)
        if suit is None:
            return None
        if suit.symbol:
            return join(suit.symbol, suit.name, sep=" ", style=suit.colour)
        return join(suit.name, style=suit.colour)

    def hand_order(self, codes: Sequence[str]) -> list[str]:
        """By suit, then face, special cards and unknown codes last."""
        return sorted(codes, key=self._sort_key)

    def _sort_key(self, code: str) -> tuple[int, int, str]:
        parts = self.style.pattern.match(code)
        if code in self.style.specials or parts is None:
            return (len(self._suit_order), len(self._face_order), code)
        return (self._suit_order.get(parts["suit"], len(self._suit_order)),
                self._face_order.get(parts["face"], len(self._face_order)), code)

    def is_card(self, code: str) -> bool:
        """Whether ``code`` is a card of the style: a special card, or a known suit and
        (where the style lists faces) a known face."""
        if code in self.style.specials:
            return True
        parts = self._split(code)
        return parts is not None and (not self.style.faces or parts[1] in self.style.faces)

    # ----------------------------------------------------------------- table, actions

    def table(self, view: View) -> list[Block]:
        """Each field of the table on a line of its own, as :class:`DefaultLook` shows
        it, but a field holding card codes (alone or in lists) shows them as cards."""
        return [Styled(f"{key}: {value}") if not self._holds_cards(value)
                else join(f"{key}: ", self._value(value))
                for key, value in view.table.items()]

    def _holds_cards(self, value: object) -> bool:
        if isinstance(value, str):
            return self.is_card(value)
        if isinstance(value, list | tuple):
            return any(self._holds_cards(item) for item in value)
        return False

    def _value(self, value: object) -> Text:
        if isinstance(value, str) and self.is_card(value):
            return self.card(value)
        if isinstance(value, list | tuple):
            return join("[", join(*(self._value(item) for item in value), sep=", "), "]")
        return Styled(str(value))

    def action(self, action: Action, view: View) -> Text:
        """A play of a card alone names the card ("Play Red 5"); any other action, or a
        play with a choice, target or call (whose meaning is the game's), in notation."""
        card = action.card
        if action.kind is ActionKind.PLAY and card is not None and action.choice is None and (
                action.target is None and action.call is Call.NONE):
            return Msg("act.play", {"card": self.card_name(card.code)})
        return Styled(str(action))

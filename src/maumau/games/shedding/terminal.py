"""How every game of the shedding machine shows at the terminal.

Everything particular to one game comes from its
:class:`~maumau.games.shedding.terminal_styles.CardStyle`; this module turns card codes,
the public table and legal actions into :mod:`maumau.core.terminal` text. A shedding game
without a style of its own shows its cards by their codes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.terminal import (
    Block,
    DefaultLook,
    Msg,
    SeatName,
    Styled,
    Text,
    card_count,
    join,
)
from maumau.core.view import View
from maumau.games.shedding.terminal_styles import (
    GENERIC,
    STYLES,
    CardStyle,
    Suit,
    style_from_faces,
)

__all__ = [
    "SITUATIONS",
    "SheddingLook",
    "shedding_look",
]

SITUATIONS = ("after_draw", "penalty", "skip", "choose", "throw_in")
"""The phases that are out of the ordinary: the seat to move is told what it decides."""


class SheddingLook(DefaultLook):
    """One shedding game's cards, table and actions, from its card style."""

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

    def choice(self, choice: str) -> Text:
        """A wished suit or colour by name (``H`` → ``♥ Herz``)."""
        suit = self.style.suits.get(choice)
        if suit is None:
            return Styled(choice)
        if suit.symbol:
            return join(suit.symbol, suit.name, sep=" ", style=suit.colour)
        return join(suit.name, style=suit.colour)

    def hand_order(self, codes: Sequence[str]) -> list[str]:
        """By suit, then face, special cards last."""
        return sorted(codes, key=self._sort_key)

    def _sort_key(self, code: str) -> tuple[int, int, str]:
        parts = self.style.pattern.match(code)
        if code in self.style.specials or parts is None:
            return (len(self._suit_order), len(self._face_order), code)
        return (self._suit_order.get(parts["suit"], len(self._suit_order)),
                self._face_order.get(parts["face"], len(self._face_order)), code)

    # ----------------------------------------------------------------- the table

    def table(self, view: View) -> list[Block]:
        table = view.table
        first: list[Text] = [Msg("table.top", {"card": self.card(str(table.get("top", "?")))})]
        wish = table.get("wish")
        if wish == "any":
            first.append(Msg("table.wish_any"))
        elif wish is not None:
            first.append(Msg("table.wish", {"suit": self.choice(str(wish))}, "bold"))
        pending = int(table.get("pending_draw") or 0)
        if pending:
            first.append(Msg("table.pending", {"cards": card_count(pending)}, "bold"))
        second: list[Text] = [Msg("table.talon",
                                  {"cards": card_count(int(table.get("talon_size", 0)))})]
        direction = table.get("direction")
        if direction in (1, -1):
            second.append(Msg("table.clockwise" if direction == 1 else "table.anticlockwise"))
        return [join(*first, sep="   "), join(*second, sep="   ")]

    def situation(self, view: View) -> Text | None:
        if view.phase not in SITUATIONS:
            return None
        drawn = view.table.get("drawn")
        pending = view.table.get("pending_draw")
        return Msg(f"phase.{view.phase}",
                   {"pending": str(pending), "drawn": self.card(str(drawn)) if drawn else ""},
                   "bold yellow", count=pending if isinstance(pending, int) else None)

    # ----------------------------------------------------------------- actions

    def action(self, action: Action, view: View) -> Text:
        kind = action.kind
        if kind is ActionKind.PLAY:
            return self._play(action, view)
        if kind is ActionKind.CHOOSE:
            if action.choice is not None:
                return Msg("act.choose", {"suit": self.choice(action.choice)})
            return Msg("act.choose_target", {"seat": SeatName(action.target)})
        if kind is ActionKind.DRAW:
            return Msg("act.draw")
        if kind is ActionKind.TAKE:
            if view.phase == "penalty":
                pending = int(view.table.get("pending_draw") or 0)
                return Msg("act.take_penalty", {"cards": card_count(pending)})
            return Msg("act.take_skip" if view.phase == "skip" else "act.take")
        if kind is ActionKind.PASS:
            return Msg({"after_draw": "act.pass_drawn", "throw_in": "act.pass_throw_in"}.get(
                view.phase, "act.pass"))
        if kind is ActionKind.GAMBLE:
            return Msg("act.gamble")
        return Styled(str(action))

    def _play(self, action: Action, view: View) -> Text:
        assert action.card is not None
        play = "act.throw_in" if view.phase == "throw_in" else "act.play"
        parts: list[Text] = [Msg(play, {"card": self.card_name(action.card.code)})]
        if action.choice is not None:
            parts.append(Msg("act.wish", {"suit": self.choice(action.choice)}))
        elif _has_wishing_twin(action, view):
            parts.append(Msg("act.no_wish"))
        if action.target is not None:
            parts.append(Msg("act.target", {"seat": SeatName(action.target)}))
        if action.call is Call.MAU:
            parts.append(Msg("act.mau"))
        elif action.call is Call.MAU_MAU:
            parts.append(Msg("act.mau_mau"))
        return join(*parts, sep=", ")


def _has_wishing_twin(action: Action, view: View) -> bool:
    """Whether the same card may also be played with a wish (a joker without one)."""
    return any(other.card == action.card and other.choice is not None
               for other in view.legal_actions)


def shedding_look(name: str, faces: Mapping[str, Any] | None = None) -> SheddingLook:
    """The look of the shedding game ``name``: its own style, else one read from its web
    ``faces`` (:func:`~maumau.games.shedding.terminal_styles.style_from_faces`), else
    cards by their codes."""
    if name in STYLES or faces is None:
        return _styled_look(name)
    return SheddingLook(style_from_faces(faces))


@cache
def _styled_look(name: str) -> SheddingLook:
    return SheddingLook(STYLES.get(name, GENERIC))

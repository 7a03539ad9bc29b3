"""How every game of the shedding machine shows at the terminal.

Everything particular to one game comes from its
:class:`~maumau.games.shedding.terminal_styles.CardStyle`; this module turns card codes,
the public table and legal actions into :mod:`maumau.core.terminal` text. A shedding game
without a style of its own shows its cards by their codes.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.card_style import FacesLook
from maumau.core.terminal import (
    Block,
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
    style_from_faces,
)

__all__ = [
    "SITUATIONS",
    "SheddingLook",
    "shedding_look",
]

SITUATIONS = ("after_draw", "penalty", "skip", "choose", "throw_in")
"""The phases that are out of the ordinary: the seat to move is told what it decides."""


class SheddingLook(FacesLook):
    """One shedding game's cards (read by :class:`~maumau.core.card_style.FacesLook` from
    its card style), table and actions."""

    # ----------------------------------------------------------------- cards

    def choice(self, choice: str) -> Text:
        """A wished suit or colour by name (``H`` → ``♥ Herz``); another choice as it
        is spelled."""
        named = super().choice(choice)
        return Styled(choice) if named is None else named

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

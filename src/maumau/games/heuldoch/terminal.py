"""How Heul doch! shows at the terminal: every pile, the neighbours marked, plays in words.

Cards show as colour and value ("rot 5", "red 5"), in plays too, which say where the card
goes ("red 5 → left neighbour (face up: only here)", "red 5 face down (onion)"); the
notation stands beside them in the list. The words are catalogue codes
(``heuldoch.word.*``, ``term.heuldoch.*``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from maumau.core.actions import Action
from maumau.core.events import Event
from maumau.core.terminal import Block, DefaultLook, Grid, Msg, Padded, Styled, Text, join
from maumau.core.view import View
from maumau.games.heuldoch.terminal_events import describe_event

__all__ = [
    "COLOURS",
    "HEULDOCH_LOOK",
    "SPECIALS",
    "HeulDochLook",
    "notation",
    "word",
]

SPECIALS = ("katapult", "strandtuch", "karussell", "werwolf")
COLOURS = {"r": "red", "o": "orange", "y": "yellow", "g": "green", "b": "blue",
           "p": "magenta", "k": "bold grey"}
"""The style of each card colour (black is shown dark grey to stay visible)."""


def word(key: str) -> Msg:
    """One word of the Heul doch! table (``heuldoch.word.<key>``)."""
    return Msg(f"heuldoch.word.{key}")


def _style(code: str) -> str | None:
    if len(code) == 2 and code[0] in COLOURS:
        return COLOURS[code[0]]
    return "bold" if code in SPECIALS else None


def notation(code: str) -> Text:
    """A card by its code, in its colour (as plays are written)."""
    return Styled(code, _style(code))


class HeulDochLook(DefaultLook):
    """The :class:`~maumau.core.terminal.TerminalLook` of Heul doch!"""

    def card(self, code: str) -> Text:
        if code in SPECIALS:
            return Msg(f"term.heuldoch.card.{code}", style=_style(code))
        colour = code[:1]
        name: Text = Msg(f"term.heuldoch.colour.{colour}") if colour in COLOURS else (
            Styled(colour))
        return join(name, f" {code[1:]}", style=_style(code))

    def hand_order(self, codes: Sequence[str]) -> list[str]:
        """By colour (r o y g b p k), then value; special cards last."""
        return sorted(codes, key=_sort_key)

    def event(self, event: Event) -> Text | None:
        """Heul doch!'s own events in words; None leaves the rest to the generic text."""
        return describe_event(self.card, event)

    def table(self, view: View) -> list[Block]:
        table = view.table
        rows = tuple(self._seat_row(view, seat, pile) for seat, pile in enumerate(table["piles"]))
        blocks: list[Block] = [self._header(table), Grid(rows)]
        if view.result is not None:
            blocks.extend(self._result_lines(view))
        return blocks

    def action(self, action: Action, view: View) -> Text:
        assert action.card is not None, "Heul doch! has only card plays"
        code = action.card.code
        if code in SPECIALS:
            return join(self.card(code), ": ", self._special(action, view))
        shown = self.card(code)
        if action.choice == "down":
            return join(shown, word("down"), sep=" ")
        seat = view.seat
        if action.target == seat or action.target is None:
            return join(shown, " → ", word("own"))
        both = sum(1 for other in view.legal_actions if other.card == action.card
                   and other.target is not None and other.target != seat) > 1
        side = self._relation(view, action.target) or Styled("")
        return join(shown, " → ", side, " (", word("either" if both else "must"), ")")

    # ----------------------------------------------------------------- pieces

    def _header(self, table: dict[str, Any]) -> Text:
        parts: list[Text] = [join(word("talon"), f": {table['talon_size']} ", word("cards"))]
        if table.get("discard_top") is not None:
            parts.append(join(word("discard"), ": ", self.card(table["discard_top"]),
                              f" ({table['discard_size']})"))
        if not table.get("show_onion_counts", True):
            parts.append(word("memory"))
        return join(*parts, sep="   ")

    def _seat_row(self, view: View, seat: int, pile: dict[str, Any]) -> tuple[Text, Text]:
        marker = "▶ " if seat == view.to_move else "  "
        label: list[Text | str] = [marker, word("seat"), f" {seat + 1}"]
        relation = self._relation(view, seat, plain=True)
        if relation is not None:
            label += [" (", relation, ")"]
        top = pile.get("top")
        shown: Text
        if top is None:
            shown = word("empty")
        elif top == "onion":
            shown = Msg("heuldoch.word.onion", style="dim")
            if pile.get("onion_card"):
                shown = join(shown, " [", self.card(pile["onion_card"]), "]")
        else:
            shown = self.card(top)
        parts: list[Text] = [Padded(join(word("top"), ": ", shown), 24),
                             join(word("height"), f" {pile['height']:>2}")]
        if "onions" in pile:
            parts.append(join(word("onions"), f" {pile['onions']:>2}"))
        return (join(*label, style="bold" if seat == view.seat else None),
                join(*parts, sep="   "))

    def _relation(self, view: View, seat: int, plain: bool = False) -> Text | None:
        """``seat`` seen from ``view.seat``: you, a neighbour, or (not ``plain``) its
        number; None for a spectator, or a seat that is no neighbour when ``plain``."""
        own = view.seat
        if own is None:
            return None
        if seat == own:
            return word("you")
        n = view.players
        if seat == (own + 1) % n:
            return word("left")
        if seat == (own - 1) % n:
            return word("right")
        return None if plain else join(word("seat"), f" {seat + 1}")

    def _special(self, action: Action, view: View) -> Text:
        assert action.card is not None
        name = action.card.code
        if name == "strandtuch" and action.target is not None:
            relation = self._relation(view, action.target, plain=True)
            who: list[Text | str] = [word("seat"), f" {action.target + 1}"]
            if relation is not None:
                who += [" (", relation, ")"]
            return join(word("strandtuch"), " ", *who)
        if name == "karussell":
            return word("karussell_left" if action.choice == "left" else "karussell_right")
        if name in ("katapult", "strandtuch", "werwolf"):
            return word(name)
        return Styled(name)

    def _result_lines(self, view: View) -> list[Block]:
        assert view.result is not None
        details = view.result.details
        lines: list[Block] = []
        for seat, points in enumerate(view.result.points):
            void = ", ".join(str(v) for v in details["void_values"][seat]) or "-"
            line: list[Text | str] = [
                "  ", word("seat"), f" {seat}: {points} ", word("points"),
                f" ({details['onions'][seat]} ", word("onions"), ", ", word("void"),
                f" {void}, ", word("lost"), f" {details['points_lost'][seat]})"]
            if seat in view.result.winners:
                line += ["  ← ", word("winner")]
            lines.append(join(*line))
        return lines


def _sort_key(code: str) -> tuple[int, int, str]:
    if len(code) == 2 and code[0] in COLOURS:
        return (list(COLOURS).index(code[0]), int(code[1]), code)
    return (len(COLOURS), 0, code)


HEULDOCH_LOOK = HeulDochLook()

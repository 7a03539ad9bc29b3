"""How the terminal shows Heul doch!: every pile, the neighbours marked, plays in words.

Cards show as colour and value ("rot 5", "red 5"); plays keep their notation and say where
the card goes ("r5 → left neighbour, seat 1 (face up: only here)", "r5 face down (onion)").
"""

from __future__ import annotations

from functools import cache
from typing import Any

from maumau import i18n
from maumau.cli.colour import pad, paint
from maumau.cli.render_heuldoch_events import describe_event
from maumau.cli.seats import SeatNames
from maumau.core.actions import Action
from maumau.core.events import Event
from maumau.core.view import View

COLOUR_NAMES = {
    "de": {"r": "rot", "o": "orange", "y": "gelb", "g": "grün", "b": "blau", "p": "lila",
           "k": "schwarz"},
    "en": {"r": "red", "o": "orange", "y": "yellow", "g": "green", "b": "blue", "p": "purple",
           "k": "black"},
}
SPECIAL_NAMES = {"katapult": "Katapult", "strandtuch": "Strandtuch", "karussell": "Karussell",
                 "werwolf": "Werwolf"}
ANSI_COLOURS = {"r": "31", "o": "38;5;208", "y": "33", "g": "32", "b": "34", "p": "35",
                "k": "1;90"}
"""Terminal colours per card colour (black is shown dark grey to stay visible)."""

WORD_KEYS = (
    "seat",
    "you",
    "left",
    "right",
    "top",
    "empty",
    "onion",
    "height",
    "onions",
    "hand",
    "talon",
    "discard",
    "cards",
    "to_move",
    "own",
    "must",
    "either",
    "down",
    "katapult",
    "strandtuch",
    "karussell_left",
    "karussell_right",
    "werwolf",
    "points",
    "void",
    "lost",
    "winner",
    "memory",
)
"""The words of the Heul doch! table, each ``heuldoch.word.<key>`` in the catalogue."""


def _words(lang: str) -> dict[str, str]:
    return _catalogue_words(i18n.language(lang))


@cache
def _catalogue_words(lang: str) -> dict[str, str]:
    return {key: i18n.text(lang, f"heuldoch.word.{key}") for key in WORD_KEYS}


def _tint(text: str, code: str, colour: bool) -> str:
    sgr = ANSI_COLOURS.get(code[:1]) if len(code) == 2 else None
    if not colour or sgr is None:
        return paint(text, "bold", colour) if code in SPECIAL_NAMES else text
    return f"\x1b[{sgr}m{text}\x1b[0m"


class HeulDochRenderer:
    """The :class:`~maumau.cli.renderers.Renderer` of Heul doch!"""

    def render_card(self, code: str, lang: str, colour: bool) -> str:
        special = SPECIAL_NAMES.get(code)
        if special is not None:
            return _tint(special, code, colour)
        names = COLOUR_NAMES.get(lang, COLOUR_NAMES["en"])
        return _tint(f"{names.get(code[:1], code[:1])} {code[1:]}", code, colour)

    def sort_key(self, code: str) -> tuple[int, int, str]:
        """Hands sort by colour (r o y g b p k), then value; special cards last."""
        if len(code) == 2 and code[0] in ANSI_COLOURS:
            return (list(ANSI_COLOURS).index(code[0]), int(code[1]), code)
        return (len(ANSI_COLOURS), 0, code)

    def describe_event(self, event: Event, names: SeatNames, lang: str, colour: bool
                       ) -> str | None:
        """Heul doch!'s own events in words; None leaves the rest to the generic text."""
        return describe_event(self, event, names, lang, colour)

    def render_table(self, view: View, lang: str, colour: bool) -> list[str]:
        words = _words(lang)
        table = view.table
        lines = [self._header(table, words, lang, colour)]
        rows = [self._seat_row(view, seat, pile, words, lang, colour)
                for seat, pile in enumerate(table["piles"])]
        width = max(len(label) for label, _ in rows)
        lines.extend(pad(label, width) + "  " + rest for label, rest in rows)
        if view.result is not None:
            lines.extend(self._result_lines(view, words))
        return lines

    def describe_action(self, action: Action, view: View, lang: str, colour: bool) -> str:
        words = _words(lang)
        assert action.card is not None, "Heul doch! has only card plays"
        code = action.card.code
        shown = _tint(code, code, colour)
        if code in SPECIAL_NAMES:
            return f"{self.render_card(code, lang, colour)}: {self._special(action, view, words)}"
        if action.choice == "down":
            return f"{shown} {words['down']}"
        seat = view.seat
        if action.target == seat or action.target is None:
            return f"{shown} → {words['own']}"
        both = sum(1 for other in view.legal_actions if other.card == action.card
                   and other.target is not None and other.target != seat) > 1
        side = self._relation(view, action.target, words)
        return f"{shown} → {side} ({words['either'] if both else words['must']})"

    # ----------------------------------------------------------------- pieces

    def _header(self, table: dict[str, Any], words: dict[str, str], lang: str,
                colour: bool) -> str:
        parts = [f"{words['talon']}: {table['talon_size']} {words['cards']}"]
        if table.get("discard_top") is not None:
            top = self.render_card(table["discard_top"], lang, colour)
            parts.append(f"{words['discard']}: {top} ({table['discard_size']})")
        if not table.get("show_onion_counts", True):
            parts.append(words["memory"])
        return "   ".join(parts)

    def _seat_row(self, view: View, seat: int, pile: dict[str, Any], words: dict[str, str],
                  lang: str, colour: bool) -> tuple[str, str]:
        marker = "▶ " if seat == view.to_move else "  "
        label = f"{marker}{words['seat']} {seat + 1}"
        relation = self._relation(view, seat, words, plain=True)
        if relation:
            label += f" ({relation})"
        if seat == view.seat:
            label = paint(label, "bold", colour)
        top = pile.get("top")
        if top is None:
            shown = words["empty"]
        elif top == "onion":
            shown = paint(words["onion"], "dim", colour)
            if pile.get("onion_card"):
                shown += f" [{self.render_card(pile['onion_card'], lang, colour)}]"
        else:
            shown = self.render_card(top, lang, colour)
        parts = [pad(f"{words['top']}: {shown}", 24), f"{words['height']} {pile['height']:>2}"]
        if "onions" in pile:
            parts.append(f"{words['onions']} {pile['onions']:>2}")
        return label, "   ".join(parts)

    def _relation(self, view: View, seat: int, words: dict[str, str], plain: bool = False
                  ) -> str:
        own = view.seat
        if own is None:
            return ""
        if seat == own:
            return words["you"]
        n = view.players
        if seat == (own + 1) % n:
            return words["left"]
        if seat == (own - 1) % n:
            return words["right"]
        return "" if plain else f"{words['seat']} {seat + 1}"

    def _special(self, action: Action, view: View, words: dict[str, str]) -> str:
        assert action.card is not None
        name = action.card.code
        if name == "strandtuch" and action.target is not None:
            relation = self._relation(view, action.target, words, plain=True)
            who = f"{words['seat']} {action.target}" + (f" ({relation})" if relation else "")
            return f"{words['strandtuch']} {who}"
        if name == "karussell":
            return words["karussell_left" if action.choice == "left" else "karussell_right"]
        return words.get(name, name)

    def _result_lines(self, view: View, words: dict[str, str]) -> list[str]:
        assert view.result is not None
        details = view.result.details
        lines = []
        for seat, points in enumerate(view.result.points):
            void = ", ".join(str(v) for v in details["void_values"][seat]) or "-"
            crown = f"  ← {words['winner']}" if seat in view.result.winners else ""
            lines.append(f"  {words['seat']} {seat}: {points} {words['points']}"
                         f" ({details['onions'][seat]} {words['onions']}, {words['void']}"
                         f" {void}, {words['lost']} {details['points_lost'][seat]}){crown}")
        return lines

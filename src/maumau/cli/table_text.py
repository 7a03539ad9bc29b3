"""Parts of the player's screen that every game shares: the seats, the sorted hand, the
order of the numbered choices, and which options differ from the defaults."""

from __future__ import annotations

from collections.abc import Sequence

from maumau.cli.colour import paint
from maumau.cli.i18n import Texts
from maumau.cli.renderers import Renderer
from maumau.cli.seats import SeatNames
from maumau.core.actions import Action, ActionKind, Call
from maumau.core.cards import Card
from maumau.core.ruleset import Ruleset
from maumau.core.view import View

__all__ = [
    "changed_options",
    "ordered_actions",
    "seat_lines",
    "sorted_hand",
]


def sorted_hand(hand: Sequence[Card], renderer: Renderer) -> list[str]:
    """The hand's codes in the game's order."""
    return renderer.hand_order([card.code for card in hand])


def ordered_actions(actions: Sequence[Action], renderer: Renderer) -> list[Action]:
    """Plays first in hand order (with the Mau call before without), then choices, then
    the plain decisions (draw, take, pass) as the engine lists them."""
    played = [action.card.code for action in actions
              if action.kind is ActionKind.PLAY and action.card is not None]
    rank: dict[str, int] = {}
    for code in renderer.hand_order(played):
        rank.setdefault(code, len(rank))

    def key(indexed: tuple[int, Action]) -> tuple[int, int, bool, int]:
        index, action = indexed
        if action.kind is ActionKind.PLAY and action.card is not None:
            return (0, rank[action.card.code], action.call is Call.NONE, index)
        if action.kind is ActionKind.CHOOSE:
            return (1, 0, False, index)
        return (2, 0, False, index)

    return [action for _, action in sorted(enumerate(actions), key=key)]


def seat_lines(view: View, names: SeatNames, texts: Texts, colour: bool) -> list[str]:
    """One line per seat: a marker for the seat to move, the name, hand size, dealer."""
    lines = [texts("seat.header")]
    width = names.width
    for seat, size in enumerate(view.hand_sizes):
        marker = "▶" if seat == view.to_move else " "
        line = f"  {marker} [{seat + 1}] {names(seat).ljust(width)}  {texts.cards(size)}"
        if seat == view.dealer:
            line += f"  ({texts('seat.dealer')})"
        lines.append(paint(line, "bold", colour) if seat == view.to_move else line)
    return lines


def changed_options(ruleset: Ruleset) -> str:
    """``name=value`` for every option that differs from its default for this table."""
    defaults = {spec.name: spec.default_for(ruleset.players) for spec in ruleset.game.options}
    changed = [f"{name}={_format_value(value)}" for name, value in ruleset
               if defaults.get(name) != value]
    return ", ".join(changed)


def _format_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)

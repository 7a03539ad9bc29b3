"""Parts of the player's screen that every game shares: the seats, the sorted hand, the
order of the numbered choices, and which options differ from the defaults."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from maumau.cli.colour import paint
from maumau.cli.i18n import Texts
from maumau.cli.renderers import Renderer
from maumau.cli.seats import SeatNames
from maumau.core.actions import Action, ActionKind, Call
from maumau.core.cards import Card
from maumau.core.ruleset import Ruleset
from maumau.core.view import View


@runtime_checkable
class SortsCards(Protocol):
    def sort_key(self, code: str) -> Any: ...


def sorted_hand(hand: Sequence[Card], renderer: Renderer) -> list[str]:
    """The hand's codes in the renderer's order (as dealt, if it has none)."""
    codes = [card.code for card in hand]
    if isinstance(renderer, SortsCards):
        codes.sort(key=renderer.sort_key)
    return codes


def ordered_actions(actions: Sequence[Action], renderer: Renderer) -> list[Action]:
    """Plays first in hand order (with the Mau call before without), then choices, then
    the plain decisions (draw, take, pass) as the engine lists them."""
    sort_key = renderer.sort_key if isinstance(renderer, SortsCards) else None

    def key(indexed: tuple[int, Action]) -> tuple[Any, ...]:
        index, action = indexed
        if action.kind is ActionKind.PLAY and action.card is not None:
            card_key = sort_key(action.card.code) if sort_key is not None else ()
            return (0, card_key, action.call is Call.NONE, index)
        if action.kind is ActionKind.CHOOSE:
            return (1, (), False, index)
        return (2, (), False, index)

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

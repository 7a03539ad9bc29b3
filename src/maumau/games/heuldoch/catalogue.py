"""The fixed action catalogue of Heul doch!: every action its notation can express under
any ruleset, at a table of up to a given number of seats, in a fixed order, so that one
learned policy fits every table of the game.

Each number card onto each seat's pile (``r5>2``: seat numbers are absolute, a seat's own
number means its own pile), then face down as an onion (``r5/down``); then the special
cards: ``katapult``, ``strandtuch>SEAT`` for every seat, ``karussell/left``,
``karussell/right``, ``werwolf``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.cards import Card
from maumau.games.heuldoch.rules import FACE_DOWN_CHOICE, LEFT, RIGHT, SPECIALS, build_deck

__all__ = [
    "card_kinds",
    "heuldoch_catalogue",
]

KATAPULT, STRANDTUCH, KARUSSELL, WERWOLF = SPECIALS


@cache
def card_kinds() -> tuple[str, ...]:
    """Every card kind of the game, the special cards included, in the deck's order."""
    return tuple(card.code for card in build_deck(True).cards)


def _plays(card: str, choices: Sequence[str | None],
           targets: Sequence[int | None]) -> list[Action]:
    return [Action(ActionKind.PLAY, Card(card), choice, target, Call.NONE)
            for choice in choices for target in targets]


def heuldoch_catalogue(players: int) -> tuple[Action, ...]:
    """Every action of the game at up to ``players`` seats."""
    actions: list[Action] = []
    seats: list[int | None] = list(range(players))
    for card in card_kinds():
        if card in SPECIALS:
            continue
        actions += _plays(card, [None], seats)
        actions += _plays(card, [FACE_DOWN_CHOICE], [None])
    actions += _plays(KATAPULT, [None], [None])
    actions += _plays(STRANDTUCH, [None], seats)
    actions += _plays(KARUSSELL, [LEFT, RIGHT], [None])
    actions += _plays(WERWOLF, [None], [None])
    return tuple(actions)

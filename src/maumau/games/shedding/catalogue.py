"""The fixed action catalogue of a shedding game: every action its notation can express
under any ruleset, at a table of up to a given number of seats, in a fixed order, so that
one learned policy fits every table of the game.

1. the plain decisions ``draw``, ``take``, ``pass``, ``gamble``;
2. a choice without a card: the dealer's wish for a turned-up wish card (``/S``), and the
   partner for a turned-up Kartentausch (``>SEAT``);
3. every play: each card kind of the game, with every choice the card can carry (a wished
   suit for a card that may be wild under some ruleset; a partner seat, or none for the
   last card, for a card that names one) and every call the game knows.

Seats in actions are absolute seat numbers, as in the notation. The catalogue is built
from :class:`CardKinds`, which a game reads by default from its tables
(:func:`kinds_of`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from maumau.core.actions import DRAW, GAMBLE, PASS, TAKE, Action, ActionKind, Call, choose
from maumau.core.cards import Card
from maumau.games.shedding.rules import Effect, SheddingRules

__all__ = [
    "CardKinds",
    "kinds_of",
    "shedding_catalogue",
]


@dataclass(frozen=True)
class CardKinds:
    """What a shedding game's catalogue and observation are made of."""

    cards: tuple[str, ...]
    """Every card kind the game may deal under any ruleset, in a fixed order."""
    suits: tuple[str, ...]
    """The suits a wish may name."""
    wild: frozenset[str]
    """The card kinds that may carry a wished suit under some ruleset."""
    targeted: frozenset[str]
    """The card kinds that name a partner seat."""
    calls: tuple[Call, ...]
    """Every call a play may carry."""


def kinds_of(rules: SheddingRules) -> CardKinds:
    """The card kinds of one ruleset's tables: its deck, its wild cards, its Kartentausch
    cards, and the "Mau-Mau" call where the last card needs it."""
    codes = tuple(card.code for card in rules.deck.cards)
    calls = (Call.NONE, Call.MAU, Call.MAU_MAU) if rules.last_call_penalty else (
        Call.NONE, Call.MAU)
    return CardKinds(
        codes, rules.suits,
        frozenset(code for code, wild in zip(codes, rules.wild, strict=True) if wild),
        frozenset(code for code, effect in zip(codes, rules.effect, strict=True)
                  if effect is Effect.SWAP),
        calls)


def _plays(card: str, choices: Sequence[str | None], targets: Sequence[int | None],
           calls: Sequence[Call]) -> list[Action]:
    return [Action(ActionKind.PLAY, Card(card), choice, target, call)
            for choice in choices for target in targets for call in calls]


def shedding_catalogue(kinds: CardKinds, players: int) -> tuple[Action, ...]:
    """Every action of a shedding game of these card kinds at up to ``players`` seats."""
    suits = kinds.suits
    seats: list[int | None] = [None, *range(players)]
    actions = [DRAW, TAKE, PASS, GAMBLE]
    actions += [choose(suit) for suit in suits]
    actions += [choose(None, seat) for seat in range(players)]
    for card in kinds.cards:
        choices: list[str | None] = [None, *suits] if card in kinds.wild else [None]
        # A card that names a seat names none when it is the last card (it has no effect).
        targets: list[int | None] = seats if card in kinds.targeted else [None]
        actions += _plays(card, choices, targets, kinds.calls)
    return tuple(actions)

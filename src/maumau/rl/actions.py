"""The fixed discrete action space of each game, and its mapping to actions both ways.

A learning agent picks an index; the engine takes an :class:`~maumau.core.actions.Action`.
Each game has one list of every action its notation can express under any ruleset and
any player count the game allows (up to its maximum), in a fixed order, so one trained
policy fits every table of the game:

1. the plain decisions ``draw``, ``take``, ``pass``, ``gamble`` (the shedding games);
2. a choice without a card: the dealer's wish for a turned-up wish card (``/S``), and the
   partner for a turned-up Kartentausch (``>SEAT``);
3. every play: each card kind of the game, with every choice the card can carry (a wished
   suit for a card that may be wild under some ruleset; a partner seat for Kartentausch;
   Heul doch!'s destination pile, ``/down`` and the special cards' forms) and every call
   the game knows (none, ``!`` "Mau", ``!!`` "Mau-Mau").

Seats in actions are absolute seat numbers, as in the notation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from maumau.core.actions import (
    DRAW,
    GAMBLE,
    PASS,
    TAKE,
    Action,
    ActionKind,
    Call,
    choose,
    parse_action,
)
from maumau.core.cards import Card
from maumau.core.errors import RulesetError
from maumau.core.variant import find_variant
from maumau.games.heuldoch import rules as heuldoch_rules
from maumau.games.shedding import classic, emojical, tabaluga

VARIANTS = ("classic", "tabaluga", "emojical", "heuldoch")


@dataclass(frozen=True)
class ActionCatalogue:
    """Every action of one game in index order, and the inverse map."""

    variant: str
    max_players: int
    cards: tuple[str, ...]
    """Every card kind the game may deal under any ruleset (the observation uses it too)."""
    suits: tuple[str, ...]
    actions: tuple[Action, ...]
    index: dict[Action, int]

    def __len__(self) -> int:
        return len(self.actions)


def _plays(card: str, choices: Sequence[str | None], targets: Sequence[int | None],
           calls: Sequence[Call]) -> list[Action]:
    return [Action(ActionKind.PLAY, Card(card), choice, target, call)
            for choice in choices for target in targets for call in calls]


def _shedding(variant: str, cards: Sequence[str], suits: Sequence[str], wild: set[str],
              targeted: set[str], calls: Sequence[Call], players: int) -> list[Action]:
    seats: list[int | None] = [None, *range(players)]
    actions = [DRAW, TAKE, PASS, GAMBLE]
    actions += [choose(suit) for suit in suits]
    actions += [choose(None, seat) for seat in range(players)]
    for card in cards:
        choices: list[str | None] = [None, *suits] if card in wild else [None]
        # A card that names a seat names none when it is the last card (it has no effect).
        targets: list[int | None] = seats if card in targeted else [None]
        actions += _plays(card, choices, targets, calls)
    return actions


def _heuldoch(cards: Sequence[str], players: int) -> list[Action]:
    actions: list[Action] = []
    seats: list[int | None] = list(range(players))
    for card in cards:
        if card in heuldoch_rules.SPECIALS:
            continue
        actions += _plays(card, [None], seats, [Call.NONE])
        actions += _plays(card, [heuldoch_rules.FACE_DOWN_CHOICE], [None], [Call.NONE])
    actions += _plays("katapult", [None], [None], [Call.NONE])
    actions += _plays("strandtuch", [None], seats, [Call.NONE])
    actions += _plays("karussell", [heuldoch_rules.LEFT, heuldoch_rules.RIGHT], [None],
                      [Call.NONE])
    actions += _plays("werwolf", [None], [None], [Call.NONE])
    return actions


@cache
def catalogue(variant: str) -> ActionCatalogue:
    """The action space of ``variant``; an unknown name raises :class:`RulesetError`."""
    if not isinstance(variant, str):
        raise RulesetError(f"the variant must be a name, not {variant!r}")
    game = find_variant(variant)
    players = game.max_players
    mau = (Call.NONE, Call.MAU)
    if variant == "classic":
        cards = [rank + suit for suit in classic.SUITS for rank in classic.RANKS]
        cards.append(classic.JOKER)
        suits: tuple[str, ...] = classic.SUITS
        # Any rank may be the wish rank (option wish_rank), and the joker wishes or not.
        actions = _shedding(variant, cards, suits, set(cards), set(), mau, players)
    elif variant == "tabaluga":
        cards = [code for code, _ in tabaluga.deck_kinds()]
        suits = tabaluga.COLOURS
        actions = _shedding(variant, cards, suits, {tabaluga.COLOUR_CHANGE}, set(), mau,
                            players)
    elif variant == "emojical":
        cards = [code for code, _ in emojical.deck_kinds("wish")]
        suits = emojical.COLOURS
        grey = {code for code in cards if emojical.SEPARATOR not in code}
        swaps = {code for code in cards if code.endswith(emojical.SEPARATOR + "swap")}
        actions = _shedding(variant, cards, suits, grey, swaps,
                            (Call.NONE, Call.MAU, Call.MAU_MAU), players)
    elif variant == "heuldoch":
        cards = [card.code for card in heuldoch_rules.build_deck(True).cards]
        suits = heuldoch_rules.COLOURS
        actions = _heuldoch(cards, players)
    else:  # a game registered by a plug-in: no action space is defined for it
        raise RulesetError(f"no learning environment for variant {variant!r}; valid: "
                           + ", ".join(VARIANTS))
    return ActionCatalogue(variant, players, tuple(cards), suits, tuple(actions),
                           {action: i for i, action in enumerate(actions)})


def action_to_index(variant: str, action: Action | str) -> int:
    """The index of an action (or of its notation) in ``variant``'s action space."""
    space = catalogue(variant)
    found = parse_action(action) if isinstance(action, str) else action
    index = space.index.get(found)
    if index is None:
        raise RulesetError(f"{found} is not an action of {variant}")
    return index


def index_to_action(variant: str, index: int) -> Action:
    """The action at ``index`` of ``variant``'s action space."""
    space = catalogue(variant)
    if (isinstance(index, bool) or not isinstance(index, int | np.integer)
            or not 0 <= int(index) < len(space)):
        raise RulesetError(f"no action {index!r} in {variant}'s action space"
                           f" (0 to {len(space) - 1})")
    return space.actions[int(index)]

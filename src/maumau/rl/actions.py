"""The fixed discrete action space of each game, and its mapping to actions both ways.

A learning agent picks an index; the engine takes an :class:`~maumau.core.actions.Action`.
Each game lists every action its notation can express under any ruleset and any player
count it allows, in a fixed order (its action catalogue,
:meth:`~maumau.core.variant.Variant.action_catalogue`, for its most seats), so one trained
policy fits every table of the game. Seats in actions are absolute seat numbers, as in the
notation.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from maumau.core.actions import Action, parse_action
from maumau.core.errors import RulesetError
from maumau.core.variant import find_variant

__all__ = [
    "ActionCatalogue",
    "action_to_index",
    "catalogue",
    "index_to_action",
]


@dataclass(frozen=True)
class ActionCatalogue:
    """Every action of one game in index order, and the inverse map."""

    variant: str
    max_players: int
    actions: tuple[Action, ...]
    index: dict[Action, int]

    def __len__(self) -> int:
        return len(self.actions)


@cache
def catalogue(variant: str) -> ActionCatalogue:
    """The action space of ``variant``; an unknown name, or a game without an action
    catalogue, raises :class:`RulesetError`."""
    if not isinstance(variant, str):
        raise RulesetError(f"the variant must be a name, not {variant!r}")
    game = find_variant(variant)
    players = game.max_players
    actions = tuple(game.action_catalogue(players))
    return ActionCatalogue(variant, players, actions,
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

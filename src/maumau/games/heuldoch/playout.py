"""Fast playouts of Heul doch! rounds for the search bot: a cheap policy puts points on
the own pile and gives neighbours little, with a little noise; the end is scored from one
seat (a win, shared wins split, plus the score margin)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from maumau.core.actions import Action
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.heuldoch.rules import NUMBER_KINDS, OP_DOWN, OP_UP, VALUES, HeulDochRules

__all__ = [
    "LOSS_WEIGHT",
    "NOISE",
    "play_out",
]

NOISE = 1.5
"""The spread of the random term added to each action's appeal."""
LOSS_WEIGHT = 0.1
"""How much of a round's worth the score margin may add to a win."""

_TABLES: dict[int, tuple[HeulDochRules, list[dict[int, float]]]] = {}


def _table(rules: HeulDochRules) -> list[dict[int, float]]:
    """Per seat, each interned action's appeal (by ``id``): a card's value on the own
    pile, a fraction of it given to a neighbour, a little less as an onion."""
    found = _TABLES.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    tables: list[dict[int, float]] = []
    for seat in range(rules.players):
        table: dict[int, float] = {}
        for action_id, (op, card, argument) in rules.ops.items():
            value = card % VALUES + 1 if card < NUMBER_KINDS else 0
            if op == OP_UP:
                table[action_id] = float(value) if argument == seat else -0.6 * value
            elif op == OP_DOWN:
                table[action_id] = -1.0 - 0.3 * value
            else:
                table[action_id] = -0.5
        tables.append(table)
    _TABLES[id(rules)] = (rules, tables)
    return tables


def _pick(legal: Sequence[Action], table: dict[int, float],
                   noise: Callable[[], float]) -> Action:
    best = legal[0]
    best_score = -1e9
    for action in legal:
        score = table[id(action)] + noise() * NOISE
        if score > best_score:
            best = action
            best_score = score
    return best


def play_out(game: HeulDochRound, me: int, rng: random.Random) -> float:
    """Play the round to its end; a win (shared wins split) plus the score margin."""
    tables = _table(game.rules)
    noise = rng.random
    apply = game.apply
    while game.result is None:
        legal = game.legal_actions()
        apply(legal[0] if len(legal) == 1
              else _pick(legal, tables[game.seat], noise))
    result = game.result
    points = result.points
    best_other = max(points[seat] for seat in range(len(points)) if seat != me)
    margin = max(-1.0, min(1.0, (points[me] - best_other) / 30.0))
    share = 1.0 / len(result.winners) if me in result.winners else 0.0
    return share + LOSS_WEIGHT * margin

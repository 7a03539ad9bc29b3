"""Fast playouts of shedding rounds for the search bot: a cheap heuristic policy plays a
guessed round to its end, and the end is scored from one seat.

The policy is a one-line judgement per legal action, read from the engine's own tables
(no views, no events): shed cards rather than draw, always make the calls, counter a
penalty rather than take it, keep wild cards for later, play and wish the suit held most,
swap with the smallest hand, and (with ``pressure``) lead a suit the next seat does not
hold. A little noise keeps the playouts varied. It runs on the guessed rounds only, which
hold no real hidden cards, so peeking at the next seat's guessed hand reveals nothing.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from maumau.core.actions import Action
from maumau.games.shedding.round import SheddingRound
from maumau.games.shedding.rules import (
    OP_DRAW,
    OP_GAMBLE,
    OP_PASS,
    OP_PLAY,
    OP_TAKE,
    Effect,
    SheddingRules,
)

__all__ = [
    "ATTACKS",
    "CUT_OFF_STEEPNESS",
    "FOLLOW_WEIGHT",
    "LOSS_WEIGHT",
    "MAX_PLIES",
    "NOISE",
    "action_table",
    "finish",
    "pick",
    "play_out",
    "policy_move",
    "reward",
]

MAX_PLIES = 400
"""A shedding playout that runs this long is cut off and judged by hand sizes."""
NOISE = 1.0
"""The spread of the random term added to each action's appeal (shedding games)."""
FOLLOW_WEIGHT = 1.0
"""How much each card of the played card's suit left in hand adds to a play."""
CUT_OFF_STEEPNESS = 2.0
"""How steeply a cut-off playout's win chance falls with the hand's size."""
ATTACKS = (Effect.DRAW_STACK, Effect.SKIP, Effect.DRAW_N, Effect.GIFT, Effect.GAMBLE)
LOSS_WEIGHT = 0.1
"""How much of a round's worth the score margin may add to a win or a loss."""

_TABLES: dict[int, tuple[SheddingRules, dict[int, tuple[float, int, int, int]]]] = {}


def action_table(rules: SheddingRules) -> dict[int, tuple[float, int, int, int]]:
    """Per interned action (by ``id``): its fixed appeal, the suit it wishes (-1: none),
    the seat it names (-1: none) and the suit of the plain card it plays (-1: none);
    built once per rules table."""
    found = _TABLES.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    table: dict[int, tuple[float, int, int, int]] = {}
    actions = {id(action): action for seat_plays in rules.seat_plays for plays in seat_plays
               for card_plays in plays for action in card_plays}
    for targets in rules.choose_target:
        actions.update((id(action), action) for action in targets)
    for action_id, (op, card, wish, call) in rules.ops.items():
        action = actions.get(action_id)
        target = action.target if action is not None and action.target is not None else -1
        wished = wish if 0 <= wish < rules.any_wish else -1
        follows = rules.suit_of[card] if op == OP_PLAY and not rules.wild[card] else -1
        table[action_id] = (_appeal(rules, op, card, call), wished, target, follows)
    _TABLES[id(rules)] = (rules, table)
    return table


def _appeal(rules: SheddingRules, op: int, card: int, call: int) -> float:
    if op == OP_PLAY:
        score = 10.0 + rules.points[card] / 25.0 + 20.0 * call
        if rules.wild[card]:
            score -= 6.0
        effect = rules.effect[card]
        if effect in ATTACKS:
            score += 1.0
        elif effect is Effect.BLOCK:
            score -= 2.0
        return score
    return {OP_TAKE: 1.0, OP_GAMBLE: 0.5, OP_PASS: 2.0, OP_DRAW: 0.0}.get(op, 0.0)


def policy_move(game: SheddingRound, rng: random.Random, pressure: float = 0.0) -> Action:
    """The policy's action for the seat to move in a shedding round; ``pressure`` is what
    a play or wish of a suit the next seat does not hold adds to its appeal."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return pick(game, legal, action_table(game.rules), rng.random, pressure)


def pick(game: SheddingRound, legal: Sequence[Action],
          table: dict[int, tuple[float, int, int, int]], noise: Callable[[], float],
          pressure: float) -> Action:
    suits: list[int] | None = None
    lacks: list[int] | None = None
    best = legal[0]
    best_score = -1e9
    for action in legal:
        score, wish, target, follows = table[id(action)]
        score += noise() * NOISE
        if wish >= 0:
            if suits is None:
                suits = _suit_counts(game.rules, game.hands[game.seat])
            score += suits[wish]
        elif target >= 0:
            hands = game.hands
            score += len(hands[game.seat]) - 2.0 * len(hands[target])
        elif follows >= 0 and FOLLOW_WEIGHT:
            if suits is None:
                suits = _suit_counts(game.rules, game.hands[game.seat])
            score += FOLLOW_WEIGHT * suits[follows]
        if pressure and (wish >= 0 or follows >= 0):
            if lacks is None:
                lacks = _suit_counts(game.rules, game.hands[(game.seat + game.direction)
                                                            % game.n])
            if not lacks[wish if wish >= 0 else follows]:
                score += pressure
        if score > best_score:
            best = action
            best_score = score
    return best


def _suit_counts(rules: SheddingRules, hand: list[int]) -> list[int]:
    counts = [0] * (rules.any_wish + 1)
    suit_of = rules.suit_of
    for card in hand:
        counts[suit_of[card]] += 1
    return counts


def play_out(game: SheddingRound, me: int, rng: random.Random,
                      pressure: float = 0.0) -> float:
    """Play the round to its end with the policy; the reward of seat ``me``."""
    finish(game, rng, pressure)
    return reward(game, me)


def finish(game: SheddingRound, rng: random.Random, pressure: float = 0.0) -> None:
    """Play the round with the policy to its end, or for at most :data:`MAX_PLIES`."""
    table = action_table(game.rules)
    noise = rng.random
    apply = game.apply
    for _ in range(MAX_PLIES):
        if game.result is not None:
            break
        legal = game.legal_actions()
        apply(legal[0] if len(legal) == 1 else pick(game, legal, table, noise, pressure))


def reward(game: SheddingRound, me: int) -> float:
    """Seat ``me``'s reward for a played-out round: a win, a loss less a little for the
    points held; a round cut off judged by the hand sizes."""
    result = game.result
    if result is None:
        return _by_hand_sizes(game.hands, me)
    if me in result.winners:
        return 1.0
    if not result.winners:
        return 1.0 / game.n * 0.5
    worth = sum(game.rules.points[card] for card in game.hands[me])
    return -LOSS_WEIGHT * min(1.0, worth / 60.0)


def _by_hand_sizes(hands: list[list[int]], me: int) -> float:
    """A cut-off playout: each seat's chance taken as falling steeply with its hand."""
    weights = [math.pow(max(1, len(hand)), -CUT_OFF_STEEPNESS) for hand in hands]
    return weights[me] / sum(weights)

"""Positions of the shedding machine: write one, and load one after checking it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from maumau.core.errors import PositionError
from maumau.core.position import (
    check_all_cards,
    position_header,
    read_bool_list,
    read_cards,
    read_hands,
    read_int,
    read_seed,
)
from maumau.core.ruleset import Ruleset
from maumau.variants.shedding_rules import NO_WISH, Effect, SheddingRules

if TYPE_CHECKING:
    from maumau.variants.shedding import SheddingRound


def position_of(game: SheddingRound) -> dict[str, Any]:
    from maumau.variants.shedding import PHASE_NAMES

    deck = game.deck
    rules = game.rules
    if game.wish == rules.any_wish:
        wish: str | None = "any"
    elif game.wish >= 0:
        wish = rules.suits[game.wish]
    else:
        wish = None
    data = position_header(game)
    data.update(
        chance=game.chance,
        hands=[deck.codes_of(hand) for hand in game.hands],
        talon=deck.codes_of(reversed(game.talon)),
        discard=deck.codes_of(game.discard),
        to_move=game.seat,
        direction=game.direction,
        phase=PHASE_NAMES[game.phase_id],
        pending_draw=game.pending,
        wish=wish,
        mau=list(game.ready),
        drawn=deck.cards[game.drawn].code if game.drawn >= 0 else None,
        stuck=game.stuck,
    )
    return data


def load_shedding(cls: type[SheddingRound], ruleset: Ruleset, rules: SheddingRules,
                  data: Mapping[str, Any]) -> SheddingRound:
    from maumau.variants.shedding import AFTER_DRAW, CHOOSE, PENALTY, PHASE_NAMES, SKIP

    n = ruleset.players
    deck = rules.deck
    game = cls(ruleset, rules, read_seed(data), read_int(data, "round", 0, 10**6),
               read_int(data, "dealer", 0, n - 1))
    game.chance = read_int(data, "chance", 0, 10**9)
    game.hands = read_hands(deck, data, n)
    game.talon = read_cards(deck, data.get("talon"), "'talon'")[::-1]
    game.discard = read_cards(deck, data.get("discard"), "'discard'")
    check_all_cards(deck, game.talon, game.discard, *game.hands)
    if not game.discard:
        raise PositionError("the discard pile cannot be empty")
    for seat, hand in enumerate(game.hands):
        if not hand:
            raise PositionError(f"seat {seat} has no cards: that round is already over")
    game.seat = read_int(data, "to_move", 0, n - 1)
    direction = data.get("direction")
    if direction not in (1, -1):
        raise PositionError(f"'direction' must be 1 or -1, not {direction!r}")
    game.direction = int(direction)
    phase = data.get("phase")
    if phase not in PHASE_NAMES or phase == "over":
        raise PositionError(
            f"'phase' must be one of {', '.join(PHASE_NAMES[:-1])}, not {phase!r}"
        )
    game.phase_id = PHASE_NAMES.index(phase)
    game.pending = read_int(data, "pending_draw", 0, 10**4)
    game.ready = read_bool_list(data, "mau", n)
    game.stuck = read_int(data, "stuck", 0, n - 1) if "stuck" in data else 0
    game.wish = _read_wish(rules, data.get("wish"))
    drawn = data.get("drawn")
    game.drawn = -1 if drawn is None else read_cards(deck, [drawn], "'drawn'")[0]
    top = game.discard[-1]
    effect = rules.effect[top]
    top_code = deck.cards[top].code

    if (game.phase_id == PENALTY) != (game.pending > 0):
        raise PositionError("a draw penalty is pending exactly in the 'penalty' phase")
    if game.phase_id == PENALTY and effect is not Effect.DRAW_STACK:
        raise PositionError(f"no draw penalty can be pending on {top_code}")
    if game.phase_id == SKIP and not (
        rules.skip_can_be_countered and effect is Effect.SKIP
    ):
        raise PositionError(f"no skip can be pending on {top_code} with these options")
    if game.wish != NO_WISH and effect not in (Effect.WISH, Effect.JOKER):
        raise PositionError(f"no wish can be in force on {top_code}")
    if game.wish == NO_WISH and effect in (Effect.WISH, Effect.JOKER) and game.phase_id != CHOOSE:
        raise PositionError(f"{top_code} on top needs a wish ('wish': a suit or 'any')")
    if game.phase_id == CHOOSE and (
        effect is not Effect.WISH or len(game.discard) != 1 or game.seat != game.dealer
    ):
        raise PositionError("only the dealer chooses, and only for a turned-up wish card")
    if (game.phase_id == AFTER_DRAW) != (game.drawn >= 0):
        raise PositionError("a drawn card is named exactly in the 'after_draw' phase")
    if game.drawn >= 0:
        if not rules.play_after_draw:
            raise PositionError("play_after_draw is off: no drawn card can wait to be played")
        if game.drawn not in game.hands[game.seat]:
            raise PositionError("the drawn card must be in the hand of the seat to move")
    return game


def _read_wish(rules: SheddingRules, wish: object) -> int:
    if wish is None:
        return NO_WISH
    if wish == "any":
        return rules.any_wish
    if isinstance(wish, str) and wish in rules.suits:
        return rules.suits.index(wish)
    raise PositionError(f"'wish' must be one of {', '.join(rules.suits)}, 'any' or null")

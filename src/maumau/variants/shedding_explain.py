"""Why an action is not legal in a shedding round, in words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau.core.actions import Action, ActionKind, Call
from maumau.variants.shedding_rules import WILD_EFFECTS, Effect

if TYPE_CHECKING:
    from maumau.variants.shedding import SheddingRound


def explain_illegal(game: SheddingRound, action: Action) -> str:
    from maumau.variants.shedding import AFTER_DRAW, CHOOSE, OVER, PENALTY, SKIP

    phase = game.phase_id
    if phase == OVER:
        return "the round is over"
    if phase == CHOOSE:
        return "the dealer first names a suit for the turned-up wish card: " + _listing(game)
    if phase == PENALTY:
        facing = f"you face {game.pending} cards to draw: counter with a draw card or take them"
        if action.kind is not ActionKind.PLAY:
            return facing
    if phase == SKIP and action.kind is not ActionKind.PLAY:
        return "you are skipped: counter with a skip card or take it"
    if action.kind is ActionKind.PLAY:
        return _explain_play(game, action)
    if action.kind is ActionKind.DRAW:
        if phase == AFTER_DRAW:
            return "you have drawn already: play the drawn card or pass"
        return "you must play a card when you can (voluntary_draw is off)"
    if action.kind is ActionKind.TAKE:
        return "there is no penalty to take"
    if action.kind is ActionKind.PASS:
        return "you may pass only after drawing a card you could play"
    return "not a decision of this game now: " + _listing(game)


def _explain_play(game: SheddingRound, action: Action) -> str:
    from maumau.variants.shedding import AFTER_DRAW, PENALTY, SKIP

    rules = game.rules
    deck = game.deck
    assert action.card is not None
    code = action.card.code
    if code not in deck:
        return f"there is no card {code} in this game"
    card = deck.id_of(code)
    hand = game.hands[game.seat]
    if card not in hand:
        return f"{code} is not in your hand"
    if game.phase_id == PENALTY and not rules.stacks_on_draw[card]:
        return f"you face {game.pending} cards to draw: only a draw card counters it [I-26]"
    if game.phase_id == SKIP and not rules.stacks_on_skip[card]:
        return "you are skipped: only a skip card passes it on [I-26]"
    if game.phase_id == AFTER_DRAW and card != game.drawn:
        return f"after drawing only the drawn card {deck.cards[game.drawn].code} may be played"
    if len(hand) == 1 and not game.ready[game.seat]:
        return ("your last card cannot be played: you did not call Mau with your"
                " second-to-last card [I-12]")
    if game.phase_id not in (PENALTY, SKIP) and not _fits(game, card):
        return _mismatch(game, code, card)
    effect = rules.effect[card]
    needs_suit = effect is Effect.WISH or action.choice is not None
    if len(hand) > 1 and effect in WILD_EFFECTS and needs_suit and action.choice not in rules.suits:
        return f"{code} needs a suit to wish: " + " ".join(f"{code}/{s}" for s in rules.suits)
    if (len(hand) == 1 or effect not in WILD_EFFECTS) and action.choice is not None:
        return f"{code} takes no wish here"
    if action.target is not None:
        return f"{code} names no seat"
    if action.call is not Call.NONE and len(hand) != 2:
        return "the Mau call goes only with your second-to-last card"
    if action.call is Call.MAU_MAU:
        return "this game knows no Mau-Mau call"
    return "not among the legal actions: " + _listing(game)


def _fits(game: SheddingRound, card: int) -> bool:
    rules = game.rules
    fits = rules.playable[game.discard[-1]] if game.wish < 0 else rules.playable_wish[game.wish]
    return fits[card]


def _mismatch(game: SheddingRound, code: str, card: int) -> str:
    rules = game.rules
    top = game.deck.cards[game.discard[-1]].code
    if game.wish < 0:
        return f"{code} does not match {top}"
    if rules.effect[card] is Effect.WISH and not rules.wish_on_wish:
        return f"no wish card on a wish (wish_on_wish is off): {code} cannot follow {top}"
    return f"{code} does not follow the wished suit {rules.suits[game.wish]}"


def _listing(game: SheddingRound) -> str:
    return "legal are " + ", ".join(str(action) for action in game.legal_actions())

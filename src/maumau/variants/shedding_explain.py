"""Why an action is not legal in a shedding round, in words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau.core.actions import Action, ActionKind, Call
from maumau.variants.shedding_phases import (
    AFTER_DRAW,
    ANSWER_PHASES,
    CHOOSE,
    HIT,
    OVER,
    PENALTY,
    SKIP,
    THROW_IN,
)
from maumau.variants.shedding_rules import Effect

if TYPE_CHECKING:
    from maumau.variants.shedding import SheddingRound


def explain_illegal(game: SheddingRound, action: Action) -> str:
    phase = game.phase_id
    if phase == OVER:
        return "the round is over"
    if phase == CHOOSE:
        if game.rules.effect[game.discard[-1]] is Effect.SWAP:
            return ("the dealer first names a swap partner for the turned-up card: "
                    + _listing(game))
        return "the dealer first names a suit for the turned-up wish card: " + _listing(game)
    if phase == THROW_IN:
        top = _top_code(game)
        if action.kind is not ActionKind.PLAY or action.card is None or (
            action.card.code != top
        ):
            return f"you may only throw in {top} (an identical card) or pass [I-1]"
        return _explain_play(game, action)
    facing = _facing(game)
    if facing is not None and action.kind is not ActionKind.PLAY:
        if action.kind is ActionKind.GAMBLE and game.rules.effect[game.discard[-1]] is not (
            Effect.GAMBLE
        ):
            return "you may gamble only when hit by Zocken; " + facing
        return facing
    if action.kind is ActionKind.PLAY:
        return _explain_play(game, action)
    return _explain_other(game, action)


def _explain_other(game: SheddingRound, action: Action) -> str:
    if action.kind is ActionKind.DRAW:
        if game.phase_id == AFTER_DRAW:
            return "you have drawn already: play the drawn card or pass"
        return "you must play a card when you can (voluntary_draw is off)"
    if action.kind is ActionKind.TAKE:
        return "there is no penalty to take"
    if action.kind is ActionKind.PASS:
        return "you may pass only after drawing a card you could play"
    if action.kind is ActionKind.GAMBLE:
        return "you may gamble only when hit by Zocken"
    return "not a decision of this game now: " + _listing(game)


def _facing(game: SheddingRound) -> str | None:
    """What the seat to move must answer, if anything."""

    phase = game.phase_id
    blocks = Effect.BLOCK in game.rules.effect
    if phase == PENALTY:
        counter = "counter with a draw card"
        if blocks:
            counter = "stack a draw card of the same kind, block it"
        return f"you face {game.pending} cards to draw: {counter} or take them"
    if phase == SKIP:
        counter = "block it" if blocks and not game.rules.skip_can_be_countered else (
            "counter with a skip card")
        return f"you are skipped: {counter} or take it"
    if phase == HIT:
        suffer = " or ".join(str(action) for action in game.rules.suffer[game.discard[-1]])
        return f"you are hit by {_top_code(game)}: block it or {suffer}"
    return None


def _explain_play(game: SheddingRound, action: Action) -> str:
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
    answering = game.phase_id in ANSWER_PHASES
    if answering and not rules.counters[game.discard[-1]][card]:
        return _no_counter(game)
    if game.phase_id == AFTER_DRAW and card != game.drawn:
        return f"after drawing only the drawn card {deck.cards[game.drawn].code} may be played"
    if len(hand) == 1 and not game.ready[game.seat] and not rules.last_call_penalty:
        return ("your last card cannot be played: you did not call Mau with your"
                " second-to-last card [I-12]")
    if not answering and not _fits(game, card):
        return _mismatch(game, code, card)
    return _explain_form(game, action, card, len(hand))


def _no_counter(game: SheddingRound) -> str:
    if game.phase_id == PENALTY:
        if Effect.BLOCK in game.rules.effect:
            return (f"you face {game.pending} cards to draw: only a draw card of the same"
                    " kind or a block of its colour answers it [I-26]")
        return f"you face {game.pending} cards to draw: only a draw card counters it [I-26]"
    if game.phase_id == SKIP and game.rules.skip_can_be_countered:
        return "you are skipped: only a skip card passes it on [I-26]"
    return f"only a block of the colour of {_top_code(game)} answers it [I-18], [I-26]"


def _explain_form(game: SheddingRound, action: Action, card: int, size: int) -> str:
    """The card may be played now, but not in this form (choice, seat, call)."""
    rules = game.rules
    code = action.card.code if action.card is not None else ""
    effect = rules.effect[card]
    going_out = size == 1 and (not rules.last_call_penalty or action.call is Call.MAU_MAU)
    wild = rules.wild[card] and not going_out
    needs_suit = wild and (effect is not Effect.JOKER or action.choice is not None)
    if needs_suit and action.choice not in rules.suits:
        return f"{code} needs a suit to wish: " + " ".join(f"{code}/{s}" for s in rules.suits)
    if not wild and action.choice is not None:
        return f"{code} takes no wish here"
    if effect is Effect.SWAP and not going_out:
        others = [seat for seat in range(game.n) if seat != game.seat]
        if action.target not in others:
            return f"{code} needs a partner to swap with: " + " ".join(
                f"{code}>{seat}" for seat in others)
    elif action.target is not None:
        return f"{code} names no seat"
    return _explain_call(game, action, size)


def _explain_call(game: SheddingRound, action: Action, size: int) -> str:
    rules = game.rules
    second_to_last = "the Mau call goes only with your second-to-last card"
    if rules.last_call_penalty:
        if action.call is Call.MAU_MAU and size != 1:
            return "the Mau-Mau call goes only with your last card"
        if action.call is Call.MAU and size == 1:
            return "your last card takes the Mau-Mau call (!!), not Mau"
        if action.call is Call.MAU and size != 2:
            return second_to_last
    else:
        if action.call is not Call.NONE and size != 2:
            return second_to_last
        if action.call is Call.MAU_MAU:
            return "this game knows no Mau-Mau call"
    if rules.auto_call and action.call is Call.NONE and size <= 2:
        return "auto_call is on: the call is part of the play (" + _listing(game) + ")"
    return "not among the legal actions: " + _listing(game)


def _fits(game: SheddingRound, card: int) -> bool:
    rules = game.rules
    fits = rules.playable[game.discard[-1]] if game.wish < 0 else rules.playable_wish[game.wish]
    return fits[card]


def _mismatch(game: SheddingRound, code: str, card: int) -> str:
    rules = game.rules
    top = _top_code(game)
    if game.wish < 0:
        return f"{code} does not match {top}"
    if rules.wild[card] and not rules.wish_on_wish:
        return f"no wish card on a wish (wish_on_wish is off): {code} cannot follow {top}"
    return f"{code} does not follow the wished suit {rules.suits[game.wish]}"


def _top_code(game: SheddingRound) -> str:
    return game.deck.cards[game.discard[-1]].code


def _listing(game: SheddingRound) -> str:
    return "legal are " + ", ".join(str(action) for action in game.legal_actions())

"""Why an action is not legal in a shedding round, in words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.errors import Reason
from maumau.games.shedding.phases import (
    AFTER_DRAW,
    ANSWER_PHASES,
    CHOOSE,
    HIT,
    OVER,
    PENALTY,
    PLAY,
    SKIP,
    THROW_IN,
)
from maumau.games.shedding.rules import Effect

if TYPE_CHECKING:
    from maumau.games.shedding.round import SheddingRound

__all__ = [
    "explain_illegal",
]


def explain_illegal(game: SheddingRound, action: Action) -> Reason:
    phase = game.phase_id
    if phase == OVER:
        return Reason("round_over", "the round is over")
    if phase == CHOOSE:
        if game.rules.effect[game.discard[-1]] is Effect.SWAP:
            return Reason("dealer_names_partner", "the dealer first names a swap partner for"
                          " the turned-up card: " + _listing(game), legal=_legal(game))
        return Reason("dealer_names_suit", "the dealer first names a suit for the turned-up"
                      " wish card: " + _listing(game), legal=_legal(game))
    if phase == THROW_IN:
        top = _top_code(game)
        if action.kind is not ActionKind.PLAY or action.card is None or (
            action.card.code != top
        ):
            return Reason("throw_in_only", f"you may only throw in {top} (an identical card)"
                          " or pass [I-1]", top=top)
        return _explain_play(game, action)
    facing = _facing(game)
    if facing is not None and action.kind is not ActionKind.PLAY:
        if action.kind is ActionKind.GAMBLE and game.rules.effect[game.discard[-1]] is not (
            Effect.GAMBLE
        ):
            return Reason("gamble_only_when_hit", "you may gamble only when hit by Zocken; "
                          + facing)
        return facing
    if action.kind is ActionKind.PLAY:
        return _explain_play(game, action)
    return _explain_other(game, action)


def _explain_other(game: SheddingRound, action: Action) -> Reason:
    if action.kind is ActionKind.DRAW:
        if game.phase_id == AFTER_DRAW:
            return Reason("drawn_already", "you have drawn already: play the drawn card or pass")
        if game.rules.draw_limit and game.phase_id == PLAY:
            if not game.can_draw():
                return Reason("nothing_to_draw", "nothing is left to draw: play a card or pass")
            if game.draws >= game.rules.draw_limit:
                return Reason("draw_limit_reached", f"you have drawn {game.draws} cards in this"
                              " turn, the most allowed: play a card or pass", count=game.draws)
        return Reason("must_play", "you must play a card when you can (voluntary_draw is off)")
    if action.kind is ActionKind.TAKE:
        return Reason("no_penalty", "there is no penalty to take")
    if action.kind is ActionKind.PASS:
        if game.rules.draw_limit:
            limit = game.rules.draw_limit
            return Reason("pass_after_draw_limit", f"you may pass only after drawing {limit}"
                          " cards in this turn, or when nothing is left to draw", count=limit)
        return Reason("pass_after_draw_only",
                      "you may pass only after drawing a card you could play")
    if action.kind is ActionKind.GAMBLE:
        return Reason("gamble_only_when_hit", "you may gamble only when hit by Zocken")
    return Reason("not_now", "not a decision of this game now: " + _listing(game),
                  legal=_legal(game))


def _facing(game: SheddingRound) -> Reason | None:
    """What the seat to move must answer, if anything."""

    phase = game.phase_id
    blocks = Effect.BLOCK in game.rules.effect
    if phase == PENALTY:
        counter = "counter with a draw card"
        if blocks:
            counter = "stack a draw card of the same kind, block it"
            return Reason("facing_penalty_block",
                          f"you face {game.pending} cards to draw: {counter} or take them",
                          count=game.pending)
        return Reason("facing_penalty", f"you face {game.pending} cards to draw: {counter} or"
                      " take them", count=game.pending)
    if phase == SKIP:
        counter = "block it" if blocks and not game.rules.skip_can_be_countered else (
            "counter with a skip card")
        return Reason("facing_skip_block" if counter == "block it" else "facing_skip",
                      f"you are skipped: {counter} or take it")
    if phase == HIT:
        suffer = " or ".join(str(action) for action in game.rules.suffer[game.discard[-1]])
        return Reason("facing_hit", f"you are hit by {_top_code(game)}: block it or {suffer}",
                      top=_top_code(game), legal=suffer)
    return None


def _explain_play(game: SheddingRound, action: Action) -> Reason:
    rules = game.rules
    deck = game.deck
    assert action.card is not None
    code = action.card.code
    if code not in deck:
        return Reason("no_such_card", f"there is no card {code} in this game", card=code)
    card = deck.id_of(code)
    hand = game.hands[game.seat]
    if card not in hand:
        return Reason("not_in_hand", f"{code} is not in your hand", card=code)
    answering = game.phase_id in ANSWER_PHASES
    if answering and not rules.counters[game.discard[-1]][card]:
        return _no_counter(game)
    if game.phase_id == AFTER_DRAW and card != game.drawn:
        return Reason("only_drawn_card", "after drawing only the drawn card"
                      f" {deck.cards[game.drawn].code} may be played",
                      drawn=deck.cards[game.drawn].code)
    if (len(hand) == 1 and not game.ready[game.seat] and not rules.last_call_penalty
            and rules.calls):
        return Reason("last_card_locked", "your last card cannot be played: you did not call"
                      " Mau with your second-to-last card [I-12]")
    if not answering and not _fits(game, card):
        return _mismatch(game, code, card)
    return _explain_form(game, action, card, len(hand))


def _no_counter(game: SheddingRound) -> Reason:
    if game.phase_id == PENALTY:
        if Effect.BLOCK in game.rules.effect:
            return Reason("no_counter_penalty_block", f"you face {game.pending} cards to draw:"
                          " only a draw card of the same kind or a block of its colour answers"
                          " it [I-26]", count=game.pending)
        return Reason("no_counter_penalty", f"you face {game.pending} cards to draw: only a"
                      " draw card counters it [I-26]", count=game.pending)
    if game.phase_id == SKIP and game.rules.skip_can_be_countered:
        return Reason("no_counter_skip", "you are skipped: only a skip card passes it on [I-26]")
    return Reason("no_counter_block", f"only a block of the colour of {_top_code(game)} answers"
                  " it [I-18], [I-26]", top=_top_code(game))


def _explain_form(game: SheddingRound, action: Action, card: int, size: int) -> Reason:
    """The card may be played now, but not in this form (choice, seat, call)."""
    rules = game.rules
    code = action.card.code if action.card is not None else ""
    effect = rules.effect[card]
    going_out = size == 1 and (not rules.last_call_penalty or action.call is Call.MAU_MAU)
    wild = rules.wild[card] and not going_out
    needs_suit = wild and (effect is not Effect.JOKER or action.choice is not None)
    if needs_suit and action.choice not in rules.suits:
        forms = " ".join(f"{code}/{s}" for s in rules.suits)
        return Reason("needs_wish", f"{code} needs a suit to wish: " + forms, card=code,
                      legal=forms)
    if not wild and action.choice is not None:
        return Reason("takes_no_wish", f"{code} takes no wish here", card=code)
    if effect is Effect.SWAP and not going_out:
        others = [seat for seat in range(game.n) if seat != game.seat]
        if action.target not in others:
            forms = " ".join(f"{code}>{seat}" for seat in others)
            return Reason("needs_partner", f"{code} needs a partner to swap with: " + forms,
                          card=code, legal=forms)
    elif action.target is not None:
        return Reason("names_no_seat", f"{code} names no seat", card=code)
    return _explain_call(game, action, size)


def _explain_call(game: SheddingRound, action: Action, size: int) -> Reason:
    rules = game.rules
    if not rules.calls and action.call is not Call.NONE:
        return Reason("no_calls", "this game knows no calls")
    second_to_last = Reason("mau_second_to_last",
                            "the Mau call goes only with your second-to-last card")
    if rules.last_call_penalty:
        if action.call is Call.MAU_MAU and size != 1:
            return Reason("mau_mau_last", "the Mau-Mau call goes only with your last card")
        if action.call is Call.MAU and size == 1:
            return Reason("last_takes_mau_mau",
                          "your last card takes the Mau-Mau call (!!), not Mau")
        if action.call is Call.MAU and size != 2:
            return second_to_last
    else:
        if action.call is not Call.NONE and size != 2:
            return second_to_last
        if action.call is Call.MAU_MAU:
            return Reason("no_mau_mau", "this game knows no Mau-Mau call")
    if rules.auto_call and action.call is Call.NONE and size <= 2:
        return Reason("auto_call", "auto_call is on: the call is part of the play ("
                      + _listing(game) + ")", legal=_legal(game))
    return Reason("not_legal", "not among the legal actions: " + _listing(game),
                  legal=_legal(game))


def _fits(game: SheddingRound, card: int) -> bool:
    return game.rules.fitting(game.discard[-1], game.wish)[card]


def _mismatch(game: SheddingRound, code: str, card: int) -> Reason:
    rules = game.rules
    top = _top_code(game)
    if game.wish < 0:
        return Reason("mismatch", f"{code} does not match {top}", card=code, top=top)
    if rules.wild[card] and not rules.wish_on_wish:
        return Reason("no_wish_on_wish", "no wish card on a wish (wish_on_wish is off):"
                      f" {code} cannot follow {top}", card=code, top=top)
    return Reason("not_wished_suit", f"{code} does not follow the wished suit"
                  f" {rules.suits[game.wish]}", card=code, suit=rules.suits[game.wish])


def _top_code(game: SheddingRound) -> str:
    return game.deck.cards[game.discard[-1]].code


def _listing(game: SheddingRound) -> str:
    return "legal are " + _legal(game)


def _legal(game: SheddingRound) -> str:
    return ", ".join(str(action) for action in game.legal_actions())

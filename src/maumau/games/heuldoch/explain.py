"""Why an action is not legal in a Heul doch! round, in words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau.core.actions import Action, ActionKind, Call
from maumau.core.errors import Reason
from maumau.games.heuldoch.rules import (
    FACE_DOWN_CHOICE,
    KARUSSELL,
    ONION,
    SPECIALS,
    STEP_OF_SIDE,
    STRANDTUCH,
    is_number,
)

if TYPE_CHECKING:
    from maumau.games.heuldoch.round import HeulDochRound

__all__ = [
    "explain_illegal",
]


def explain_illegal(game: HeulDochRound, action: Action) -> Reason:
    if game.result is not None:
        return Reason("round_over", "the round is over")
    if action.kind is not ActionKind.PLAY:
        return Reason("hd_play_one_card", "each turn you play exactly one hand card; drawing"
                      " back to four happens by itself: " + _listing(game), legal=_legal(game))
    if action.call is not Call.NONE:
        return Reason("hd_no_mau", "Heul doch! knows no Mau call")
    assert action.card is not None
    code = action.card.code
    deck = game.deck
    if code not in deck:
        if code.lower() in SPECIALS:
            return Reason("hd_specials_off", f"{code} is a special card, and special cards"
                          " are off (special_cards)", card=code)
        return Reason("no_such_card", f"there is no card {code} in this game", card=code)
    card = deck.id_of(code)
    if card not in game.hands[game.seat]:
        return Reason("not_in_hand", f"{code} is not in your hand", card=code)
    if action.target is not None and not 0 <= action.target < game.n:
        return Reason("hd_no_seat", f"there is no seat {action.target} at a table of {game.n}",
                      seat=action.target, players=game.n, place=action.target + 1)
    if not is_number(card):
        return _explain_special(game, action, card)
    if action.choice == FACE_DOWN_CHOICE:
        return Reason("hd_face_down_own", "a face-down card always goes on your own pile:"
                      f" write {code}/{FACE_DOWN_CHOICE} without a seat", card=code)
    if action.choice is not None:
        return Reason("hd_only_face_down", f"{code} takes no choice but /{FACE_DOWN_CHOICE}"
                      " (face down, as an onion)", card=code)
    if action.target is None:
        return Reason("hd_say_where", f"say where {code} goes: " + _listing_of(game, code),
                      card=code, legal=_legal_of(game, code))
    return _explain_destination(game, card, code, action.target)


def _explain_destination(game: HeulDochRound, card: int, code: str, target: int) -> Reason:
    rules = game.rules
    seat = game.seat
    left, right = rules.left[seat], rules.right[seat]
    if target not in (seat, left, right):
        return Reason("hd_not_neighbour", f"seat {target} is not your neighbour: only your own"
                      f" pile and the piles of seats {left} and {right} count",
                      seat=target, place=target + 1, left=left + 1,
                      right=right + 1)
    if target != seat:
        shown = game.face[target]
        if shown == ONION:
            if game.piles[target]:
                return Reason("hd_onion", f"seat {target}'s pile shows an onion: nothing may"
                              " ever go on another player's onion", seat=target,
                              place=target + 1)
            return Reason("hd_empty_pile", f"seat {target}'s pile is empty, which counts as an"
                          " onion: nothing may go there", seat=target,
                          place=target + 1)
        return Reason("hd_mismatch", f"{code} does not match seat {target}'s top"
                      f" {game.deck.cards[shown].code}", card=code, seat=target,
                      place=target + 1, top=game.deck.cards[shown].code)
    for neighbour in (left, right):
        if rules.fits[game.face[neighbour]][card]:
            top = game.deck.cards[game.face[neighbour]].code
            return Reason("hd_must_give", f"{code} matches {top} on seat {neighbour}'s pile,"
                          f" so it must go to a neighbour: {_listing_of(game, code)}",
                          card=code, top=top, seat=neighbour, place=neighbour + 1,
                          legal=_legal_of(game, code))
    top = game.deck.cards[game.face[seat]].code
    return Reason("hd_own_mismatch", f"{code} does not match your own top {top}: lay it face"
                  f" down instead ({code}/{FACE_DOWN_CHOICE})", card=code, top=top)


def _explain_special(game: HeulDochRound, action: Action, card: int) -> Reason:
    code = game.deck.cards[card].code
    if card == STRANDTUCH:
        if action.choice is not None:
            return Reason("hd_swap_no_choice", f"{code} takes no choice, only the seat to swap"
                          f" with: {code}>SEAT", card=code)
        if action.target is None:
            return Reason("hd_swap_whom", "name the player to swap tops with:"
                          f" {_listing_of(game, code)}", card=code, legal=_legal_of(game, code))
        return Reason("hd_swap_self", "swap with another player, not with yourself:"
                      f" {_listing_of(game, code)}", card=code, legal=_legal_of(game, code))
    if card == KARUSSELL:
        if action.target is not None or action.choice not in STEP_OF_SIDE:
            return Reason("hd_karussell_direction", f"{code} needs a direction and no seat:"
                          f" {code}/left (tops move to the left neighbour) or {code}/right",
                          card=code)
    elif action.choice is not None or action.target is not None:
        return Reason("hd_plain_special", f"{code} takes no choice and no seat: write just"
                      f" {code}", card=code)
    return Reason("not_legal", "not among the legal actions: " + _listing(game),
                  legal=_legal(game))


def _listing_of(game: HeulDochRound, code: str) -> str:
    return "legal are " + _legal_of(game, code)


def _legal_of(game: HeulDochRound, code: str) -> str:
    return ", ".join(str(action) for action in game.legal_actions()
                     if action.card is not None and action.card.code == code)


def _listing(game: HeulDochRound) -> str:
    return "legal are " + _legal(game)


def _legal(game: HeulDochRound) -> str:
    return ", ".join(str(action) for action in game.legal_actions())


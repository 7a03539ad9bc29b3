"""Why an action is not legal in a Heul doch! round, in words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau.core.actions import Action, ActionKind, Call
from maumau.variants.heuldoch_rules import (
    FACE_DOWN_CHOICE,
    KARUSSELL,
    ONION,
    SPECIALS,
    STEP_OF_SIDE,
    STRANDTUCH,
    is_number,
)

if TYPE_CHECKING:
    from maumau.variants.heuldoch_round import HeulDochRound


def explain_illegal(game: HeulDochRound, action: Action) -> str:
    if game.result is not None:
        return "the round is over"
    if action.kind is not ActionKind.PLAY:
        return ("each turn you play exactly one hand card; drawing back to four happens by"
                " itself: " + _listing(game))
    if action.call is not Call.NONE:
        return "Heul doch! knows no Mau call"
    assert action.card is not None
    code = action.card.code
    deck = game.deck
    if code not in deck:
        if code.lower() in SPECIALS:
            return f"{code} is a special card, and special cards are off (special_cards)"
        return f"there is no card {code} in this game"
    card = deck.id_of(code)
    if card not in game.hands[game.seat]:
        return f"{code} is not in your hand"
    if action.target is not None and not 0 <= action.target < game.n:
        return f"there is no seat {action.target} at a table of {game.n}"
    if not is_number(card):
        return _explain_special(game, action, card)
    if action.choice == FACE_DOWN_CHOICE:
        return (f"a face-down card always goes on your own pile: write {code}/"
                f"{FACE_DOWN_CHOICE} without a seat")
    if action.choice is not None:
        return f"{code} takes no choice but /{FACE_DOWN_CHOICE} (face down, as an onion)"
    if action.target is None:
        return f"say where {code} goes: " + _listing_of(game, code)
    return _explain_destination(game, card, code, action.target)


def _explain_destination(game: HeulDochRound, card: int, code: str, target: int) -> str:
    rules = game.rules
    seat = game.seat
    left, right = rules.left[seat], rules.right[seat]
    if target not in (seat, left, right):
        return (f"seat {target} is not your neighbour: only your own pile and the piles of"
                f" seats {left} and {right} count")
    if target != seat:
        shown = game.face[target]
        if shown == ONION:
            if game.piles[target]:
                return (f"seat {target}'s pile shows an onion: nothing may ever go on another"
                        " player's onion")
            return (f"seat {target}'s pile is empty, which counts as an onion: nothing may go"
                    " there")
        return f"{code} does not match seat {target}'s top {game.deck.cards[shown].code}"
    for neighbour in (left, right):
        if rules.fits[game.face[neighbour]][card]:
            top = game.deck.cards[game.face[neighbour]].code
            return (f"{code} matches {top} on seat {neighbour}'s pile, so it must go to a"
                    f" neighbour: {_listing_of(game, code)}")
    top = game.deck.cards[game.face[seat]].code
    return (f"{code} does not match your own top {top}: lay it face down instead"
            f" ({code}/{FACE_DOWN_CHOICE})")


def _explain_special(game: HeulDochRound, action: Action, card: int) -> str:
    code = game.deck.cards[card].code
    if card == STRANDTUCH:
        if action.choice is not None:
            return f"{code} takes no choice, only the seat to swap with: {code}>SEAT"
        if action.target is None:
            return f"name the player to swap tops with: {_listing_of(game, code)}"
        return f"swap with another player, not with yourself: {_listing_of(game, code)}"
    if card == KARUSSELL:
        if action.target is not None or action.choice not in STEP_OF_SIDE:
            return (f"{code} needs a direction and no seat: {code}/left (tops move to the"
                    f" left neighbour) or {code}/right")
    elif action.choice is not None or action.target is not None:
        return f"{code} takes no choice and no seat: write just {code}"
    return "not among the legal actions: " + _listing(game)


def _listing_of(game: HeulDochRound, code: str) -> str:
    forms = [str(action) for action in game.legal_actions()
             if action.card is not None and action.card.code == code]
    return "legal are " + ", ".join(forms)


def _listing(game: HeulDochRound) -> str:
    return "legal are " + ", ".join(str(action) for action in game.legal_actions())


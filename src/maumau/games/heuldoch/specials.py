"""What the four special cards of Heul doch! do to the piles (docs/rules.md §4, [I-21]).

Each function changes the round's piles, keeps its ``face`` list (what every pile shows)
up to date and logs what everyone saw. A face-down card that moves keeps its entry, so it
stays hidden from every seat but those that knew it; only the Werwolf reveals one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau.core.events import Event, EventKind
from maumau.games.heuldoch.rules import (
    CARD_MASK,
    DOWN,
    FACE_DOWN_CHOICE,
    ONION,
    face_down_entry,
    face_of,
    value_of,
)

if TYPE_CHECKING:
    from maumau.games.heuldoch.round import HeulDochRound

__all__ = [
    "FACE_UP_CHOICE",
    "KATAPULT_CHOICE",
    "karussell",
    "katapult",
    "strandtuch",
    "werwolf",
]

KATAPULT_CHOICE = "katapult"
FACE_UP_CHOICE = "up"


def katapult(game: HeulDochRound) -> None:
    """Every pile showing a face-up card of the highest value on the table loses it to the
    discard pile (ties included, the player's own too). Onions and empty piles are safe."""
    face = game.face
    best = max(value_of(shown) for shown in face)
    if not best:
        return
    cards = game.deck.cards
    for seat, shown in enumerate(face):
        if shown != ONION and value_of(shown) == best:
            pile = game.piles[seat]
            game.discard.append(pile.pop())
            face[seat] = face_of(pile[-1]) if pile else ONION
            game.log.append(Event(EventKind.PILE, seat, (cards[shown],), 1,
                                  choice=KATAPULT_CHOICE))


def strandtuch(game: HeulDochRound, seat: int, other: int) -> None:
    """Swap the tops of two piles, face-down cards too; from or to an empty pile the one
    top simply moves. Matching plays no part."""
    mine = game.piles[seat]
    theirs = game.piles[other]
    given = mine.pop() if mine else -1
    taken = theirs.pop() if theirs else -1
    if taken >= 0:
        mine.append(taken)
    if given >= 0:
        theirs.append(given)
    game.face[seat] = face_of(mine[-1]) if mine else ONION
    game.face[other] = face_of(theirs[-1]) if theirs else ONION
    moved = (given >= 0) + (taken >= 0)
    game.log.append(Event(EventKind.SWAP, seat, count=moved, target=other))


def karussell(game: HeulDochRound, step: int) -> None:
    """Every pile's top moves one seat on (``step`` 1: to the left neighbour, -1: to the
    right); an empty pile gives nothing but still receives."""
    piles = game.piles
    n = len(piles)
    tops = [pile.pop() if pile else -1 for pile in piles]
    for seat, entry in enumerate(tops):
        if entry >= 0:
            piles[(seat + step) % n].append(entry)
    game.face[:] = [face_of(pile[-1]) if pile else ONION for pile in piles]


def werwolf(game: HeulDochRound) -> None:
    """Every top is turned over: a face-up card becomes an onion that everyone has seen,
    an onion becomes the face-up card it is, now seen by all."""
    cards = game.deck.cards
    everyone = game.rules.everyone
    for seat, pile in enumerate(game.piles):
        if not pile:
            continue
        entry = pile[-1]
        card = entry & CARD_MASK
        if entry < DOWN:
            pile[-1] = face_down_entry(card, everyone)
            game.face[seat] = ONION
            game.log.append(Event(EventKind.PILE, seat, (cards[card],), 1,
                                  choice=FACE_DOWN_CHOICE))
        else:
            pile[-1] = card
            game.face[seat] = card
            game.log.append(Event(EventKind.PILE, seat, (cards[card],), 1,
                                  choice=FACE_UP_CHOICE))

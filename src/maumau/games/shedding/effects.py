"""The card effects only emojical knows: Kartentausch, Schenken, Zocken and the Extra
card's passing of hands (docs/rules.md §3).

Each function acts on a :class:`~maumau.games.shedding.round.SheddingRound` whose card just
resolved or whose victim just chose to suffer it. Hidden cards that move between hands are
named only to the seats that give and receive them (``Event.private_to``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from maumau.core.chance import chance_rng
from maumau.core.events import Event, EventKind
from maumau.games.shedding.phases import PLAY
from maumau.games.shedding.rules import Effect

if TYPE_CHECKING:
    from maumau.games.shedding.round import SheddingRound

__all__ = [
    "E_GAMBLE",
    "E_SWAP",
    "gamble",
    "give_random_card",
    "pass_hands",
    "suffer_hit",
    "swap_hands",
]

E_GAMBLE: Final = Effect.GAMBLE
E_SWAP: Final = Effect.SWAP
"""Bound once: looking a member up on its enum class costs more than the comparison."""


def suffer_hit(game: SheddingRound) -> None:
    """The hit seat (to move) suffers the swap, gift or Zocken's safe take."""

    top = game.discard[-1]
    effect = game.rules.effect[top]
    actor = game.actor
    game.actor = -1
    if effect is E_GAMBLE:
        game.draw_cards(game.seat, game.rules.amounts[top], EventKind.PENALTY)
        game.play_on_after_penalty()
        return
    game.phase_id = PLAY
    if effect is E_SWAP:
        swap_hands(game, actor, game.seat)
    else:
        give_random_card(game, actor, game.seat)


def swap_hands(game: SheddingRound, player: int, partner: int) -> None:
    """Kartentausch: the two hands change places; the partner moves next."""
    hands = game.hands
    seen_by = game.rules.pairs[player][partner]
    card_of = game.deck.cards.__getitem__
    for giver, receiver in ((player, partner), (partner, player)):
        hand = hands[giver]
        game.log.append(Event(EventKind.SWAP, giver, tuple(map(card_of, hand)), len(hand),
                              target=receiver, private_to=seen_by))
    hands[player], hands[partner] = hands[partner], hands[player]


def give_random_card(game: SheddingRound, giver: int, receiver: int) -> None:
    """Schenken: the receiver draws a card at random from the giver's hand [I-2]; a giver
    left without cards has shed them all and wins the round."""
    hand = game.hands[giver]
    rng = chance_rng(game.seed, game.index, game.chance)
    game.chance += 1
    card = hand.pop(rng.randrange(len(hand)))
    game.hands[receiver].append(card)
    game.log.append(Event(EventKind.GIFT, giver, (game.deck.cards[card],), 1, target=receiver,
                          private_to=game.rules.pairs[giver][receiver]))
    if not hand:
        game.finish(giver, "out")


def gamble(game: SheddingRound) -> None:
    """Zocken: turn up the talon's top for all to see; a plain (smiley) card costs
    ``gamble_cards`` cards in all, the turned one included, an action card only itself.
    Then the victim plays on [I-24]."""
    seat = game.seat
    game.actor = -1
    game.stuck = 0
    card = game.draw_one(seat)
    if card < 0:
        game.log.append(Event(EventKind.GAMBLE, seat))
    else:
        game.log.append(Event(EventKind.GAMBLE, seat, (game.deck.cards[card],), 1))
        if game.rules.effect[card] is Effect.NONE:
            game.draw_cards(seat, game.rules.gamble_cards - 1, EventKind.PENALTY)
    game.play_on_after_penalty()


def pass_hands(game: SheddingRound) -> None:
    """The Extra card's ``pass_hands``: every hand moves one seat on in play direction."""
    n = game.n
    card_of = game.deck.cards.__getitem__
    pairs = game.rules.pairs
    old = game.hands
    for giver, hand in enumerate(old):
        receiver = (giver + game.direction) % n
        game.log.append(Event(EventKind.PASS_HANDS, giver, tuple(map(card_of, hand)),
                              len(hand), target=receiver, private_to=pairs[giver][receiver]))
    game.hands = [old[(seat - game.direction) % n] for seat in range(n)]

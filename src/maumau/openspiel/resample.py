"""States a seat cannot tell apart from the real one: maumau's own determinization.

The hidden cards are guessed as the ``hard`` bot guesses them for its search
(:meth:`maumau.bots.hard.HardBot.guesses`: every card the seat's view places stays, the
unseen cards are dealt to the places it cannot see, agreeing with what the history
implies). The guessed round carries no history; the seat's information state is carried
over as it was, so it reads the same in the guess (ISMCTS looks its tree up by it).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pyspiel

from maumau.bots.hard import ASSUME_OPPONENT_HABITS
from maumau.bots.knowledge import search_of

if TYPE_CHECKING:
    from maumau.openspiel.state import MauMauState

__all__ = ["resample"]


def resample(state: MauMauState, player: int, sampler: Any) -> MauMauState:
    """A state ``player`` cannot tell from ``state``, hidden cards guessed."""
    round_ = state.round
    if round_ is None:  # chance still deals: every deal is as likely as any
        fresh: MauMauState = state.get_game().new_initial_state()
        return fresh
    if state.is_terminal() or player != round_.to_move:
        raise pyspiel.SpielError(f"resample_from_infostate needs the seat to move"
                                 f" ({round_.to_move}), not {player}")
    search = search_of(round_.ruleset.variant)
    view = round_.view(player)
    guesses = search.guesses(view, search.track(view, ASSUME_OPPONENT_HABITS,
                                                ASSUME_OPPONENT_HABITS))
    guess = guesses.sample(sampler_rng(sampler))
    # The player's knowledge so far, without the last line (who is to move), which the
    # guessed round states again.
    known = state.information_text(player).rsplit("\n", 1)[0]
    cards = guess.deck.cards
    prefixes = [known if seat == player else
                f"{known}\nguess for seat {seat}: "
                + ",".join(sorted(cards[card].code for card in guess.hands[seat]))
                for seat in range(round_.n)]
    return state.guessed_copy(guess, prefixes)




def sampler_rng(sampler: Any) -> random.Random:
    """A generator seeded from OpenSpiel's probability sampler (numbers in [0, 1))."""
    return random.Random(int(float(sampler()) * (1 << 53)))

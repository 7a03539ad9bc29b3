"""Guessed rounds (bots/determinize.py): every sample is a valid position that shows its
seat exactly the view it was built from, keeps the cards the seat knows where they are and
honours every group's exclusions."""

from __future__ import annotations

import random

import pytest

from maumau import load_position
from maumau.bots.knowledge import guesses, track
from tests.bots.test_tracking import CASES, decisions


@pytest.mark.parametrize(("variant", "options"), CASES)
def test_a_guess_agrees_with_the_view(variant: str, options: dict[str, object]) -> None:
    rng = random.Random(variant)
    for seed in range(2):
        for game in decisions(variant, options, seed):
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            tracking = track(view, assume_forced_draws=True, assume_eager=True)
            world = guesses(view, tracking).sample(rng)
            load_position(world.to_position())  # refuses an inconsistent state
            seen = world.view(seat)
            assert set(seen.legal_actions) == set(view.legal_actions)
            assert (seen.phase, seen.to_move, seen.hand_sizes) == \
                (view.phase, view.to_move, view.hand_sizes)
            assert seen.table == view.table
            assert sorted(seen.hand) == sorted(view.hand)
            for other, hand in enumerate(tracking.hands):
                held = list(world.hands[other])
                for card in hand.known:
                    held.remove(card)  # the known cards are there
                excluded = {world.deck.id_of(code) for code in tracking.cannot_hold(other)}
                assert not excluded & set(held)


def test_a_guess_needs_the_view_of_the_seat_to_move() -> None:
    game = next(iter(decisions("classic", {}, 1)))
    seat = (game.to_move or 0) + 1
    view = game.view(seat)
    with pytest.raises(ValueError, match="seat to move"):
        guesses(view, track(view))


def test_guesses_vary_and_repeat_with_the_seed() -> None:
    game = next(iter(decisions("emojical", {}, 2)))
    view = game.view(game.to_move)
    worlds = guesses(view, track(view))
    first = [worlds.sample(random.Random(1)).hands for _ in range(2)]
    assert first[0] == first[1]
    assert worlds.sample(random.Random(2)).hands != first[0]

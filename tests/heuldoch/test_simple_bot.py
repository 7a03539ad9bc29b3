"""The simple Heul doch! bot (bots/simple_heuldoch.py): sensible choices on fixed tables,
and clearly better than random play."""

from __future__ import annotations

import random

import pytest

from maumau import Match, Ruleset
from maumau.bots import make_bot
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.heuldoch.simple_bot import SimpleHeulDochBot, remember_piles
from tests.heuldoch.helpers import load, with_history


def choice(game: HeulDochRound) -> str:
    seat = game.to_move
    assert seat is not None
    return str(SimpleHeulDochBot().choose(with_history(game, seat), random.Random(0)))


def test_it_lays_a_high_card_on_its_own_pile() -> None:
    game = load(["r5", "b4", "y1", "g2"], ["r7 r3 k6 o6", "o1 o2 o3 o4", "y2 y3 y4 y5",
                                           "g3 g4 g5 g6"])
    assert choice(game) == "r7>0"


def test_a_forced_gift_is_the_low_card() -> None:
    """Every card must go to a neighbour or down: it gives away the 1, not the 7."""
    game = load(["r5", "b4", "y1", "g2"], ["b7 b1", "o1", "", ""], rest=2)
    assert choice(game) == "b1>1"


@pytest.mark.parametrize(("own", "expected"), [
    ("r3 b3 g3 ~p1 ~p2 ~p3 ~p4 k1", "y7/down"),
    ("r5 b5 g5 ~p1 ~p2 ~p3 ~p4 k1", "y7>1"),
])
def test_it_buries_a_seven_rather_than_gift_it_unless_the_onion_voids_its_fives(
    own: str, expected: str,
) -> None:
    """Both sevens must go to a neighbour or down. With four onions a fifth one voids the
    5s: harmless on a pile of 3s, 15 points on a pile of 5s."""
    game = load([own, "y4", "y1", "o6"], ["y7 o7", "o1", "", ""], rest=2)
    assert choice(game) == expected


def test_it_fires_the_katapult_at_the_rivals_sevens() -> None:
    game = load(["r1", "b7", "y7", "g7"], ["katapult k2", "o1", "", ""], rest="discard",
                specials=True)
    assert choice(game) == "katapult"


@pytest.mark.parametrize("preset", ["standard", "specials", "memory"])
def test_it_beats_random_players(preset: str) -> None:
    ruleset = Ruleset.create("heuldoch", 4, preset)
    wins = 0.0
    games = 24
    for seed in range(games):
        bots = [make_bot("simple" if seat == seed % 4 else "random", "heuldoch")
                for seat in range(4)]
        match = Match(ruleset, seed)
        game = match.round
        rng = random.Random(seed)
        while game.result is None:
            seat = game.to_move
            assert seat is not None
            match.apply(bots[seat].choose(game.view(seat), rng))
        assert game.result is not None
        if seed % 4 in game.result.winners:
            wins += 1 / len(game.result.winners)
    assert wins / games > 0.6


def test_without_a_history_it_pieces_the_piles_together_from_the_table() -> None:
    """A loaded position has no events: the bot reads tops, heights and onion counts."""
    game = load(["r5 b5 g5 ~p1 ~p2 ~p3 ~p4 k1", "y4", "y1", "o6"], ["y7 o7", "o1", "", ""],
                rest=2)
    own = remember_piles(game.view(0))[0]
    assert [seen.code for seen in own] == ["?0", "?0", "?0", None, None, None, None, "k1"]
    action = SimpleHeulDochBot().choose(game.view(0), random.Random(0))
    assert action in game.legal_actions()

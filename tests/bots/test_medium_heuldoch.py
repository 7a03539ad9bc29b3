"""The medium Heul doch! player (bots/medium_heuldoch.py) on fixed tables."""

from __future__ import annotations

import random

from maumau import parse_action
from maumau.bots import make_bot
from maumau.games.heuldoch.medium_bot import OnionForecast
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.heuldoch.simple_bot import SimpleHeulDochBot, imagine, pile_score, remember_piles
from tests.heuldoch.helpers import load, with_history


def choice(game: HeulDochRound) -> str:
    seat = game.to_move
    assert seat is not None
    return str(make_bot("medium", "heuldoch").choose(with_history(game, seat), random.Random(0)))


def test_a_gift_that_may_go_either_way_goes_to_the_weaker_neighbour() -> None:
    """b1 matches both neighbours' tops and must go to one of them (or down): seat 1 has
    23 points, seat 3 has one; the simple player does not tell them apart."""
    game = load(["k3", "r7 o7 y7 b2", "p4", "g1"], ["b1", "o1 o2", "y2 y3", "g3 g4"], rest=2)
    assert choice(game) == "b1>3"
    simple = SimpleHeulDochBot().choose(with_history(game, 0), random.Random(0))
    assert str(simple) == "b1>1"


def test_it_lays_a_high_card_on_its_own_pile() -> None:
    game = load(["r5", "b4", "y1", "g2"], ["r7 r3 k6 o6", "o1 o2 o3 o4", "y2 y3 y4 y5",
                                           "g3 g4 g5 g6"])
    assert choice(game) == "r7>0"


def test_a_forced_gift_is_the_low_card() -> None:
    game = load(["r5", "b4", "y1", "g2"], ["b7 b1", "o1", "", ""], rest=2)
    assert choice(game) == "b1>1"


def test_early_in_the_round_a_first_onion_costs_little_of_the_ones_on_the_pile() -> None:
    """One onion voids the 1s now, but with twenty plays to come the final count will
    most likely be another: the forecast keeps most of their worth. At the end of the
    round the present count is the final one."""
    early = load(["r1 b1 g1", "y2", "p4", "k3"], ["y6 y5 k6 k5", "o1 o2 o3 o4",
                                                  "p1 p2 p3 p5", "g3 g4 g5 g6"])
    view = with_history(early, 0)
    forecast = OnionForecast(view)
    piles = remember_piles(view)
    buried = imagine(piles, parse_action("y6/down"), 0)[0]
    assert pile_score(buried) == 0  # the three 1s are void now
    assert forecast.expected(buried) > 2.0

    late = load(["r1 b1 g1", "y2", "p4", "k3"], ["y6", "", "", ""], rest=2)
    view = with_history(late, 0)
    piles = remember_piles(view)
    buried = imagine(piles, parse_action("y6/down"), 0)[0]
    assert OnionForecast(view).expected(buried) == 0.0

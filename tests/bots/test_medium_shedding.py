"""The medium player of the shedding games (bots/medium_shedding.py) on fixed positions:
the key decisions of classic, Tabaluga and emojical."""

from __future__ import annotations

import random

import pytest

from maumau.bots import make_bot
from maumau.games.shedding.round import SheddingRound
from tests.support.shedding_positions import load


def choice(game: SheddingRound) -> str:
    seat = game.to_move
    assert seat is not None
    view = game.view(seat)
    return str(make_bot("medium", view.variant).choose(view, random.Random(0)))


def test_it_wishes_the_suit_it_holds_most() -> None:
    game = load("classic", ["JC 8H 9H KH 7S", "7D 8D 9D TD KD", "AS AD AC", "TS TC TH"], "QD")
    assert choice(game) == "JC/H"


def test_it_keeps_its_only_draw_two_while_the_next_player_is_far_from_out() -> None:
    game = load("classic", ["7H KH 9C AS QS", "7D 8D 9D TD QD", "AD AC KS", "TS TC 8C"], "TH")
    assert choice(game) == "KH"


def test_it_hits_a_next_player_with_one_card_left() -> None:
    game = load("classic", ["7H KH 9C AS QS", "7D", "AD AC KS", "TS TC 8C"], "TH", mau=[1])
    assert choice(game) == "7H"


def test_it_passes_a_draw_penalty_on() -> None:
    game = load("classic", ["7H KH 9C AS QS", "8D 9D", "AD AC KS", "TS TC 8C"], "7D",
                phase="penalty", pending_draw=2)
    assert choice(game) == "7H"


def test_it_keeps_the_jack_for_its_last_card() -> None:
    game = load("classic", ["JC 8H", "8D 9D 7C", "AD AC KS", "TS TC 8C"], "9H")
    assert choice(game) == "8H!"


@pytest.mark.parametrize(("hand", "expected"), [("g+4 g3 b5 r7", "g+4"), ("gR g3 b5 y7", "gR")])
def test_tabaluga_it_stops_a_next_player_about_to_go_out(hand: str, expected: str) -> None:
    """Nimm 4 on the player with one card; or Richtung wechseln, so that the seat with
    seven cards moves instead."""
    game = load("tabaluga", [hand, "y1", "b1 b2 b3", "r1 r2 r3 r4 r5 r6 r7"], "g1", mau=[1])
    assert choice(game) == expected


def test_emojical_a_gift_with_two_cards_wins_the_round() -> None:
    """Schenken with two cards: the neighbour takes the last one [D-19]."""
    game = load("emojical", ["g:gift b:smile", "y:wink y:cool y:love", "b:wink",
                             "p:sad p:cool"], "g:wink")
    assert choice(game) == "g:gift!"


def test_emojical_it_keeps_its_only_blocken() -> None:
    game = load("emojical", ["g:block g:smile y:wink b:love p:cool", "y:wink y:cool y:love",
                             "b:wink b:cool", "p:sad p:cool"], "g:wink")
    assert choice(game) == "g:smile"


def test_emojical_its_last_card_carries_the_mau_mau_call() -> None:
    """A last grey card may also be laid with a colour and no call (it then costs two
    cards [I-25]); medium goes out."""
    game = load("emojical", ["wish", "y:wink y:cool y:love", "b:wink", "p:sad p:cool"],
                "g:wink", mau=[0])
    assert choice(game) == "wish!!"

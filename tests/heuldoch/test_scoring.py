"""docs/rules.md §4 "End and scoring" and [I-22]: onions void values, ties, shared wins."""

from __future__ import annotations

import pytest

from maumau.games.heuldoch.rules import face_down_entry
from maumau.games.heuldoch.scoring import round_result, score_pile, void_values
from tests.heuldoch.helpers import load


def entries(text: str) -> list[int]:
    """A pile from ``"r5 b5 ~ ~"``: cards face up, ``~`` an onion (card y1)."""
    out = []
    for token in text.split():
        if token == "~":
            out.append(face_down_entry(14, 1))
        else:
            colour = "royg bpk".replace(" ", "").index(token[0])
            out.append(colour * 7 + int(token[1]) - 1)
    return out


@pytest.mark.parametrize(("onions", "void"), [
    (0, ()), (1, (1,)), (5, (5,)), (6, (6,)), (7, (7,)), (8, (1, 7)), (9, (2, 7)),
    (13, (6, 7)), (14, (7,)), (15, (1, 7)),
])
def test_onions_void_the_matching_values(onions: int, void: tuple[int, ...]) -> None:
    """[I-22]: 7s are void for k >= 7 and value k mod 7 when it is not 0."""
    assert void_values(onions) == void


def test_rulebook_five_onions_void_the_fives() -> None:
    """§4 (the rulebook's example): 5 onions make all your 5s worthless."""
    score = score_pile(entries("r5 b5 k7 g3 ~ ~ ~ ~ ~"))
    assert (score.onions, score.void_values, score.points_lost, score.total) == (5, (5,), 10,
                                                                                 10)


def test_rulebook_nine_onions_void_the_sevens_and_twos() -> None:
    """§4 (the rulebook's example): 9 onions void all 7s and 2s (7 + 2 = 9)."""
    score = score_pile(entries("r7 b2 k1 g3 y2 " + "~ " * 9))
    assert (score.onions, score.void_values, score.points_lost, score.total) == (9, (2, 7), 11,
                                                                                 4)


def test_onions_score_nothing_and_other_cards_their_value() -> None:
    score = score_pile(entries("r1 r2 r3 r4 r5 r6 r7"))
    assert (score.onions, score.points_lost, score.total) == (0, 0, 28)


def test_a_tie_goes_to_whoever_lost_more_to_onions_else_all_win() -> None:
    """§4: highest total wins; a tie goes to whoever lost more points to their onions;
    still tied, all of them win."""
    result = round_result([entries("r7 r3"), entries("r5 r5 r2 r1 ~ ~ ~ ~ ~"), entries("r1"),
                           entries("b7 b3")])
    assert result.points == (10, 3, 1, 10)
    assert result.winners == (0, 3)
    result = round_result([entries("r7 r3"), entries("y5 g5 y6 b4 ~ ~ ~ ~ ~"), entries("r1")])
    assert result.points == (10, 10, 1)
    assert result.winners == (1,)
    assert result.details == {"onions": [0, 5, 0], "void_values": [[], [5], []],
                              "points_lost": [0, 10, 0], "totals": [10, 10, 1]}


def test_the_round_result_comes_from_the_final_piles() -> None:
    """The last hand card ends the round; the result scores every pile."""
    game = load(["r5 ~k7", "b4", "y1", "g2 g5"], ["r6", "", "", ""], rest=2)
    game.play("r6>0")
    assert game.result is not None
    assert game.result.reason == "played_out"
    assert game.result.points[0] == 11
    assert game.result.details["onions"][0] == 1
    assert game.result.points[3] == 7

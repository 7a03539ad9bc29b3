"""docs/rules.md §4 "A turn": where a card may go, the neighbour obligation, onions, drawing
back to four, and the end of the round."""

from __future__ import annotations

from tests.heuldoch.helpers import brief, hand, legal, load, pile, plays_of


def test_rulebook_example_red_five_with_blue_four_left_and_green_two_right() -> None:
    """§4 (the rulebook's own example): on your red 5, with a blue 4 to the left and a
    green 2 to the right, blue 5 and red 4 must go left, green 5 and red 2 right; a red 6
    or 7 goes on your own pile."""
    game = load(["r5", "b4", "y1", "g2"], ["b5 r4 g5 r6", "", "", ""], rest=2)
    assert plays_of(game, "b5") == ["b5/down", "b5>1"]
    assert plays_of(game, "r4") == ["r4/down", "r4>1"]
    assert plays_of(game, "g5") == ["g5/down", "g5>3"]
    assert plays_of(game, "r6") == ["r6/down", "r6>0"]

    game = load(["r5", "b4", "y1", "g2"], ["r2 r7", "", "", ""], rest=2)
    assert legal(game) == ["r2/down", "r2>3", "r7/down", "r7>0"]


def test_a_card_that_fits_nowhere_can_only_become_an_onion() -> None:
    """§4: face down, any card may go on the own pile as an onion, always."""
    game = load(["r5", "b4", "y1", "g2"], ["k7", "o1", "", ""], rest=2)
    assert legal(game) == ["k7/down"]

    events = game.play("k7/down")

    assert pile(game, 0, 2) == "r5 ~k7@0"
    assert brief(events) == ["play 0 k7 /down >0"]


def test_a_card_matching_both_neighbours_goes_to_either_by_choice() -> None:
    """§4 (a) and [H-1]: matching both neighbours, the player picks the side; the own pile
    is not an option even when it matches too."""
    game = load(["r1", "b5", "y1", "g5"], ["r5", "", "", ""], rest=2)
    assert legal(game) == ["r5/down", "r5>1", "r5>3"]

    game.play("r5>3")
    assert pile(game, 3, 1) == "r5"


def test_seats_that_are_not_neighbours_never_count() -> None:
    """§4: "Seats that are not direct neighbours never matter." Seat 2 faces seat 0."""
    game = load(["r5", "b4", "y6", "g2"], ["k6 y3", "", "", ""], rest=2)
    assert legal(game) == ["k6/down", "y3/down"]


def test_with_three_players_both_others_are_neighbours() -> None:
    """§4 and [H-1]: with 3 players the left neighbour is seat+1, the right one seat-1."""
    game = load(["r5", "b4", "g2"], ["b1 g7", "", ""], rest=1, to_move=0)
    assert legal(game) == ["b1/down", "b1>1", "g7/down", "g7>2"]
    game = load(["r5", "b4", "g2"], ["", "", "r4 k5"], rest=1, to_move=2)
    assert legal(game) == ["k5/down", "k5>0", "r4/down", "r4>0", "r4>1"]


def test_nothing_goes_on_a_neighbours_onion() -> None:
    """§4: "Nothing may ever be laid on another player's onion"."""
    game = load(["r5", "b4 ~r1", "y1", "g2 ~b6"], ["b4 r1", "", "", ""], rest=2)
    assert legal(game) == ["b4/down", "r1/down", "r1>0"]


def test_anything_goes_face_up_on_the_own_onion_unless_a_neighbour_matches() -> None:
    """§4 (b): on the own onion any card goes face up; a neighbour match still comes
    first; an onion may also go on an onion."""
    game = load(["r5 ~k3", "b4", "y1", "g2"], ["k6 y7 b1", "", "", ""], rest=2)
    assert legal(game) == ["b1/down", "b1>1", "k6/down", "k6>0", "y7/down", "y7>0"]

    game.play("y7/down")
    assert pile(game, 0, 3) == "r5 ~k3@0 ~y7@0"


def test_after_a_play_the_player_draws_back_to_four() -> None:
    """§4: play exactly one hand card, then draw back to 4 while the talon lasts."""
    game = load(["r5", "b4", "y1", "g2"], ["r6 k1 k2 k3", "o1 o2 o3 o4", "y2 y3 y4 y5",
                                             "g3 g4 g5 g6"], talon="p7 p6")
    events = game.play("r6>0")

    assert brief(events) == ["play 0 r6 >0", "draw 0 p7"]
    assert hand(game, 0) == "k1 k2 k3 p7"
    assert game.to_move == 1
    assert len(game.talon) == 98 - 4 * 4 - 4 * 1 - 1


def test_with_the_talon_empty_nobody_draws_and_empty_hands_are_passed_over() -> None:
    """§4: no reshuffle [I-4]; play goes on until all hands are empty ([H-12])."""
    game = load(["r5", "b4", "y1", "g2"], ["r6 k1", "", "o7", ""], rest=1, to_move=0)
    events = game.play("r6>0")
    assert brief(events) == ["play 0 r6 >0"]
    assert hand(game, 0) == "k1"
    assert game.to_move == 2

    game.play("o7/down")
    assert game.to_move == 0
    events = game.play("k1/down")

    assert game.result is not None
    assert game.to_move is None
    assert legal(game) == []
    assert brief(events) == ["play 0 k1 /down >0", "round_over None"]

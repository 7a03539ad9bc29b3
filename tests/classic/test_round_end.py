"""docs/rules.md §1 End of round: the last card ends it at once without its effect [I-23], and
the winner scores the other hands [I-13]."""

from __future__ import annotations

import pytest

from tests.classic.helpers import brief, expected, legal, load, state

OTHERS = ["8S 9S KD", "TC TD TS"]  # 27 and 30 points


@pytest.mark.parametrize("last", ["7H", "8H", "9H"])
def test_the_last_card_ends_the_round_and_its_effect_is_not_carried_out(last: str) -> None:
    """[I-23]: a last 7 makes nobody draw, a last 8 skips nobody, a last 9 reverses
    nothing."""
    game = load([last, *OTHERS], "KH", mau=[0])
    assert legal(game) == [last, "draw"]

    events = game.play(last)

    assert brief(events) == [f"play 0 {last}", "round_over 0 #57"]
    assert state(game) == expected(hands=["", *OTHERS], top=last, to_move=None, phase="over",
                                   mau=[0])


def test_a_last_wish_card_asks_no_wish() -> None:
    """[I-23]: a last Jack is played without a suit and no wish is asked for."""
    game = load(["JC", *OTHERS], "KH", mau=[0])
    assert legal(game) == ["JC", "draw"]

    events = game.play("JC")

    assert brief(events) == ["play 0 JC", "round_over 0 #57"]
    assert state(game) == expected(hands=["", *OTHERS], top="JC", to_move=None, phase="over",
                                   mau=[0])


def test_a_last_joker_ends_the_round() -> None:
    """[I-23] with [I-11]: a last joker names nothing and ends the round."""
    game = load(["X", *OTHERS], "KH", mau=[0], options={"jokers": 1})
    assert legal(game) == ["X", "draw"]

    events = game.play("X")

    assert brief(events) == ["play 0 X", "round_over 0 #57"]


def test_a_last_draw_two_played_on_a_penalty_leaves_nothing_to_draw() -> None:
    """[I-23]: the stacked penalty dies with the round."""
    game = load(["AD AC AS", "7S", "TC TD TS"], "7H", to_move=1, phase="penalty",
                pending_draw=2, mau=[1])
    events = game.play("7S")

    assert brief(events) == ["play 1 7S", "round_over 1 #63"]
    assert state(game) == expected(hands=["AD AC AS", "", "TC TD TS"], top="7S",
                                   to_move=None, phase="over", mau=[1])


def test_a_last_draw_n_card_deals_no_cards() -> None:
    """[I-23] with [I-10]."""
    game = load(["QH", *OTHERS], "KH", mau=[0], options={"draw_n_rank": "Q"})
    events = game.play("QH")
    assert brief(events) == ["play 0 QH", "round_over 0 #57"]


def test_the_winner_scores_every_card_left_in_the_other_hands() -> None:
    """[I-13]: 7–10 face value, Queen and King 10, Ace 11, the wish card (Jack) 50,
    joker 50; the winner scores the sum, everybody else 0."""
    game = load(["AH", "7D 8D 9D TD QS KS", "JS AS X"], "KH", mau=[0], options={"jokers": 1})
    events = game.play("AH")

    assert brief(events)[-1] == "round_over 0 #165"
    result = game.result
    assert result is not None
    assert (result.winners, result.reason) == ((0,), "out")
    assert result.points == (165, 0, 0)
    assert result.hand_values == (0, 54, 111)


@pytest.mark.parametrize(("wish_rank", "value"), [("J", 60), ("Q", 60), ("none", 20)])
def test_the_fifty_points_go_to_the_card_assigned_the_wish(wish_rank: str,
                                                           value: int) -> None:
    """[D-22] [I-13]: "the card assigned to the wish effect 50": the Jack is 10 when it is not
    the wish card, and with no wish card no card is worth 50."""
    game = load(["AH", "JS QS", "8C 8D 8H"], "KH", mau=[0],
                options={"wish_rank": wish_rank})
    game.play("AH")
    assert game.result is not None
    assert game.result.hand_values == (0, value, 24)
    assert game.result.points == (value + 24, 0, 0)

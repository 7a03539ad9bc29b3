"""docs/rules.md §1 Mau: the call [I-3], the missed call [I-12], `mau_penalty_cards`,
`auto_call`."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.classic.helpers import brief, expected, legal, load, state


def test_the_second_to_last_card_is_offered_with_and_without_the_call() -> None:
    """[I-3]: the call is a flag on the play action (``!``)."""
    game = load(["KS QD", "QS 8D TD", "TC AD AC"], "KH")
    assert legal(game) == ["KS", "KS!", "draw"]


def test_with_the_call_the_last_card_wins_the_round() -> None:
    """[I-3]: called Mau, the last card may be played and ends the round."""
    game = load(["KS QD", "QS 8D TD", "TC AD AC"], "KH", talon="7C")
    events = game.play("KS!")

    assert brief(events) == ["play 0 KS!"]
    assert state(game) == expected(hands=["QD", "QS 8D TD", "TC AD AC"], top="KS", to_move=1,
                                   mau=[0])

    game.play("QS")
    game.play("draw")
    assert legal(game) == ["QD", "draw"]

    events = game.play("QD")

    assert brief(events) == ["play 0 QD", "round_over 0 #57"]
    assert game.result is not None
    assert game.result.winners == (0,)


def test_without_the_call_the_last_card_stays_unplayable_until_a_called_play() -> None:
    """[I-12]: no call, so the last card cannot be played; the player draws as usual; a
    later second-to-last card played with the call frees the last card again."""
    game = load(["KS QD", "QS 8D TD 9C"], "KH", talon="AD 7C")
    events = game.play("KS")

    assert brief(events) == ["play 0 KS", "mau_missed 0"]
    assert state(game) == expected(hands=["QD", "QS 8D TD 9C"], top="KS", to_move=1)

    game.play("QS")
    assert legal(game) == ["draw"]
    before = game.to_position()
    with pytest.raises(IllegalActionError, match=r"did not call Mau .*\[I-12\]"):
        game.play("QD")
    assert game.to_position() == before

    events = game.play("draw")
    assert brief(events) == ["draw 0 AD #1"]
    assert state(game) == expected(hands=["QD AD", "8D TD 9C"], top="QS", to_move=1)

    game.play("draw")
    assert legal(game) == ["QD", "QD!", "draw"]
    game.play("QD!")
    assert state(game) == expected(hands=["AD", "8D TD 9C 7C"], top="QD", to_move=1, mau=[0])

    game.play("TD")
    assert legal(game) == ["AD", "draw"]
    game.play("AD")
    assert game.result is not None
    assert game.result.winners == (0,)


def test_a_locked_last_card_player_may_call_with_the_drawn_card() -> None:
    """[I-12] with [I-7]: drawing gives two cards; playing the drawn one is a
    second-to-last play and may carry the call."""
    game = load(["QD", "8D TD 9C"], "QS", talon="QH")
    game.play("draw")

    assert legal(game) == ["QH", "QH!", "pass"]
    game.play("QH!")
    assert state(game) == expected(hands=["QD", "8D TD 9C"], top="QH", to_move=1, mau=[0])


def test_mau_penalty_cards_draws_cards_instead_of_locking_the_last_card() -> None:
    """[D-7] §1 `mau_penalty_cards` n > 0: the missed call costs n cards at once; the hand is
    then not locked (the seat counts as having called)."""
    game = load(["KS QD", "QS 8D TD 9C"], "KH", talon="AS AD",
                options={"mau_penalty_cards": 2})
    events = game.play("KS")

    assert brief(events) == ["play 0 KS", "mau_missed 0 #2", "penalty 0 AS AD #2 /2"]
    assert state(game) == expected(hands=["QD AS AD", "QS 8D TD 9C"], top="KS", to_move=1,
                                   mau=[0])


def test_the_call_goes_with_a_wish_and_with_a_counter() -> None:
    """[I-3]: the call rides on any second-to-last play, a wish or a stacked 7."""
    game = load(["JC QD", "QS 8D TD"], "KH")
    assert "JC/H!" in legal(game)

    game = load(["7S KD", "QS 8D TD"], "7H", phase="penalty", pending_draw=2)
    assert legal(game) == ["7S", "7S!", "take"]


def test_auto_call_makes_the_engine_add_the_call() -> None:
    """[D-8] [I-3] `auto_call` on: every second-to-last play carries the call, so the plain
    play is not offered and the last card is never locked."""
    game = load(["KS QD", "QS 8D TD"], "KH", options={"auto_call": True})
    assert legal(game) == ["KS!", "draw"]

    before = game.to_position()
    with pytest.raises(IllegalActionError, match="KS!"):
        game.play("KS")
    assert game.to_position() == before

    events = game.play("KS!")
    assert brief(events) == ["play 0 KS!"]
    assert state(game)["mau"] == [0]


def test_the_last_card_takes_no_call() -> None:
    """[D-6] [I-3]: with one card left there is nothing to call."""
    game = load(["QD", "9S 8D TD"], "QS", mau=[0])
    assert legal(game) == ["QD", "draw"]

"""docs/rules.md §3 Zwischenwerfen [I-1], [I-19] as games saved before open windows play it
(``open_windows`` off, [D-15]): seats holding the same card are asked in seat order after
the player; the first to throw in wins and play goes on from the thrower's left
neighbour; a thrown-in action card cancels the first one's effect. The same rules with
open windows: ``test_open_windows``."""

from __future__ import annotations

from typing import Any

import pytest

from maumau import IllegalActionError
from maumau.games.shedding.round import SheddingRound
from tests.emojical import helpers
from tests.support.shedding_positions import brief, hand, legal

QUIET = "p:tongue p:love p:smile"
OLD = {"open_windows": False}


def load(hands: list[str], discard: str, **fields: Any) -> SheddingRound:
    """A position of a game saved before open windows."""
    return helpers.load(hands, discard, options=OLD, **fields)


def test_the_holder_is_asked_and_play_goes_on_when_it_passes() -> None:
    game = load(["y:smile y:wink b:cool", QUIET, "y:smile g:sad g:love", "b:wink p:cool p:sad"],
                "y:laugh")

    events = game.play("y:smile")
    assert brief(events) == ["play 0 y:smile"]
    assert (game.to_move, game.phase, legal(game)) == (2, "throw_in", ["pass", "y:smile"])

    events = game.play("pass")
    assert events == []  # a pass on a throw-in is never a public event
    assert (game.to_move, game.phase) == (1, "play")


def test_nobody_is_asked_when_nobody_holds_the_card() -> None:
    game = load(["y:smile y:wink b:cool", QUIET, "g:sad g:love g:cool"], "y:laugh")
    game.play("y:smile")
    assert (game.to_move, game.phase) == (1, "play")


def test_a_throw_in_skips_the_seats_between() -> None:
    game = load(["y:smile y:wink b:cool", QUIET, "y:smile g:sad g:love", "b:wink p:cool p:sad"],
                "y:laugh")
    game.play("y:smile")

    events = game.play("y:smile")

    assert brief(events) == ["throw_in 2 y:smile"]
    assert hand(game, 2) == "g:love g:sad"
    assert (game.to_move, game.phase) == (3, "play")


def test_holders_are_asked_in_seat_order_and_the_first_to_throw_wins() -> None:
    """[I-1]: with four identical grey cards, seat 1 is asked before seat 2."""
    game = load(["wish y:wink b:cool", "wish g:sad g:love", "wish b:sad b:love", QUIET],
                "y:laugh")
    game.play("wish/y")
    assert (game.to_move, legal(game)) == (1, ["pass", "wish/b", "wish/g", "wish/p", "wish/y"])

    game.play("pass")
    assert (game.to_move, game.phase) == (2, "throw_in")
    game.play("wish/b")

    # seat 2's card opens a new window: seat 1 still holds a wish card
    assert (game.to_move, game.phase) == (1, "throw_in")
    game.play("pass")
    assert (game.to_move, game.phase, game.to_position()["wish"]) == (3, "play", "b")


def test_only_the_last_thrown_in_action_counts() -> None:
    """[I-19]: the thrown-in Zieh 2 cancels the first; the thrower's neighbour draws 2."""
    game = load(["y:+2 y:wink b:cool", QUIET, "y:+2 g:sad g:love", "b:wink p:cool p:sad"],
                "y:laugh")
    game.play("y:+2")
    assert (game.to_move, game.phase, game.pending) == (2, "throw_in", 0)

    game.play("y:+2")

    assert (game.to_move, game.phase, game.pending) == (3, "penalty", 2)


def test_the_victim_may_throw_in_to_pass_the_hit_on() -> None:
    """A skip thrown in by the seat it would hit skips the thrower's neighbour instead."""
    game = load(["y:skip y:wink b:cool", "y:skip g:sad g:love", "b:wink p:cool p:sad",
                 QUIET], "y:laugh")
    game.play("y:skip")
    assert (game.to_move, game.phase) == (1, "throw_in")

    game.play("y:skip")

    assert (game.to_move, game.phase) == (2, "skip")


def test_a_stacked_zieh_2_thrown_in_keeps_the_stack_below_it() -> None:
    """The stack before the laid card stays; only the laid card is replaced."""
    game = load(["y:wink b:cool p:love", "b:+2 g:sad g:love", "b:+2 p:cool p:sad", QUIET],
                "y:+2", to_move=1, phase="penalty", pending_draw=2)
    game.play("b:+2")
    assert (game.to_move, game.phase, game.pending) == (2, "throw_in", 2)

    game.play("b:+2")

    assert (game.to_move, game.phase, game.pending) == (3, "penalty", 4)


def test_only_the_identical_card_may_be_thrown_in() -> None:
    game = load(["y:smile y:wink b:cool", QUIET, "y:smile y:sad g:love", "b:wink p:cool p:sad"],
                "y:laugh")
    game.play("y:smile")

    with pytest.raises(IllegalActionError, match=r"only throw in y:smile .* or pass \[I-1\]"):
        game.play("y:sad")
    with pytest.raises(IllegalActionError, match=r"only throw in y:smile"):
        game.play("draw")


def test_a_throw_in_with_the_last_card_and_mau_mau_wins_at_once() -> None:
    game = load(["y:smile y:wink b:cool", QUIET, "y:smile", "b:wink p:cool p:sad"],
                "y:laugh")
    game.play("y:smile")
    assert legal(game) == ["pass", "y:smile", "y:smile!!"]

    game.play("y:smile!!")

    assert game.result is not None and game.result.winners == (2,)

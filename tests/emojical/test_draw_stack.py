"""docs/rules.md §3 Zieh 2 and Zieh 4 + Farbwunsch: stacking, and the victim playing on after
drawing [I-24]; only a draw card of the same kind answers [I-26]."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.emojical.helpers import lay, load
from tests.support.shedding_positions import brief, hand, legal

TALON = "g:smile g:wink g:laugh g:cool y:sad y:love p:love p:sad b:love"


def test_zieh_2_stacks_and_the_last_victim_draws_the_sum() -> None:
    game = load(["y:+2 y:wink b:cool", "b:+2 g:sad g:love", "b:wink p:cool p:sad"], "y:laugh",
                talon=TALON)
    lay(game, "y:+2")
    assert (game.to_move, game.phase, legal(game)) == (1, "penalty", ["b:+2", "take"])

    lay(game, "b:+2")
    assert (game.to_move, game.pending, legal(game)) == (2, 4, ["take"])

    events = game.play("take")
    assert brief(events) == ["penalty 2 g:smile g:wink g:laugh g:cool #4 /4"]


def test_after_drawing_the_victim_plays_a_matching_card() -> None:
    """[I-24]: the victim continues their turn."""
    game = load(["y:+2 y:wink b:cool", "y:cool p:cool p:sad", "g:wink g:laugh g:cool"],
                "y:laugh", talon=TALON)
    lay(game, "y:+2")
    game.play("take")

    assert (game.to_move, game.phase, legal(game)) == (1, "continue", ["y:cool"])
    lay(game, "y:cool")
    assert (game.to_move, game.phase) == (2, "play")


def test_after_drawing_a_victim_who_cannot_play_draws_one_and_the_turn_ends() -> None:
    """[I-24]: the drawn card is not played, even if it fits."""
    game = load(["y:+2 y:wink b:cool", "b:wink p:cool p:sad", "g:wink g:laugh g:cool"],
                "y:laugh", talon="p:angry p:tongue y:smile")
    lay(game, "y:+2")
    game.play("take")
    assert legal(game) == ["draw"]

    events = game.play("draw")

    assert brief(events) == ["draw 1 y:smile #1"]
    assert (game.to_move, game.phase) == (2, "play")


def test_zieh_4_names_a_colour_and_stacks_only_with_zieh_4() -> None:
    game = load(["+4 y:wink b:cool", "+4 y:+2 g:love", "b:wink p:cool p:sad"], "y:laugh",
                talon=TALON)
    game.play("+4/g")
    assert (game.to_move, game.phase, legal(game)[0]) == (1, "throw_in", "+4/b")  # [I-1]
    game.play("pass")
    assert (game.to_move, game.phase, legal(game)) == (2, "throw_in", ["pass"])  # [D-14]
    game.play("pass")
    assert (game.to_move, game.phase, game.pending) == (1, "penalty", 4)
    assert legal(game) == ["+4/b", "+4/g", "+4/p", "+4/y", "take"]

    lay(game, "+4/p")
    # nobody else holds a +4: every other seat passes [D-14]
    assert (game.to_move, game.pending, game.to_position()["wish"]) == (2, 8, "p")
    game.play("take")
    assert len(hand(game, 2).split()) == 11
    assert (game.phase, legal(game)) == ("continue", ["p:cool", "p:love", "p:sad"])


def test_zieh_2_does_not_answer_zieh_4() -> None:
    """[I-26]."""
    game = load(["y:wink b:cool p:sad", "y:+2 g:love b:sad"], "+4", wish="y", to_move=1,
                phase="penalty", pending_draw=4)

    assert legal(game) == ["take"]
    with pytest.raises(IllegalActionError, match="only a draw card of the same kind"):
        lay(game, "y:+2")

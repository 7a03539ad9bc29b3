"""docs/rules.md §3 Blocken [I-18]: the hit player may lay a Blocken of the same colour instead
of suffering a coloured action; the effect is cancelled and the blocker's turn ends. It is
also a normal card matching in colour."""

from __future__ import annotations

import pytest

from maumau import IllegalActionError
from tests.emojical.helpers import lay, load
from tests.support.shedding_positions import brief, hand, hands, legal


def test_a_block_of_the_same_colour_cancels_zieh_2_and_ends_the_blockers_turn() -> None:
    game = load(["y:+2 y:wink b:cool", "y:block b:block g:love", "b:wink p:cool p:sad"],
                "y:laugh")
    lay(game, "y:+2")
    assert legal(game) == ["take", "y:block"]

    events = lay(game, "y:block")

    assert brief(events) == ["play 1 y:block", "blocked 1"]
    assert (game.to_move, game.phase, game.pending) == (2, "play", 0)
    assert hand(game, 1) == "b:block g:love"


def test_only_a_block_of_the_action_cards_colour_counts() -> None:
    game = load(["y:skip y:wink b:cool", "b:block g:love g:sad", "b:wink p:cool p:sad"],
                "y:laugh")
    lay(game, "y:skip")

    assert legal(game) == ["take"]
    with pytest.raises(IllegalActionError, match=r"only a block of the colour of y:skip"):
        game.play("b:block")


def test_the_swap_partner_blocks_and_the_player_after_the_partner_moves() -> None:
    """[I-18]: for Kartentausch the hit player is the chosen partner."""
    game = load(["y:swap y:wink b:cool", "g:sad g:love g:cool", "y:block p:cool p:sad",
                 "p:tongue p:love p:smile"], "y:laugh")
    lay(game, "y:swap>2")
    assert legal(game) == ["take", "y:block"]

    lay(game, "y:block")

    assert hands(game)[:3] == ["b:cool y:wink", "g:cool g:love g:sad", "p:cool p:sad"]
    assert (game.to_move, game.phase) == (3, "play")


def test_the_left_neighbour_blocks_a_gift() -> None:
    """[I-18]: for Schenken the hit player is the left neighbour."""
    game = load(["g:gift y:wink b:cool", "g:block g:love g:cool", "b:wink p:cool p:sad"],
                "g:laugh")
    lay(game, "g:gift")

    lay(game, "g:block")

    assert hands(game)[:2] == ["b:cool y:wink", "g:cool g:love"]
    assert (game.to_move, game.phase) == (2, "play")


def test_a_block_also_blocks_zocken_and_aussetzen() -> None:
    for action in ("gamble", "skip"):
        game = load([f"p:{action} y:wink b:cool", "p:block g:love g:cool",
                     "b:wink p:cool p:sad"], "p:laugh")
        lay(game, f"p:{action}")
        assert "p:block" in legal(game)
        lay(game, "p:block")
        assert (game.to_move, game.phase) == (2, "play")


def test_zieh_4_is_grey_and_cannot_be_blocked() -> None:
    game = load(["y:wink b:cool p:sad", "y:block b:block g:love"], "+4", wish="y", to_move=1,
                phase="penalty", pending_draw=4)

    assert legal(game) == ["take"]


def test_a_block_is_a_normal_card_matching_in_colour() -> None:
    game = load(["g:block y:block b:cool", "g:love g:cool g:sad"], "g:laugh")

    assert legal(game) == ["g:block"]
    events = lay(game, "g:block")
    assert brief(events) == ["play 0 g:block"]
    assert (game.to_move, game.phase) == (1, "play")

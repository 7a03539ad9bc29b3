"""docs/rules.md §3 Aussetzen: the next player neither plays nor draws (unless they block)."""

from __future__ import annotations

from tests.emojical.helpers import lay, load
from tests.support.shedding_positions import brief, hand, legal


def test_the_skipped_player_neither_plays_nor_draws() -> None:
    game = load(["y:skip y:wink b:cool", "y:sad g:sad g:love", "b:wink p:cool p:sad"], "y:laugh")

    lay(game, "y:skip")
    assert (game.to_move, game.phase, legal(game)) == (1, "skip", ["take"])

    events = game.play("take")
    assert brief(events) == ["skipped 1"]
    assert hand(game, 1) == "g:love g:sad y:sad"
    assert (game.to_move, game.phase) == (2, "play")


def test_an_aussetzen_cannot_be_passed_on_with_another() -> None:
    """[D-25]: the skipped player holds another Aussetzen (one of another colour, which
    would fit as a play) and still only takes the skip."""
    game = load(["y:skip y:wink b:cool", "g:skip g:sad g:love", "b:wink p:cool p:sad"],
                "y:laugh")
    lay(game, "y:skip")
    assert (game.to_move, game.phase, legal(game)) == (1, "skip", ["take"])

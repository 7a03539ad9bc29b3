"""Illegal actions raise IllegalActionError with a reason a player can read, and change
nothing (STYLE.md principle 4)."""

from __future__ import annotations

import pytest

from maumau import Action, ActionKind, Card, IllegalActionError
from maumau.games.heuldoch.round import HeulDochRound
from tests.heuldoch.helpers import load


def table() -> HeulDochRound:
    """Own red 5, blue 4 to the left, yellow 6 across, an onion to the right."""
    return load(["r5", "b4", "y6", "g2 ~p1"], ["b5 r6 k7 y3", "o1 o2 o3 o4", "y1 y2 y4 y5",
                                               "g3 g4 g5 g6"])


def special_table() -> HeulDochRound:
    return load(["r5", "", "y6", "g2"], ["strandtuch karussell werwolf b1", "o2", "", ""],
                rest="discard", specials=True)


def refused(game: HeulDochRound, action: Action | str) -> str:
    before = game.to_position()
    log_size = len(game.log)
    legal = list(game.legal_actions())
    with pytest.raises(IllegalActionError) as caught:
        game.apply(game.parse_action(action) if isinstance(action, str) else action)
    assert game.to_position() == before
    assert len(game.log) == log_size
    assert list(game.legal_actions()) == legal
    return caught.value.reason


@pytest.mark.parametrize(("action", "reason"), [
    ("b5>0", "b5 matches b4 on seat 1's pile, so it must go to a neighbour: legal are b5>1,"
             " b5/down"),
    ("r6>1", "r6 does not match seat 1's top b4"),
    ("y3>2", "seat 2 is not your neighbour: only your own pile and the piles of seats 1 and 3"
             " count"),
    ("k7>0", "k7 does not match your own top r5: lay it face down instead (k7/down)"),
    ("k7>3", "seat 3's pile shows an onion: nothing may ever go on another player's onion"),
    ("r6", "say where r6 goes: legal are r6>0, r6/down"),
    ("o3>0", "o3 is not in your hand"),
    ("r6>9", "there is no seat 9 at a table of 4"),
    ("r6/left", "r6 takes no choice but /down (face down, as an onion)"),
    ("r6/down>0", "a face-down card always goes on your own pile: write r6/down without a"
                  " seat"),
    ("r6>0!", "Heul doch! knows no Mau call"),
])
def test_illegal_plays_are_explained(action: str, reason: str) -> None:
    assert refused(table(), action) == reason


def test_other_kinds_of_action_and_unknown_cards_are_explained() -> None:
    game = table()
    assert refused(game, "draw").startswith("each turn you play exactly one hand card")
    assert refused(game, Action(ActionKind.PLAY, Card("x9"))) == (
        "there is no card x9 in this game")
    assert refused(game, Action(ActionKind.CHOOSE, None, "left")).startswith("each turn")
    assert refused(game, Action(ActionKind.PLAY, Card("katapult"))) == (
        "katapult is a special card, and special cards are off (special_cards)")


@pytest.mark.parametrize(("action", "reason"), [
    ("b1>1", "seat 1's pile is empty, which counts as an onion: nothing may go there"),
    ("strandtuch", "name the player to swap tops with: legal are strandtuch>1, strandtuch>2,"
                   " strandtuch>3"),
    ("strandtuch>0", "swap with another player, not with yourself: legal are strandtuch>1,"
                     " strandtuch>2, strandtuch>3"),
    ("strandtuch/left>1", "strandtuch takes no choice, only the seat to swap with:"
                          " strandtuch>SEAT"),
    ("karussell", "karussell needs a direction and no seat: karussell/left (tops move to the"
                  " left neighbour) or karussell/right"),
    ("karussell/up", "karussell needs a direction and no seat: karussell/left (tops move to"
                     " the left neighbour) or karussell/right"),
    ("werwolf>1", "werwolf takes no choice and no seat: write just werwolf"),
])
def test_illegal_special_plays_are_explained(action: str, reason: str) -> None:
    assert refused(special_table(), action) == reason


def test_a_finished_round_refuses_everything() -> None:
    game = load(["r5", "b4", "y1", "g2"], ["r6", "", "", ""], rest=2)
    game.play("r6>0")
    assert refused(game, "r6>0") == "the round is over"

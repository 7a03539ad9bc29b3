"""docs/rules.md §3 Farbwunsch and the Extra card (`extra_card`: wish, pass_hands, removed)."""

from __future__ import annotations

from tests.emojical.helpers import lay, load
from tests.support.shedding_positions import brief, hands, legal


def test_farbwunsch_names_any_colour_also_the_current_one() -> None:
    game = load(["wish y:wink b:cool", "y:love g:love g:cool", "b:wink p:cool p:sad"],
                "y:laugh")

    lay(game, "wish/y")

    assert (game.to_position()["wish"], game.to_move, legal(game)) == ("y", 1, ["y:love"])


def test_the_extra_card_is_a_wish_by_default() -> None:
    game = load(["extra y:wink b:cool", "y:love g:love g:cool", "b:wink p:cool p:sad"],
                "y:laugh")

    events = game.play("extra/g")

    assert brief(events) == ["play 0 extra/g"]
    assert (game.to_position()["wish"], legal(game)) == ("g", ["g:cool", "g:love"])


def test_pass_hands_moves_every_hand_on_then_the_wish_holds() -> None:
    game = load(["extra y:wink b:cool", "y:love g:love g:cool", "b:wink p:cool p:sad"],
                "y:laugh", options={"extra_card": "pass_hands"})

    events = game.play("extra/p")

    assert brief(events) == [
        "play 0 extra/p",
        "pass_hands 0 y:wink b:cool #2 >1",
        "pass_hands 1 y:love g:love g:cool #3 >2",
        "pass_hands 2 b:wink p:cool p:sad #3 >0",
    ]
    assert hands(game) == ["b:wink p:cool p:sad", "b:cool y:wink", "g:cool g:love y:love"]
    assert (game.to_move, game.to_position()["wish"], legal(game)) == (1, "p", ["draw"])


def test_each_passed_hand_is_seen_only_by_giver_and_receiver() -> None:
    game = load(["extra y:wink b:cool", "y:love g:love g:cool", "b:wink p:cool p:sad",
                 "p:love p:smile p:angry"], "y:laugh", options={"extra_card": "pass_hands"})
    game.play("extra/p")

    passes = [e for e in game.log if e.kind.value == "pass_hands"]
    for seat in (None, 0, 1, 2, 3):
        seen = [bool(e.seen_by(seat).cards) for e in passes]
        assert seen == [seat in (e.seat, e.target) for e in passes]

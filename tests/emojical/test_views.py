"""Hidden information in emojical [I-5] in games saved before open windows (``open_windows``
off, [D-15]): during a throw-in window only the asked seat's view shows it; every other
view shows nobody to move and the neutral phase ``waiting``. Open windows:
``test_open_windows``."""

from __future__ import annotations

from typing import Any

from maumau.games.shedding.round import SheddingRound
from tests.emojical import helpers
from tests.emojical.helpers import seen

QUIET = "p:tongue p:love p:smile"
OLD = {"open_windows": False}


def load(hands: list[str], discard: str, **fields: Any) -> SheddingRound:
    """A position of a game saved before open windows."""
    return helpers.load(hands, discard, options=OLD, **fields)


def test_only_the_asked_seat_sees_the_throw_in_decision() -> None:
    game = load(["y:smile y:wink b:cool", QUIET, "y:smile g:sad g:love", "b:wink p:cool p:sad"],
                "y:laugh")
    game.play("y:smile")

    assert seen(game, 2) == (2, "throw_in", ["pass", "y:smile"])
    for seat in (None, 0, 1, 3):
        assert seen(game, seat) == (None, "waiting", [])


def test_a_view_during_a_window_looks_the_same_whoever_is_asked() -> None:
    """Seat 3 cannot tell whether seat 1 or seat 2 holds the card."""
    def third_seat_view(holder: int) -> dict[str, object]:
        hands = ["y:smile y:wink b:cool", "g:tongue g:love g:smile", "b:tongue b:love b:smile",
                 "b:wink p:cool p:sad"]
        hands[holder] = "y:smile " + hands[holder].split(" ", 1)[1]
        game = load(hands, "y:laugh")
        game.play("y:smile")
        view = game.view(3).to_dict()
        view["hand_sizes"] = None
        return view

    assert third_seat_view(1) == third_seat_view(2)


def test_passes_leave_no_trace_in_any_view() -> None:
    game = load(["y:smile y:wink b:cool", QUIET, "y:smile g:sad g:love", "b:wink p:cool p:sad"],
                "y:laugh")
    game.play("y:smile")
    before = [len(game.view(seat).events) for seat in range(4)]

    game.play("pass")

    assert [len(game.view(seat).events) for seat in range(4)] == before
    assert [e.kind.value for e in game.view(1).events][-1] == "play"

"""emojical positions: the new fields (``actor``, ``target``, phases ``throw_in``, ``hit``,
``continue``) round-trip, and inconsistent positions are refused."""

from __future__ import annotations

from typing import Any

import pytest

from maumau import PositionError, load_position
from tests.emojical.helpers import load, position
from tests.support.shedding_positions import loaded

QUIET = "p:tongue p:love p:smile"


def test_a_throw_in_window_round_trips_with_its_actor() -> None:
    game = load(["y:smile y:wink b:cool", QUIET, "y:smile g:sad g:love"], "y:laugh")
    game.play("y:smile")
    data = game.to_position()

    assert (data["phase"], data["to_move"], data["actor"]) == ("throw_in", 1, 0)
    again = load_position(data)
    assert again.to_position() == data
    again.play("pass")
    assert (again.to_move, again.phase) == (2, "throw_in")  # every seat is asked [D-14]
    again.play("pass")
    assert (again.to_move, again.phase) == (1, "play")


def test_a_window_may_ask_a_seat_without_the_card() -> None:
    """[D-14]: with open windows the seat asked need not hold the card (it may only pass)."""
    data = good()
    data["to_move"] = 2
    assert [str(action) for action in load_position(data).legal_actions()] == ["pass"]


def test_a_position_saved_before_open_windows_asks_only_holders() -> None:
    """A ruleset saved without ``open_windows`` gets it off [D-15]: only a holder may be
    the asked seat, and the window asks no one else."""
    data = good()
    del data["ruleset"]["options"]["open_windows"]
    assert load_position(data).ruleset.options["open_windows"] is False
    data["to_move"] = 2
    with pytest.raises(PositionError, match="holds no y:smile to throw in"):
        load_position(data)


def test_a_hit_round_trips_with_its_actor() -> None:
    game = load(["y:swap y:wink b:cool", QUIET, "y:smile g:sad g:love"], "y:laugh")
    game.play("y:swap>2")
    data = game.to_position()

    assert (data["phase"], data["to_move"], data["actor"]) == ("hit", 2, 0)
    assert load_position(data).to_position() == data


def good() -> dict[str, Any]:
    return position(["y:wink b:cool p:sad", "y:smile g:sad g:love", QUIET], "y:smile",
                    phase="throw_in", to_move=1, actor=0)


@pytest.mark.parametrize(("change", "problem"), [
    ({"actor": None}, "'actor' is named exactly"),
    ({"phase": "play"}, "'actor' is named exactly"),
    ({"actor": 1}, "cannot answer its own card"),
    ({"target": 2}, "'target' is named exactly"),
    ({"actor": 7}, "'actor' must be a whole number from 0 to 2"),
    ({"phase": "hit"}, "hits nobody"),
    ({"phase": "penalty", "actor": None}, "exactly in the 'penalty' phase"),
])
def test_an_inconsistent_position_is_refused(change: dict[str, Any], problem: str) -> None:
    data = good()
    assert loaded(data).phase == "throw_in"
    for key, value in change.items():
        if value is None:
            data.pop(key)
        else:
            data[key] = value
    with pytest.raises(PositionError, match=problem):
        load_position(data)


def test_a_gift_hit_must_aim_at_the_next_seat() -> None:
    data = position(["y:wink b:cool p:sad", "g:smile g:sad g:love", QUIET], "y:gift",
                    phase="hit", to_move=2, actor=0)
    with pytest.raises(PositionError, match="hits the next seat"):
        load_position(data)


def test_classic_knows_no_throw_in_phase() -> None:
    from tests.support.shedding_positions import position as any_position

    data = any_position("classic", ["7H 8H 9H", "7S 8S 9S"], "KH", phase="continue")
    with pytest.raises(PositionError, match="no 'continue' phase"):
        load_position(data)

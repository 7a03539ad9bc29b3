"""Positions (heuldoch_position): round-trip exactly, go on exactly, and refuse an
inconsistent one with PositionError."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from maumau import Match, PositionError, Ruleset, load_position
from tests.heuldoch.helpers import position


def played_position(seed: int, specials: bool, actions: int) -> tuple[Match, dict[str, Any]]:
    match = Match(Ruleset.create("heuldoch", 4, None, {"special_cards": specials}), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        match.apply(rng.choice(match.round.legal_actions()))
    return match, match.round.to_position()


@pytest.mark.parametrize("specials", [False, True])
def test_a_position_round_trips_and_play_goes_on_identically(specials: bool) -> None:
    match, data = played_position(4, specials, 60)
    loaded = load_position(json.loads(json.dumps(data)))
    assert loaded.to_position() == data
    original = match.round.copy()
    rng = random.Random(1)
    while original.result is None:
        action = rng.choice(original.legal_actions())
        assert [str(a) for a in loaded.legal_actions()] == [
            str(a) for a in original.legal_actions()]
        assert original.apply(action) == loaded.apply(action)
        assert loaded.to_position() == original.to_position()
    assert loaded.result == original.result


def test_face_down_cards_keep_identity_and_knowers() -> None:
    data = position(["r5 ~k7", "b4 ~y1@0,1,2", "y1", "g2"], ["o1", "o2", "", ""],
                    rest="discard", specials=True)
    assert load_position(data).to_position()["piles"][1] == {
        "cards": ["b4", "y1"], "face_down": [{"at": 1, "known_by": [0, 1, 2]}]}


def test_a_finished_position_loads_as_a_finished_round() -> None:
    data = position(["r5", "b4", "y1", "g2"], ["", "", "", ""], rest=2, to_move=None)
    game = load_position(data)
    assert game.result is not None and game.to_move is None
    data["to_move"] = 0
    with pytest.raises(PositionError, match="every hand is empty"):
        load_position(data)


def base() -> dict[str, Any]:
    return position(["r5", "b4 ~g1", "y6", "g2"], ["b5 r6 k7 y3", "o1 o2 o3 o4",
                                                   "y1 y2 y4 y5", "g3 g4 g5 g6"])


def special_base() -> dict[str, Any]:
    return position(["r5", "b4", "y6", "g2"], ["katapult", "", "o1", ""], rest="discard",
                    specials=True)


def katapults_in_hand() -> dict[str, Any]:
    hands = [" ".join([name] * 3) for name in ("katapult", "strandtuch", "karussell",
                                               "werwolf")]
    return position(["r5", "b4", "y6", "g2"], hands, rest=2, specials=True)


def set_to(key: str, value: object) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data[key] = value
    return change


BROKEN: list[tuple[str, Callable[[], dict[str, Any]], Callable[[dict[str, Any]], None], str]] = [
    ("missing", base, lambda d: d["talon"].pop(), "missing"),
    ("doubled", base, lambda d: d["talon"].append("r5"), "doubled r5"),
    ("five in hand", base, lambda d: d["hands"][0].append(d["talon"].pop()), "more than 4"),
    ("three in hand", base, lambda d: d["talon"].append(d["hands"][0].pop()),
     "although the talon lasts"),
    ("special on a pile", special_base,
     lambda d: d["piles"][0]["cards"].append(d["hands"][0].pop()), "cannot lie on a pile"),
    ("no knowers", base, lambda d: d["piles"][1]["face_down"][0].update(known_by=[]),
     "'known_by'"),
    ("knower out of range", base,
     lambda d: d["piles"][1]["face_down"][0].update(known_by=[7]), "'known_by'"),
    ("known twice", base, lambda d: d["piles"][1]["face_down"][0].update(known_by=[1, 1]),
     "'known_by'"),
    ("foreign knower without specials", base,
     lambda d: d["piles"][1]["face_down"][0].update(known_by=[0]), "known by its pile's owner"),
    ("index out of range", base, lambda d: d["piles"][1]["face_down"][0].update(at=2),
     "'at'"),
    ("named twice", base, lambda d: d["piles"][1]["face_down"].append({"at": 1,
                                                                         "known_by": [1]}),
     "named face down twice"),
    ("empty pile without specials", base,
     lambda d: d["talon"].extend(d["piles"][2]["cards"]) or d["piles"][2].update(cards=[]),
     "no pile ever loses"),
    ("discard without specials", base, lambda d: d["discard"].append(d["talon"].pop()),
     "discard pile stays empty"),
    ("number discarded without katapult", katapults_in_hand,
     lambda d: d["discard"].extend(d["piles"][2]["cards"][:5])
     or d["piles"][2].update(cards=d["piles"][2]["cards"][5:]), "only by a Katapult"),
    ("to move with no cards", special_base, set_to("to_move", 1), "has no cards"),
    ("piles missing", base, lambda d: d["piles"].pop(), "'piles' must list 4"),
    ("pile not an object", base, lambda d: d["piles"].__setitem__(0, ["r5"]),
     "must be an object"),
    ("bad seat to move", base, set_to("to_move", 4), "'to_move'"),
]


@pytest.mark.parametrize(("name", "make", "change", "message"), BROKEN,
                         ids=[case[0] for case in BROKEN])
def test_inconsistent_positions_are_refused(
    name: str, make: Callable[[], dict[str, Any]], change: Callable[[dict[str, Any]], None],
    message: str,
) -> None:
    data = make()
    load_position(copy.deepcopy(data))
    change(data)
    with pytest.raises(PositionError, match=message):
        load_position(data)

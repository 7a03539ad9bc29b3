"""Records and positions saved before the games moved into their packages still replay:
the same final positions, totals and views. The records in ``data/records`` were played
(medium and easy bots, seeded) and saved by the code of commit bef86ed, and
``expected.json`` holds what that code made of them; they are never regenerated."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from maumau import Match, load_position, replay_record

FOLDER = Path(__file__).parent / "data" / "records"
EXPECTED: dict[str, Any] = json.loads((FOLDER / "expected.json").read_text(encoding="utf-8"))


def test_there_is_a_record_of_every_built_in_game() -> None:
    games = {name.split("-")[0] for name in EXPECTED}
    assert games == {"classic", "tabaluga", "emojical", "heuldoch"}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_record_replays_to_the_same_end(name: str) -> None:
    match = replay_record((FOLDER / name).read_text(encoding="utf-8"))
    expected = EXPECTED[name]
    assert list(match.totals) == expected["totals"]
    assert json.loads(json.dumps(match.to_position())) == expected["position"]
    assert json.loads(json.dumps(match.round.view(1).to_dict())) == expected["view_seat_1"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_old_position_loads_saves_and_plays_on_unchanged(name: str) -> None:
    """The position ten actions into the first round, saved by the old code, loads,
    saves unchanged, and goes on exactly as the record went on."""
    position = EXPECTED[name]["early_position"]
    match = Match.from_position(position)
    assert json.loads(json.dumps(match.to_position())) == position
    assert load_position(position).ruleset.variant == position["ruleset"]["variant"]
    record = json.loads((FOLDER / name).read_text(encoding="utf-8"))
    for text in record["rounds"][0]["actions"][10:]:
        match.play(text)
    assert match.round.result is not None
    assert list(match.round.result.points) == record["rounds"][0]["result"]["points"]

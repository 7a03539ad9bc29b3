"""Golden playthroughs: whole matches stored as records with the event transcript one
seat saw and the results; replaying the record must reproduce them exactly.

Regenerate (only after a deliberate rules change) with
``uv run python -m tests.heuldoch.test_golden``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from maumau import Match, Ruleset, replay_record
from maumau.bots import make_bot
from tests.heuldoch.helpers import brief

DATA = Path(__file__).parent / "data"
GAMES: dict[str, dict[str, Any]] = {
    "golden_4p_specials.json": {"players": 4, "preset": "specials", "seed": 2024, "seat": 0},
    "golden_3p_memory.json": {"players": 3, "preset": "memory", "seed": "heul", "seat": 1},
}


def transcript(match: Match, seat: int) -> list[str]:
    return brief(match.round.view(seat).events)


def playthrough(spec: dict[str, Any]) -> dict[str, Any]:
    ruleset = Ruleset.create("heuldoch", spec["players"], spec["preset"])
    match = Match(ruleset, spec["seed"])
    rng = random.Random(str(spec["seed"]))
    bots = [make_bot("simple" if seat % 2 == 0 else "random", "heuldoch")
            for seat in range(spec["players"])]
    game = match.round
    while game.result is None:
        seat = game.to_move
        assert seat is not None
        match.apply(bots[seat].choose(game.view(seat), rng))
    return {"spec": spec, "record": match.to_record(),
            "transcript": transcript(match, spec["seat"]),
            "result": game.result.to_dict()}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough_replays_exactly(name: str) -> None:
    golden = json.loads((DATA / name).read_text())
    assert golden["spec"] == GAMES[name]
    match = replay_record(golden["record"])
    assert match.round.result is not None
    assert match.round.result.to_dict() == golden["result"]
    assert transcript(match, golden["spec"]["seat"]) == golden["transcript"]
    assert match.to_record() == golden["record"]


if __name__ == "__main__":
    for file_name, game_spec in GAMES.items():
        (DATA / file_name).write_text(json.dumps(playthrough(game_spec), indent=1) + "\n")

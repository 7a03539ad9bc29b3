"""Golden playthroughs: a seeded game written out line by line, compared exactly.

The file lists the ruleset, each round's deal (every hand, from the debug view, so a
changed shuffle shows at once), then one line per action: the seat, the action, and the
events as a spectator sees them; then the round's result and the match totals.

The players are the built-in ``random`` bot, one per seat, seeded; it is shown the legal
actions sorted by their notation, so the file pins what is legal and what it does, not
the order in which the engine happens to list legal actions.
"""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

from maumau import Event, Match
from maumau.bots import make_bot
from maumau.core.round import Round
from tests.golden.cases import PLAYTHROUGH_ROUNDS, GoldenCase

DATA = Path(__file__).parent / "data"
HEADER = "# maumau golden playthrough; regenerate: MAUMAU_UPDATE_GOLDEN=1 pytest tests/golden"


def playthrough_path(case: GoldenCase) -> Path:
    return DATA / f"{case.name}.txt"


def _compact(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _spectator(events: list[Event]) -> str:
    return _compact([event.seen_by(None).to_dict() for event in events])


def _sorted_choice(game: Round, bot_rng: random.Random, variant: str) -> str:
    seat = game.to_move
    assert seat is not None
    view = game.view(seat)
    ordered = dataclasses.replace(view, legal_actions=tuple(sorted(view.legal_actions,
                                                                   key=str)))
    return str(make_bot("random", variant).choose(ordered, bot_rng))


def playthrough(case: GoldenCase, rounds: int = PLAYTHROUGH_ROUNDS) -> str:
    """The golden text of a case: play it and write down everything a spectator sees."""
    rules = case.ruleset()
    rng = random.Random(f"golden:{case.seed}")
    match = Match(rules, case.seed)
    lines = [HEADER, f"ruleset {_compact(rules.to_dict())}", f"seed {case.seed}"]
    while True:
        game = match.round
        lines.append(f"round {game.index} dealer {game.dealer}")
        lines.append(f"  deal {_compact(game.debug_view().get('hands'))}")
        lines.append(f"  setup {_spectator(game.log)}")
        while game.result is None:
            seat = game.to_move
            text = _sorted_choice(game, rng, rules.variant)
            events = match.play(text)
            lines.append(f"  s{seat} {text} {_spectator(events)}")
        assert game.result is not None
        lines.append(f"  result {_compact(game.result.to_dict())}")
        if match.is_over() or len(match.results) >= rounds:
            break
        match.next_round()
    lines.append(f"totals {_compact(match.totals)}")
    final = match.result
    lines.append(f"winners {_compact(list(final.winners) if final else None)}")
    return "\n".join(lines) + "\n"

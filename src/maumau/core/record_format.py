"""Writing a game record: the ruleset, the seed and every action (see
:mod:`maumau.core.record` for the format and for replaying one).

Apart from the replay so that a match writes its record without importing the replayer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from maumau.core.match import Match

__all__ = [
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "record_of",
]

RECORD_FORMAT = "maumau-record"
RECORD_VERSION = 1


def record_of(match: Match) -> dict[str, Any]:
    rounds = []
    for index, actions in enumerate(match.actions):
        result = match.results[index] if index < len(match.results) else None
        rounds.append({
            "dealer": match.dealers[index],
            "actions": [str(action) for action in actions],
            "result": result.to_dict() if result is not None else None,
        })
    final = match.result
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "ruleset": match.ruleset.to_dict(),
        "seed": match.seed,
        "start": match.start_position,
        "rounds": rounds,
        "totals": list(match.totals),
        "winners": list(final.winners) if final is not None else None,
    }

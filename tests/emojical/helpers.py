"""emojical positions: :mod:`tests.support.shedding_positions` with the variant filled in."""

from __future__ import annotations

from typing import Any

from maumau.core.events import Event
from maumau.games.shedding.round import SheddingRound
from tests.support import shedding_positions

VARIANT = "emojical"


def position(hands: list[str], discard: str, **fields: Any) -> dict[str, Any]:
    return shedding_positions.position(VARIANT, hands, discard, **fields)


def load(hands: list[str], discard: str, **fields: Any) -> SheddingRound:
    return shedding_positions.load(VARIANT, hands, discard, **fields)


def seen(game: SheddingRound, seat: int | None) -> tuple[int | None, str, list[str]]:
    """What a seat's view says of the turn: who moves, the phase, its legal actions."""
    view = game.view(seat)
    return view.to_move, view.phase, sorted(str(a) for a in view.legal_actions)


def lay(game: SheddingRound, text: str) -> list[Event]:
    """Play ``text``, then let the throw-in window it opens close unused: every asked seat
    passes [D-14]. The events of the play and of the effect carried out after it."""
    events = game.play(text)
    while game.phase == "throw_in":
        events += game.play("pass")
    return events

"""Replay frames of a finished match: the view after the deal and after each action, as
one seat saw it or with every hand open."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from maumau.core.match import Match
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.web.errors import ApiError

__all__ = [
    "frames",
]


def frames(record: Mapping[str, Any], seat: int | None, open_cards: bool
           ) -> list[dict[str, Any]]:
    """Every frame of the recorded match. ``seat`` None and not ``open_cards``: spectator."""
    ruleset = Ruleset.from_dict(record["ruleset"])
    if seat is not None and not 0 <= seat < ruleset.players:
        raise ApiError(422, "bad_request",
                       f"no seat {seat} at a table of {ruleset.players} (0 to "
                       f"{ruleset.players - 1})")
    start = record.get("start")
    match = Match.from_position(start) if start else Match(ruleset, record["seed"])
    shown: list[dict[str, Any]] = []
    for index, entry in enumerate(record["rounds"]):
        if index > 0:
            match.next_round()
        shown.append(_frame(match.round, seat, open_cards))
        for text in entry["actions"]:
            match.play(text)
            shown.append(_frame(match.round, seat, open_cards))
    return shown


def _frame(game: Round, seat: int | None, open_cards: bool) -> dict[str, Any]:
    if not open_cards:
        return game.view(seat).to_dict()
    frame = game.view(None).to_dict()
    frame["to_move"] = game.to_move
    frame["phase"] = game.phase
    frame["hands"] = [[game.deck.cards[card].code for card in hand] for hand in game.hands]
    frame["events"] = [event.to_dict() for event in game.log]
    return frame

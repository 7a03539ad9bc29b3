"""Checks every message a seat got against the engine, replayed from the match's record:
the view equals the engine's view for that seat at that state, the events are the tail of
the engine's log as the seat may see it (in a throw-in window: the table's window view of
the engine's round, :func:`maumau.web.tables.window.seat_view`), a private event of another seat
carries no card, and the hand shown is exactly the seat's own (no card of another hand)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from maumau.core.match import Match
from maumau.core.ruleset import Ruleset
from maumau.web.tables.window import seat_view


@dataclass(frozen=True)
class Moment:
    view: dict[str, Any]
    hands: list[list[str]]
    hidden: list[bool]
    """Per event of the round's log: whether it is private and not to this seat."""


def moments(record: dict[str, Any], seat: int | None, first_state: int
            ) -> dict[tuple[int, int], list[Moment]]:
    """(state id, round) -> what the engine says about the moments of the recorded match
    with that state id (several where throw-in passes nobody notices were made)."""
    match = Match(Ruleset.from_dict(record["ruleset"]), record["seed"])
    state = first_state
    found: dict[tuple[int, int], list[Moment]] = {}

    def snap() -> None:
        game = match.round
        hands = [[game.deck.cards[card].code for card in hand] for hand in game.hands]
        hidden = [event.private_to is not None and (seat is None or seat not in
                                                    event.private_to) for event in game.log]
        view = seat_view(game, seat) if game.phase == "throw_in" else game.view(seat)
        found.setdefault((state, game.index), []).append(Moment(view.to_dict(), hands, hidden))

    for index, entry in enumerate(record["rounds"]):
        if index:
            match.next_round()
        snap()
        for text in entry["actions"]:
            asked = match.round.phase == "throw_in"
            if match.play(text) or not asked:
                state += 1  # a throw-in pass nobody notices does not count
            snap()
    return found


def check_messages(messages: list[dict[str, Any]], record: dict[str, Any],
                   seat: int | None, first_state: int = 0) -> int:
    """Check every ``state`` message of the recorded match; return how many there were."""
    expected = moments(record, seat, first_state)
    checked = 0
    for message in messages:
        if message["type"] != "state" or message["view"] is None:
            continue
        key = (message["state"], message["view"]["round"])
        assert key in expected, f"state {key} is not a moment of the match"
        matching = [moment for moment in expected[key] if moment.view == message["view"]]
        assert matching, f"state {key}: not the engine's view"
        moment = matching[0]
        own = moment.hands[seat] if seat is not None else []
        assert sorted(message["view"]["hand"]) == sorted(own), (
            f"state {key}: the hand shown is not exactly the seat's own")
        events = message["events"]
        log = moment.view["events"]
        assert events == log[len(log) - len(events):]
        for event, hidden in zip(events, moment.hidden[len(log) - len(events):], strict=True):
            if hidden:
                assert "cards" not in event and "action" not in event, event
        checked += 1
    return checked

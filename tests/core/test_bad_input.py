"""Bad input of every kind gets the project's own error naming the problem, and changes
nothing: odd numbers in options and notation, junk in records and positions, misuse of
the API (findings of a robustness audit, kept as regressions)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from maumau import (
    Action,
    ActionKind,
    IllegalActionError,
    Match,
    NotationError,
    PositionError,
    RecordError,
    Ruleset,
    RulesetError,
    load_position,
    parse_action,
    replay_record,
)
from maumau.bots import make_bot
from maumau.core.errors import MatchStateError, SeatError


def finished_record() -> dict[str, Any]:
    match = Match(Ruleset.create("classic", 2, "single"), seed=4)
    bot = make_bot("simple", "classic")
    rng = random.Random(4)
    while not match.round.is_over():
        seat = match.round.to_move
        match.apply(bot.choose(match.round.view(seat), rng))
    return match.to_record()


@pytest.mark.parametrize("value", ["--5", "²", "٣", "9" * 5000, "1e3", " 4 2 "])
def test_odd_whole_numbers_are_refused_as_option_values(value: str) -> None:
    with pytest.raises(RulesetError, match="hand_size"):
        Ruleset.create("classic", 4, options={"hand_size": value})


@pytest.mark.parametrize("text", ["7H>" + "9" * 5000, "g:swap>１", "7H>-1"])
def test_odd_target_seats_are_refused_as_notation(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


@pytest.mark.parametrize("junk", [None, 7, b"7H", ["7H"]])
def test_notation_must_be_text(junk: Any) -> None:
    with pytest.raises(NotationError):
        parse_action(junk)


@pytest.mark.parametrize(("field", "value"), [
    ("totals", 5), ("totals", [True, 0]), ("winners", [1.5]), ("winners", "0"),
    ("version", True),
])
def test_junk_in_a_record_is_refused(field: str, value: object) -> None:
    record = finished_record()
    record[field] = value
    with pytest.raises(RecordError):
        replay_record(record)


@pytest.mark.parametrize(("field", "value"), [
    ("dealer", True), ("result", {"winners": [1.5], "points": [0, 0], "reason": "out"}),
    ("result", {"winners": [True], "points": [0, 0], "reason": "out"}),
])
def test_junk_in_a_round_of_a_record_is_refused(field: str, value: object) -> None:
    record = finished_record()
    record["rounds"][0][field] = value
    with pytest.raises(RecordError):
        replay_record(record)


def test_a_start_position_with_another_seed_is_refused() -> None:
    start = Match(Ruleset.create("classic", 2, "single"), seed=4).round.to_position()
    match = Match.from_position(start)
    record = match.to_record()
    record["seed"] = 5
    with pytest.raises(RecordError, match="seed"):
        replay_record(record)


@pytest.mark.parametrize(("field", "value"), [("direction", True), ("version", True)])
def test_booleans_are_not_numbers_in_a_position(field: str, value: object) -> None:
    position = Match(Ruleset.create("classic", 3), seed=2).round.to_position()
    position[field] = value
    with pytest.raises(PositionError):
        load_position(position)


def test_a_drawn_card_that_cannot_be_played_cannot_wait_to_be_played() -> None:
    """play_after_draw [I-7]: only a drawn card that fits waits to be played."""
    game = Match(Ruleset.create("classic", 2), seed=1).round
    position = game.to_position()
    top = position["discard"][-1]
    misfit = next(code for hand in position["hands"] for code in hand
                  if code[0] != top[0] and code[1] != top[1] and code[0] != "J")
    seat = next(s for s, hand in enumerate(position["hands"]) if misfit in hand)
    position.update(to_move=seat, phase="after_draw", drawn=misfit, pending_draw=0)
    with pytest.raises(PositionError, match="cannot be played"):
        load_position(position)


@pytest.mark.parametrize("seat", [True, -1, 2, "0", 1.0])
def test_a_view_is_only_for_a_seat_at_the_table(seat: Any) -> None:
    game = Match(Ruleset.create("classic", 2), seed=1).round
    with pytest.raises(SeatError):
        game.view(seat)
    with pytest.raises(SeatError):
        game.events_for(seat)


@pytest.mark.parametrize("junk", [None, "7H", 5, Action(ActionKind.PLAY)])
def test_what_is_not_a_legal_action_is_refused_without_change(junk: Any) -> None:
    for variant, players in (("classic", 2), ("heuldoch", 3)):
        game = Match(Ruleset.create(variant, players), seed=1).round
        before = copy.deepcopy(game.to_position())
        with pytest.raises(IllegalActionError):
            game.apply(junk)
        assert game.to_position() == before


def test_notation_for_a_round_must_be_text() -> None:
    game = Match(Ruleset.create("classic", 2), seed=1).round
    with pytest.raises(IllegalActionError):
        game.play(None)


@pytest.mark.parametrize("arguments", [
    {"variant": ["classic"], "players": 4},
    {"variant": "classic", "players": 4, "preset": ["standard"]},
    {"variant": "classic", "players": 4, "options": [("jokers", 1)]},
])
def test_ruleset_arguments_of_the_wrong_type_are_refused(arguments: dict[str, Any]) -> None:
    with pytest.raises(RulesetError):
        Ruleset.create(**arguments)


def test_the_next_round_waits_for_this_one() -> None:
    match = Match(Ruleset.create("classic", 2), seed=1)
    with pytest.raises(MatchStateError, match="not over"):
        match.next_round()

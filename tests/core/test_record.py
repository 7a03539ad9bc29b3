"""Records: replay to the same match; edited, truncated or tampered records are refused."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from maumau import Match, RecordError, Ruleset, replay_record
from tests.support.rulesets import RulesetCase, preset_sample

CASES = preset_sample()
IDS = [case.name for case in CASES]


def play_match(rules: Ruleset, seed: int, max_rounds: int = 3,
               stop_after: int | None = None) -> Match:
    """Random legal play until the match is over, ``max_rounds`` are done, or
    ``stop_after`` actions into the last round."""
    rng = random.Random(f"record:{seed}")
    match = Match(rules, seed)
    while True:
        taken = 0
        while match.round.result is None and (stop_after is None or taken < stop_after):
            match.apply(rng.choice(list(match.round.legal_actions())))
            taken += 1
        if match.round.result is None or match.is_over() or len(match.results) >= max_rounds:
            return match
        match.next_round()


def result_dicts(match: Match) -> list[dict[str, Any]]:
    return [result.to_dict() for result in match.results]


def refusal(record: dict[str, Any]) -> RecordError:
    with pytest.raises(RecordError) as error:
        replay_record(record)
    return error.value


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_record_replays_to_the_same_match(case: RulesetCase) -> None:
    match = play_match(case.build(), 3)
    record = match.to_record()
    text = json.dumps(record)
    for data in (record, text, json.loads(text)):
        replayed = replay_record(data)
        assert replayed.totals == match.totals
        assert result_dicts(replayed) == result_dicts(match)
        assert replayed.result == match.result
        assert replayed.round.to_position() == match.round.to_position()
        assert replayed.to_record() == record


def test_a_finished_classic_match_replays_to_its_winners() -> None:
    match = play_match(Ruleset.create("classic", 3, options={"target_score": 60}), 5, 50)
    assert match.is_over() and match.result is not None
    record = match.to_record()
    assert record["winners"] == list(match.result.winners)
    replayed = replay_record(json.loads(json.dumps(record)))
    assert replayed.is_over() and replayed.result == match.result


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_an_unfinished_round_replays_to_the_same_position(case: RulesetCase) -> None:
    match = play_match(case.build(), 4, stop_after=9)
    record = match.to_record()
    if match.round.result is not None:
        pytest.skip("the round ended within 9 actions")
    assert record["rounds"][-1]["result"] is None
    replayed = replay_record(json.dumps(record))
    assert replayed.round.to_position() == match.round.to_position()
    replayed.apply(replayed.round.legal_actions()[0])


def an_illegal_text(match: Match, round_index: int, action_index: int) -> str:
    """An action that is not legal just before the given action of the record."""
    record = copy.deepcopy(match.to_record())
    record["rounds"] = record["rounds"][:round_index + 1]
    record["rounds"][-1]["actions"] = record["rounds"][-1]["actions"][:action_index]
    record["rounds"][-1]["result"] = None
    record["totals"] = record["winners"] = None
    game = replay_record(record).round
    legal = set(game.legal_actions())
    hands: list[list[str]] = game.to_position()["hands"]
    mover = game.to_move
    assert mover is not None
    foreign = sorted({code for seat, hand in enumerate(hands) if seat != mover
                      for code in hand} - set(hands[mover]))
    if foreign:
        return foreign[0]
    for candidate in ("take", "pass", "draw", "gamble"):
        if game.parse_action(candidate) not in legal:
            return candidate
    raise AssertionError("every word is legal here")


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_an_edited_action_is_refused_where_it_stands(case: RulesetCase) -> None:
    match = play_match(case.build(), 6, max_rounds=2)
    record = match.to_record()
    last = len(record["rounds"]) - 1
    for round_index, action_index in ((0, 0), (0, len(record["rounds"][0]["actions"]) // 2),
                                      (last, len(record["rounds"][last]["actions"]) - 1)):
        edited = copy.deepcopy(record)
        illegal = an_illegal_text(match, round_index, action_index)
        edited["rounds"][round_index]["actions"][action_index] = illegal
        error = refusal(edited)
        assert (error.round_index, error.action_index) == (round_index, action_index), error
        # people count rounds and actions from 1, in English as in German
        assert f"round {round_index + 1}, action {action_index + 1}" in str(error)
        assert illegal in str(error)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_truncated_record_is_refused_naming_where_it_ends(case: RulesetCase) -> None:
    match = play_match(case.build(), 7, max_rounds=1)
    record = match.to_record()
    assert record["rounds"][0]["result"] is not None
    cut = copy.deepcopy(record)
    actions = cut["rounds"][0]["actions"]
    del actions[len(actions) // 2:]
    error = refusal(cut)
    assert (error.round_index, error.action_index) == (0, len(actions))
    assert "not over" in str(error)

    unfinished_first = copy.deepcopy(cut)
    unfinished_first["rounds"][0]["result"] = None
    unfinished_first["rounds"].append({"dealer": None, "actions": [], "result": None})
    error = refusal(unfinished_first)
    assert (error.round_index, error.action_index) == (0, len(actions))


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_tampered_results_are_refused(case: RulesetCase) -> None:
    match = play_match(case.build(), 8, max_rounds=1)
    record = match.to_record()

    points = copy.deepcopy(record)
    points["rounds"][0]["result"]["points"][0] += 1
    assert refusal(points).round_index == 0

    winners = copy.deepcopy(record)
    winners["rounds"][0]["result"]["winners"] = [
        seat for seat in range(case.players)
        if seat not in record["rounds"][0]["result"]["winners"]][:1]
    assert refusal(winners).round_index == 0

    totals = copy.deepcopy(record)
    totals["totals"][0] += 1
    assert "totals" in str(refusal(totals))

    extra = copy.deepcopy(record)
    extra["rounds"][0]["actions"].append("draw")
    error = refusal(extra)
    assert (error.round_index, error.action_index) == (0, len(record["rounds"][0]["actions"]))


@pytest.mark.parametrize("data", [
    "{not json", [], {"format": "maumau-position", "version": 1},
    {"format": "maumau-record", "version": 9},
])
def test_documents_that_are_no_record_are_refused(data: object) -> None:
    with pytest.raises(RecordError):
        replay_record(data)  # type: ignore[arg-type]


def test_record_fields_are_checked() -> None:
    record = play_match(Ruleset.create("classic", 2, "single"), 9).to_record()
    for key, value, problem in (("seed", None, "'seed'"), ("rounds", [], "'rounds'"),
                                ("ruleset", {"variant": "classic", "players": 9}, "players")):
        assert problem in str(refusal({**record, key: value}))
    bad_dealer = copy.deepcopy(record)
    bad_dealer["rounds"][0]["dealer"] = 0
    assert refusal(bad_dealer).round_index == 0
    not_text = copy.deepcopy(record)
    not_text["rounds"][0]["actions"][0] = 7
    error = refusal(not_text)
    assert (error.round_index, error.action_index) == (0, 0)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_match_from_a_position_goes_on_and_its_record_replays(case: RulesetCase) -> None:
    source = play_match(case.build(), 10, stop_after=6)
    if source.round.result is not None:
        pytest.skip("the round ended within 6 actions")
    position = source.round.to_position()
    position["totals"] = [seat * 3 for seat in range(case.players)]
    match = Match.from_position(json.loads(json.dumps(position)))
    assert match.totals == position["totals"]
    rng = random.Random(11)
    for _ in range(40):
        if match.round.result is not None:
            if match.is_over():
                break
            match.next_round()
        match.apply(rng.choice(list(match.round.legal_actions())))
    record = json.loads(json.dumps(match.to_record()))
    assert record["start"]["totals"] == position["totals"]
    replayed = replay_record(record)
    assert replayed.round.to_position() == match.round.to_position()
    assert replayed.totals == match.totals
    assert result_dicts(replayed) == result_dicts(match)


def test_a_start_position_of_another_ruleset_is_refused() -> None:
    source = play_match(Ruleset.create("classic", 2), 12, stop_after=3)
    match = Match.from_position(source.round.to_position())
    record = match.to_record()
    record["ruleset"] = Ruleset.create("classic", 2, "party").to_dict()
    assert "ruleset differs" in str(refusal(record))

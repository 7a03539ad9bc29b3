"""Position and record refusals: each failure has its own code and params, rendered in
German and English; a bad step of a record carries the refusal behind it."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest

import maumau
from maumau import i18n
from maumau.core.errors import MauMauError, PositionError, RecordError
from maumau.core.match import Match
from maumau.core.position import load_position
from maumau.core.record import replay_record
from maumau.core.ruleset import Ruleset
from tests.classic.helpers import position

PACKAGE = Path(maumau.__file__).parent


def raise_sites_without_a_code() -> list[str]:
    """PositionError and RecordError constructions that leave the code to the class."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            keyword = any(k.arg == "code" for k in node.keywords)
            if (name == "PositionError" and len(node.args) < 2 and not keyword) or (
                    name == "RecordError" and not keyword):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    return found


def test_every_position_and_record_refusal_names_its_own_code():
    assert raise_sites_without_a_code() == []


def texts_of(problem: MauMauError) -> dict[str, str]:
    return {lang: i18n.error_text(lang, problem.code, problem.params, "FALLBACK")
            for lang in i18n.LANGUAGES}


def refused_position(**fields: Any) -> PositionError:
    data = {**position(["AH QC QD", "8S 9S KD", "TC TD TS"], "KH"), **fields}
    with pytest.raises(PositionError) as caught:
        load_position(data)
    return caught.value


def test_a_card_named_twice_an_unknown_card_and_a_bad_number():
    twice = refused_position(hands=[["AH", "QC", "QD"], ["AH", "9S", "KD"], ["TC", "TD", "TS"]])
    assert twice.code == "position_cards_wrong"
    assert twice.params == {"missing": "8S", "doubled": "AH"}
    assert texts_of(twice) == {
        "de": "Die Karten ergeben nicht das Spiel: es fehlt 8S, doppelt ist AH",
        "en": "The cards do not add up to the pack: missing 8S, doubled AH"}
    unknown = refused_position(talon=["ZZ"])
    assert (unknown.code, unknown.params) == ("position_unknown_card",
                                              {"where": "talon", "card": "ZZ"})
    assert texts_of(unknown)["de"] == "„talon“: die Karte „ZZ“ gibt es in diesem Spiel nicht"
    number = refused_position(to_move=7)
    assert number.code == "position_number"
    assert number.params == {"key": "to_move", "low": 0, "high": 2, "value": "7"}
    assert texts_of(number)["en"] == "'to_move' must be a whole number from 0 to 2, not 7"


def test_a_heuldoch_hand_too_large_names_the_seat_from_one():
    ruleset = Ruleset.create("heuldoch", 3)
    data = Match(ruleset, 4).round.to_position()
    data["hands"][1] = [*data["hands"][1], *data["talon"][:2]]
    data["talon"] = data["talon"][2:]
    with pytest.raises(PositionError) as caught:
        load_position(data)
    problem = caught.value
    assert problem.code == "position_hand_size"
    assert problem.params["seat"] == 1 and problem.params["place"] == 2
    assert texts_of(problem)["de"] == "Platz 2 hält 6 Karten, mehr als 4"


def test_a_bad_ruleset_inside_a_position_is_rendered_inside():
    data = position(["AH QC QD", "8S 9S KD", "TC TD TS"], "KH")
    data["ruleset"] = {**data["ruleset"], "options": {"hand_size": 99}}
    with pytest.raises(PositionError) as caught:
        load_position(data)
    problem = caught.value
    assert problem.code == "position_ruleset"
    cause = problem.params["cause"]
    assert isinstance(cause, dict) and cause["code"] == "option_value_int"
    german = texts_of(problem)["de"]
    assert german.startswith("Die Regeln der Stellung stimmen nicht: ")
    assert "99" in german and "FALLBACK" not in german
    json.dumps(problem.params)  # JSON all the way down


def record() -> dict[str, Any]:
    match = Match(Ruleset.create("classic", 2, "single"), 5)
    game = match.round
    for _ in range(6):
        game = match.round
        match.apply(sorted(game.legal_actions(), key=str)[0])
        if match.round.result is not None:
            break
    return match.to_record()


def refused_record(data: Any) -> RecordError:
    with pytest.raises(RecordError) as caught:
        replay_record(data)
    return caught.value


def test_record_refusals_have_their_own_codes_in_both_languages():
    good = record()
    version = refused_record({**good, "version": 9})
    assert (version.code, version.params) == ("record_version",
                                              {"version": "9", "supported": 1})
    assert texts_of(version) == {
        "de": "Aufzeichnungen der Version 9 kann maumau nicht lesen (nur Version 1)",
        "en": "maumau cannot read records of version 9 (only version 1)"}
    assert refused_record("[1, 2").code == "record_not_json"
    assert refused_record({**good, "rounds": []}).code == "record_rounds"
    bad_step = json.loads(json.dumps(good))
    bad_step["rounds"][0]["actions"][1] = "hallo"
    step = refused_record(bad_step)
    assert step.code == "record_action"
    assert step.params["round"] == 1 and step.params["action"] == 2
    assert step.round_index == 0 and step.action_index == 1
    assert texts_of(step) == {
        "de": "Aufzeichnung, Runde 1, Zug 2: Die Karte „hallo“ gibt es nicht",
        "en": "Record, round 1, action 2: There is no card “hallo”"}
    totals = refused_record({**good, "totals": [1, 2]})
    assert totals.code in ("record_totals", "record_unfinished", "record_not_over")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_cause_the_catalogue_lacks_falls_back_to_its_english_message(lang: str):
    cause = {"code": "no_such_code", "params": {}, "message": "something odd"}
    text = i18n.error_text(lang, "record_start", {"cause": cause}, "FALLBACK")
    assert text.endswith(": something odd")

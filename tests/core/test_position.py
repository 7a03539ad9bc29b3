"""Positions: save and load round-trip, play on identically, refuse inconsistent states."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

from maumau import EventKind, PositionError, Ruleset, load_position
from maumau.core.round import Round
from tests.support.play import bot_action, table_of_bots
from tests.support.rulesets import RulesetCase, preset_grid

CASES = preset_grid()
IDS = [case.name for case in CASES]


def played_round(rules: Ruleset, seed: int, actions: int) -> tuple[Round, random.Random]:
    """A round after up to ``actions`` seeded bot actions, and the generator to go on."""
    rng = random.Random(f"position:{seed}")
    bots = table_of_bots(rules.variant, rules.players, rng)
    game = rules.game.new_round(rules, seed, 0, rules.players - 1)
    for _ in range(actions):
        if game.result is not None:
            break
        game.apply(bot_action(bots, game, rng))
    return game, rng


def first_unfinished(rules: Ruleset, seed: int, actions: int) -> Round:
    for offset in range(50):
        game, _ = played_round(rules, seed + offset, actions)
        if game.result is None:
            return game
    raise AssertionError("every round ended early")


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_positions_round_trip_during_play(case: RulesetCase) -> None:
    rules = case.build()
    for seed, actions in ((1, 0), (2, 7), (3, 25)):
        game = first_unfinished(rules, seed, actions)
        position = game.to_position()
        text = json.dumps(position)
        assert load_position(position).to_position() == position
        assert load_position(text).to_position() == position
        assert json.loads(text) == position


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_play_goes_on_from_a_loaded_position_as_from_the_original(case: RulesetCase) -> None:
    rules = case.build()
    for seed in (4, 5):
        original = first_unfinished(rules, seed, 10)
        loaded = load_position(json.dumps(original.to_position()))
        rng = random.Random(seed)
        start = len(original.log)
        while original.result is None and len(original.log) - start < 400:
            action = rng.choice(list(original.legal_actions()))
            assert loaded.legal_actions() == original.legal_actions()
            events = original.apply(action)
            assert [e.to_dict() for e in loaded.apply(action)] == [e.to_dict() for e in events]
            assert loaded.to_position() == original.to_position()
        assert loaded.result == original.result


def test_play_on_reproduces_reshuffles_through_the_chance_counter() -> None:
    """The reshuffle after loading draws from the same generator as the original's [I-2]."""
    rules = Ruleset.create("classic", 2)
    rng = random.Random(0)
    reshuffles = 0
    for seed in range(20):
        original = first_unfinished(rules, seed, 6)
        loaded = load_position(original.to_position())
        while original.result is None:
            action = rng.choice(list(original.legal_actions()))
            events = original.apply(action)
            reshuffles += sum(e.kind is EventKind.RESHUFFLE for e in events)
            loaded.apply(action)
            assert loaded.to_position() == original.to_position()
    assert reshuffles > 0, "no reshuffle happened: the test proves nothing"


# ------------------------------------------------------------------ refusals, every game


def a_position(case: RulesetCase) -> dict[str, Any]:
    return first_unfinished(case.build(), 7, 5).to_position()


def refused(position: object) -> str:
    with pytest.raises(PositionError) as error:
        load_position(position)  # type: ignore[arg-type]
    return str(error.value)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_malformed_and_foreign_documents_are_refused(case: RulesetCase) -> None:
    position = a_position(case)
    assert "not valid JSON" in refused(json.dumps(position)[:-3])
    assert "JSON object" in refused("[1, 2]")
    assert "format" in refused({**position, "format": "maumau-record"})
    assert "format" in refused({key: v for key, v in position.items() if key != "format"})
    assert "version 2" in refused({**position, "version": 2})
    assert "ruleset" in refused({**position, "ruleset": {"variant": "poker", "players": 2}})


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_missing_or_doubled_card_is_named(case: RulesetCase) -> None:
    position = a_position(case)
    hands = position["hands"]
    seat = max(range(len(hands)), key=lambda s: len(hands[s]))
    card = hands[seat][0]

    lost = copy.deepcopy(position)
    lost["hands"][seat].remove(card)
    message = refused(lost)
    assert "missing" in message and card in message, message

    doubled = copy.deepcopy(position)
    doubled["hands"][seat].append(card)
    message = refused(doubled)
    assert "doubled" in message and card in message, message

    unknown = copy.deepcopy(position)
    unknown["hands"][seat][0] = "ZZ"
    assert "'ZZ'" in refused(unknown)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_bad_seat_is_refused(case: RulesetCase) -> None:
    position = a_position(case)
    for seat in (case.players, -1, "1", None):
        assert "to_move" in refused({**position, "to_move": seat})
    assert "hands" in refused({**position, "hands": position["hands"][:-1]})
    assert "dealer" in refused({**position, "dealer": case.players})


# ------------------------------------------------------------------ refusals, classic fields


def classic_position(hands: list[str], discard: str, /, players: int = 2,
                     options: Mapping[str, object] | None = None,
                     **fields: Any) -> dict[str, Any]:
    """A classic position from hands and discard pile given as text; the rest is talon."""
    rules = Ruleset.create("classic", players, options=options or {})
    hand_lists = [hand.split() for hand in hands]
    discard_list = discard.split()
    deck = rules.game.deck(rules)
    rest = Counter({card.code: count for card, count in zip(deck.cards, deck.counts,
                                                             strict=True)})
    rest.subtract(Counter(code for hand in hand_lists for code in hand))
    rest.subtract(Counter(discard_list))
    position: dict[str, Any] = {
        "format": "maumau-position", "version": 1, "ruleset": rules.to_dict(), "seed": 1,
        "round": 0, "dealer": players - 1, "chance": 1, "hands": hand_lists,
        "talon": sorted(rest.elements()), "discard": discard_list, "to_move": 0,
        "direction": 1, "phase": "play", "pending_draw": 0, "wish": None,
        "mau": [False] * players, "drawn": None, "stuck": 0,
    }
    position.update(fields)
    return position


def test_a_hand_made_classic_position_loads() -> None:
    position = classic_position(["7H 8H", "9C TC"], "KH")
    assert load_position(position).to_position() == position


@pytest.mark.parametrize(("fields", "problem"), [
    ({"direction": 2}, "'direction' must be 1 or -1"),
    ({"direction": 0}, "'direction' must be 1 or -1"),
    ({"phase": "dance"}, "'phase' must be one of"),
    ({"phase": "over"}, "'phase' must be one of"),
    ({"phase": "penalty", "pending_draw": 2}, "no draw penalty can be pending on KH"),
    ({"pending_draw": 2}, "exactly in the 'penalty' phase"),
    ({"phase": "skip"}, "no skip can be pending on KH"),
    ({"wish": "H"}, "no wish can be in force on KH"),
    ({"wish": "Z"}, "'wish' must be one of D, H, S, C, 'any' or null"),
    ({"phase": "after_draw", "drawn": "9C"}, "the drawn card must be in the hand"),
    ({"phase": "after_draw", "drawn": "ZZ"}, "'ZZ'"),
    ({"drawn": "7H"}, "exactly in the 'after_draw' phase"),
    ({"phase": "choose"}, "only the dealer chooses"),
    ({"mau": [True]}, "'mau' must be a list of 2"),
    ({"chance": -1}, "'chance'"),
    ({"seed": None}, "'seed'"),
    ({"stuck": 5}, "'stuck'"),
    ({"discard": []}, "missing KH"),
    ({"talon": "7S"}, "'talon' must be a list of card codes"),
], ids=lambda value: str(value)[:40])
def test_inconsistent_classic_positions_name_the_problem(fields: dict[str, Any],
                                                          problem: str) -> None:
    message = refused(classic_position(["7H 8H", "9C TC"], "KH", **fields))
    assert problem in message, message


def test_classic_effects_must_fit_the_top_card() -> None:
    assert "needs a wish" in refused(classic_position(["7H 8H", "9C TC"], "KH JC"))
    load_position(classic_position(["7H 8H", "9C TC"], "KH JC", wish="H"))
    load_position(classic_position(["7H 8H", "9C TC"], "KH 7C", phase="penalty",
                                   pending_draw=4))
    skip = {"skip_can_be_countered": True}
    assert "no skip" in refused(classic_position(["7H 8H", "9C TC"], "KH", phase="skip",
                                                 options=skip))
    load_position(classic_position(["7H 8H", "9C TC"], "KH 8C", phase="skip", options=skip))
    assert "play_after_draw is off" in refused(classic_position(
        ["7H 8H", "9C TC"], "KH", phase="after_draw", drawn="7H",
        options={"play_after_draw": False}))
    assert "seat 1 has no cards" in refused(classic_position(["7H 8H", ""], "KH"))

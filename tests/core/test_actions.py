"""Action notation: every action round-trips through text; malformed text is refused."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from maumau import (
    DRAW,
    PASS,
    TAKE,
    Action,
    ActionKind,
    Call,
    Card,
    NotationError,
    Ruleset,
    format_action,
    parse_action,
)
from maumau.core.actions import GAMBLE, choose, play
from tests.support.play import bot_action, table_of_bots
from tests.support.rulesets import RulesetCase, preset_grid

HAND_WRITTEN = [
    ("7H", play("7H")),
    ("JC/H", play("JC", "H")),
    ("7H!", play("7H", call=Call.MAU)),
    ("JC/H!", play("JC", "H", call=Call.MAU)),
    ("b:wink!!", play("b:wink", call=Call.MAU_MAU)),
    ("g:swap>2", play("g:swap", target=2)),
    ("g:swap>10!", play("g:swap", target=10, call=Call.MAU)),
    ("p:wish/g>3!!", play("p:wish", "g", 3, Call.MAU_MAU)),
    ("b+2", play("b+2")),
    ("+4/y", play("+4", "y")),
    ("X", play("X")),
    ("/H", choose("H")),
    (">2", choose(target=2)),
    ("/left>1", choose("left", 1)),
    ("draw", DRAW),
    ("take", TAKE),
    ("pass", PASS),
    ("gamble", GAMBLE),
]

MALFORMED = ["", "   ", "/", ">", "!", "!!", "7H/", "7H>", "7H>x", "7H!!!", "7H H", "JC/H/S",
             "7H>2>3", "7H!/H", "/H!", "dra w", "7H>-1"]


@pytest.mark.parametrize(("text", "action"), HAND_WRITTEN, ids=[t for t, _ in HAND_WRITTEN])
def test_hand_written_actions_round_trip(text: str, action: Action) -> None:
    assert parse_action(text) is action
    assert format_action(action) == text
    assert str(action) == text


@pytest.mark.parametrize("text", ["DRAW", " take ", "Pass\n", "GAMBLE"])
def test_words_are_read_in_any_case_and_spacing(text: str) -> None:
    assert parse_action(text).kind.value == text.strip().lower()


@pytest.mark.parametrize("text", MALFORMED, ids=[repr(t) for t in MALFORMED])
def test_malformed_text_names_itself_in_the_error(text: str) -> None:
    with pytest.raises(NotationError) as refused:
        parse_action(text)
    assert repr(text) in str(refused.value) or repr(text.strip()) in str(refused.value)


def test_a_deck_normalises_the_card_code_and_refuses_unknown_cards() -> None:
    rules = Ruleset.create("classic", 2)
    deck = rules.game.deck(rules)
    assert parse_action("7h", deck) is play("7H")
    assert parse_action("jc/H!", deck) is play("JC", "H", call=Call.MAU)
    with pytest.raises(NotationError, match="unknown card 'ZZ'"):
        parse_action("ZZ/H", deck)


def test_actions_are_interned_immutable_values() -> None:
    action = play("JC", "H", call=Call.MAU)
    assert Action(ActionKind.PLAY, Card("JC"), "H", None, Call.MAU) is action
    assert pickle.loads(pickle.dumps(action)) is action
    assert copy.deepcopy(action) is action
    assert copy.copy(action) is action
    with pytest.raises(AttributeError):
        action.choice = "S"
    assert play("JC", "S") is not action
    assert hash(action) == hash(play("JC", "H", call=Call.MAU))


@pytest.mark.parametrize("case", preset_grid(), ids=[case.name for case in preset_grid()])
def test_every_legal_action_of_random_play_round_trips(case: RulesetCase) -> None:
    """Through the round's own parser too, which checks codes against the deck."""
    rules = case.build()
    rng = random.Random(case.name)
    seen: set[Action] = set()
    for seed in range(3):
        game = rules.game.new_round(rules, seed, 0, rules.players - 1)
        bots = table_of_bots(rules.variant, rules.players, rng, ("random",))
        for _ in range(200):
            if game.result is not None:
                break
            seen.update(game.legal_actions())
            game.apply(bot_action(bots, game, rng))
    assert seen
    for action in seen:
        text = format_action(action)
        assert parse_action(text) is action, text
        assert game.parse_action(text) is action, text

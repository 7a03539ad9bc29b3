"""Events and their redaction: a drawn card is named to its drawer only [I-5]."""

from __future__ import annotations

import json
import random

import pytest

from maumau import Card, Event, EventKind, Ruleset
from maumau.core.actions import play
from tests.support.rulesets import RulesetCase, preset_sample


def test_seen_by_hides_private_cards_from_everyone_else() -> None:
    drew = Event(EventKind.DRAW, 1, (Card("7H"),), 1, private_to=frozenset({1}))
    assert drew.seen_by(1) is drew
    for seat in (0, 2, None):
        seen = drew.seen_by(seat)
        assert seen.cards == () and seen.private_to is None
        assert (seen.kind, seen.seat, seen.count) == (EventKind.DRAW, 1, 1)


def test_public_events_are_shown_as_they_are() -> None:
    played = Event(EventKind.PLAY, 0, (Card("JC"),), action=play("JC", "H"), choice="H")
    for seat in (0, 1, None):
        assert played.seen_by(seat) is played


def test_to_dict_is_compact_json() -> None:
    played = Event(EventKind.PLAY, 0, (Card("JC"),), action=play("JC", "H"), choice="H")
    assert played.to_dict() == {"kind": "play", "seat": 0, "cards": ["JC"], "action": "JC/H",
                                "choice": "H"}
    assert Event(EventKind.RESHUFFLE, count=9).to_dict() == {"kind": "reshuffle", "count": 9}
    drew = Event(EventKind.PENALTY, 2, (Card("7H"), Card("8H")), 2, private_to=frozenset({2}))
    assert drew.seen_by(0).to_dict() == {"kind": "penalty", "seat": 2, "count": 2}
    json.dumps(drew.to_dict())


@pytest.mark.parametrize("case", preset_sample(), ids=[c.name for c in preset_sample()])
def test_drawn_cards_reach_only_the_drawer_in_play(case: RulesetCase) -> None:
    rules: Ruleset = case.build()
    rng = random.Random(5)
    private_seen = 0
    for seed in range(3):
        game = rules.game.new_round(rules, seed, 0, rules.players - 1)
        for _ in range(150):
            if game.result is not None:
                break
            game.apply(rng.choice(list(game.legal_actions())))
        for seat in (None, *range(rules.players)):
            for event, seen in zip(game.log, game.events_for(seat), strict=True):
                if event.kind in (EventKind.DRAW, EventKind.PENALTY) and event.seat != seat:
                    assert seen.cards == (), (seat, event)
                if event.private_to is not None and event.cards:
                    private_seen += 1
                    if seat is not None and seat in event.private_to:
                        assert seen.cards == event.cards
    assert private_seen, "no private card moved: the test proves nothing"

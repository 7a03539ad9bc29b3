"""Tabaluga positions round-trip; the game has no emojical phases; notation round-trips."""

from __future__ import annotations

import pytest

from maumau import Match, PositionError, Ruleset, load_position, parse_action
from tests.tabaluga.helpers import position


def test_a_dealt_position_round_trips() -> None:
    game = Match(Ruleset.create("tabaluga", 4), seed=9).round
    data = game.to_position()
    assert load_position(data).to_position() == data


@pytest.mark.parametrize("phase", ["throw_in", "continue"])
def test_emojical_phases_are_refused(phase: str) -> None:
    with pytest.raises(PositionError, match=f"no '{phase}' phase"):
        load_position(position(["r3 g8 b5", "g1 g2"], "r8", phase=phase))


def test_a_wish_is_refused_on_a_card_that_names_none() -> None:
    with pytest.raises(PositionError, match="no wish can be in force on r8"):
        load_position(position(["r3 g8 b5", "g1 g2"], "r8", wish="g"))


@pytest.mark.parametrize("text", ["g1", "b+2!", "W/y", "yS", "rR!", "draw", "take"])
def test_notation_round_trips(text: str) -> None:
    rules = Ruleset.create("tabaluga", 3)
    assert str(parse_action(text, rules.game.deck(rules))) == text

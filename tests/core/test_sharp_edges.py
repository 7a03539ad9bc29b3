"""The sharp edges in the library: errors, rounds and matches as values,
reading notation, the bot factory, and mismatches named as RulesetError, not KeyError."""

from __future__ import annotations

import copy
import random
import typing

import pytest

import maumau
from maumau import Match, Round, Ruleset
from maumau.bots import base as bots_base
from maumau.core import bot as core_bot
from maumau.core.errors import IllegalActionError, MatchStateError, NotAnActionError
from maumau.core.options import int_option
from maumau.games.shedding.classic import CLASSIC
from maumau.games.shedding.variant import (
    FewestPointsAfterGames,
    FirstToTargetScore,
    SheddingVariant,
)
from maumau.sim import runner
from maumau_crazy_eights.game import OPTIONS, PRESETS, rules_for


def test_every_library_error_is_exported_from_maumau() -> None:
    assert maumau.MatchStateError is MatchStateError
    assert maumau.NotAnActionError is NotAnActionError
    errors = {name for name in maumau.__all__ if name.endswith("Error")}
    assert {"MatchStateError", "NotAnActionError", "SeatError"} <= errors


def dealt(seed: int = 2) -> Match:
    return Match(Ruleset.create("classic", 3), seed=seed)


def test_a_round_equals_its_clone_and_compares_by_state() -> None:
    game = dealt().round
    twin = game.clone()
    assert game == twin
    twin.apply(twin.legal_actions()[0])
    assert game != twin
    game.apply(game.legal_actions()[0])
    assert game == twin
    with pytest.raises(TypeError):
        hash(game)


def test_a_round_prints_as_a_board_and_repr_builds_it_again() -> None:
    game = dealt().round
    text = str(game)
    assert "every hand shown" in text
    assert "to move: seat" in text and "discard pile:" in text
    for hand in game.hands:
        assert " ".join(game.deck.cards[card].code for card in hand) in text
    assert "object at 0x" not in repr(game)
    assert eval(repr(game), {type(game).__name__: type(game)}) == game


def test_a_match_compares_and_prints_by_state() -> None:
    match = dealt()
    assert match == dealt()
    assert match != dealt(seed=3)
    assert "totals 0 0 0" in str(match)
    assert Match.from_text(match.to_text()) == match
    assert repr(match).startswith("Match.from_text(")


def test_parse_action_normalises_case_to_a_legal_action_or_refuses() -> None:
    game = dealt().round  # seed 2: JH/D, JH/H ... are legal
    assert game.parse_action("jh/d") is game.parse_action("JH/D")
    assert game.parse_action("jh/d") in game.legal_actions()
    spelled = game.parse_action("ac/d")  # not legal, but spelled as the game spells it
    assert str(spelled) == "AC/D"
    with pytest.raises(IllegalActionError):
        game.apply(spelled)
    assert str(game.parse_action("JS/d")) == "JS/D"
    with pytest.raises(IllegalActionError):
        game.parse_action("jh/x")  # a choice no legal action spells, in another case


def test_one_bot_factory_signature_everywhere() -> None:
    assert runner.BotFactory is core_bot.BotFactory is bots_base.BotFactory
    assert typing.get_args(core_bot.BotFactory)[0] == [str, str]
    bot = bots_base.make_bot("random", "classic")
    assert bot.choose(dealt().round.view(dealt().round.to_move), random.Random(1))


def test_a_shedding_game_without_its_match_option_is_refused_when_made() -> None:
    with pytest.raises(maumau.RulesetError, match="target_score"):
        SheddingVariant("scoreless", (2, 4), rules_for, FirstToTargetScore(),
                        options=OPTIONS, voluntary_draw=True, calls=False, presets=PRESETS)
    with pytest.raises(maumau.RulesetError, match="games"):
        SheddingVariant("endless", (2, 4), rules_for, FewestPointsAfterGames(),
                        options=(int_option("target_score", 0, 0, 10),), voluntary_draw=True,
                        calls=False, presets={"standard": {}})


def test_card_planes_of_a_game_without_a_code_rule_is_a_ruleset_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = copy.copy(CLASSIC)
    monkeypatch.setattr(game, "faces", lambda: {"layout": "shared"})
    with pytest.raises(maumau.RulesetError, match="'code' rule"):
        game.card_planes(4)


def test_rounds_are_not_hashed_by_identity_any_more() -> None:
    assert Round.__hash__ is None
    assert Match.__hash__ is None

"""docs/rules.md §2 [I-15]: a special card turned up has no effect; a turned-up Farbwechsel
lets the first player play any card."""

from __future__ import annotations

import pytest

from maumau import Ruleset
from maumau.games.shedding.round import SheddingRound


def deal_with_starter(code: str) -> SheddingRound:
    ruleset = Ruleset.create("tabaluga", 3)
    for seed in range(3000):
        game = ruleset.game.new_round(ruleset, seed, 0, 2)
        assert isinstance(game, SheddingRound)
        if game.to_position()["discard"] == [code]:
            return game
    raise AssertionError(f"no seed turns up {code}")


@pytest.mark.parametrize("code", ["r+2", "r+4", "rS", "rR"])
def test_a_turned_up_special_card_has_no_effect(code: str) -> None:
    game = deal_with_starter(code)

    assert (game.to_move, game.phase, game.direction, game.pending) == (0, "play", 1, 0)
    assert [len(hand) for hand in game.hands] == [5, 5, 5]
    assert [event.kind.value for event in game.log] == ["deal", "start"]


def test_a_turned_up_farbwechsel_lets_the_first_player_play_any_card() -> None:
    game = deal_with_starter("W")

    assert game.to_position()["wish"] == "any"
    playable = {str(a) for a in game.legal_actions() if a.card is not None}
    assert {code.split("/")[0] for code in playable} == {c.code for c in game.view(0).hand}

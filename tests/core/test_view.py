"""Views: the only window on a round [I-5] — serialisable, own hand only, legal moves for
the seat to move only, nothing for a spectator's hand."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from maumau import Ruleset
from maumau.core.round import Round
from tests.support.rulesets import RulesetCase, preset_grid

CASES = preset_grid()
IDS = [case.name for case in CASES]


def rounds_in_play(rules: Ruleset, seed: int) -> list[Round]:
    """Snapshots of one seeded round after 0, 5, 10, ... random legal actions."""
    rng = random.Random(seed)
    game = rules.game.new_round(rules, seed, 0, rules.players - 1)
    snapshots = [game.copy()]
    for step in range(1, 41):
        if game.result is not None:
            break
        game.apply(rng.choice(list(game.legal_actions())))
        if step % 5 == 0 or game.result is not None:
            snapshots.append(game.copy())
    return snapshots


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_views_are_json_and_show_only_what_the_seat_may_know(case: RulesetCase) -> None:
    rules = case.build()
    for game in rounds_in_play(rules, 1):
        hands = game.to_position()["hands"]
        for seat in (None, *range(rules.players)):
            view = game.view(seat)
            data = json.loads(json.dumps(view.to_dict()))
            assert data["seat"] == seat and data["variant"] == rules.variant
            assert view.players == rules.players
            assert view.hand_sizes == tuple(len(hand) for hand in hands)
            assert view.result == game.result
            if seat == game.to_move:
                assert (view.to_move, view.phase) == (game.to_move, game.phase)
            elif view.to_move != game.to_move:
                # Who is polled out of turn may be hidden: it would tell who holds what.
                assert view.to_move is None
            if seat is None:
                assert view.hand == ()
                assert view.legal_actions == ()
                assert not view.is_my_turn
                assert game.spectator_view() == view
                continue
            assert Counter(card.code for card in view.hand) == Counter(hands[seat])
            if seat == game.to_move:
                assert view.is_my_turn
                assert view.legal_actions == tuple(game.legal_actions())
                assert data["legal_actions"] == [str(a) for a in game.legal_actions()]
            else:
                assert view.legal_actions == () and data["legal_actions"] == []


@pytest.mark.parametrize("case", CASES[:1], ids=IDS[:1])
def test_a_seat_out_of_range_has_no_view(case: RulesetCase) -> None:
    game = rounds_in_play(case.build(), 2)[0]
    with pytest.raises(ValueError):
        game.view(case.players)


def test_classic_table_shows_no_hidden_card() -> None:
    """The public table names the top card and sizes; a drawn card only to the drawer."""
    rules = Ruleset.create("classic", 3)
    rng = random.Random(3)
    game = rules.game.new_round(rules, 3, 0, 2)
    saw_drawn = False
    for _ in range(300):
        if game.result is not None:
            break
        position = game.to_position()
        for seat in (None, 0, 1, 2):
            table = game.view(seat).table
            assert table["top"] == position["discard"][-1]
            assert table["talon_size"] == len(position["talon"])
            mover = seat is not None and seat == game.to_move
            assert table["drawn"] == (position["drawn"] if mover else None)
            saw_drawn = saw_drawn or (mover and table["drawn"] is not None)
        game.apply(rng.choice(list(game.legal_actions())))
    assert saw_drawn, "no drawn card waited to be played: the test proves nothing"

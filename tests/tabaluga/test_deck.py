"""docs/rules.md §2 deck and deal: 110 cards, 5 each, 2–6 players [I-14], dealer rotation."""

from __future__ import annotations

from collections import Counter

import pytest

from maumau import Match, Ruleset, RulesetError
from tests.support.shedding_positions import first_called


def test_the_pack_holds_110_cards_of_the_rulebook() -> None:
    deck = Ruleset.create("tabaluga", 4).game.deck(Ruleset.create("tabaluga", 4))
    counts = dict(zip((card.code for card in deck.cards), deck.counts, strict=True))

    assert len(deck) == 110
    assert sum(counts[c + d] for c in "gbry" for d in "123456789") == 72
    assert all(counts[c + s] == 2 for c in "gbry" for s in ("R", "+2", "+4", "S"))
    assert counts["W"] == 6


@pytest.mark.parametrize("players", [1, 7])
def test_two_to_six_players(players: int) -> None:
    """[I-14]."""
    with pytest.raises(RulesetError, match="2 to 6 players"):
        Ruleset.create("tabaluga", players)


def test_five_cards_each_and_the_dealer_rotates_left() -> None:
    match = Match(Ruleset.create("tabaluga", 3), seed=4)
    game = match.round
    position = game.to_position()

    assert [len(hand) for hand in position["hands"]] == [5, 5, 5]
    assert len(position["discard"]) == 1
    assert (game.dealer, game.to_move) == (2, 0)
    assert Counter(len(h) for h in position["hands"]) == Counter({5: 3})
    while game.result is None:
        match.apply(first_called(game))
    match.next_round()
    assert (match.round.dealer, match.round.to_move) == (0, 1)

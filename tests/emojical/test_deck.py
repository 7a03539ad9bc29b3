"""docs/rules.md §3 deck and deal: 109 cards [I-16], 7 each, 2–10 players, `extra_card`."""

from __future__ import annotations

import pytest

from maumau import Match, Ruleset, RulesetError


def counts(options: dict[str, object] | None = None) -> dict[str, int]:
    rules = Ruleset.create("emojical", 4, None, options or {})
    deck = rules.game.deck(rules)
    return dict(zip((card.code for card in deck.cards), deck.counts, strict=True))


def test_the_pack_holds_the_109_cards_of_i16() -> None:
    pack = counts()
    faces = ("smile", "wink", "laugh", "cool", "love", "tongue", "sad", "angry")

    assert sum(pack.values()) == 109
    assert all(pack[f"{c}:{f}"] == 2 for c in "ypgb" for f in faces)
    for action, copies in (("+2", 2), ("skip", 2), ("block", 2), ("swap", 1), ("gift", 1),
                           ("gamble", 1)):
        assert all(pack[f"{c}:{action}"] == copies for c in "ypgb")
    assert (pack["wish"], pack["+4"], pack["extra"]) == (4, 4, 1)


def test_a_removed_extra_card_leaves_108() -> None:
    pack = counts({"extra_card": "removed"})
    assert sum(pack.values()) == 108
    assert "extra" not in pack


@pytest.mark.parametrize("players", [1, 11])
def test_two_to_ten_players(players: int) -> None:
    with pytest.raises(RulesetError, match="2 to 10 players"):
        Ruleset.create("emojical", players)


def test_seven_cards_each_and_the_dealers_left_neighbour_starts() -> None:
    match = Match(Ruleset.create("emojical", 10), seed=2)
    position = match.round.to_position()

    assert [len(hand) for hand in position["hands"]] == [7] * 10
    assert match.round.dealer == 9

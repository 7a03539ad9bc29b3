"""docs/rules.md §4 "Deal": one face-up card on every pile, four in hand, the first player at
random from the seeded chance generator ([I-2], [H-2], [H-3])."""

from __future__ import annotations

from maumau import Match, Ruleset
from maumau.core.chance import chance_rng
from maumau.games.heuldoch.rules import is_number
from tests.heuldoch.helpers import heul


def deal(players: int, seed: int, **options: object) -> Match:
    return Match(Ruleset.create("heuldoch", players, None, options), seed=seed)


def test_every_seat_gets_one_face_up_card_and_four_in_hand() -> None:
    for players in range(3, 7):
        game = heul(deal(players, 11).round)
        assert [len(pile) for pile in game.piles] == [1] * players
        assert all(is_number(pile[0]) for pile in game.piles)
        assert [len(hand) for hand in game.hands] == [4] * players
        assert len(game.talon) == 98 - 5 * players
        assert game.discard == []


def test_the_deal_follows_the_seeded_shuffle_from_the_dealers_left() -> None:
    """[I-2], [H-3]: the pack is shuffled by the round's first chance generator; face-up
    cards go round from the dealer's left, then four hand cards each."""
    match = deal(4, 3)
    game = heul(match.round)
    pack = game.deck.full_pack()
    chance_rng(3, 0, 0).shuffle(pack)
    order = [0, 1, 2, 3]  # the first dealer is seat 3
    assert [game.piles[seat][0] for seat in order] == [pack[-1 - i] for i in range(4)]
    assert game.hands[0] == [pack[-5], pack[-9], pack[-13], pack[-17]]
    assert game.talon == pack[:-20]


def test_the_first_player_is_drawn_from_the_chance_generator() -> None:
    """§4 and [H-2]: "the biggest crybaby" is drawn at random, reproducibly."""
    firsts = set()
    for seed in range(40):
        game = heul(deal(5, seed).round)
        chance_before = game.chance - 1
        assert game.to_move == chance_rng(seed, 0, chance_before).randrange(5)
        assert deal(5, seed).round.to_move == game.to_move
        firsts.add(game.to_move)
    assert firsts == {0, 1, 2, 3, 4}


def test_a_set_first_player_begins_and_the_start_moves_left_each_round() -> None:
    """[H-2]: option `first_player`."""
    match = deal(4, 9, first_player="2", rounds=3)
    assert match.round.to_move == 2
    while match.round.result is None:
        match.apply(match.round.legal_actions()[0])
    assert match.next_round().to_move == 3


def test_a_special_card_dealt_face_up_is_shuffled_back_and_replaced() -> None:
    """§4 "A special card dealt face up is shuffled back and replaced" ([H-3])."""
    found = 0
    for seed in range(60):
        game = heul(deal(6, seed, special_cards=True).round)
        assert all(is_number(pile[0]) for pile in game.piles)
        reshuffles = [e for e in game.log if e.kind.value == "reshuffle"]
        if reshuffles:
            found += 1
            assert all(e.cards[0].code in ("katapult", "strandtuch", "karussell", "werwolf")
                       for e in reshuffles)
            assert game.chance == 1 + len(reshuffles) + 1
            assert len(game.talon) == 110 - 5 * 6
    assert found >= 10

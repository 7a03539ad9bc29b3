"""docs/rules.md §1 the match: dealer rotation, `target_score`, hand sizes, two decks."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from maumau import Call, Match, MauMauError
from maumau.core.results import MatchTally
from maumau.games.shedding.classic import CLASSIC
from tests.classic.helpers import classic_rules, legal, load, position

NO_EFFECTS = {name: "none" for name in (
    "draw_two_rank", "skip_rank", "reverse_rank", "wish_rank", "draw_n_rank")}


def finish_round(match: Match) -> None:
    """Play greedily (the first legal card, calling Mau when due; else draw, take or
    pass) to the round's end."""
    for _ in range(3000):
        if match.round.result is not None:
            return
        actions = match.round.legal_actions()
        plays = sorted((action for action in actions if action.is_play),
                       key=lambda action: action.call is Call.NONE)
        match.apply(plays[0] if plays else actions[0])
    raise AssertionError("the round did not end")


def winning_position(totals: list[int], **fields: Any) -> dict[str, Any]:
    """Seat 0 (Mau called) plays KH next and scores 57 (dealer: seat 2 of 3)."""
    data = position(["KH", "8S 9S KD", "TC TD TS"], "KS", mau=[0], **fields)
    data["totals"] = totals
    return data


def test_the_first_round_is_dealt_by_the_last_seat_so_seat_0_begins() -> None:
    """[D-1] §1 Deal: the first player is the dealer's left neighbour."""
    match = Match(classic_rules(4, NO_EFFECTS), seed=3)
    assert (match.round.dealer, match.round.to_move) == (3, 0)


def test_the_dealer_rotates_left_each_round_and_the_left_neighbour_begins() -> None:
    """§1 Deal: "The dealer rotates left each round"."""
    match = Match(classic_rules(3, {**NO_EFFECTS, "target_score": 10000}), seed=5)
    seen = []
    for _ in range(4):
        seen.append((match.round.dealer, match.round.to_move))
        finish_round(match)
        match.next_round()
    assert seen == [(2, 0), (0, 1), (1, 2), (2, 0)]
    assert match.round.index == 4


def test_reaching_the_target_score_ends_the_match_after_that_round() -> None:
    """§1 End of round: the match ends after the round in which a seat reaches
    `target_score`; the highest total wins."""
    match = Match.from_position(winning_position([200, 240, 0]))
    match.play("KH")

    assert match.is_over()
    assert match.result is not None
    assert match.result.totals == (257, 240, 0)
    assert match.result.winners == (0,)
    with pytest.raises(MauMauError, match="the match is over"):
        match.next_round()


def test_below_the_target_score_the_match_goes_on_with_the_next_dealer() -> None:
    match = Match.from_position(winning_position([100, 0, 0]))
    match.play("KH")

    assert not match.is_over() and match.result is None
    assert match.totals == [157, 0, 0]
    nxt = match.next_round()
    assert (nxt.index, nxt.dealer) == (1, 0)


def test_highest_totals_share_the_win() -> None:
    """[D-23] §1: the highest total wins; equal highest totals all win (ties share)."""
    rules = classic_rules(3)
    zeros = (0, 0, 0)
    assert CLASSIC.match_winners(rules, MatchTally(2, (260, 260, 40), zeros)) == (0, 1)
    assert CLASSIC.match_winners(rules, MatchTally(2, (10, 260, 40), zeros)) == (1,)


def test_target_score_zero_plays_single_rounds() -> None:
    """§1 `target_score` 0: every round is a match of its own; its winner wins."""
    match = Match.from_position(winning_position([0, 0, 0], options={"target_score": 0}))
    assert not match.is_over()

    match.play("KH")

    assert match.is_over()
    assert match.result is not None
    assert match.result.winners == (0,)


def test_a_blocked_single_round_has_no_winner() -> None:
    """[D-21] `target_score` 0 with a blocked round: no winner (engine decision)."""
    data = position(["", "QD"], "KH", rest=0, to_move=1, stuck=1,
                    options={"target_score": 0})
    match = Match.from_position(data)
    match.play("draw")

    assert match.is_over()
    assert match.result is not None
    assert match.result.winners == ()


@pytest.mark.parametrize(("players", "size"), [(2, 6), (3, 6), (4, 6), (5, 5), (6, 4)])
def test_the_hand_size_follows_the_player_count(players: int, size: int) -> None:
    """§1 `hand_size`: 6 for 2–4 players, 5 for 5, 4 for 6."""
    rules = classic_rules(players)
    assert rules["hand_size"] == size
    game = Match(rules, seed=1).round
    dealt = size * players + 1
    assert len(game.to_position()["talon"]) + dealt == 32


def test_two_decks_make_a_pack_of_64_cards_that_deals_cleanly() -> None:
    """§1 `decks` 2: every card twice; a dealt position holds each exactly twice."""
    rules = classic_rules(4, {"decks": 2})
    assert len(rules.game.deck(rules)) == 64
    data = Match(rules, seed=2).round.to_position()
    every = Counter([*data["talon"], *data["discard"], *(c for h in data["hands"] for c in h)])
    assert set(every.values()) == {2} and len(every) == 32


def test_with_two_decks_a_doubled_card_is_offered_once_and_played_once() -> None:
    """§1 `decks` 2: legal actions list each distinct card once; playing one copy
    keeps the other."""
    game = load(["KH KH 8H 8H QS JC JC", "9S 9S KD", "TC TD TS"], "KD", options={"decks": 2})
    assert legal(game) == ["JC/C", "JC/D", "JC/H", "JC/S", "KH", "draw"]

    game.play("KH")

    assert sorted(game.to_position()["hands"][0]) == ["8H", "8H", "JC", "JC", "KH", "QS"]
    assert (game.to_move, legal(game)) == (1, ["KD", "draw"])

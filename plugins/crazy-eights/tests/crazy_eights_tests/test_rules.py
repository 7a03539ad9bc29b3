"""The rules of Crazy Eights on fixed positions: matching, the wild 8 and its suit, the
special cards, the draw limit, reshuffling on and off, the deal, and scoring."""

from __future__ import annotations

import pytest

from maumau import EventKind, Match, PositionError, Ruleset
from maumau.core.position import load_position
from maumau_crazy_eights import CRAZY_EIGHTS
from maumau_crazy_eights.game import points_of

from .helpers import all_cards, hand, kinds, legal, load, position, refusal_code, rules

SPECIALS = {"use_special_cards": True}


# ----------------------------------------------------------------------- the deal


@pytest.mark.parametrize(("players", "size", "pack"), [
    (2, 7, 52), (3, 5, 52), (5, 5, 52), (6, 5, 104), (8, 5, 104)])
def test_each_player_is_dealt_five_cards_or_seven_with_two(players: int, size: int,
                                                           pack: int) -> None:
    ruleset = rules(players)
    game = CRAZY_EIGHTS.new_round(ruleset, 4, 0, players - 1)
    assert [len(cards) for cards in game.hands] == [size] * players
    assert len(ruleset.pack()) == pack
    assert len(game.talon) == pack - players * size - 1


def test_an_eight_turned_up_goes_back_into_the_stock() -> None:
    ruleset = rules(4)
    buried = 0
    for seed in range(200):
        game = CRAZY_EIGHTS.new_round(ruleset, seed, 0, 3)
        assert game.deck.codes_of(game.discard)[-1][0] != "8"
        assert game.discard == game.discard[-1:]
        assert all_cards(game) == all_cards(CRAZY_EIGHTS.new_round(ruleset, 0, 0, 3))
        data = game.to_position()
        if data["chance"] > 1:  # the first card turned up was an 8: it was put back
            buried += 1
            assert load_position(data).to_position() == data
    assert buried > 0


def test_a_chosen_deal_cannot_turn_up_an_eight() -> None:
    hands = ["2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H"]
    with pytest.raises(PositionError) as refused:
        Match.deal(rules(3), hands=hands, turned_up="8S")
    assert refused.value.code == "position_turn_up_unfit"
    assert Match.deal(rules(3), hands=hands, turned_up="9S").round.to_move == 0


# ----------------------------------------------------------------------- matching and the 8


def test_a_card_follows_suit_or_rank_and_an_eight_follows_anything() -> None:
    game = load(["9H KD 5C 8S", "7S 2C", "3H 4H"], "9C")
    assert legal(game) == ["9H", "5C", "8S/C", "8S/D", "8S/H", "8S/S", "draw"]
    assert refusal_code(game, "KD") == "mismatch"
    assert refusal_code(game, "8S") == "needs_wish"


def test_an_eight_names_the_suit_that_the_next_player_must_follow() -> None:
    game = load(["8H 5C KD", "7S 8D 2C TC", "3H 4H 5H"], "9C")
    game.play("8H/S")
    assert game.to_move == 1
    assert game.to_position()["wish"] == "S"
    assert legal(game) == ["7S", "8D/C", "8D/D", "8D/H", "8D/S", "draw"]
    assert refusal_code(game, "TC") == "not_wished_suit"
    game.play("8D/H")  # an 8 on an 8: it names a suit again
    assert game.to_move == 2
    assert legal(game) == ["3H", "4H", "5H", "draw"]
    game.play("4H")
    assert game.to_position()["wish"] is None


def test_an_eight_as_the_last_card_goes_out_without_naming_a_suit() -> None:
    game = load(["8H", "7S 2C", "3H KH"], "9C")
    assert legal(game) == ["8H", "draw"]
    game.play("8H")
    assert game.result is not None
    assert game.result.winners == (0,)
    assert game.result.reason == "out"


def test_there_is_no_call_the_last_cards_are_played_like_any_other() -> None:
    game = load(["5C 6C", "7C 9D", "3H KH"], "9C")
    assert legal(game) == ["5C", "6C", "draw"]
    assert refusal_code(game, "5C!") == "no_calls"
    events = game.play("5C")
    assert EventKind.MAU_MISSED not in kinds(events)
    assert game.to_position()["mau"] == [False, False, False]


def test_the_last_card_needs_no_call() -> None:
    game = load(["5C", "7C 9D", "3H KH"], "9C")
    assert legal(game) == ["5C", "draw"]
    game.play("5C")
    assert game.result is not None and game.result.winners == (0,)


# ----------------------------------------------------------------------- special cards


def test_without_special_cards_ace_two_and_queen_are_plain_cards() -> None:
    game = load(["QC AC 2C", "3C 4D", "5C 6S"], "9C")
    game.play("QC")
    assert (game.to_move, game.phase) == (1, "play")
    game.play("3C")
    game.play("5C")
    game.play("AC")
    assert (game.to_move, game.to_position()["direction"]) == (1, 1)


def test_an_ace_reverses_the_direction() -> None:
    game = load(["AC KD", "3C 4D", "5C 6S"], "9C", options=SPECIALS)
    events = game.play("AC")
    assert EventKind.REVERSED in kinds(events)
    assert (game.to_move, game.to_position()["direction"]) == (2, -1)
    game.play("5C")
    assert game.to_move == 1


def test_with_two_players_an_ace_gives_the_turn_to_the_other() -> None:
    game = load(["AC KD", "3C 4D"], "9C", options=SPECIALS)
    game.play("AC")
    assert game.to_move == 1


def test_a_queen_skips_the_next_player() -> None:
    game = load(["QC KD", "3C 4D", "5C 6S"], "9C", options=SPECIALS)
    events = game.play("QC")
    assert EventKind.SKIPPED in kinds(events)
    assert game.to_move == 2
    two = load(["QC KD", "3C 4D"], "9C", options=SPECIALS)
    two.play("QC")
    assert two.to_move == 0


def test_a_two_makes_the_next_draw_two_unless_they_answer_with_a_two() -> None:
    game = load(["2C KD", "2D 3C 4D", "5S 6S", "7H 9H"], "9C", options=SPECIALS,
                talon="TH TS JH JS")
    game.play("2C")
    assert (game.to_move, game.phase, game.to_position()["pending_draw"]) == (1, "penalty", 2)
    assert legal(game) == ["2D", "take"]
    assert refusal_code(game, "3C") == "no_counter_penalty"
    assert refusal_code(game, "draw") == "facing_penalty"
    game.play("2D")
    assert (game.to_move, game.phase, game.to_position()["pending_draw"]) == (2, "penalty", 4)
    assert legal(game) == ["take"]
    game.play("take")
    assert sorted(hand(game, 2)) == sorted(["5S", "6S", "TH", "TS", "JH", "JS"])
    assert (game.to_move, game.phase) == (3, "play")


def test_a_special_card_turned_up_acts_as_the_dealers() -> None:
    hands = ["2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "3H 4H 5H 6H 7H"]
    ruleset = rules(3, use_special_cards=True)
    skipped = Match.deal(ruleset, hands=hands, turned_up="QS", dealer=2).round
    assert skipped.to_move == 1
    reversed_ = Match.deal(ruleset, hands=hands, turned_up="AS", dealer=2).round
    assert (reversed_.to_move, reversed_.to_position()["direction"]) == (1, -1)
    drawing = Match.deal(ruleset, hands=hands, turned_up="2S", dealer=2).round
    assert (drawing.to_move, drawing.phase) == (0, "penalty")
    assert legal(drawing) == ["2C", "take"]
    plain = Match.deal(rules(3), hands=hands, turned_up="QS", dealer=2).round
    assert (plain.to_move, plain.phase) == (0, "play")


# ----------------------------------------------------------------------- drawing


def test_a_player_draws_up_to_the_limit_then_may_pass() -> None:
    game = load(["KD 3S", "4S 5S", "6S 7S"], "9C", talon="TC JD QD",
                options={"max_draw_cards": 2})
    assert legal(game) == ["draw"]
    assert refusal_code(game, "pass") == "pass_after_draw_limit"
    game.play("draw")
    assert (game.to_move, game.phase) == (0, "play")
    assert legal(game) == ["TC", "draw"]
    assert game.to_position()["draws"] == 1
    game.play("draw")
    assert legal(game) == ["TC", "pass"]
    assert refusal_code(game, "draw") == "draw_limit_reached"
    reloaded = load_position(game.to_position())
    assert legal(reloaded) == ["TC", "pass"]
    events = game.play("pass")
    assert kinds(events) == [EventKind.PASS]
    assert (game.to_move, game.to_position()["draws"]) == (1, 0)
    assert sorted(hand(game, 0)) == ["3S", "JD", "KD", "TC"]


def test_a_card_drawn_or_held_may_be_played_after_drawing() -> None:
    game = load(["KD 3S", "4S 5S", "6S 7S"], "9C", talon="2H TC")
    game.play("draw")
    assert legal(game) == ["draw"]
    game.play("draw")
    game.play("TC")
    assert (game.to_move, game.to_position()["draws"]) == (1, 0)


def test_drawing_while_holding_a_playable_card_follows_voluntary_draw() -> None:
    assert legal(load(["5C KD", "4S", "6S"], "9C")) == ["5C", "draw"]
    strict = load(["5C KD", "4S", "6S"], "9C", options={"voluntary_draw": False})
    assert legal(strict) == ["5C"]
    assert refusal_code(strict, "draw") == "must_play"


def test_a_draw_count_outside_the_play_phase_is_refused() -> None:
    with pytest.raises(PositionError) as refused:
        position(["2D 3C", "5S", "6S"], "9C 2C", options=SPECIALS, phase="penalty",
                 pending_draw=2, to_move=0, draws=1)
    assert refused.value.code == "position_draws_phase"


# ----------------------------------------------------------------------- the stock runs out


def test_without_reshuffle_nothing_is_drawn_and_passing_all_round_blocks() -> None:
    data = position(["KD", "4S", "6S"], "9C 3C", rest="discard")
    match = Match.from_position(data)
    game = match.round
    assert legal(game) == ["pass"]
    assert refusal_code(game, "draw") == "nothing_to_draw"
    match.play("pass")
    match.play("pass")
    assert game.to_position()["stuck"] == 2
    match.play("pass")
    assert game.result is not None
    assert (game.result.winners, game.result.reason) == ((), "blocked")
    assert game.result.points == (10, 4, 6)
    assert match.result is not None and match.result.winners == (1,)


def test_a_play_with_nothing_to_draw_is_still_allowed_and_ends_the_passing() -> None:
    game = load(["KD 3S", "3H 4S", "6S"], "9C 3C", rest="discard")
    assert legal(game) == ["3S", "pass"]
    game.play("pass")
    game.play("3H")
    assert game.to_position()["stuck"] == 0


def test_with_reshuffle_the_discard_pile_but_its_top_becomes_the_stock() -> None:
    game = load(["KD 5S", "4S", "6S"], "9C 3C", rest="discard", options={"reshuffle": True})
    assert legal(game) == ["draw"]
    events = game.play("draw")
    assert kinds(events) == [EventKind.RESHUFFLE, EventKind.DRAW]
    assert game.deck.codes_of(game.discard) == ["3C"]
    assert len(game.talon) == 52 - 4 - 1 - 1  # the hands, the top, the card drawn


# ----------------------------------------------------------------------- scoring


def test_card_values() -> None:
    assert [points_of(rank) for rank in "23456789TJQKA"] == [
        2, 3, 4, 5, 6, 7, 50, 9, 10, 10, 10, 10, 10]


def test_every_player_notes_the_cards_left_in_hand_and_the_lowest_total_wins() -> None:
    match = Match.from_position(position(["5C", "8S KD 2H", "AC 7H"], "9C"))
    match.play("5C")
    result = match.round.result
    assert result is not None and result.winners == (0,)
    assert result.points == (0, 50 + 10 + 2, 10 + 7)
    assert match.result is not None and match.result.winners == (0,)


def test_a_match_of_several_rounds_adds_up_the_rounds() -> None:
    match = Match(Ruleset.create("crazy_eights", 3, "match"), seed=5)
    while not match.is_over():
        if match.round.result is not None:
            match.next_round()
            continue
        match.apply(match.round.legal_actions()[0])
    assert match.result is not None and match.result.rounds == 5
    totals = [sum(result.points[seat] for result in match.results) for seat in range(3)]
    assert list(match.result.totals) == totals
    assert match.result.winners == tuple(
        seat for seat, total in enumerate(totals) if total == min(totals))

"""docs/rules.md §1 Deal: the turned-up card counts as played by the dealer [I-6].

Each test deals real rounds (the first seed whose starter is the wanted card) with 4
players and seat 1 dealing, so seat 2 is the first player and seat 0 the dealer's right.
"""

from __future__ import annotations

from collections.abc import Mapping

from maumau.games.shedding.round import SheddingRound
from tests.classic.helpers import brief, classic_rules, deal_where, legal, state

DEALER = 1
FIRST = 2
RIGHT_OF_DEALER = 0


def deal_starting_with(rank: str, options: Mapping[str, object] | None = None,
                       players: int = 4, dealer: int = DEALER) -> SheddingRound:
    return deal_where(classic_rules(players, options), lambda code: code[0] == rank, dealer)


def starter_events(game: SheddingRound) -> list[str]:
    """The events after the deal and the turned-up card."""
    lines = brief(game.log)
    starter = game.to_position()["discard"][0]
    assert lines[:2] == [f"deal {game.dealer} #{game.rules.hand_size}",
                         f"start {game.dealer} {starter}"]
    return lines[2:]


def test_a_plain_starter_lets_the_dealers_left_neighbour_begin() -> None:
    """§1 Deal: the first player is the dealer's left neighbour."""
    game = deal_starting_with("K")
    assert starter_events(game) == []
    assert (game.to_move, game.phase, game.direction) == (FIRST, "play", 1)


def test_a_turned_up_seven_makes_the_first_player_draw_or_stack() -> None:
    """[I-6]: a 7 makes the first player draw two, or stack another 7."""
    game = deal_starting_with("7")

    assert starter_events(game) == []
    assert (game.to_move, game.phase, state(game)["pending"]) == (FIRST, "penalty", 2)
    sevens = sorted(code for code in game.to_position()["hands"][FIRST] if code[0] == "7")
    assert legal(game) == sorted([*sevens, "take"])

    hand = len(game.hands[FIRST])
    game.play("take")
    assert len(game.hands[FIRST]) == hand + 2
    assert game.to_move == FIRST + 1


def test_a_turned_up_eight_skips_the_first_player() -> None:
    """[I-6]: an 8 skips the first player; the next one begins."""
    game = deal_starting_with("8")

    assert starter_events(game) == [f"skipped {FIRST}"]
    assert (game.to_move, game.phase) == (FIRST + 1, "play")


def test_a_turned_up_eight_may_be_countered_when_skips_pass_on() -> None:
    """[I-6] with `skip_can_be_countered`: the first player may pass the skip on."""
    game = deal_starting_with("8", {"skip_can_be_countered": True})

    assert starter_events(game) == []
    assert (game.to_move, game.phase) == (FIRST, "skip")
    assert "take" in legal(game)


def test_a_turned_up_nine_reverses_so_the_dealers_right_neighbour_begins() -> None:
    """[I-6]: a 9 reverses; the seat to the dealer's right begins."""
    game = deal_starting_with("9")

    assert starter_events(game) == [f"reversed {DEALER}"]
    assert (game.to_move, game.phase, game.direction) == (RIGHT_OF_DEALER, "play", -1)


def test_a_turned_up_jack_lets_the_dealer_wish_first() -> None:
    """[D-9] [I-6]: a Jack: the dealer names the suit (phase "choose"), then the left neighbour
    must follow it."""
    game = deal_starting_with("J")

    assert (game.to_move, game.phase) == (DEALER, "choose")
    assert legal(game) == ["/C", "/D", "/H", "/S"]

    events = game.play("/H")

    assert brief(events) == [f"wish {DEALER} /H"]
    assert (game.to_move, game.phase, state(game)["wish"]) == (FIRST, "play", "H")


def test_a_turned_up_draw_n_card_makes_the_first_player_draw_and_lose_the_turn() -> None:
    """[D-11] [I-6] with [I-10]: the first player draws `draw_n` at once; the next one begins."""
    game = deal_starting_with("K", {"draw_n_rank": "K", "draw_n": 3})

    events = starter_events(game)
    assert len(events) == 1
    assert events[0].startswith(f"penalty {FIRST} ") and events[0].endswith(" #3 /3")
    assert len(game.hands[FIRST]) == 6 + 3
    assert (game.to_move, game.phase) == (FIRST + 1, "play")


def test_a_turned_up_joker_has_no_wish_and_any_card_may_follow() -> None:
    """[D-5] [I-6] with [I-11] (engine decision): a turned-up joker names no suit; the first
    player may play any card of the hand."""
    game = deal_where(classic_rules(4, {"jokers": 3}), lambda code: code == "X", DEALER)

    assert starter_events(game) == []
    assert (game.to_move, game.phase, state(game)["wish"]) == (FIRST, "play", "any")
    hand = game.to_position()["hands"][FIRST]
    playable = {action.split("/")[0] for action in legal(game) if action != "draw"}
    assert playable == set(hand)


def test_with_two_players_a_turned_up_nine_gives_the_other_seat_the_first_turn() -> None:
    """[I-6] with [I-9]: with 2 players the dealer's right is the dealer's left."""
    game = deal_starting_with("9", players=2, dealer=0)
    assert (game.to_move, game.direction) == (1, -1)

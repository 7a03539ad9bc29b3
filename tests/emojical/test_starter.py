"""docs/rules.md §3 [I-17]: the turned-up card's action as if the dealer played it; choices it
asks for (wish colour, swap partner) are the dealer's."""

from __future__ import annotations

from maumau import Ruleset
from maumau.games.shedding.round import SheddingRound
from tests.support.shedding_positions import brief, legal


def deal_with_starter(code: str, players: int = 3) -> SheddingRound:
    ruleset = Ruleset.create("emojical", players)
    for seed in range(5000):
        game = ruleset.game.new_round(ruleset, seed, 0, players - 1)
        assert isinstance(game, SheddingRound)
        if game.to_position()["discard"] == [code]:
            return game
    raise AssertionError(f"no seed turns up {code}")


def test_a_turned_up_zieh_2_hits_the_first_player() -> None:
    game = deal_with_starter("g:+2")
    assert (game.to_move, game.phase, game.pending) == (0, "penalty", 2)


def test_a_turned_up_aussetzen_skips_the_first_player() -> None:
    game = deal_with_starter("b:skip")
    assert (game.to_move, game.phase) == (0, "skip")
    game.play("take")
    assert game.to_move == 1


def test_the_dealer_names_the_colour_of_a_turned_up_wish() -> None:
    game = deal_with_starter("wish")
    assert (game.to_move, game.phase, legal(game)) == (2, "choose", ["/b", "/g", "/p", "/y"])

    events = game.play("/p")

    assert brief(events) == ["wish 2 /p"]
    assert (game.to_move, game.phase, game.to_position()["wish"]) == (0, "play", "p")


def test_the_dealer_names_the_colour_then_zieh_4_hits_the_first_player() -> None:
    game = deal_with_starter("+4")
    game.play("/g")
    assert (game.to_move, game.phase, game.pending) == (0, "penalty", 4)
    assert game.to_position()["wish"] == "g"


def test_the_dealer_names_the_swap_partner_of_a_turned_up_kartentausch() -> None:
    game = deal_with_starter("y:swap", players=4)
    assert (game.to_move, game.phase, legal(game)) == (3, "choose", [">0", ">1", ">2"])
    dealer_hand = game.to_position()["hands"][3]

    game.play(">1")
    assert (game.to_move, game.phase) == (1, "hit")
    game.play("take")

    assert game.to_position()["hands"][1] == dealer_hand
    assert (game.to_move, game.phase) == (1, "play")


def test_a_turned_up_schenken_gives_a_card_of_the_dealers_hand() -> None:
    game = deal_with_starter("p:gift")
    dealer_hand = game.to_position()["hands"][2]
    assert (game.to_move, game.phase) == (0, "hit")

    given = game.play("take")[0].cards[0].code

    assert given in dealer_hand
    assert len(game.to_position()["hands"][2]) == 6

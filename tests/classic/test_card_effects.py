"""docs/rules.md §1 "Kartenbelegung": the draw-N card [I-10] and every effect assignable to
another rank or to none; two effects on one rank are refused."""

from __future__ import annotations

import pytest

from maumau import RulesetError
from tests.classic.helpers import brief, classic_rules, expected, legal, load, state


def test_the_draw_n_card_makes_the_next_player_draw_at_once_and_lose_the_turn() -> None:
    """[I-10]: `draw_n_rank` Q, `draw_n` 4 (default): no counter, not even with a Q."""
    game = load(["QH TC TD", "QS 9S KD", "8C 8D 8S"], "KH", talon="AS AD AC AH 9C",
                options={"draw_n_rank": "Q"})
    events = game.play("QH")

    assert brief(events) == ["play 0 QH", "penalty 1 AS AD AC AH #4 /4"]
    assert state(game) == expected(hands=["TC TD", "QS 9S KD AS AD AC AH", "8C 8D 8S"],
                                   top="QH", to_move=2)
    assert legal(game) == ["draw"]


def test_draw_n_counts_the_option_and_works_on_any_rank() -> None:
    """[I-10]: `draw_n` 2 on the Ace; with 2 players the player moves again."""
    game = load(["AH TC TD", "QS 9S KD"], "KH", talon="7S 7D 7C",
                options={"draw_n_rank": "A", "draw_n": 2})
    events = game.play("AH")

    assert brief(events) == ["play 0 AH", "penalty 1 7S 7D #2 /2"]
    assert state(game) == expected(hands=["TC TD", "QS 9S KD 7S 7D"], top="AH", to_move=0)


def test_effects_move_to_other_ranks_or_vanish() -> None:
    """§1 each assignment is an option: skip on the Ace, no reverse card at all, no draw
    two; the 7 and 9 are then plain cards."""
    options = {"skip_rank": "A", "reverse_rank": "none", "draw_two_rank": "none"}
    game = load(["9H 7H AH QD", "9S 7S KD", "TH TC TS"], "KH", options=options)

    events = game.play("9H")
    assert brief(events) == ["play 0 9H"]
    assert state(game) == expected(hands=["7H AH QD", "9S 7S KD", "TH TC TS"], top="9H",
                                   to_move=1)

    game.play("9S")
    assert state(game) == expected(hands=["7H AH QD", "7S KD", "TH TC TS"], top="9S",
                                   to_move=2)

    game = load(["7H AH QD", "9S 7S KD", "TH TC TS"], "7C", options=options)
    events = game.play("7H")
    assert brief(events) == ["play 0 7H"]
    assert state(game) == expected(hands=["AH QD", "9S 7S KD", "TH TC TS"], top="7H",
                                   to_move=1)

    game = load(["AH QC QD", "8S 9S KD", "TH TC TS"], "KH", options=options)
    events = game.play("AH")
    assert brief(events) == ["play 0 AH", "skipped 1"]
    assert state(game)["to_move"] == 2


def test_the_wish_effect_may_sit_on_another_rank() -> None:
    """§1 wish assignable: on the Queen the Jack is a plain card that must match."""
    game = load(["QC JC 8D", "QS 9S KD", "TH TC TS"], "KH", options={"wish_rank": "Q"})
    assert legal(game) == ["QC/C", "QC/D", "QC/H", "QC/S", "draw"]

    game.play("QC/S")
    assert state(game)["wish"] == "S"


def test_draw_two_may_sit_on_another_rank() -> None:
    """§1 draw two assignable: on the King."""
    game = load(["KH QC QD", "KS 9S 7D", "TH TC TS"], "KC",
                options={"draw_two_rank": "K", "skip_rank": "none"})
    game.play("KH")
    assert legal(game) == ["KS", "take"]


@pytest.mark.parametrize(("options", "message"), [
    ({"skip_rank": "7"}, "rank 7 cannot be both draw_two_rank and skip_rank"),
    ({"draw_n_rank": "J"}, "rank J cannot be both wish_rank and draw_n_rank"),
    ({"reverse_rank": "A", "wish_rank": "A"}, "rank A cannot be both reverse_rank and wish_rank"),
])
def test_two_effects_on_one_rank_are_refused(options: dict[str, str], message: str) -> None:
    """§1 Kartenbelegung: one effect per rank; the error names the rank and both options."""
    with pytest.raises(RulesetError, match=message):
        classic_rules(3, options)


def test_effects_may_all_be_switched_off_together() -> None:
    """Several options may be "none" at once: no rank is then taken twice."""
    rules = classic_rules(3, {name: "none" for name in (
        "draw_two_rank", "skip_rank", "reverse_rank", "wish_rank", "draw_n_rank")})
    assert rules["wish_rank"] == "none"


def test_a_rank_whose_effect_moved_away_plays_plain() -> None:
    """§1: with the skip on the Ace the 8 is an ordinary card."""
    game = load(["8H QC QD", "8S 9S KD", "TH TC TS"], "KH", options={"skip_rank": "A"})
    events = game.play("8H")
    assert brief(events) == ["play 0 8H"]
    assert state(game)["to_move"] == 1

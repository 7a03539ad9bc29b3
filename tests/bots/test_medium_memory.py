"""What the medium player remembers of a shedding round (bots/medium_memory.py)."""

from __future__ import annotations

from maumau import parse_action
from maumau.games.shedding.memory import FADE, Memory
from tests.support.shedding_positions import load


def test_a_seat_that_drew_instead_of_playing_held_none_of_the_top_then() -> None:
    game = load("classic", ["KH 9S QS", "7C 8C TC", "AD AC KD", "TS 9C 8D"], "9H", talon="QC")
    game.apply(parse_action("KH"))
    game.apply(parse_action("draw"))
    memory = Memory(game.view(0))
    assert memory.gap(1, "H") == FADE  # no Herz then; one card drawn since
    assert memory.gap(1, "K") == FADE
    assert memory.gap(2, "H") == 0.0
    assert memory.chance_to_follow(1, "H", "K") < memory.chance_to_follow(2, "H", "K")


def test_unseen_cards_are_the_pack_less_the_own_hand_and_the_discard_pile() -> None:
    game = load("classic", ["KH 9S QS", "7C 8C TC", "AD AC KD", "TS 9C 8D"], "9H", talon="QC")
    game.apply(parse_action("KH"))
    memory = Memory(game.view(0))
    assert memory.unseen["KH"] == 0
    assert memory.unseen["9S"] == 0
    assert memory.unseen["7C"] == 1
    assert memory.unseen_total == 32 - 2 - 1  # the 9H beneath was never in this view


def test_a_position_without_history_counts_the_top_card_as_seen() -> None:
    game = load("classic", ["KH 9S QS", "7C 8C TC", "AD AC KD", "TS 9C 8D"], "9H")
    memory = Memory(game.view(0))
    assert memory.unseen["9H"] == 0
    assert memory.unseen_total == 32 - 3 - 1


def test_a_seat_that_took_a_draw_penalty_held_no_card_to_pass_it_on() -> None:
    game = load("classic", ["7H 9S QS", "8C TC KD", "AD AC KH", "TS 9C 8D"], "9H")
    game.apply(parse_action("7H"))
    game.apply(parse_action("take"))
    memory = Memory(game.view(0))
    assert memory.gap(1, "7") == FADE**2  # two cards taken in since
    assert memory.gap(2, "7") == 0.0

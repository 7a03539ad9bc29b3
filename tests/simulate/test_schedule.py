"""Duplicate deals: every deal in every rotation, the bots rotated over the seats."""

from __future__ import annotations

from collections import Counter

import pytest

from maumau.sim.schedule import (
    assignments,
    bot_seed,
    chunks,
    deal_count,
    deal_seed,
    rotations,
)


def test_rotations_move_the_line_up_one_seat_at_a_time():
    assert rotations(["hard", "medium", "medium", "medium"]) == (
        ("hard", "medium", "medium", "medium"),
        ("medium", "hard", "medium", "medium"),
        ("medium", "medium", "hard", "medium"),
        ("medium", "medium", "medium", "hard"),
    )


@pytest.mark.parametrize(("lineup", "count"), [
    (["random"] * 4, 1), (["a", "b", "a", "b"], 2), (["a", "b"], 2), (["a", "b", "c"], 3),
])
def test_only_distinct_rotations_are_played(lineup: list[str], count: int):
    found = rotations(lineup)
    assert len(found) == count == len(set(found))


def test_each_deal_is_played_once_in_every_rotation():
    lineup = ["hard", "easy", "easy"]
    games = assignments(lineup, range(5))
    assert Counter((game.deal, game.rotation) for game in games) == {
        (deal, rotation): 1 for deal in range(5) for rotation in range(3)}
    for deal in range(5):
        seated = [game.seats for game in games if game.deal == deal]
        # every bot sits at every seat exactly once over the rotations of a deal
        for seat in range(3):
            assert sorted(seats[seat] for seats in seated) == sorted(lineup)


def test_games_round_up_to_whole_deals():
    assert deal_count(10_000, 4) == 2500
    assert deal_count(10, 4) == 3
    assert deal_count(1, 1) == 1
    with pytest.raises(ValueError):
        deal_count(0, 4)


def test_chunks_cover_every_deal_once_in_whole_runs():
    for deals, jobs, size in [(2500, 2, None), (7, 2, None), (100, 4, 9), (1, 8, None)]:
        parts = chunks(deals, jobs, size)
        assert [deal for part in parts for deal in part] == list(range(deals))
        assert len(parts) >= min(deals, 2 * jobs) or size is not None


def test_seeds_are_reproducible_and_distinct():
    assert deal_seed(7, 3) == deal_seed(7, 3)
    assert len({deal_seed(7, deal) for deal in range(100)}) == 100
    assert deal_seed(7, 0) != deal_seed(8, 0)
    assert bot_seed(7, 1, 2, 3) != bot_seed(7, 1, 3, 2)

"""Random play over every player count and preset, every invariant after every action."""

from __future__ import annotations

import pytest

from maumau import Ruleset
from tests.support.shedding_simulation import play_checked

CASES = [(players, preset) for players in range(2, 7) for preset in ("standard", "short",
                                                                     "long")]


@pytest.mark.parametrize(("players", "preset"), CASES)
def test_bot_play_keeps_every_invariant(players: int, preset: str) -> None:
    match = play_checked(Ruleset.create("tabaluga", players, preset), seed=players, rounds=3)
    assert match.results


def test_without_voluntary_draw_and_with_auto_call() -> None:
    rules = Ruleset.create("tabaluga", 3, None, {"voluntary_draw": False, "auto_call": True})
    assert play_checked(rules, seed=7, rounds=2).results


def test_the_simulations_reach_every_special_card() -> None:
    """Random play is only worth its time if it meets every rule."""
    seen: set[str] = set()
    for players in (2, 3, 5):
        play_checked(Ruleset.create("tabaluga", players, "long"), seed=200 + players,
                     rounds=5, seen=seen)
    expected = {"penalty", "reversed", "skipped", "mau_missed", "draw", "reshuffle"}
    assert expected <= seen, sorted(expected - seen)

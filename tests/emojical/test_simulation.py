"""Random play over every player count and preset, every invariant after every action,
and the secrecy of throw-in windows."""

from __future__ import annotations

import pytest

from maumau import Ruleset
from tests.support.shedding_simulation import play_checked

CASES = [(players, preset) for players in range(2, 11) for preset in ("standard", "short",
                                                                      "long")]


@pytest.mark.parametrize(("players", "preset"), CASES)
def test_bot_play_keeps_every_invariant(players: int, preset: str) -> None:
    match = play_checked(Ruleset.create("emojical", players, preset), seed=players, rounds=3)
    assert match.results


@pytest.mark.parametrize("extra_card", ["wish", "pass_hands", "removed"])
def test_every_extra_card_setting(extra_card: str) -> None:
    rules = Ruleset.create("emojical", 5, None, {"extra_card": extra_card,
                                                 "voluntary_draw": True})
    assert play_checked(rules, seed=11, rounds=3).results


def test_auto_call_without_scoring() -> None:
    rules = Ruleset.create("emojical", 4, None, {"auto_call": True, "target_score": 0})
    assert play_checked(rules, seed=3, rounds=2).results


def test_the_simulations_reach_every_phase_and_effect() -> None:
    """Random play is only worth its time if it meets every rule."""
    seen: set[str] = set()
    for players in (2, 3, 4, 6):
        play_checked(Ruleset.create("emojical", players, None, {"extra_card": "pass_hands"}),
                     seed=100 + players, rounds=5, seen=seen)
    expected = {"throw_in", "hit", "continue", "skip", "penalty", "after_draw", "swap",
                "gift", "gamble", "blocked", "pass_hands", "mau_missed", "reshuffle"}
    assert expected <= seen, sorted(expected - seen)

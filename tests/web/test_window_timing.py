"""[D-29]: what emojical's throw-in windows cost a person and what their timing tells,
on the server's own bot runner and table played on a virtual clock (the figures of
benchmarks/throw_in_windows.py, on fixed seeds and fixed thinking times so they repeat
to the letter).

- A person who never answers a window spends at most a quarter of a round waiting on
  windows, alone with three bots or with a second person (~0.8 before [D-29]).
- No threshold on a moment a person observes tells whether a bot that did not throw
  held an identical card better than 0.6 balanced accuracy, per bot level, over at least
  40 windows of each kind; the searching levels here think 0.4 s whenever they decide (a
  hard bot with a copy searched 67-442 ms), the quick ones not at all. The hard bot
  searches few deals here: what it decides may differ, when it is seen to act is the
  runner's alone."""

from __future__ import annotations

import pytest

from maumau.bots.base import Bot, make_bot
from maumau.bots.hard import make_hard
from maumau.web.tables import autoplay
from tests.support.table_clock import fixed_think
from tests.support.window_figures import share, tell

PERSON_SECONDS = 2.0
SEARCHING = fixed_think(0.4)


def light_bots(name: str, variant: str) -> Bot:
    return make_hard(variant, iterations=24) if name == "hard" else make_bot(name, variant)


@pytest.mark.parametrize(("kinds", "levels"), [
    (["human", "bot", "bot", "bot"], [None, "medium", "medium", "medium"]),
    (["human", "bot", "human", "bot"], [None, "medium", None, "medium"]),
])
def test_windows_take_at_most_a_quarter_of_a_round(kinds: list[str],
                                                   levels: list[str | None]) -> None:
    part, _took, windows = share(kinds, levels, 4, PERSON_SECONDS, SEARCHING)
    assert windows >= 1  # the rounds had windows to measure
    assert part <= 0.25


@pytest.mark.parametrize("level", ["random", "simple", "easy", "medium", "hard"])
def test_a_bots_pass_tells_nothing_by_its_timing(level: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(autoplay, "make_bot", light_bots)
    counted, held, accuracy = tell(level, 40, PERSON_SECONDS, 150, SEARCHING)
    assert held >= 40 and counted - held >= 40
    assert accuracy is not None and accuracy <= 0.6

"""The two figures of a throw-in window that a person feels and a seat could exploit
([D-29]), measured on the virtual clock of tests/support/table_clock.py:

- :func:`share`: the share of a round's time in which a window is open;
- :func:`tell`: over the windows in which a bot was asked and did not throw, the balanced
  accuracy of the best threshold on a moment a person observes (the window's close
  against what the table announced, and the wait from the close to the next bot's move
  against the table's pace) for whether that bot held an identical card. 0.5 tells
  nothing.

Used by tests/web/test_window_timing.py and benchmarks/throw_in_windows.py."""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Sequence
from typing import Any

from maumau.bots.base import make_bot
from maumau.core.actions import Action
from maumau.web.tables.table import Table
from tests.support.table_clock import Rehearsal, match_of, real_think, rehearse

PACE = 0.6
Think = Callable[[Callable[[], Action]], Any]


def person_choice(table: Table, seat: int) -> str:
    """A person plays as the medium bot would (seeded by the table's state)."""
    view = table.view(seat)
    bot = make_bot("medium", view.variant)
    return str(bot.choose(view, random.Random(f"person:{table.state}:{seat}")))


def play(seed: int, kinds: list[str], levels: list[str | None], person_seconds: float,
         think: Think = real_think) -> Rehearsal:
    """One emojical round at a table of ``kinds``, people never answering a window."""
    return rehearse(match_of("emojical", len(kinds), seed), kinds, levels,
                    person_seconds=person_seconds, choose=person_choice, think=think)


def best_threshold(values: Sequence[float], labels: Sequence[bool]) -> float | None:
    """The balanced accuracy of the best threshold rule on ``values`` for ``labels``
    (either direction), or None when a class is empty."""
    positives = sum(labels)
    negatives = len(labels) - positives
    if not positives or not negatives:
        return None
    best = 0.5
    for cut in sorted(set(values)):
        above_pos = sum(1 for v, y in zip(values, labels, strict=True) if y and v > cut)
        above_neg = sum(1 for v, y in zip(values, labels, strict=True) if not y and v > cut)
        accuracy = (above_pos / positives + (1 - above_neg / negatives)) / 2
        best = max(best, accuracy, 1 - accuracy)
    return best


def observed_moments(seen: Rehearsal, watcher: int, pace: float
                     ) -> list[tuple[float, float | None, bool]]:
    """Per window and bot asked that did not throw: what the watcher can measure against
    what it was told, and whether the bot held a copy. The first figure is how much later
    than announced (the ``deadline`` sent when it opened, else the bots' pace) the window
    closed; the second,
    when a bot moves next, how much longer than the table's pace left it waited after the
    close (None when a person moves next)."""
    told = seen.told[watcher]
    found = []
    for window in seen.windows:
        if window.thrower is not None or window.closed is None:
            continue
        opening = next(t for t in told if t.at >= window.opened)
        # a window that waits for no person tells no countdown: it lasts the bots' pace
        announced = window.opened + (pace if opening.deadline is None else opening.deadline)
        at_close = [t for t in told if t.at == window.closed]
        later = [t for t in told if t.at > window.closed]
        mover = at_close[-1].view["to_move"] if at_close else None
        late_move: float | None = None
        if later and mover is not None and mover != watcher:
            left = max(0.0, pace - (window.closed - window.opened))
            late_move = later[0].at - window.closed - left
        for seat in range(len(seen.told)):
            if seat in (watcher, window.layer):
                continue
            found.append((window.closed - announced, late_move, seat in window.holders))
    return found


def tell(level: str, windows: int, person_seconds: float, most_rounds: int,
         think: Think = real_think) -> tuple[int, int, float | None]:
    """(bot-windows counted, of them with the bot holding a copy, the best balanced
    accuracy of a threshold on either figure) at a table of one person and three bots of
    ``level``: rounds are played until ``windows`` of each kind are counted, or
    ``most_rounds``."""
    rows: list[tuple[float, float | None, bool]] = []
    seed = 0
    while seed < most_rounds and min(sum(r[2] for r in rows),
                                     sum(not r[2] for r in rows)) < windows:
        seen = play(seed, ["human", "bot", "bot", "bot"], [None, level, level, level],
                    person_seconds, think)
        rows += observed_moments(seen, 0, PACE)
        seed += 1
    labels = [row[2] for row in rows]
    moved = [row for row in rows if row[1] is not None]
    scores = [best_threshold([row[0] for row in rows], labels),
              best_threshold([row[1] or 0.0 for row in moved], [row[2] for row in moved])]
    known = [score for score in scores if score is not None]
    return len(rows), sum(labels), max(known) if known else None


def share(kinds: list[str], levels: list[str | None], rounds: int, person_seconds: float,
          think: Think = real_think) -> tuple[float, float, float]:
    """(mean share of time in windows, mean round seconds, mean windows a round) over
    the rounds of seeds 0 to ``rounds - 1``."""
    seen = [play(seed, kinds, levels, person_seconds, think) for seed in range(rounds)]
    return (statistics.fmean(s.window_share() for s in seen),
            statistics.fmean(s.took for s in seen),
            statistics.fmean(len(s.windows) for s in seen))

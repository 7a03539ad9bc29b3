"""What emojical's throw-in windows cost a person, and what their timing tells ([D-29]).

Plays rounds at a web table with the server's own bot runner and table on a virtual
clock (tests/support/table_clock.py): people take ``--person-seconds`` for each of their
own turns (they play as the medium bot would) and never answer a window; bots keep the
table's pace (600 ms) and think, on the virtual clock, as long as they really took.

Two figures:

- the share of a round's time in which a throw-in window is open, at a table of one
  person and three medium bots and at one of two people and two medium bots (the goal:
  at most 0.25);
- the timing tell, per bot level, at a table of one person and three bots of that level:
  over the windows in which a bot was asked and did not throw, how well the best threshold
  on a moment the person observes (the window's length, and the wait from its close to
  the next move, each against what the table announced) tells whether that bot held an
  identical card, as balanced accuracy (0.5: nothing; the goal: at most 0.6). A bot that
  throws whenever it holds a copy leaves few windows with a copy held and no throw; the
  count is printed beside the figure.

Run: ``uv run python benchmarks/throw_in_windows.py`` (``--quick`` for a smoke run).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.support.table_clock import Rehearsal, match_of, rehearse

from maumau.bots.base import make_bot
from maumau.web.table import Table

LEVELS = ("random", "simple", "easy", "medium", "hard")
PACE = 0.6


def person_choice(table: Table, seat: int) -> str:
    """A person plays as the medium bot would (seeded by the table's state)."""
    import random

    view = table.view(seat)
    bot = make_bot("medium", view.variant)
    return str(bot.choose(view, random.Random(f"person:{table.state}:{seat}")))


def play(seed: int, kinds: list[str], levels: list[str | None],
         person_seconds: float) -> Rehearsal:
    return rehearse(match_of("emojical", len(kinds), seed), kinds, levels,
                    person_seconds=person_seconds, choose=person_choice)


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
    than announced (the ``deadline`` sent when it opened) the window closed; the second,
    when a bot moves next, how much longer than the table's pace left it waited after the
    close (None when a person moves next)."""
    told = seen.told[watcher]
    found = []
    for window in seen.windows:
        if window.thrower is not None or window.closed is None:
            continue
        opening = next(t for t in told if t.at >= window.opened)
        announced = window.opened + (opening.deadline or 0.0)
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


def tell(level: str, windows: int, person_seconds: float, most_rounds: int
         ) -> tuple[int, int, float | None]:
    """(bot-windows counted, of them with the bot holding a copy, the best balanced
    accuracy of a threshold on either figure): rounds are played until ``windows`` of
    each kind are counted, or ``most_rounds``."""
    rows: list[tuple[float, float | None, bool]] = []
    seed = 0
    while seed < most_rounds and min(sum(r[2] for r in rows),
                                     sum(not r[2] for r in rows)) < windows:
        seen = play(seed, ["human", "bot", "bot", "bot"], [None, level, level, level],
                    person_seconds)
        rows += observed_moments(seen, 0, PACE)
        seed += 1
    labels = [row[2] for row in rows]
    moved = [row for row in rows if row[1] is not None]
    scores = [best_threshold([row[0] for row in rows], labels),
              best_threshold([row[1] or 0.0 for row in moved], [row[2] for row in moved])]
    known = [score for score in scores if score is not None]
    return len(rows), sum(labels), max(known) if known else None


def share(kinds: list[str], levels: list[str | None], rounds: int,
          person_seconds: float) -> tuple[float, float, float]:
    """(mean share of time in windows, mean round seconds, mean windows a round)."""
    seen = [play(seed, kinds, levels, person_seconds) for seed in range(rounds)]
    return (statistics.fmean(s.window_share() for s in seen),
            statistics.fmean(s.took for s in seen),
            statistics.fmean(len(s.windows) for s in seen))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--windows", type=int, default=40,
                        help="bot-windows of each kind (copy held or not) for the tell")
    parser.add_argument("--most-rounds", type=int, default=150)
    parser.add_argument("--person-seconds", type=float, default=2.0)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    rounds, windows, most = ((2, 2, 3) if args.quick
                             else (args.rounds, args.windows, args.most_rounds))
    print(f"emojical, 4 seats, windows of 2 s, bots at 600 ms, people take "
          f"{args.person_seconds:g} s a turn and never answer a window")
    for name, kinds, levels in (
            ("1 person + 3 medium bots", ["human", "bot", "bot", "bot"],
             [None, "medium", "medium", "medium"]),
            ("2 people + 2 medium bots", ["human", "bot", "human", "bot"],
             [None, "medium", None, "medium"])):
        part, took, count = share(kinds, levels, rounds, args.person_seconds)
        print(f"window share  {name:<26} {part:5.2f}  ({took:5.1f} s a round, "
              f"{count:4.1f} windows, {rounds} rounds)")
    for level in LEVELS:
        counted, held, accuracy = tell(level, windows, args.person_seconds, most)
        figure = "n/a" if accuracy is None else f"{accuracy:.2f}"
        print(f"timing tell   {level:<26} {figure:>5}  ({counted} bot-windows without a "
              f"throw, {held} with a copy held)")


if __name__ == "__main__":
    main()

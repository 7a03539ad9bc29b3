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
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.support.window_figures import share, tell

LEVELS = ("random", "simple", "easy", "medium", "hard")


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

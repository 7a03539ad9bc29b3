"""Leaderboard: every shipped policy and the five bots, each one against three `medium`.

Per game with a shipped policy (:func:`maumau.rl.shipped_policies`), one-round games at a
table of four: the entrant at one seat, ``medium`` bots at the other three, every deal
played in every rotation of the seats (duplicate deals, :mod:`maumau.sim`), the same deals
for every entrant. Prints and writes (``--out``, default docs/leaderboard.md) each
entrant's share of the wins with its 95% interval (clustered by deal), the games, and
whether a policy qualifies as the ``learned`` bot level: the interval's lower end at least
the parity of 25% (medium's equal). ``medium`` itself is an entrant: its row shows what
parity looks like.

The hard bot spends about 0.1-0.3 s a decision, so its games get their own, smaller count
(``--hard-games``). Run: ``uv run python benchmarks/leaderboard.py [--games N]
[--hard-games N] [--jobs N]``; ``--quick`` plays a few games of each entrant (the hard bot
with few playouts) and writes to a temporary file instead of docs/leaderboard.md: its
shares mean nothing.
"""

from __future__ import annotations

import argparse
import datetime
import shlex
import sys
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from maumau import Ruleset
from maumau.bots.base import make_bot
from maumau.bots.hard import make_hard
from maumau.core.bot import Bot
from maumau.rl import load_policy, shipped_policies
from maumau.sim import default_jobs, simulate
from maumau.sim.report import percent

ROOT = Path(__file__).resolve().parents[1]
ONE_ROUND: dict[str, tuple[str | None, Mapping[str, object]]] = {
    "classic": ("single", {}),
    "tabaluga": ("short", {}),
    "emojical": (None, {"target_score": 0}),
    "heuldoch": ("standard", {}),
}
"""The preset and options that make one game a single round."""

BOTS = ("random", "simple", "easy", "medium", "hard")
OPPONENT = "medium"
PLAYERS = 4
QUALIFY = 0.25
"""The lower end of the 95% interval a policy needs to become the ``learned`` level."""
ENTRANT = "entrant:"
"""The entrant's seat is named apart (``entrant:medium``), so that its share is its own
where it is of the same kind as its opponents."""
QUICK = {"games": 8, "hard_games": 4, "hard_iterations": 20, "jobs": 1}


def entrant(hard_iterations: int | None, name: str, variant: str) -> Bot:
    """The player of a name: a shipped policy, or a bot (the hard bot with
    ``hard_iterations`` playouts a decision, if given)."""
    name = name.removeprefix(ENTRANT)
    if name in shipped_policies() or name.endswith(".npz"):
        return load_policy(name).bot()
    if name == "hard" and hard_iterations is not None:
        return make_hard(variant, iterations=hard_iterations)
    return make_bot(name, variant)


@dataclass(frozen=True)
class Row:
    variant: str
    name: str
    kind: str
    share: float
    low: float | None
    high: float | None
    games: int
    seconds: float

    @property
    def qualifies(self) -> bool:
        return self.kind == "policy" and self.low is not None and self.low >= QUALIFY


def play(args: argparse.Namespace, variant: str, name: str, kind: str) -> Row:
    preset, options = ONE_ROUND[variant]
    ruleset = Ruleset.create(variant, PLAYERS, preset, options)
    games = args.hard_games if name == "hard" else args.games
    summary = simulate(ruleset, [ENTRANT + name] + [OPPONENT] * (PLAYERS - 1), games,
                       seed=f"{args.seed}:{variant}", jobs=args.jobs,
                       bot_factory=partial(entrant, args.hard_iterations))
    share = next(figure for figure in summary.bots if figure.name == ENTRANT + name).share
    low = None if share.low is None else max(0.0, share.low)
    high = None if share.high is None else min(1.0, share.high)
    return Row(variant, name, kind, share.value, low, high, summary.games, summary.elapsed)


def line(row: Row) -> str:
    low = percent(row.low, "en")
    high = percent(row.high, "en")
    mark = "  qualifies" if row.qualifies else ""
    return (f"{row.variant:9} {row.name:22} {row.kind:6} {percent(row.share, 'en'):>6}"
            f"  [{low:>6} – {high:>6}]  games {row.games:>5}  {row.seconds:6.1f} s{mark}")


def markdown(rows: list[Row], command: str, args: argparse.Namespace) -> str:
    today = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d")
    out = [
        "# Leaderboard",
        "",
        f"Each entrant plays one-round games at a table of {PLAYERS}, one seat against"
        f" three `{OPPONENT}` bots, on duplicate deals: every deal in every rotation of the"
        " seats, the same deals for every entrant of a game. The share is the entrant's"
        f" share of the wins (parity: {percent(1 / PLAYERS, 'en')}); the interval is its 95%"
        " interval, clustered by deal. A shipped policy becomes the `learned` bot level"
        f" only where the interval's lower end is at least {percent(QUALIFY, 'en')}"
        " (docs/rl.md, \"Baselines and leaderboard\"). `medium` against three of its own"
        " wins exactly one rotation of each deal: its row is parity, with no spread.",
        "",
        f"Generated by `benchmarks/leaderboard.py` on {today}: `{command}`"
        f" (seed {args.seed!r}, {args.jobs} jobs).",
    ]
    for variant in dict.fromkeys(row.variant for row in rows):
        out += ["", f"## {variant}", "",
                "| rank | entrant | kind | win share | 95% interval | games | qualifies |",
                "| ---: | --- | --- | ---: | --- | ---: | --- |"]
        ranked = sorted((row for row in rows if row.variant == variant),
                        key=lambda row: -row.share)
        for rank, row in enumerate(ranked, 1):
            verdict = ("yes" if row.qualifies else "no") if row.kind == "policy" else ""
            spread = ("–" if row.low is None or row.high is None
                      else f"{percent(row.low, 'en')} – {percent(row.high, 'en')}")
            out.append(f"| {rank} | `{row.name}` | {row.kind} | {percent(row.share, 'en')} |"
                       f" {spread} | {row.games} | {verdict} |")
    return "\n".join(out) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000,
                        help="games per entrant besides the hard bot (default 2000)")
    parser.add_argument("--hard-games", type=int, default=200,
                        help="games of the hard bot per game (default 200)")
    parser.add_argument("--hard-iterations", type=int,
                        help="playouts a decision of the hard bot (default: its game's)")
    parser.add_argument("--jobs", type=int, default=default_jobs())
    parser.add_argument("--seed", default="leaderboard")
    parser.add_argument("--out", default=str(ROOT / "docs" / "leaderboard.md"),
                        help="the Markdown file to write (default docs/leaderboard.md)")
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds, written to a temporary file")
    args = parser.parse_args()
    if args.quick:
        parser.set_defaults(**QUICK, out=str(Path(tempfile.gettempdir())
                                              / "maumau-leaderboard-quick.md"))
        args = parser.parse_args()
    command = "uv run python benchmarks/leaderboard.py " + shlex.join(sys.argv[1:])
    started = time.perf_counter()
    policies: dict[str, list[str]] = {}
    for name in shipped_policies():
        policies.setdefault(load_policy(name).variant, []).append(name)
    print(f"one-round games, {PLAYERS} players, each entrant against {PLAYERS - 1}"
          f" {OPPONENT}, duplicate deals, seed {args.seed!r}, {args.jobs} jobs")
    rows: list[Row] = []
    for variant in (name for name in ONE_ROUND if name in policies):
        entrants = [(name, "policy") for name in policies[variant]]
        entrants += [(name, "bot") for name in BOTS]
        for name, kind in entrants:
            row = play(args, variant, name, kind)
            print(line(row), flush=True)
            rows.append(row)
    Path(args.out).write_text(markdown(rows, command.strip(), args), encoding="utf-8")
    print(f"wrote {args.out}")
    print(f"elapsed {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()

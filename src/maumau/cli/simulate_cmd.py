"""``maumau simulate``: the command line around :mod:`maumau.sim`.

Checks the line-up, the counts, the output paths and a cluster's address before any game
is played, shows a progress bar with the time left on stderr (only on a terminal, and not
with ``--quiet``), runs the games on local processes or, with ``--cluster``, as Ray tasks
(the same bar, report and Ctrl-C), prints the report as tables and writes the JSON and PNG
files asked for. Ctrl-C stops the run; the games finished so far are reported and the
exit status is 130.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from maumau.bots.base import bot_names
from maumau.cli.extras import require_extra
from maumau.cli.i18n import Texts
from maumau.cli.os_text import os_reason
from maumau.cli.save_file import check_writable
from maumau.core.chance import Seed
from maumau.core.errors import RulesetError
from maumau.core.ruleset import Ruleset
from maumau.sim import SetupError, simulate, simulate_comparison
from maumau.sim.cluster import check_reachable
from maumau.sim.compare import Comparison, changed_ruleset
from maumau.sim.export import write_json, write_png
from maumau.sim.report import print_comparison, print_summary
from maumau.sim.summary import Summary

__all__ = [
    "INTERRUPTED_STATUS",
    "REPORT_WIDTH",
    "SimulateRequest",
    "parse_changes",
    "parse_lineup",
    "run_simulate",
]

INTERRUPTED_STATUS = 130
REPORT_WIDTH = 100


@dataclass(frozen=True)
class SimulateRequest:
    """What ``maumau simulate`` was asked for, once the ruleset is built."""

    ruleset: Ruleset
    bots: str
    games: int
    jobs: int | None
    seed: Seed
    compare_options: str | None
    max_actions: int
    json_path: Path | None
    png_path: Path | None
    quiet: bool
    colour: bool
    cluster: str | None = None
    """A Ray cluster address (``ray``, ``auto``, ``host:port``): run there, not on
    ``jobs`` local processes."""


def run_simulate(request: SimulateRequest, texts: Texts, out: TextIO, err: TextIO) -> int:
    """Run the simulation and print the report; return the exit status."""
    lineup = parse_lineup(request.bots, request.ruleset.players, texts)
    for flag, value in (("--games", request.games), ("--jobs", request.jobs),
                        ("--max-actions", request.max_actions)):
        if value is not None and value < 1:
            raise SetupError(texts("error.sim_count", flag=flag, value=value))
    changes = (parse_changes(request.compare_options, texts)
               if request.compare_options is not None else None)
    if changes is not None:
        changed_ruleset(request.ruleset, changes)  # a bad value fails before any game
    for path in (request.json_path, request.png_path):
        if path is not None:
            _check_path(path, texts)
    if request.png_path is not None:
        require_extra("plot", texts)  # the chart needs matplotlib: refused before any game
    if request.cluster is not None:
        require_extra("cluster", texts)
    backend = "processes" if request.cluster is None else "ray"
    cluster = request.cluster or "ray"
    if request.cluster is not None:
        check_reachable(cluster)  # an address that does not answer fails before any game
    with _progress_bar(texts, err, enabled=not request.quiet and err.isatty()) as progress:
        result: Summary | Comparison
        if changes is None:
            result = simulate(request.ruleset, lineup, request.games, seed=request.seed,
                              jobs=request.jobs, progress=progress,
                              max_actions=request.max_actions, backend=backend,
                              cluster=cluster)
        else:
            result = simulate_comparison(request.ruleset, changes, lineup, request.games,
                                         seed=request.seed, jobs=request.jobs,
                                         progress=progress, max_actions=request.max_actions,
                                         backend=backend, cluster=cluster)
    console = Console(file=out, width=REPORT_WIDTH, force_terminal=request.colour,
                      no_color=not request.colour, markup=False, highlight=False)
    if isinstance(result, Comparison):
        print_comparison(result, texts, console)
        interrupted = result.base.interrupted
    else:
        print_summary(result, texts, console)
        interrupted = result.interrupted
    _write_files(request, result, texts, console)
    return INTERRUPTED_STATUS if interrupted else 0


def parse_lineup(spec: str, players: int, texts: Texts) -> list[str]:
    """One bot name per seat (one name alone serves every seat); names are checked."""
    names = [name.strip() for name in spec.split(",")]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise SetupError(texts("error.sim_bots", given=len(names), needed=players))
    known = bot_names()
    for name in names:
        if name not in known:
            raise RulesetError(f"unknown bot {name!r}; valid: " + ", ".join(known),
                               "unknown_bot", {"bot": name, "valid": ", ".join(known)})
    return names


def parse_changes(text: str, texts: Texts) -> dict[str, str]:
    """``play_after_draw=false,jokers=2`` as a mapping."""
    changes: dict[str, str] = {}
    for part in text.split(","):
        name, equals, value = part.partition("=")
        if not equals or not name.strip() or not value.strip():
            raise SetupError(texts("error.sim_compare", text=text))
        changes[name.strip()] = value.strip()
    return changes


def _check_path(path: Path, texts: Texts) -> None:
    try:
        check_writable(path)
    except OSError as problem:
        raise SetupError(texts("error.write", path=path,
                               reason=os_reason(texts, problem))) from None


def _write_files(request: SimulateRequest, result: Summary | Comparison, texts: Texts,
                 console: Console) -> None:
    writers: list[tuple[Path | None, Callable[[Path], None]]] = [
        (request.json_path, lambda path: write_json(path, result)),
        (request.png_path, lambda path: write_png(path, result, texts)),
    ]
    for path, write in writers:
        if path is None:
            continue
        try:
            write(path)
        except OSError as problem:
            raise SetupError(texts("error.write", path=path,
                                   reason=os_reason(texts, problem))) from None
        console.print(texts("sim.written", path=path), soft_wrap=True)


@contextmanager
def _progress_bar(texts: Texts, err: TextIO, *, enabled: bool
                  ) -> Iterator[Callable[[int, int], None] | None]:
    """A callback that moves a progress bar with the time left, or None when disabled."""
    if not enabled:
        yield None
        return
    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                   TimeElapsedColumn(), TimeRemainingColumn(),
                   console=Console(file=err), transient=True)
    task = bar.add_task(texts("sim.progress"), total=None)

    def advance(done: int, planned: int) -> None:
        bar.update(task, completed=done, total=planned)

    with bar:
        yield advance

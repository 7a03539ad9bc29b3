"""Start-up time of the web server against the number of finished matches stored.

Builds a SQLite database with ``--open`` tables in the middle of a round and copies of one
finished classic match (played by bots, with its actions and record) under ``--finished``
table codes, then times the hub's start (open the database, prepare, rebuild what is
played) with and without the finished ones, best of ``--repeats`` starts that take turns
after one warm-up start. The baseline is the start with the open tables only, in the same
run; the ratio should stay near 1: start-up reads only the list of tables being played
(``maumau_live``), and finished tables are rebuilt only when somebody asks for them.

Run: ``uv run python benchmarks/server_startup.py [--finished 10000] [--open 20] [--quick]``;
``--quick`` runs a few seconds with small counts, to check that it runs.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import random
import secrets
import tempfile
import time
from pathlib import Path

from sqlalchemy import select

from maumau.core.match import Match
from maumau.core.ruleset import Ruleset
from maumau.web.config import Settings
from maumau.web.storage import db, repository as repo
from maumau.web.tables.hub import Hub

QUICK = {"finished": 200, "open": 3, "repeats": 1}
"""The counts of ``--quick``."""

def fill(url: str, finished: int, playing: int, seed: int) -> None:
    engine = db.open_database(url)
    ruleset = Ruleset.create("classic", 2, "single", {})
    done = Match(ruleset, seed)
    actions: list[tuple[int, str]] = []
    choose = random.Random(seed)
    while not done.is_over():
        game = done.round
        action = choose.choice(game.legal_actions())
        actions.append((game.index, str(action)))
        done.apply(action)
    record = done.to_record()
    with engine.begin() as connection:
        for number in range(finished + playing):
            code = secrets.token_urlsafe(12)
            row = repo.TableRow(code, "classic", "single", 2, ruleset.options, 60.0, 4.0, 0, 0)
            repo.insert_table(connection, row, [repo.SeatRow(0, "human", "A"),
                                                repo.SeatRow(1, "bot", None, "simple")])
            repo.insert_match(connection, code, 1, str(seed))
            shown = actions if number < finished else actions[: len(actions) // 2]
            connection.execute(db.actions.insert(), [  # one statement per table: quick
                {"code": code, "seq": seq, "match": 1, "round": round_index,
                 "action": text, "public": True}
                for seq, (round_index, text) in enumerate(shown, 1)])
            if number < finished:
                repo.save_record(connection, code, 1, record)
        count = connection.execute(select(db.tables.c.code)).all()
    assert len(count) == finished + playing
    engine.dispose()


def start_seconds(folder: Path) -> float:
    settings = Settings.resolve(None, folder)

    async def run() -> float:
        hub = Hub(dataclasses.replace(settings))
        started = time.perf_counter()
        await hub.start()
        elapsed = time.perf_counter() - started
        await hub.stop()
        return elapsed

    return asyncio.run(run())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--finished", type=int, default=10_000)
    parser.add_argument("--open", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    options = parser.parse_args()
    if options.quick:
        parser.set_defaults(**QUICK)
        options = parser.parse_args()
    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as full:
        folders = {"baseline": Path(empty), "finished": Path(full)}
        for label, finished in (("baseline", 0), ("finished", options.finished)):
            fill(Settings.resolve(None, folders[label]).database_url, finished, options.open, 7)
        start_seconds(folders["baseline"])  # warm-up: the first start imports and caches
        runs: dict[str, list[float]] = {label: [] for label in folders}
        for _ in range(options.repeats):  # the two take turns: a burst of load hits both
            for label, folder in folders.items():
                runs[label].append(start_seconds(folder))
    times = {label: min(seconds) for label, seconds in runs.items()}
    base = times["baseline"]
    print(f"baseline: start with {options.open} tables being played      "
          f"{base * 1000:>8.1f} ms   1.00x")
    print(f"the same and {options.finished:,} finished matches stored   "
          f"{times['finished'] * 1000:>8.1f} ms   {times['finished'] / base:.2f}x baseline")


if __name__ == "__main__":
    main()

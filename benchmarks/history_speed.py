"""History speed: the profile's history page and the rating update with 10,000 stored
matches, as ratios to the same with none, measured in one run.

The history page is what ``/history`` asks the server for (``/api/profile/history`` and
``/api/profile/stats``), through the real application on SQLite files; the rating update
is the write that stores a finished match (participation and OpenSkill ratings of a
profile and three bot levels). Three servers' databases are prepared: one with no match,
one with 100 (a full first page), one with 10,000; then the measurements take turns
between them, call by call, so that the load of a shared machine falls on all alike. A
ratio near 1 means nothing slows down as the history grows: the queries go through
indexes and the statistics are running counts.
Run: ``uv run python benchmarks/history_speed.py [--matches N] [--repeat R] [--quick]``;
``--quick`` runs a few seconds with small counts, to check that it runs.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import text

from maumau.web.config import Settings
from maumau.web.operations.app import create_app
from maumau.web.social import history, schema

QUICK = {"matches": 300, "first": 20, "repeat": 3}
"""The counts of ``--quick``."""

SEATS: list[history.Place] = [(0, "human", "Anna", None), (1, "bot", None, "easy"),
                              (2, "bot", None, "medium"), (3, "bot", None, "hard")]


class Bench:
    """One server with one profile that has played ``number`` matches at table 'bench'."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        made = client.post("/api/profiles", json={"name": "Anna"}).json()
        self.engine = client.app.state.hub.engine  # type: ignore[attr-defined]
        self.headers = {"Authorization": f"Bearer {made['secret']}"}
        self.number = 0
        with self.engine.begin() as connection:
            connection.execute(schema.seat_claims.insert().values(
                code="bench", seat=0, profile_id=made["id"]))

    def page(self) -> None:
        for path in ("/api/profile/history", "/api/profile/stats"):
            answer = self.client.get(path, headers=self.headers)
            assert answer.status_code == 200, answer.text

    def finish(self, connection: Any) -> None:
        self.number += 1
        history.record_finished(connection, "bench", self.number, "classic", SEATS,
                                {"winners": [self.number % 4], "totals": [0, 10, 20, 30],
                                 "rounds": [{}]})

    def rating_update(self) -> None:
        with self.engine.begin() as connection:
            self.finish(connection)

    def fill(self, matches: int, batch: int = 500) -> None:
        for start in range(0, matches, batch):
            with self.engine.begin() as connection:
                for _ in range(min(batch, matches - start)):
                    self.finish(connection)


def take_turns(work: list[Callable[[], None]], repeat: int) -> list[float]:
    """The median seconds of each piece of work, measured in turns."""
    times: list[list[float]] = [[] for _ in work]
    for _ in range(repeat):
        for index, piece in enumerate(work):
            started = time.perf_counter()
            piece()
            times[index].append(time.perf_counter() - started)
    return [statistics.median(measured) for measured in times]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--first", type=int, default=100,
                        help="the middle point: enough matches to fill the first page")
    parser.add_argument("--repeat", type=int, default=100)
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    options = parser.parse_args()
    if options.quick:
        parser.set_defaults(**QUICK)
        options = parser.parse_args()
    sizes = (0, options.first, options.matches)
    with contextlib.ExitStack() as stack:
        benches = []
        for size in sizes:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory()))
            client = stack.enter_context(TestClient(create_app(Settings.resolve(None, folder))))
            bench = Bench(client)
            started = time.perf_counter()
            bench.fill(size)
            print(f"{size} matches stored in {time.perf_counter() - started:.1f} s")
            bench.page()  # warm up the application and the connection pool
            benches.append(bench)
        pages = take_turns([bench.page for bench in benches], options.repeat)
        updates = take_turns([bench.rating_update for bench in benches], options.repeat)
        with benches[-1].engine.connect() as connection:
            plan = connection.execute(text(
                "EXPLAIN QUERY PLAN SELECT match_id FROM social_participations "
                "WHERE profile_id = 'x' ORDER BY match_id DESC LIMIT 21")).all()
    for what, (none, first, full) in (("history page (history + stats)", pages),
                                      ("rating update (one finished match)", updates)):
        print(f"{what}: none {none * 1000:.2f} ms, {sizes[1]} {first * 1000:.2f} ms, "
              f"{sizes[2]} {full * 1000:.2f} ms; ratio {sizes[2]} / none {full / none:.2f}, "
              f"{sizes[2]} / {sizes[1]} {full / first:.2f}")
    print("history query plan: " + "; ".join(str(row[-1]) for row in plan))


if __name__ == "__main__":
    main()

"""History speed: the profile's history page and the rating update with 10,000 stored
matches, as ratios to the same with none, measured in one run.

The history page is what ``/history`` asks the server for (``/api/profile/history`` and
``/api/profile/stats``), through the real application on a fresh SQLite file; the rating
update is the write that stores a finished match (participation and OpenSkill ratings of
a profile and three bot levels). A ratio near 1 means neither slows down as the history
grows: the queries go through indexes and the statistics are running counts.
Run: ``uv run python benchmarks/history_speed.py [--matches N] [--repeat R]``.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine, text

from maumau.web.app import create_app
from maumau.web.config import Settings
from maumau.web.social import history, schema

SEATS: list[history.Place] = [(0, "human", "Anna", None), (1, "bot", None, "easy"),
                              (2, "bot", None, "medium"), (3, "bot", None, "hard")]


def median_seconds(work: Callable[[], Any], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


class Bench:
    def __init__(self, client: TestClient, engine: Engine, secret: str, profile_id: str,
                 code: str) -> None:
        self.client, self.engine, self.code = client, engine, code
        self.headers = {"Authorization": f"Bearer {secret}"}
        self.number = 0
        with engine.begin() as connection:
            connection.execute(schema.seat_claims.insert().values(
                code=code, seat=0, profile_id=profile_id))

    def page(self) -> None:
        for path in ("/api/profile/history", "/api/profile/stats"):
            answer = self.client.get(path, headers=self.headers)
            assert answer.status_code == 200, answer.text

    def finish(self, connection: Any) -> None:
        self.number += 1
        winners = [self.number % 4]
        history.record_finished(connection, self.code, self.number, "classic", SEATS,
                                {"winners": winners, "totals": [0, 10, 20, 30],
                                 "rounds": [{}]})

    def rating_update(self) -> None:
        with self.engine.begin() as connection:
            self.finish(connection)

    def fill(self, matches: int, batch: int = 500) -> None:
        for start in range(0, matches, batch):
            with self.engine.begin() as connection:
                for _ in range(min(batch, matches - start)):
                    self.finish(connection)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--first", type=int, default=100,
                        help="a middle point: enough matches to fill the first page")
    parser.add_argument("--repeat", type=int, default=60)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, \
            TestClient(create_app(Settings.resolve(None, Path(folder)))) as client:
        made = client.post("/api/profiles", json={"name": "Anna"}).json()
        engine = client.app.state.hub.engine  # type: ignore[attr-defined]
        bench = Bench(client, engine, made["secret"], made["id"], "bench")
        bench.page()  # warm up the application and the connection pool
        empty_page = median_seconds(bench.page, options.repeat)
        empty_update = median_seconds(bench.rating_update, options.repeat)
        bench.fill(options.first - bench.number)
        first_page = median_seconds(bench.page, options.repeat)
        first_update = median_seconds(bench.rating_update, options.repeat)
        started = time.perf_counter()
        bench.fill(options.matches - bench.number)
        filled = time.perf_counter() - started
        stored = bench.number
        full_page = median_seconds(bench.page, options.repeat)
        full_update = median_seconds(bench.rating_update, options.repeat)
        with engine.connect() as connection:
            plan = connection.execute(text(
                "EXPLAIN QUERY PLAN SELECT match_id FROM social_participations "
                "WHERE profile_id = 'x' ORDER BY match_id DESC LIMIT 21")).all()
    print(f"stored matches: {stored} (filled in {filled:.1f} s)")
    for what, empty, first, full in (
            ("history page (history + stats)", empty_page, first_page, full_page),
            ("rating update (one finished match)", empty_update, first_update, full_update)):
        print(f"{what}: none {empty * 1000:.2f} ms, {options.first} {first * 1000:.2f} ms, "
              f"{stored} {full * 1000:.2f} ms; ratio {stored} / none {full / empty:.2f}, "
              f"{stored} / {options.first} {full / first:.2f}")
    print("history query plan: " + "; ".join(str(row[-1]) for row in plan))


if __name__ == "__main__":
    main()

"""The per-address limits of a site of two server processes on one PostgreSQL database,
probed from one address with forged forwarding headers, and the cost of counting in the
database.

Starts a throwaway PostgreSQL (Debian's binaries, as the tests do) and two server
processes with the limits on, then from 127.0.0.1:

- creates ``--creations`` tables, alternately at each process, each request with its own
  forged ``X-Forwarded-For`` (and ``X-Maumau-Client`` with a guessed relay secret), and
  counts those let through (the documented rate: 30 a minute);
- opens ``--sockets`` WebSockets the same way, all held open at once, and counts those let
  in (the documented cap: 40 per address);

and measures one site-wide count (:class:`maumau.web.storage.site_limits.SiteCounter`: lock,
count, insert, commit) against that database, and the in-memory count it replaces.
Run: ``uv run python benchmarks/site_limits.py``. ``--server-path SRC`` runs the server
processes from another version's ``src`` (``git archive main src | tar -x -C /tmp/main``:
``--server-path /tmp/main/src``), to compare.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx2
from limits import parse_many

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' helpers
from tests.web.servers import ServerProcess, postgres_server
from tests.web.test_site_trust import TABLE, forged, open_sockets


def flood(servers: list[str], count: int) -> int:
    """Tables created of ``count`` tried."""
    return sum(httpx2.post(f"{servers[index % 2]}/api/tables", json=TABLE,
                           headers=forged(index), timeout=10).status_code == 201
               for index in range(count))


def cost(database_url: str, rounds: int) -> tuple[float, float, float]:
    """Milliseconds per site-wide count (median, 95th percentile) and per in-memory count."""
    from maumau.web.config import Limits
    from maumau.web.guard.limits import Guard
    from maumau.web.storage.db import open_database
    from maumau.web.storage.site_limits import SiteCounter

    engine = open_database(database_url)
    counter = SiteCounter(engine)
    rates = parse_many("1000000/minute;10000000/day")
    took: list[float] = []
    for index in range(rounds):
        began = time.perf_counter()
        counter.hit("create", (f"10.0.{index % 200}.1",), rates)
        took.append((time.perf_counter() - began) * 1000)
    engine.dispose()
    guard = Guard(Limits(create_rate="1000000/minute"))
    began = time.perf_counter()
    for index in range(rounds):
        guard.allow("create", f"10.0.{index % 200}.1")
    memory = (time.perf_counter() - began) * 1000 / rounds
    took.sort()
    return statistics.median(took), took[int(len(took) * 0.95)], memory


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--creations", type=int, default=70)
    parser.add_argument("--sockets", type=int, default=45)
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--server-path", default=None,
                        help="the src folder the server processes import maumau from")
    parser.add_argument("--quick", action="store_true", help="a smoke run: few requests")
    options = parser.parse_args()
    if options.quick:
        options.creations, options.sockets, options.rounds = 35, 42, 50
    env = {"MAUMAU_LIMITS": "on"}
    if options.server_path:
        env["PYTHONPATH"] = options.server_path
    with tempfile.TemporaryDirectory() as folder, \
            postgres_server(Path(folder) / "postgres") as database_url:
        first = ServerProcess(Path(folder) / "a", database_url, env)
        second = ServerProcess(Path(folder) / "b", database_url, env)
        try:
            a, b = first.start(), second.start()
            time.sleep(4)  # each process has counted the other (a third of a lease)
            code = httpx2.post(f"{a.http}/api/tables", json=TABLE, timeout=10).json()["code"]
            made = flood([a.http, b.http], options.creations) + 1
            print(f"tables created: {made} of {options.creations + 1} (the rate: 30 a minute)")
            let_in, _ = asyncio.run(open_sockets(a, b, code, options.sockets))
            print(f"WebSockets let in: {let_in} of {options.sockets} (the cap: 40 open)")
        finally:
            first.kill()
            second.kill()
        median, p95, memory = cost(database_url, options.rounds)
        print(f"one site-wide count: {median:.2f} ms median, {p95:.2f} ms p95 "
              f"({options.rounds} counts); in memory: {memory * 1000:.1f} us")


if __name__ == "__main__":
    main()

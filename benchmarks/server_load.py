"""Server load: many tables at once over real WebSockets against a real uvicorn server.

Starts ``python -m maumau.web`` on a free loopback port with a fresh SQLite file, creates
``--tables`` classic tables (two scripted people, one ``simple`` bot and one spectator
each, so four connections would see every action), and lets them play for ``--seconds``:
each person thinks ``--think-ms`` (0.5x to 1.5x, at random) before acting, the host deals
the next round and starts a new match when one ends. Everything is bounded in count and
time and stops by itself; the server is stopped at the end.

It prints the accepted actions per second (people and bots) and the latency of the
people's actions: from sending an action to the moment the last connected client of that
table received the ``state`` with the new state id (measured client-side, so it includes
the commit to disk and the fan-out). The baseline, measured in the same run on the same
connections before the load starts, is a ``ping`` round trip; the ratio is latency over
that. The server's CPU per action is printed in ms and as a multiple of its CPU per ping
round trip, measured in the same run before the load. The bars the server is held to:
server CPU per action at most 0.3 ms; p99 below 100 ms with 200 tables playing at once and
below 50 ms with 1,000.

Run: ``uv run python benchmarks/server_load.py [--tables 200] [--seconds 20]``; with
``MAUMAU_SQLITE_SYNCHRONOUS=FULL`` in the environment the server fsyncs every commit.
``--postgres`` runs the server on a throwaway PostgreSQL (Debian's binaries, as the tests
start it) instead of SQLite, and ``--workers N`` starts N server processes on it sharing
the port (tables are owned by one process each; a client that reaches another process is
relayed). The server CPU is then that of all its processes. ``--quick`` plays a few
tables for two seconds, to check that it runs (its figures mean nothing).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2
import orjson
from websockets.asyncio.client import ClientConnection, connect

from maumau.web import delta

BAR_CPU_MS = 0.3
BAR_P99_MS, BAR_P99_MANY_MS, MANY_TABLES = 100.0, 50.0, 1000
"""p99 must stay below 100 ms, and below 50 ms from 1,000 tables on."""
QUICK = {"tables": 4, "seconds": 2.0, "think_ms": 100.0, "pings": 20, "ping_cpu": 400}
"""The counts of ``--quick``."""


def p99_bar(tables: int) -> float:
    return BAR_P99_MANY_MS if tables >= MANY_TABLES else BAR_P99_MS


def verdict(met: bool) -> str:
    return "met" if met else "MISSED"


STATE_HEAD = re.compile(r'\{"v":1,"type":"(?:state|patch)",(?:"ref":[^,]*,)?"state":(\d+)')
"""The state id at the head of a ``state`` or ``patch`` message: watchers need no full
JSON parse."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def start_server(port: int, data_dir: str, database_url: str | None = None,
                 workers: int = 1) -> subprocess.Popen[bytes]:
    env = {**os.environ, "MAUMAU_LIMITS": "off"}  # a thousand tables from one address
    command = [sys.executable, "-m", "maumau.web", "--port", str(port), "--data-dir",
               data_dir, "--workers", str(workers)]
    if database_url is not None:
        command += ["--database-url", database_url]
    return listening(subprocess.Popen(command, stdout=subprocess.DEVNULL, env=env), port)


def listening(server: subprocess.Popen[bytes], port: int) -> subprocess.Popen[bytes]:
    """``server`` once it accepts connections on ``port`` (it is killed after 30 s)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), 0.2):
                return server
        except OSError:
            time.sleep(0.05)
    server.kill()
    raise SystemExit(f"the server did not start: {server.args!r}")


@dataclass
class Table:
    code: str
    sockets: list[ClientConnection] = field(default_factory=list)
    pending: dict[int, tuple[float, set[int]]] = field(default_factory=dict)
    """State id awaited -> (send time, indexes of sockets that have not seen it yet)."""
    latest: int = 0


@dataclass
class Figures:
    latencies: list[float] = field(default_factory=list)
    sent: list[float] = field(default_factory=list)
    pings: list[float] = field(default_factory=list)
    errors: int = 0
    server_cpu: float = 0.0
    ping_cpu: float = 0.0
    """The server's CPU per ping round trip, measured before the load."""
    server_system: float = 0.0
    """Of ``server_cpu``, the part spent in the kernel (sockets, the database file)."""
    client_cpu: float = 0.0


def message(kind: str, **fields: Any) -> str:
    return json.dumps({"v": 1, "type": kind, **fields})


async def setup_table(http: httpx2.AsyncClient, ws: str) -> tuple[Table, list[str | None]]:
    created = (await http.post("/api/tables", json={
        "variant": "classic", "preset": "standard", "players": 3, "name": "Host",
        "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "bot", "level": "simple"}],
        "bot_delay_ms": 300, "away_seconds": 600})).json()
    joined = (await http.post(f"/api/tables/{created['code']}/join",
                              json={"name": "Guest", "seat": 1})).json()
    return Table(created["code"]), [created["token"], joined["token"], None]


async def open_socket(ws: str, table: Table, token: str | None) -> ClientConnection:
    socket_ = await connect(f"{ws}/ws/{table.code}", max_size=None)
    await socket_.send(message("hello", token=token))
    while json.loads(await socket_.recv())["type"] != "state":
        pass
    return socket_


async def measure_ping_cpu(tables: list[Table], figures: Figures, server_pid: int,
                           rounds: int) -> None:
    """The server's CPU per ping round trip (one message in, one out, no table work): every
    table's first socket pings ``rounds`` times in a row, all tables at once, so the
    server's event loop is busy with as many sockets as under the load. The CPU per
    action is also printed as a multiple of it, a figure that the machine's speed moves
    less (on the project machine the same run's CPU per action grew by a fifth within an
    hour). Compare the multiple between runs of the same command only: pings in a row
    from every table keep the loop fuller than the load's people do, so the multiple
    grows as the table count falls."""

    async def ping_in_turn(socket_: ClientConnection) -> None:
        for index in range(rounds):
            await socket_.send(message("ping", id=index))
            while '"type":"pong"' not in str(await socket_.recv()):
                pass

    before = sum(cpu_seconds(server_pid))
    await asyncio.gather(*(ping_in_turn(table.sockets[0]) for table in tables))
    figures.ping_cpu = (sum(cpu_seconds(server_pid)) - before) / (rounds * len(tables))


async def measure_pings(tables: list[Table], figures: Figures, count: int) -> None:
    sockets = [s for table in tables for s in table.sockets[:1]]
    for index in range(count):
        socket_ = sockets[index % len(sockets)]
        started = time.perf_counter()
        await socket_.send(message("ping", id=index))
        while json.loads(await socket_.recv())["type"] != "pong":
            pass
        figures.pings.append(time.perf_counter() - started)


async def run_client(table: Table, index: int, think: float, stop_at: float,
                     figures: Figures, rng: random.Random) -> None:
    """One client's loop until ``stop_at``: one time limit for the whole loop (a timeout
    per message would start a task per message and make the clients, which share the
    machine with the server, cost more than the server)."""
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(max(0.01, stop_at - time.monotonic())):
            await follow(table, index, think, stop_at, figures, rng)


async def follow(table: Table, index: int, think: float, stop_at: float, figures: Figures,
                 rng: random.Random) -> None:
    socket_ = table.sockets[index]
    acting = index < 2
    last: dict[str, Any] | None = None
    while time.monotonic() < stop_at:
        text = await socket_.recv()
        arrived = time.perf_counter()
        head = STATE_HEAD.match(text if isinstance(text, str) else text.decode())
        if head is None:
            figures.errors += '"type":"error"' in str(text)
            continue
        state = int(head.group(1))
        table.latest = max(table.latest, state)
        for awaited in [s for s in table.pending if s <= state]:
            sent, waiting = table.pending[awaited]
            waiting.discard(index)
            if not waiting:
                figures.latencies.append(arrived - sent)
                figures.sent.append(sent)
                del table.pending[awaited]
        if not acting:
            continue
        data = orjson.loads(text)
        if data["type"] == "patch":
            if last is None:
                continue
            data = delta.apply(last, data)
        last = data
        view, status = data["view"], data["table"]["status"]
        if status == "playing" and view and view["legal_actions"]:
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            if time.monotonic() >= stop_at:
                return
            choice = rng.choice(view["legal_actions"])
            table.pending[state + 1] = (time.perf_counter(), set(range(len(table.sockets))))
            await socket_.send(message("action", state=state, action=choice))
        elif index == 0 and status in ("round_over", "match_over"):
            await asyncio.sleep(think)
            await socket_.send(message("next_round" if status == "round_over"
                                       else "new_match"))


async def load(port: int, tables_wanted: int, seconds: float, think: float,
               seed: int, server_pid: int, pings: int = 300,
               ping_cpu: int = 20_000) -> tuple[Figures, int, float, int]:
    """Set up the tables, time ``pings`` ping round trips and the server's CPU for about
    ``ping_cpu`` more (all tables together), then play for ``seconds``."""
    http_url, ws = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    figures = Figures()
    async with httpx2.AsyncClient(base_url=http_url, timeout=30) as http:
        made = await asyncio.gather(*(setup_table(http, ws) for _ in range(tables_wanted)))
    tables = [table for table, _ in made]
    limit = asyncio.Semaphore(50)

    async def connect_all(table: Table, tokens: list[str | None]) -> None:
        for token in (*tokens, None):
            async with limit:
                table.sockets.append(await open_socket(ws, table, token))

    await asyncio.gather(*(connect_all(table, tokens) for table, tokens in made))
    await measure_pings(tables, figures, pings)
    await measure_ping_cpu(tables, figures, server_pid, max(20, ping_cpu // len(tables)))
    calm_collector()
    for table in tables:
        await table.sockets[0].send(message("start"))
    rng = random.Random(seed)
    user, system = cpu_seconds(server_pid)
    figures.server_cpu, figures.server_system = -user - system, -system
    figures.client_cpu = -time.process_time()
    started = time.monotonic()
    stop_at = started + seconds
    await asyncio.gather(*(run_client(table, index, think, stop_at, figures,
                                      random.Random(rng.random()))
                           for table in tables for index in range(len(table.sockets))))
    elapsed = time.monotonic() - started
    user, system = cpu_seconds(server_pid)
    figures.server_cpu += user + system
    figures.server_system += system
    figures.client_cpu += time.process_time()
    actions = sum(table.latest for table in tables)
    for table in tables:
        for socket_ in table.sockets:
            await socket_.close()
    return figures, actions, elapsed, sum(len(t.sockets) for t in tables)


def calm_collector() -> None:
    """The clients' own garbage collector, over thousands of connections, would stop their
    loop for hundreds of milliseconds and stamp messages late: what is set up stays out
    of collections, and the young generation is large (as in the server, serve.py)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 10)


def cpu_seconds(pid: int) -> tuple[float, float]:
    """User and system CPU time so far of a process and its living children (Linux): the
    worker processes of ``--workers``."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    user, system = int(fields[11]) / tick, int(fields[12]) / tick
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as listing:
            children = [int(child) for child in listing.read().split()]
    except OSError:
        children = []
    for child in children:
        more = cpu_seconds(child)
        user, system = user + more[0], system + more[1]
    return user, system


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--think-ms", type=float, default=400.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--postgres", action="store_true",
                        help="a throwaway PostgreSQL instead of SQLite")
    parser.add_argument("--workers", type=int, default=1,
                        help="server processes (PostgreSQL only)")
    parser.add_argument("--pings", type=int, default=300,
                        help="ping round trips timed for the baseline")
    parser.add_argument("--ping-cpu", type=int, default=20_000,
                        help="ping round trips (all tables together) for the CPU per ping")
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    options = parser.parse_args()
    if options.quick:
        parser.set_defaults(**QUICK)
        options = parser.parse_args()
    if not 1 <= options.tables <= 2000 or not 1 <= options.seconds <= 600:
        raise SystemExit("--tables must be 1..2000 and --seconds 1..600")
    if options.workers > 1 and not options.postgres:
        raise SystemExit("--workers needs --postgres")
    port = free_port()
    with tempfile.TemporaryDirectory() as data_dir, contextlib.ExitStack() as stack:
        database_url = None
        if options.postgres:
            sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
            from tests.web.servers import postgres_server

            database_url = stack.enter_context(postgres_server(Path(data_dir) / "postgres"))
        server = start_server(port, data_dir, database_url, options.workers)
        try:
            figures, actions, elapsed, sockets = asyncio.run(load(
                port, options.tables, options.seconds, options.think_ms / 1000,
                options.seed, server.pid, options.pings, options.ping_cpu))
        finally:
            server.terminate()
            server.wait(timeout=30)
    if not figures.latencies:
        raise SystemExit("no action was measured")
    ping = statistics.median(figures.pings) * 1000
    p50 = percentile(figures.latencies, 0.50) * 1000
    p99 = percentile(figures.latencies, 0.99) * 1000
    database = f"PostgreSQL, {options.workers} process(es)" if options.postgres else "SQLite"
    print(f"tables playing at once        {options.tables:>10,}   ({sockets} WebSockets, "
          f"{os.cpu_count()} cores, {database})")
    print(f"accepted actions              {actions:>10,}   in {elapsed:.1f} s")
    print(f"actions per second            {actions / elapsed:>10,.0f}")
    cpu_ms = figures.server_cpu / actions * 1000
    print(f"server CPU per action         {cpu_ms:>10.3f} ms   "
          f"(server busy {figures.server_cpu / elapsed:.0%} of one core, clients "
          f"{figures.client_cpu / elapsed:.0%})   bar <= {BAR_CPU_MS} ms: "
          f"{verdict(cpu_ms <= BAR_CPU_MS)}")
    if figures.ping_cpu > 0:  # the CPU clock ticks every 10 ms: a tiny run may see none
        print(f"  as a multiple of a ping's CPU {cpu_ms / (figures.ping_cpu * 1000):>10.1f}x    "
              f"(server CPU per ping round trip {figures.ping_cpu * 1e6:.1f} us, same run)")
    print(f"  of which in the kernel        {figures.server_system / actions * 1000:>10.2f} ms   "
          "(system time: socket reads and writes, the database file)")
    print(f"people's actions measured     {len(figures.latencies):>10,}   "
          f"(errors: {figures.errors})")
    print(f"baseline: ping round trip p50 {ping:>10.2f} ms   1.00x")
    print(f"action -> last client p50     {p50:>10.2f} ms   {p50 / ping:.2f}x baseline")
    bar = p99_bar(options.tables)
    print(f"action -> last client p99     {p99:>10.2f} ms   {p99 / ping:.2f}x baseline   "
          f"bar < {bar:.0f} ms: {verdict(p99 < bar)}")


if __name__ == "__main__":
    main()

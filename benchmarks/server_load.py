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

``--search`` finds how many tables one server holds as its users feel it: on one server it
steps the tables playing at once up (``--steps``, 100 to 2,800 by default), each step
adding tables while the others go on playing, ``--warmup`` seconds of play and then
``--step-seconds`` measured, until the p99 of action -> last client reaches ``--bar-ms``
(50 ms), then bisects between the last count held and that one to within an eighth
(tables stop playing and idle, or new ones join); no step starts after ``--budget``
seconds. It prints each step (actions per second, server
CPU per action, the CPU share of the server, of the load's own clients and of the whole
machine, p50 and p99, and how late the clients' event loop woke: a late client stamps
late), then the last count held with its CPU per action as a multiple of a ping's CPU,
measured after the load on that count's sockets, and the load average at the start and
the end (the clients share the machine; so may others: a step that misses the bar while
other processes took more than a quarter of a core is measured again, at most twice).
``--search --quick`` steps through 2 and 4 tables in a few seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import math
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

from maumau.web.tables import delta

BAR_CPU_MS = 0.3
BAR_P99_MS, BAR_P99_MANY_MS, MANY_TABLES = 100.0, 50.0, 1000
"""p99 must stay below 100 ms, and below 50 ms from 1,000 tables on."""
QUICK = {"tables": 4, "seconds": 2.0, "think_ms": 100.0, "pings": 20, "ping_cpu": 400}
"""The counts of ``--quick``."""
SEARCH_STEPS = (100, 200, 400, 600, 800, 1000, 1200, 1400, 1700, 2000, 2400, 2800)
"""The table counts ``--search`` steps through, finer near the 1,000 the bar names."""
QUICK_SEARCH = {"steps": "2,4", "warmup": 0.3, "step_seconds": 1.0, "bar_ms": 1e9}
"""The steps of ``--search --quick`` (the bar so high that every step holds)."""
OTHERS, AGAIN = 0.25, 2
"""A step that misses the bar while processes outside the load took more than a quarter
of a core is measured again, at most twice: on a shared machine the search should stop at
what the load does, not at somebody else's build."""


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


async def setup_table(http: httpx2.AsyncClient) -> tuple[Table, list[str | None]]:
    created = (await http.post("/api/tables", json={
        "variant": "classic", "preset": "standard", "players": 3, "name": "Host",
        "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "bot", "level": "simple"}],
        "bot_delay_ms": 300, "away_seconds": 600})).json()
    joined = (await http.post(f"/api/tables/{created['code']}/join",
                              json={"name": "Guest", "seat": 1})).json()
    return Table(created["code"]), [created["token"], joined["token"], None]


async def add_tables(http: httpx2.AsyncClient, port: int, count: int) -> list[Table]:
    """``count`` new tables, each with its four sockets open (two people, the bot's seat
    watched by nobody, one spectator)."""
    ws = f"ws://127.0.0.1:{port}"
    made = await asyncio.gather(*(setup_table(http) for _ in range(count)))
    limit = asyncio.Semaphore(50)

    async def connect_all(table: Table, tokens: list[str | None]) -> None:
        for token in (*tokens, None):
            async with limit:
                table.sockets.append(await open_socket(ws, table, token))

    await asyncio.gather(*(connect_all(table, tokens) for table, tokens in made))
    return [table for table, _ in made]


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
    """One client's loop until ``stop_at`` (infinity: until cancelled): one time limit
    for the whole loop (a timeout per message would start a task per message and make the
    clients, which share the machine with the server, cost more than the server)."""
    delay = None if math.isinf(stop_at) else max(0.01, stop_at - time.monotonic())
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(delay):
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
    figures = Figures()
    async with httpx2.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30) as http:
        tables = await add_tables(http, port, tables_wanted)
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


@dataclass
class Step:
    """One step of ``--search``: the figures of its measured window."""

    tables: int
    actions: int
    seconds: float
    server_cpu: float
    client_cpu: float
    machine_cpu: float
    """CPU seconds the whole machine spent (every process, other users' too)."""
    database_cpu: float
    """CPU seconds of the PostgreSQL server that ``--postgres`` starts (0 on SQLite)."""
    latencies: list[float]
    errors: int
    lag: float = 0.0
    """p99 of the clients' event-loop lag: how late a 10 ms sleep of theirs woke up."""

    def p(self, share: float) -> float:
        return percentile(self.latencies, share) * 1000 if self.latencies else math.inf

    def others(self) -> float:
        """The share of one core that processes outside the load took (other users)."""
        ours = self.server_cpu + self.client_cpu + self.database_cpu
        return max(0.0, self.machine_cpu - ours) / self.seconds

    def held(self, bar_ms: float) -> bool:
        return bool(self.latencies) and self.p(0.99) < bar_ms


@dataclass
class Search:
    steps: list[Step]
    ping_ms: float
    """Median ping round trip before the load, on the first step's tables."""
    ping_cpu: float = 0.0
    """The server's CPU per ping round trip at the last count held, after the load."""
    stopped: str = ""


async def search(port: int, counts: list[int], warmup: float, seconds: float, think: float,
                 seed: int, server_pid: int, bar_ms: float, budget: float, pings: int,
                 ping_cpu: int) -> Search:
    """Step the tables playing at once up through ``counts`` on one server: each step adds
    tables while the others go on playing, lets them play ``warmup`` seconds, then
    measures ``seconds``. At the first step whose p99 (action to the last client) is
    ``bar_ms`` or more it bisects between that count and the last one held, to within
    an eighth (down: the last tables added stop playing and idle; up: new tables join).
    No step starts after ``budget`` seconds. Then the play stops and the server's CPU per
    ping round trip is measured on the sockets of the last count held (the others idle)."""
    figures, rng, deadline = Figures(), random.Random(seed), time.monotonic() + budget
    playing, every, clients = list[Table](), list[Table](), dict[str, list[asyncio.Task[None]]]()
    found, lags, held_tables = Search([], 0.0), list[tuple[float, float]](), list[Table]()
    watch = asyncio.create_task(watch_lag(lags))

    async def play(http: httpx2.AsyncClient, count: int) -> bool:
        if count < len(playing):
            stopping = [task for table in playing[count:] for task in clients.pop(table.code)]
            for task in stopping:
                task.cancel()
            await asyncio.gather(*stopping, return_exceptions=True)
            del playing[count:]
        else:
            new = await add_tables(http, port, count - len(playing))
            if not every:
                await measure_pings(new, figures, pings)
                found.ping_ms = statistics.median(figures.pings) * 1000
            calm_collector()
            for table in new:
                await table.sockets[0].send(message("start"))
                clients[table.code] = [
                    asyncio.create_task(run_client(table, index, think, math.inf, figures,
                                                   random.Random(rng.random())))
                    for index in range(len(table.sockets))]
            playing.extend(new)
            every.extend(new)
        await asyncio.sleep(warmup)
        for attempt in range(1 + AGAIN):
            step = await measure_step(playing, figures, server_pid, seconds, lags)
            print_step(step, bar_ms)
            if step.held(bar_ms) or step.others() <= OTHERS or attempt == AGAIN:
                break
            print(f"        (other processes took {step.others():.0%} of a core: "
                  "measured again)", flush=True)
        found.steps.append(step)
        if step.held(bar_ms):
            held_tables[:] = playing
        return step.held(bar_ms)

    def in_time() -> bool:
        if time.monotonic() > deadline:
            found.stopped = f"the time budget ({budget:.0f} s) was spent"
        return not found.stopped

    low, high = 0, 0
    async with httpx2.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as http:
        for count in counts:
            if not in_time():
                break
            if not await play(http, count):
                high = count
                break
            low = count
        while low and high - low > max(1, low // 8) and in_time():
            middle = (low + high) // 2
            middle -= middle % (50 if middle >= 200 else 1)
            if await play(http, middle):
                low = middle
            else:
                high = middle
    for task in (watch, *(task for tasks in clients.values() for task in tasks)):
        task.cancel()
    await asyncio.gather(watch, *(task for tasks in clients.values() for task in tasks),
                         return_exceptions=True)
    if held_tables:
        await asyncio.sleep(0.6)  # the bots' last moves, then every table waits for a person
        await measure_ping_cpu(held_tables, figures, server_pid,
                               max(20, ping_cpu // len(held_tables)))
        found.ping_cpu = figures.ping_cpu
    for table in every:
        for socket_ in table.sockets:
            await socket_.close()
    return found


async def watch_lag(lags: list[tuple[float, float]]) -> None:
    """How late the clients' event loop wakes from 10 ms sleeps, with when each began:
    a late client stamps the messages it reads late, so its lag is part of the latency
    measured (until cancelled)."""
    while True:
        began = time.perf_counter()
        await asyncio.sleep(0.01)
        lags.append((began, time.perf_counter() - began - 0.01))


async def measure_step(tables: list[Table], figures: Figures, server_pid: int,
                       seconds: float, lags: list[tuple[float, float]]) -> Step:
    """The figures of the next ``seconds``: the latencies of the people's actions sent in
    them (an action still not seen by every client a second after the window, half a
    second for a window of one, counts with its wait so far), the actions, the CPU of the
    server, the clients and the machine."""
    first, errors, first_lag = len(figures.latencies), figures.errors, len(lags)
    actions, server, client = (sum(t.latest for t in tables), sum(cpu_seconds(server_pid)),
                               time.process_time())
    machine, database = machine_cpu_seconds(), database_cpu_seconds(server_pid)
    started = time.perf_counter()
    await asyncio.sleep(seconds)
    ended = time.perf_counter()
    step = Step(len(tables), sum(t.latest for t in tables) - actions, ended - started,
                sum(cpu_seconds(server_pid)) - server, time.process_time() - client,
                machine_cpu_seconds() - machine, database_cpu_seconds(server_pid) - database,
                [], figures.errors - errors)
    await asyncio.sleep(min(1.0, seconds / 2))
    now = time.perf_counter()
    step.latencies = [latency for latency, sent in zip(figures.latencies[first:],
                                                        figures.sent[first:], strict=True)
                      if started <= sent < ended]
    step.latencies += [now - sent for table in tables for sent, _ in table.pending.values()
                       if started <= sent < ended]
    step.lag = percentile([lag for began, lag in lags[first_lag:] if began < ended] or [0.0],
                          0.99)
    return step


def database_cpu_seconds(server_pid: int) -> float:
    """CPU seconds of this process's children other than the server: the PostgreSQL
    server of ``--postgres`` and its backends (nothing on SQLite)."""
    with open(f"/proc/{os.getpid()}/task/{os.getpid()}/children") as listing:
        children = [int(child) for child in listing.read().split()]
    total = 0.0
    for child in children:
        if child != server_pid:
            with contextlib.suppress(OSError):
                total += sum(cpu_seconds(child))
    return total


def machine_cpu_seconds() -> float:
    """CPU seconds all cores of the machine have been busy since boot (Linux)."""
    with open("/proc/stat") as stat:
        ticks = [int(value) for value in stat.readline().split()[1:]]
    idle = ticks[3] + ticks[4]  # idle and waiting for I/O
    return (sum(ticks[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def print_step(step: Step, bar_ms: float) -> None:
    cpu_ms = step.server_cpu / step.actions * 1000 if step.actions else math.inf
    print(f"{step.tables:>7,} {step.actions / step.seconds:>10,.0f} {cpu_ms:>9.3f} ms "
          f"{step.server_cpu / step.seconds:>7.0%} {step.client_cpu / step.seconds:>8.0%} "
          f"{step.machine_cpu / step.seconds:>8.0%} {step.p(0.5):>9.2f} {step.p(0.99):>9.2f}"
          f" {step.lag * 1000:>9.2f}   {'held' if step.held(bar_ms) else 'PASSED the bar'}",
          flush=True)


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
    parser.add_argument("--search", action="store_true",
                        help="step the tables up until the p99 passes --bar-ms; print the "
                             "last count held")
    parser.add_argument("--steps", default=",".join(map(str, SEARCH_STEPS)),
                        help="--search: the table counts, rising, comma-separated")
    parser.add_argument("--warmup", type=float, default=5.0,
                        help="--search: seconds of play after a step's tables are added")
    parser.add_argument("--step-seconds", type=float, default=15.0,
                        help="--search: seconds measured in each step")
    parser.add_argument("--bar-ms", type=float, default=BAR_P99_MANY_MS,
                        help="--search: the p99 a step must stay below to be held")
    parser.add_argument("--budget", type=float, default=900.0,
                        help="--search: no step starts after this many seconds")
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    options = parser.parse_args()
    if options.quick:
        parser.set_defaults(**QUICK, **(QUICK_SEARCH if options.search else {}))
        options = parser.parse_args()
    if not 1 <= options.tables <= 2000 or not 1 <= options.seconds <= 600:
        raise SystemExit("--tables must be 1..2000 and --seconds 1..600")
    if options.workers > 1 and not options.postgres:
        raise SystemExit("--workers needs --postgres")
    counts = [int(count) for count in options.steps.split(",")]
    if options.search and (counts != sorted(set(counts)) or counts[0] < 1
                           or counts[-1] > 4000):
        raise SystemExit("--steps must rise, from 1 to at most 4000")
    port = free_port()
    database = f"PostgreSQL, {options.workers} process(es)" if options.postgres else "SQLite"
    with tempfile.TemporaryDirectory() as data_dir, contextlib.ExitStack() as stack:
        database_url = None
        if options.postgres:
            sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
            from tests.web.servers import postgres_server

            database_url = stack.enter_context(postgres_server(Path(data_dir) / "postgres"))
        server = start_server(port, data_dir, database_url, options.workers)
        try:
            if options.search:
                print_search_head(options, counts, database)
                found = asyncio.run(search(
                    port, counts, options.warmup, options.step_seconds,
                    options.think_ms / 1000, options.seed, server.pid, options.bar_ms,
                    options.budget, options.pings, options.ping_cpu))
            else:
                figures, actions, elapsed, sockets = asyncio.run(load(
                    port, options.tables, options.seconds, options.think_ms / 1000,
                    options.seed, server.pid, options.pings, options.ping_cpu))
        finally:
            server.terminate()
            server.wait(timeout=30)
    if options.search:
        print_search(found, options.bar_ms, counts)
    else:
        print_load(options, figures, actions, elapsed, sockets, database)


def load_average() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def print_search_head(options: argparse.Namespace, counts: list[int], database: str) -> None:
    print(f"search: tables playing at once until p99 action -> last client >= "
          f"{options.bar_ms:g} ms ({database}, {os.cpu_count()} cores; each step "
          f"{options.warmup:g} s of play, then {options.step_seconds:g} s measured)")
    print(f"steps {', '.join(f'{count:,}' for count in counts)}; load average "
          f"{load_average()} (1, 5, 15 min) at the start; niceness {os.nice(0)}")
    print(" tables  actions/s  CPU/action  server  clients  machine   p50 ms    p99 ms  "
          "lag p99")
    print("                    (server)    (busy: share of one core)  action -> last "
          "client  (clients' loop)", flush=True)


def print_search(found: Search, bar_ms: float, counts: list[int]) -> None:
    held = [step for step in found.steps if step.held(bar_ms)]
    top = max(held, key=lambda step: step.tables) if held else None
    missed = [step for step in found.steps if not step.held(bar_ms)
              and (top is None or step.tables > top.tables)]
    last = min(missed, key=lambda step: step.tables) if missed else None
    print(f"load average at the end       {load_average()}")
    if found.stopped:
        print(f"stopped early: {found.stopped}")
    if top is None:
        where = f"{last.tables:,} tables: p99 {last.p(0.99):.1f} ms" if last else "no step"
        print(f"last count held               none   ({where})")
        return
    beyond = (f"{last.tables:,} tables: p99 {last.p(0.99):.1f} ms" if last is not None
              else f"every step held, up to {counts[-1]:,}" if top.tables == counts[-1]
              else "no further step ran")
    print(f"last count held               {top.tables:>6,} tables   (p99 {top.p(0.99):.1f} ms, "
          f"p50 {top.p(0.5):.1f} ms; {beyond})")
    cpu_ms = top.server_cpu / top.actions * 1000
    print(f"  actions per second there    {top.actions / top.seconds:>6,.0f}   "
          f"(people's actions measured {len(top.latencies):,}, errors {top.errors})")
    multiple = (f"{cpu_ms / (found.ping_cpu * 1000):.1f}x a ping's CPU (server CPU per ping "
                f"round trip {found.ping_cpu * 1e6:.1f} us at {top.tables:,} tables, same run)"
                if found.ping_cpu > 0 else "no ping CPU measured (the clock ticks every 10 ms)")
    print(f"  server CPU per action there {cpu_ms:>9.3f} ms = {multiple}")
    cores = os.cpu_count() or 1
    database = (f"PostgreSQL {top.database_cpu / top.seconds / cores:.0%}, "
                if top.database_cpu else "")
    print(f"  the load's clients there    {top.client_cpu / top.seconds:>6.0%} of one core "
          f"= {top.client_cpu / top.seconds / cores:.0%} of the machine's {cores} cores "
          f"(server {top.server_cpu / top.seconds / cores:.0%}, {database}whole machine "
          f"{top.machine_cpu / top.seconds / cores:.0%})")
    print(f"  baseline: ping round trip   {found.ping_ms:>9.2f} ms   (p50, before the load)")


def print_load(options: argparse.Namespace, figures: Figures, actions: int, elapsed: float,
               sockets: int, database: str) -> None:
    if not figures.latencies:
        raise SystemExit("no action was measured")
    ping = statistics.median(figures.pings) * 1000
    p50 = percentile(figures.latencies, 0.50) * 1000
    p99 = percentile(figures.latencies, 0.99) * 1000
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

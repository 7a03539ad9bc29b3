"""Two server processes on one PostgreSQL database: each table has one owner, a client that
reaches the other process is relayed to it, and when a process is killed with SIGKILL in
the middle of play its tables go on in the other one with every acknowledged action."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx2

from tests.web.clients import Client, create_table, join, play_until, run_async
from tests.web.servers import Running, ServerProcess, free_port, wait_for_port

LEASE = {"MAUMAU_LEASE_SECONDS": "2"}
"""A short lease: the survivor takes a dead process's tables over within about 2 s."""

SEATS = [{"kind": "human"}, {"kind": "open"}, {"kind": "bot", "level": "simple"}]


def acknowledged(clients: list[Client]) -> int:
    """The highest state id any of the table's clients has been told: every action up to
    it was committed before anybody heard of it."""
    return max(int(client.state["state"]) for client in clients if client.state is not None)


def past(goal: int) -> Callable[[dict[str, Any]], bool]:
    return lambda state: bool(state["state"] >= goal)


async def drain(client: Client) -> None:
    """Take what the client has been sent already (bounded: the socket may be dead)."""
    with contextlib.suppress(Exception):
        while True:
            await client.receive(timeout=0.3)


def test_a_killed_process_hands_its_tables_to_the_other(database_url: str,
                                                        tmp_path: Path) -> None:
    first = ServerProcess(tmp_path / "a", database_url, LEASE)
    second = ServerProcess(tmp_path / "b", database_url, LEASE)
    try:
        a, b = first.start(), second.start()
        # one table created at each process; the guest of each joins through the other
        tables: dict[str, dict[str, Any]] = {}
        for name, home, away in (("on_a", a, b), ("on_b", b, a)):
            created = create_table(home.http, preset="standard", players=3, seats=SEATS)
            guest = join(away.http, created["code"], "Ben", 1)
            summary = httpx2.get(f"{away.http}/api/tables/{created['code']}", timeout=10)
            assert summary.status_code == 200 and summary.json()["seats"][1]["name"] == "Ben"
            tables[name] = {"code": created["code"], "host": created["token"],
                            "guest": guest["token"], "home": home, "away": away}

        async def before_kill() -> dict[str, int]:
            seen: dict[str, int] = {}
            clients: dict[str, list[Client]] = {}
            for name, table in tables.items():
                host = await Client.open(table["home"].ws, table["code"], table["host"])
                guest = await Client.open(table["away"].ws, table["code"], table["guest"])
                await host.send("start")
                clients[name] = [host, guest]
            for pair in clients.values():
                await play_until(pair, lambda s: s["state"] >= 6)
            # kill while play goes on: actions may be in flight, unacknowledged
            for pair in clients.values():
                for client in pair:
                    if client.my_turn() and client.state is not None:
                        await client.send("action", state=client.state["state"],
                                          action=client.state["view"]["legal_actions"][0])
            first.kill()
            for name, pair in clients.items():
                for client in pair:
                    await drain(client)
                seen[name] = acknowledged(pair)
                for client in pair:
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(client.close(), 2)
            return seen

        seen = run_async(before_kill())

        async def after_kill() -> None:
            for name, table in tables.items():
                # everybody comes back through the survivor, which owns both tables now
                host = await open_retrying(b.ws, table["code"], table["host"])
                guest = await open_retrying(b.ws, table["code"], table["guest"])
                for client in (host, guest):
                    assert client.state is not None
                    assert client.state["state"] >= seen[name], (name, seen[name])
                assert host.state is not None
                await play_until([host, guest], past(host.state["state"] + 3))
                await host.close()
                await guest.close()

        run_async(after_kill())
        for table in tables.values():
            answer = httpx2.get(f"{b.http}/api/tables/{table['code']}", timeout=10)
            assert answer.status_code == 200
    finally:
        first.kill()
        second.kill()


async def open_retrying(ws: str, code: str, token: str) -> Client:
    """Connect as the page does after a dropped connection: again after a refusal, for a
    bounded time (the dead process's lease must run out first)."""
    deadline = asyncio.get_running_loop().time() + 20
    while True:
        try:
            return await Client.open(ws, code, token)
        except (AssertionError, OSError, TimeoutError, Exception):
            if asyncio.get_running_loop().time() > deadline:
                raise
            await asyncio.sleep(0.3)


def test_several_workers_need_postgresql(tmp_path: Path) -> None:
    """SQLite is for one process: ``--workers 2`` on it is refused in words, at once."""
    done = subprocess.run([sys.executable, "-m", "maumau", "serve", "--lang", "en",
                           "--workers", "2", "--data-dir", str(tmp_path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "PostgreSQL" in done.stderr, done.stderr


def workers_of(supervisor: int) -> set[int]:
    """The live child processes of ``supervisor`` (read from /proc)."""
    found: set[int] = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError):
            fields = stat.read_text().rsplit(")", 1)[1].split()
            if int(fields[1]) == supervisor and fields[0] != "Z":
                found.add(int(stat.parent.name))
    return found


def two_workers(supervisor: int, dead: set[int]) -> set[int] | None:
    """The supervisor's two workers, if it has two and none of them is in ``dead``."""
    found = workers_of(supervisor)
    return found if len(found) == 2 and not found & dead else None


def wait_until(check: Callable[[], Any], what: str, timeout: float = 60) -> Any:
    """Poll ``check`` until it returns something true; fail with ``what`` after
    ``timeout`` seconds (a bound for a loaded machine, not a measurement)."""
    deadline = time.monotonic() + timeout
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting until {what}")
        time.sleep(0.1)


def reply(http: str, path: str) -> int | str:
    """The status code of the answer to ``path``, or what went wrong. The timeout is a
    bound for a loaded machine: a worker listens only once it serves (serve.py)."""
    try:
        return httpx2.get(f"{http}{path}", timeout=30).status_code
    except httpx2.HTTPError as problem:
        return repr(problem)


def answers(http: str, path: str) -> bool:
    """Whether ``path`` is answered with 200."""
    return reply(http, path) == 200


def test_the_supervisor_starts_a_killed_worker_again(database_url: str,
                                                     tmp_path: Path) -> None:
    """``--workers 2``: a worker killed with SIGKILL is started again by the supervisor, and
    the server answers meanwhile and after, with every table created before the kill."""
    port = free_port()
    log_file = tmp_path / "supervisor.log"
    running = Running(port)
    with log_file.open("ab") as log:
        supervisor = subprocess.Popen(
            [sys.executable, "-m", "maumau.web", "--workers", "2", "--port", str(port),
             "--database-url", database_url, "--lang", "en"],
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            env={**os.environ, "MAUMAU_LIMITS": "off", **LEASE})
    first: set[int] = set()
    try:
        first = wait_until(lambda: two_workers(supervisor.pid, set()), "both workers run")
        wait_until(lambda: log_file.read_text().count("is running at") == 2,
                   "both workers listen")
        wait_for_port(port)
        for worker in first:  # the URL (a password, often) is not on a command line
            assert database_url not in Path(f"/proc/{worker}/cmdline").read_bytes().decode()
            assert f"DATABASE_URL={database_url}".encode() in Path(
                f"/proc/{worker}/environ").read_bytes().split(b"\0")
        codes = [create_table(running.http)["code"] for _ in range(6)]
        victim = min(first)
        os.kill(victim, signal.SIGKILL)
        wait_until(lambda: victim not in workers_of(supervisor.pid), "the worker died")
        # the survivor answers while the supervisor restarts the dead one (a connection the
        # kernel queued on the killed worker's socket just before it died is reset: ask
        # again, within a bound)
        wait_until(functools.partial(answers, running.http, "/api/version"),
                   "the survivor answers")
        now = wait_until(lambda: two_workers(supervisor.pid, {victim}),
                         "the supervisor started a new worker")
        assert len(now & first) == 1, (first, now)
        wait_until(lambda: log_file.read_text().count("is running at") == 3,
                   "the new worker listens")
        for code in codes:  # the killed worker's tables are taken over (bounded retries)
            wait_until(functools.partial(answers, running.http, f"/api/tables/{code}"),
                       f"table {code} is served again")
        for _ in range(20):  # whichever worker the kernel hands a connection to answers
            assert reply(running.http, "/api/version") == 200
        assert supervisor.poll() is None, log_file.read_text()
    finally:
        left = workers_of(supervisor.pid)  # the supervisor stops them; if it hangs, we do
        if supervisor.poll() is None:
            supervisor.send_signal(signal.SIGTERM)
        try:
            supervisor.wait(timeout=30)
        except subprocess.TimeoutExpired:
            supervisor.kill()
            supervisor.wait(timeout=10)
            for pid in left:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)

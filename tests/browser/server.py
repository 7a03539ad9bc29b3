"""The real maumau server as a subprocess on a free loopback port, for the browser tests."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2

from tests.web.servers import free_port


def wait_until_serving(base: str, process: subprocess.Popen[bytes], timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with status {process.returncode}")
        with contextlib.suppress(httpx2.HTTPError):
            if httpx2.get(base + "/api/version", timeout=1).status_code == 200:
                return
        time.sleep(0.1)
    raise TimeoutError(f"the server at {base} did not answer within {timeout} s")


@contextlib.contextmanager
def running_server(data_dir: Path, port: int | None = None) -> Iterator[str]:
    """``python -m maumau.web`` (uvicorn) with its own data dir; yields the base URL."""
    port = port or free_port()
    # Every page of the session comes from 127.0.0.1, one address playing every seat of
    # every test: the per-address rates (tests/web/test_limits.py) would cut a page off in
    # mid-round once the session is fast enough, so this server runs without them.
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "MAUMAU_ALLOW_SEEDS": "1",
           "MAUMAU_LIMITS": "off"}
    env.pop("DATABASE_URL", None)
    data_dir.mkdir(parents=True, exist_ok=True)
    # Its errors go to a file beside the data: a pipe nobody reads would fill up and stall
    # the server.
    with (data_dir.parent / f"server-{port}.log").open("ab") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "maumau.web", "--host", "127.0.0.1", "--port", str(port),
             "--data-dir", str(data_dir)],
            env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_serving(base, process)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


SEED = 1414
"""The first match's seed of every table a browser test opens: the same deal every run."""


def create_table(base: str, variant: str, seats: list[dict[str, Any]], name: str = "Anna",
                 **extra: Any) -> dict[str, Any]:
    """A table made through the HTTP API (as the lobby does), bots moving without delay,
    dealt from :data:`SEED` unless ``extra`` names another."""
    body = {"variant": variant, "players": len(seats), "name": name, "seats": seats,
            "bot_delay_ms": 0, "seed": SEED, **extra}
    answer = httpx2.post(base + "/api/tables", json=body, timeout=10)
    answer.raise_for_status()
    data: dict[str, Any] = answer.json()
    return data

"""Servers for the web tests: uvicorn in a thread of the test process, or in a subprocess
that a test can kill; PostgreSQL started from Debian's binaries."""

from __future__ import annotations

import contextlib
import dataclasses
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import uvicorn

from maumau.web.config import Limits, Settings
from maumau.web.operations.app import create_app


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for_port(port: int, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
            return
        time.sleep(0.05)
    raise TimeoutError(f"nothing listens on port {port}")


@dataclass
class Running:
    port: int
    app: Any = None
    """The application, when the server runs in this process."""

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws(self) -> str:
        return f"ws://127.0.0.1:{self.port}"


@contextlib.contextmanager
def server_in_thread(data_dir: Path, database_url: str | None = None) -> Iterator[Running]:
    """A real uvicorn server on a free loopback port, in a thread of this process; the
    per-address limits are lifted (scripted clients on one address play fast; the limits
    have their own tests)."""
    settings = dataclasses.replace(Settings.resolve(database_url, data_dir),
                                   limits=Limits(enabled=False))
    app = create_app(settings)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port,
                                           log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the server did not start")
        time.sleep(0.01)
    try:
        yield Running(port, app)
    finally:
        server.should_exit = True
        thread.join(timeout=10)


class ServerProcess:
    """``python -m maumau.web`` as a subprocess, to be killed like a crashing server."""

    def __init__(self, data_dir: Path, database_url: str | None = None,
                 env: dict[str, str] | None = None) -> None:
        self.data_dir = data_dir
        self.database_url = database_url
        self.env = env or {}
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> Running:
        """Start the server and wait until it listens. A port taken meanwhile by another
        test's process (the free port is only free when probed) is tried again on a new
        one; a server that exits otherwise fails the test with what it printed."""
        for _ in range(3):
            self._launch()
            if self._listening():
                return Running(self.port)
            self.port = free_port()
        raise RuntimeError(f"the server did not start:\n{self.output()}")

    def _launch(self) -> None:
        command = [sys.executable, "-m", "maumau.web", "--port", str(self.port),
                   "--data-dir", str(self.data_dir)]
        if self.database_url:
            command += ["--database-url", self.database_url]
        self.data_dir.mkdir(parents=True, exist_ok=True)
        # A file, not a pipe: a pipe nobody reads fills up and stalls the server, and
        # reading it to its end waits for every process that inherited it.
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                                            stdin=subprocess.DEVNULL,
                                            env={**os.environ, "MAUMAU_LIMITS": "off",
                                                 **self.env})

    def _listening(self, timeout: float = 60.0) -> bool:
        """True once the port answers; False if the server exited because the port was
        taken (exit status 2, docs/hosting.md); any other exit or a timeout raises."""
        assert self.process is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), \
                    socket.create_connection(("127.0.0.1", self.port), 0.2):
                return True
            status = self.process.poll()
            if status == 2:
                return False
            if status is not None:
                raise RuntimeError(f"the server exited with {status}:\n{self.output()}")
            time.sleep(0.05)
        self.kill()
        raise TimeoutError(f"nothing listens on port {self.port} after {timeout} s:\n"
                           f"{self.output()}")

    @property
    def log(self) -> Path:
        return self.data_dir.parent / f"server-{self.port}.log"

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)

    def output(self) -> str:
        """Everything the server printed so far."""
        return self.log.read_text(errors="replace") if self.log.exists() else ""


def postgres_binaries() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return found[-1].parent if found else None


@contextlib.contextmanager
def postgres_server(folder: Path) -> Iterator[str]:
    """A throwaway PostgreSQL cluster on a free loopback port; yields its SQLAlchemy URL.

    The binaries refuse to run as root, so as root they run as the ``postgres`` user."""
    binaries = postgres_binaries()
    assert binaries is not None
    folder.mkdir(parents=True, exist_ok=True)
    data, sockets = folder / "pgdata", folder / "pgsock"
    sockets.mkdir()
    as_user: list[str] = []
    if os.geteuid() == 0:
        as_user = ["runuser", "-u", "postgres", "--"]
        for path in (folder, sockets):
            os.chmod(path, 0o777)
        with contextlib.suppress(OSError):
            for parent in folder.parents:
                if parent == Path("/tmp") or parent == Path("/"):
                    break
                os.chmod(parent, os.stat(parent).st_mode | 0o711)
    subprocess.run([*as_user, str(binaries / "initdb"), "-D", str(data), "-U", "maumau",
                    "--auth=trust", "-E", "UTF8", "--no-sync"],
                   check=True, capture_output=True, timeout=120)
    server, port = _start_postgres(as_user, binaries, data, sockets, folder / "postgres.log")
    try:
        url = f"postgresql+psycopg://maumau@127.0.0.1:{port}/postgres"
        _wait_for_database(url, server)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=15)


POSTGRES_STARTS = 3
"""A free port is free when it is chosen; another test process may take it before
PostgreSQL binds it. PostgreSQL then exits at once, and it starts again on another port."""


def _start_postgres(as_user: list[str], binaries: Path, data: Path, sockets: Path,
                    log_file: Path) -> tuple[subprocess.Popen[bytes], int]:
    for attempt in range(1, POSTGRES_STARTS + 1):
        port = free_port()
        with log_file.open("ab") as log:
            server = subprocess.Popen(
                [*as_user, str(binaries / "postgres"), "-D", str(data), "-p", str(port),
                 "-h", "127.0.0.1", "-k", str(sockets), "-c", "fsync=off"],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while server.poll() is None and time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port),
                                                                        0.2):
                return server, port
            time.sleep(0.05)
        if server.poll() is None:
            server.kill()
            server.wait(timeout=15)
        if attempt == POSTGRES_STARTS:
            raise RuntimeError(f"PostgreSQL did not start: {log_file.read_text()[-2000:]}")
    raise AssertionError("unreachable")


def _wait_for_database(url: str, server: subprocess.Popen[bytes]) -> None:
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    deadline = time.monotonic() + 60
    try:
        while True:
            try:
                with engine.connect() as connection:
                    connection.execute(text("select 1"))
                return
            except Exception:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.1)
    finally:
        engine.dispose()


class Cuttable:
    """A TCP forwarder on a free loopback port to ``127.0.0.1:target``: a database server
    that goes away when :meth:`cut` (every connection through it is closed, and new ones
    are closed as soon as they come, as a stopped server's port does) and comes back when
    :meth:`mend`. Deterministic where stopping and starting PostgreSQL would need a free
    port twice."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.listener.getsockname()[1]
        self.passing = True
        self.sockets: list[socket.socket] = []
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def url(self, database_url: str) -> str:
        """``database_url`` (a PostgreSQL URL on ``target``) through this forwarder."""
        from sqlalchemy.engine import make_url

        return make_url(database_url).set(port=self.port).render_as_string(
            hide_password=False)

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            with self.lock:
                if not self.passing:
                    client.close()
                    continue
                upstream = socket.create_connection(("127.0.0.1", self.target))
                self.sockets += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    @staticmethod
    def _pump(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                with contextlib.suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        with self.lock:
            self.passing = False
            for end in self.sockets:
                with contextlib.suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)
                end.close()
            self.sockets.clear()

    def mend(self) -> None:
        with self.lock:
            self.passing = True

    def close(self) -> None:
        self.cut()
        self.listener.close()

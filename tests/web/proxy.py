"""Debian's nginx as the reverse proxy of docs/hosting.md, and ``maumau serve`` processes
behind it, for tests/web/test_proxy.py.

The nginx configuration is the one documented in docs/hosting.md, taken from the page:
only what is particular to a test changes (the port it listens on, the processes of its
``upstream`` block, and its logs, temporary files and process id in the test's folder)."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Collection, Iterator, Sequence
from pathlib import Path

import httpx2

from tests.web.servers import wait_for_port

ROOT = Path(__file__).resolve().parents[2]
HOSTING = ROOT / "docs" / "hosting.md"
NGINX = Path(os.environ.get("MAUMAU_NGINX", "/usr/sbin/nginx"))
CHROMIUM = Path(os.environ.get("MAUMAU_CHROMIUM", "/usr/bin/chromium"))
"""The browser of the browser tests (tests/browser/conftest.py)."""

_BLOCK = re.compile(r"^```nginx\n(?P<text>.*?)^```", re.MULTILINE | re.DOTALL)
_UPSTREAM = re.compile(r"^upstream maumau \{\n(?P<servers>.*?)^\}", re.MULTILINE | re.DOTALL)
_LISTEN = re.compile(r"^(?P<indent>\s*)listen 80;", re.MULTILINE)


def documented_config() -> str:
    """The nginx block of docs/hosting.md (the one with the ``upstream maumau`` block)."""
    found = [block["text"] for block in _BLOCK.finditer(HOSTING.read_text(encoding="utf-8"))
             if "upstream maumau" in block["text"]]
    assert len(found) == 1, "docs/hosting.md must hold one nginx block with 'upstream maumau'"
    return found[0]


def nginx_config(documented: str, port: int, upstreams: Sequence[int], folder: Path) -> str:
    """A whole nginx configuration that runs ``documented`` in ``folder``: listening on
    127.0.0.1:``port``, with ``upstreams`` (local ports) as its processes."""
    servers = "".join(f"    server 127.0.0.1:{upstream};\n" for upstream in upstreams)
    site, count = _UPSTREAM.subn(lambda _: f"upstream maumau {{\n{servers}}}", documented)
    assert count == 1, "the documented block has no 'upstream maumau { ... }'"
    site, count = _LISTEN.subn(lambda found: f"{found['indent']}listen 127.0.0.1:{port};",
                               site)
    assert count == 1, "the documented block has no 'listen 80;'"
    temporary = "".join(f"    {kind}_temp_path {folder / kind};\n"
                        for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    # As root, nginx's workers would run as nobody, who may not enter the test's folder.
    user = "user root;\n" if os.geteuid() == 0 else ""
    indented = "".join(f"    {line}\n" if line else "\n" for line in site.splitlines())
    return (f"{user}worker_processes 1;\n"
            f"error_log {folder / 'error.log'} info;\n"
            "events { worker_connections 512; }\n"
            "http {\n"
            "    log_format upstreams '$time_local $remote_addr \"$request\" $status "
            "$request_time s $upstream_addr';\n"
            f"    access_log {folder / 'access.log'} upstreams;\n"
            f"{temporary}"
            f"{indented}"
            "}\n")


@contextlib.contextmanager
def running_nginx(folder: Path, port: int, upstreams: Sequence[int]) -> Iterator[str]:
    """nginx in the foreground with the documented configuration; yields its base URL."""
    folder.mkdir(parents=True, exist_ok=True)
    config = folder / "nginx.conf"
    config.write_text(nginx_config(documented_config(), port, upstreams, folder))
    command = [str(NGINX), "-p", str(folder), "-e", str(folder / "error.log"), "-c",
               str(config), "-g", f"daemon off; pid {folder / 'nginx.pid'};"]
    checked = subprocess.run([*command, "-t"], capture_output=True, text=True, timeout=30)
    assert checked.returncode == 0, checked.stderr
    with (folder / "nginx.out").open("ab") as out:
        process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=out,
                                   stderr=subprocess.STDOUT)
    try:
        try:
            wait_for_port(port)
        except TimeoutError:
            raise AssertionError(f"nginx did not start: {log_tail(folder / 'error.log')}") \
                from None
        yield f"http://127.0.0.1:{port}"
    finally:
        process.send_signal(signal.SIGQUIT)  # a graceful stop
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


def log_tail(path: Path, size: int = 3000) -> str:
    return path.read_text(errors="replace")[-size:] if path.exists() else "(no log)"


class Serve:
    """``maumau serve`` on PostgreSQL behind a proxy on this machine, as a subprocess that a
    test kills and starts again on the same ports."""

    def __init__(self, folder: Path, database_url: str, port: int, peer_port: int,
                 public_url: str, env: dict[str, str]) -> None:
        self.folder = folder
        self.database_url = database_url
        self.port = port
        self.peer_port = peer_port
        self.public_url = public_url
        self.env = env
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def peer_address(self) -> str:
        """The address in the leases of the tables this process holds."""
        return f"127.0.0.1:{self.peer_port}"

    @property
    def log(self) -> Path:
        return self.folder / f"serve-{self.port}.log"

    def start(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        command = [sys.executable, "-m", "maumau", "serve", "--host", "127.0.0.1",
                   "--port", str(self.port), "--peer-port", str(self.peer_port),
                   "--database-url", self.database_url, "--data-dir", str(self.folder),
                   "--trusted-proxies", "127.0.0.1", "--public-url", self.public_url]
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                                            stdin=subprocess.DEVNULL,
                                            env={**os.environ, **self.env})
        deadline = time.monotonic() + 60
        while True:
            assert self.process.poll() is None, f"maumau serve exited: {log_tail(self.log)}"
            with contextlib.suppress(httpx2.HTTPError):
                if httpx2.get(f"{self.http}/api/version", timeout=2).status_code == 200:
                    return
            assert time.monotonic() < deadline, f"maumau serve does not answer: " \
                                                f"{log_tail(self.log)}"
            time.sleep(0.1)

    def kill(self) -> None:
        """SIGKILL, as a crash."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()


def connections_to(ports: Collection[int]) -> Counter[int]:
    """How many open (established) TCP connections go to each of ``ports`` on 127.0.0.1,
    read from /proc/net/tcp."""
    found: Counter[int] = Counter()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        address, port = fields[2].split(":")
        if fields[3] == "01" and address == "0100007F" and int(port, 16) in ports:
            found[int(port, 16)] += 1
    return found


def socket_route(processes: Sequence[Serve], timeout: float = 20.0) -> Serve:
    """The process that nginx connected the one open WebSocket to: once nothing else is
    under way, the only connection open to any process's public port (nginx closes the
    others after their answer)."""
    deadline = time.monotonic() + timeout
    while True:
        found = connections_to([process.port for process in processes])
        if sum(found.values()) == 1:
            return next(process for process in processes if found[process.port])
        assert time.monotonic() < deadline, f"connections to the processes: {found}"
        time.sleep(0.05)

"""``maumau serve`` that cannot start says why in one line, never with a traceback, and
exits with the status docs/hosting.md lists for systemd: 75 (try again) when the
database server does not answer, 2 (a setting is wrong) for a data folder that is a file
or a port in use; the supervisor of several workers fails the same way instead of
hanging, and never puts the database's URL (with its password) on a command line."""

from __future__ import annotations

import contextlib
import io
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from maumau.cli.main import main
from maumau.web.operations import serve
from maumau.web.storage import outage
from tests.web.servers import free_port

SECRET = "s3cret-pw"


def closed_url() -> str:
    """A PostgreSQL URL (with a password) at a loopback port nothing listens on."""
    return f"postgresql+psycopg://maumau:{SECRET}@127.0.0.1:{free_port()}/maumau"


def run_serve(*argv: str, env: dict[str, str] | None = None,
              timeout: float = 60) -> subprocess.CompletedProcess[str]:
    environment = {key: value for key, value in os.environ.items()
                   if key not in {"DATABASE_URL", "MAUMAU_DATA_DIR"}}
    return subprocess.run([sys.executable, "-m", "maumau", "serve", "--lang", "en", *argv],
                          capture_output=True, text=True, timeout=timeout,
                          env={**environment, "MAUMAU_DATABASE_WAIT": "0", **(env or {})})


def one_line(done: subprocess.CompletedProcess[str]) -> str:
    """The process's one line of output, checked to be just that."""
    output = (done.stdout + done.stderr).strip()
    assert "Traceback" not in output, output
    assert len(output.splitlines()) == 1, output
    return output


@pytest.mark.parametrize("workers", ["1", "2"])
def test_an_unreachable_database_is_one_line_and_status_75(workers: str) -> None:
    url = closed_url()
    started = time.monotonic()
    done = run_serve("--workers", workers, "--port", str(free_port()),
                     env={"DATABASE_URL": url})
    assert time.monotonic() - started < 50, "it must not hang"
    assert done.returncode == outage.UNREACHABLE_STATUS == 75
    line = one_line(done)
    assert SECRET not in line
    assert "maumau:***@127.0.0.1" in line  # where, without the password
    assert "did not answer" in line and "Connection refused" in line  # what
    assert "DATABASE_URL" in line  # what to do


def test_the_start_waits_for_the_database_a_bounded_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_DATABASE_WAIT", "1.5")
    err = io.StringIO()
    started = time.monotonic()
    status = main(["serve", "--lang", "de", "--port", str(free_port())],
                  stdout=io.StringIO(), stderr=err, environ={"DATABASE_URL": closed_url()})
    waited = time.monotonic() - started
    assert status == 75
    assert 1.0 <= waited < 30, waited
    assert "innerhalb von 1.5 s nicht geantwortet" in err.getvalue(), err.getvalue()
    assert SECRET not in err.getvalue()
    monkeypatch.setenv("MAUMAU_DATABASE_WAIT", "soon")
    assert main(["serve", "--port", str(free_port())], stdout=io.StringIO(),
                stderr=io.StringIO(), environ={"DATABASE_URL": closed_url()}) == 2


def test_a_data_folder_that_is_a_file_is_a_usage_error(tmp_path: Path) -> None:
    file = tmp_path / "data"
    file.write_text("not a folder")
    done = run_serve("--data-dir", str(file), "--port", str(free_port()))
    assert done.returncode == 2
    assert "is a file, not a folder" in one_line(done)
    worker = subprocess.run([sys.executable, "-m", "maumau.web", "--lang", "en",
                             "--data-dir", str(file), "--port", str(free_port())],
                            capture_output=True, text=True, timeout=60)
    assert worker.returncode == 2 and "is a file, not a folder" in one_line(worker)


def test_a_port_in_use_is_a_usage_error(tmp_path: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        done = run_serve("--data-dir", str(tmp_path), "--port", str(port))
    assert done.returncode == 2
    line = one_line(done)
    assert f"port {port}" in line and "--port" in line


def test_the_database_url_goes_to_the_workers_in_their_environment() -> None:
    url = "postgresql+psycopg://maumau:secret@db.example/maumau"
    for index in (0, 1):
        command, environment = serve.worker_command("127.0.0.1", 8000, url, "127.0.0.1",
                                                    9100, index, ("--lang", "en"),
                                                    environ={"PATH": "/usr/bin"})
        assert not any("secret" in part or "db.example" in part for part in command)
        assert "--database-url" not in command
        assert environment == {"PATH": "/usr/bin", "DATABASE_URL": url}
        assert command[command.index("--peer-port") + 1] == str(9100 + index)


def test_a_worker_that_cannot_start_stops_the_supervisor(database_url: str,
                                                         tmp_path: Path) -> None:
    """A worker whose peer port is taken exits with status 2, and would again: the
    supervisor stops the other worker and exits with it instead of starting it forever."""
    with socket.create_server(("127.0.0.1", 0)) as taken:
        peer = taken.getsockname()[1]
        supervisor = subprocess.Popen(
            [sys.executable, "-m", "maumau.web", "--workers", "2", "--port",
             str(free_port()), "--peer-port", str(peer), "--lang", "en"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env={**os.environ, "DATABASE_URL": database_url})
        try:
            output, _ = supervisor.communicate(timeout=90)
        finally:
            if supervisor.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(supervisor.pid, signal.SIGTERM)
                supervisor.wait(timeout=30)
    assert supervisor.returncode == 2, output
    assert f"port {peer}" in output and "server process 1 stopped with exit status 2" \
        in output, output
    assert "Traceback" not in output, output

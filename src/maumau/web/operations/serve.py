"""Start the server: ``maumau.web.operations.serve.run()`` or ``python -m maumau.web``.

One process by default. On PostgreSQL each process also listens on a peer socket (by
default a free port on 127.0.0.1) where the other processes reach it, for the tables it
owns (see :mod:`maumau.web.storage.cluster` and :mod:`maumau.web.tables.relay`).
``workers`` > 1 starts that many processes sharing the public port (``SO_REUSEPORT``:
the kernel spreads the connections) and starts again a worker that dies; SQLite takes
one process only.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import logging
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import FrameType
from typing import Any

import uvicorn
from starlette.applications import Starlette

from maumau import i18n
from maumau.web.config import Settings
from maumau.web.operations import logs
from maumau.web.operations.app import create_app
from maumau.web.operations.options import LOG_FORMATS, ServeError, ServeOptions, duration
from maumau.web.storage import backup, outage

__all__ = ["FATAL_WORKER_STATUSES", "ServeError", "database_wait", "main", "run", "run_options",
           "supervise", "uvicorn_config", "worker_command"]
log = logging.getLogger(__name__)

RESTART_PAUSE = 1.0
FATAL_WORKER_STATUSES = (2, 3)
"""A worker that exits with one of these (a setting is wrong, the database is damaged)
would fail the same way again: the supervisor stops every worker and exits with it."""
BACKLOG = 2048
COLLECTOR_THRESHOLDS = (50_000, 2, 10)
"""The cyclic garbage collector's thresholds in a serving process (Python's default:
700, 10, 10). A server with thousands of connections holds about a million objects the
collector tracks (each connection's coroutines, tasks and queues); with the default, the
objects of actions in flight were promoted so fast that a full collection ran every few
seconds and stopped the event loop for up to 0.8 s, and collecting took a third of the
CPU per action (docs/scaling.md, "The garbage collector"). A larger young generation lets
those objects die by reference counting first; cyclic garbage still goes, a little later.
The middle generation is collected after every second young collection (it was every
20th): a burst of objects that live on (4,000 connections opened within seconds) then
reaches the old generation in pauses of about 0.1 s while it comes, not in one pause of
0.6 s some seconds later."""


def run(host: str = "127.0.0.1", port: int = 8000, database_url: str | None = None,
        data_dir: str | Path = "data", workers: int = 1, peer_host: str = "127.0.0.1",
        peer_port: int = 0, reuse_port: bool = False, public_url: str | None = None,
        trusted_proxies: Sequence[str] = (), expire_after: float | None = None,
        log_format: str = "text", lang: str = i18n.DEFAULT_LANGUAGE) -> None:
    """Serve maumau until interrupted: the tables this process owns live in it.
    ServeError when it cannot start as asked: exit status 2 for a setting (a data folder
    that is a file, a port in use), 3 for a damaged database, 75
    (:data:`~maumau.web.storage.outage.UNREACHABLE_STATUS`) for a database server that
    did not answer within ``MAUMAU_DATABASE_WAIT`` seconds (30)."""
    logs.configure(log_format)
    settings = Settings.resolve(database_url, data_dir)
    if workers < 1:
        raise ServeError("workers", f"--workers must be at least 1, not {workers}",
                         workers=workers)
    if settings.is_sqlite:
        backup.refuse_damaged(settings.database_url, data_dir)
    if workers > 1 and settings.is_sqlite:
        raise ServeError("workers_sqlite", "several worker processes need a PostgreSQL "
                         "database (--database-url or DATABASE_URL); SQLite takes one",
                         workers=workers)
    if not settings.is_sqlite:
        _wait_for_database(settings.database_url)
    if workers > 1:
        _listen(host, port, True).close()  # the port is free (or shared): else status 2
        supervise(host, port, settings.database_url, workers, peer_host, peer_port,
                  (*_passed_on(public_url, trusted_proxies, expire_after, log_format),
                   "--lang", lang))
        return
    limits = settings.limits
    if expire_after is not None:
        limits = dataclasses.replace(limits, idle_table_seconds=expire_after)
    settings = dataclasses.replace(settings, public_url=public_url or settings.public_url,
                                   limits=limits)
    sockets = [_listen(host, port, reuse_port)]
    trusted = list(trusted_proxies)
    if not settings.is_sqlite:
        peer = _listen(peer_host, peer_port, False)
        sockets.append(peer)
        shown_peer = f"[{peer_host}]" if ":" in peer_host else peer_host
        settings = dataclasses.replace(
            settings, peer_address=f"{shown_peer}:{peer.getsockname()[1]}")
        # the other processes relay their clients' addresses with the site's secret
        # (maumau.web.guard.forwarded), never by X-Forwarded-For: the peer host is not trusted
    app = create_app(settings)
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{port}"
    if log_format == "json":
        log.info("serving", extra={"fields": {"url": url, "public_url": public_url,
                                              "trusted_proxies": trusted}})
    else:
        print(i18n.text(lang, "serve.running", url=url), flush=True)
    config = uvicorn_config(app, trusted, log_format)
    tune_collector()
    try:
        uvicorn.Server(config).run(sockets=sockets)
    except SystemExit:
        # uvicorn exits with status 3 when the start fails; the database that answered a
        # moment ago went away meanwhile: a failure to retry, not a damaged database
        reason = getattr(app.state, "unreachable", None)
        if reason is not None and not settings.is_sqlite:
            raise outage.unreachable(settings.database_url, reason, 0) from None
        raise


def database_wait() -> float:
    """How long a starting server waits for its database (``MAUMAU_DATABASE_WAIT``,
    seconds; :data:`~maumau.web.storage.outage.WAIT_SECONDS` by default)."""
    given = os.environ.get("MAUMAU_DATABASE_WAIT", "")
    try:
        return max(0.0, float(given)) if given else outage.WAIT_SECONDS
    except ValueError:
        raise ServeError("bad_setting", f"MAUMAU_DATABASE_WAIT: {given!r} does not fit",
                         name="MAUMAU_DATABASE_WAIT", value=given) from None


def _wait_for_database(database_url: str) -> None:
    """Wait (a bounded time) for the database server to answer; ServeError
    ``database_unreachable`` (exit status 75) when it does not."""
    seconds = database_wait()
    reason = outage.wait_for(database_url, seconds)
    if reason is not None:
        raise outage.unreachable(database_url, reason, seconds)


def run_options(options: ServeOptions, lang: str = i18n.DEFAULT_LANGUAGE) -> None:
    """:func:`run` with the options of ``maumau serve`` (:mod:`maumau.web.operations.options`),
    telling the operator in ``lang``."""
    if not 0 <= options.port < 65536:
        raise ServeError("port", f"no port {options.port}", port=options.port)
    run(options.host, options.port, options.database_url, options.data_dir, options.workers,
        options.peer_host, options.peer_port, public_url=options.public_url,
        trusted_proxies=options.trusted_proxies, expire_after=options.expire_after,
        log_format=options.log_format, lang=lang)


def _passed_on(public_url: str | None, trusted_proxies: Sequence[str],
               expire_after: float | None, log_format: str) -> list[str]:
    """The options a supervisor gives each worker on its command line."""
    found = ["--log-format", log_format]
    if public_url is not None:
        found += ["--public-url", public_url]
    if trusted_proxies:
        found += ["--trusted-proxies", ",".join(trusted_proxies)]
    if expire_after is not None:
        found += ["--expire-after", repr(expire_after)]
    return found


def uvicorn_config(app: Starlette, trusted_proxies: Sequence[str] = (),
                   log_format: str = "text", **listen: Any) -> uvicorn.Config:
    """uvicorn's settings for serving ``app`` (``listen``: where, if not given sockets).
    No permessage-deflate: compressing every small patch cost more CPU per action than
    anything else in the WebSocket layer (docs/scaling.md); the messages stay small.
    ``X-Forwarded-For``/``-Proto`` are believed from ``trusted_proxies`` only (none, the
    default: the connection's own address counts, whoever sends the header). With JSON
    logs uvicorn sets up no logging of its own: its records go to the one JSON handler
    (:mod:`maumau.web.operations.logs`)."""
    extra: dict[str, Any] = {"log_config": None} if log_format == "json" else {}
    return uvicorn.Config(app, log_level="warning", ws_max_size=262_144,
                          ws_per_message_deflate=False, backlog=BACKLOG,
                          proxy_headers=bool(trusted_proxies),
                          forwarded_allow_ips=list(trusted_proxies) or "",
                          **extra, **listen)


def tune_collector() -> None:
    """Set :data:`COLLECTOR_THRESHOLDS`, and leave everything made so far (modules, the
    app) out of every later collection: it lives as long as the process."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*COLLECTOR_THRESHOLDS)


def _listen(host: str, port: int, reuse_port: bool) -> socket.socket:
    """A socket bound to ``host``:``port``. A socket shared with other processes
    (``reuse_port``) is only bound here: uvicorn starts listening on it once the app has
    started (the lifespan: leases, tables taken over). A listening socket joins the
    kernel's share of the port at once, and the connections it was handed while its
    process was still starting would wait there, although another process could serve
    them (a worker started again after a crash took half of them for its start-up)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if reuse_port:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    try:
        sock.bind((host, port))
    except OSError as problem:
        sock.close()
        reason = problem.strerror or str(problem)
        raise ServeError("listen", f"cannot listen on {host} port {port}: {reason}",
                         host=host, port=port, reason=reason) from None
    if not reuse_port:
        sock.listen(BACKLOG)
    sock.set_inheritable(True)
    return sock


def worker_command(host: str, port: int, database_url: str, peer_host: str,
                   peer_port: int, index: int, passed_on: Sequence[str] = (),
                   environ: Mapping[str, str] | None = None
                   ) -> tuple[list[str], dict[str, str]]:
    """The command line and the environment of worker ``index``. The database's URL,
    which may hold its password, goes in the environment (``DATABASE_URL``), never on the
    command line, which every user of the machine can read (``ps``)."""
    command = [sys.executable, "-m", "maumau.web", "--host", host, "--port", str(port),
               "--reuse-port", "--peer-host", peer_host,
               "--peer-port", str(peer_port + index if peer_port else 0), *passed_on]
    return command, {**(os.environ if environ is None else environ),
                     "DATABASE_URL": database_url}


def supervise(host: str, port: int, database_url: str, workers: int, peer_host: str,
              peer_port: int, passed_on: Sequence[str] = ()) -> None:
    """Run ``workers`` server processes on one public port until SIGINT or SIGTERM; a
    worker that dies is started again (its tables are taken over meanwhile). A worker
    that exits with a status of :data:`FATAL_WORKER_STATUSES` stops them all: ServeError
    ``worker_failed`` with that status (the worker said why)."""

    def start(index: int) -> subprocess.Popen[bytes]:
        command, environment = worker_command(host, port, database_url, peer_host,
                                              peer_port, index, passed_on)
        return subprocess.Popen(command, env=environment)

    children = [start(i) for i in range(workers)]
    stopping = False
    failed: tuple[int, int] | None = None

    def stop(_signal: int, _frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True

    before = [signal.signal(signal.SIGINT, stop), signal.signal(signal.SIGTERM, stop)]
    try:
        while not stopping and failed is None:
            time.sleep(0.2)
            for index, child in enumerate(children):
                status = child.poll()
                if status in FATAL_WORKER_STATUSES:
                    failed = (index + 1, status)
                    break
                if status is not None and not stopping:
                    time.sleep(RESTART_PAUSE)
                    children[index] = start(index)
    finally:
        for child in children:
            if child.poll() is None:
                child.send_signal(signal.SIGTERM)
        for child in children:
            try:
                child.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.kill(child.pid, signal.SIGKILL)
                child.wait(timeout=5)
        for number, handler in zip((signal.SIGINT, signal.SIGTERM), before, strict=True):
            if handler is not None:
                signal.signal(number, handler)
    if failed is not None:
        worker, status = failed
        raise ServeError("worker_failed", f"worker process {worker} stopped with status "
                         f"{status} (its message is above); the other workers were stopped",
                         status=status, worker=worker, exit_status=status)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m maumau.web",
                                     description="the server process behind `maumau serve`")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--database-url", default=None,
                        help="SQLAlchemy URL, e.g. postgresql+psycopg://user@host/db "
                             "(default: DATABASE_URL, else SQLite in --data-dir)")
    parser.add_argument("--data-dir", default="data")
    parser.add_argument("--workers", type=int, default=1,
                        help="server processes sharing the port (PostgreSQL only)")
    parser.add_argument("--peer-host", default="127.0.0.1",
                        help="the address other server processes reach this one at")
    parser.add_argument("--peer-port", type=int, default=0,
                        help="the port for other server processes (default: any free one)")
    parser.add_argument("--reuse-port", action="store_true",
                        help="share the port with other processes (set by --workers)")
    parser.add_argument("--public-url", default=None,
                        help="the address people reach the server at")
    parser.add_argument("--trusted-proxies", default="",
                        help="comma-separated addresses whose X-Forwarded-For is believed")
    parser.add_argument("--expire-after", type=duration, default=None,
                        help="close tables nobody is at after this long (7d, 12h, seconds)")
    parser.add_argument("--log-format", choices=LOG_FORMATS, default="text")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default=i18n.DEFAULT_LANGUAGE)
    options = parser.parse_args(argv)
    trusted = tuple(part.strip() for part in options.trusted_proxies.split(",") if part.strip())
    try:
        run(options.host, options.port, options.database_url, options.data_dir,
            options.workers, options.peer_host, options.peer_port, options.reuse_port,
            options.public_url, trusted, options.expire_after, options.log_format,
            options.lang)
    except ServeError as problem:
        try:
            line = i18n.text(options.lang, f"error.{problem.code}", **problem.params)
        except (KeyError, IndexError, ValueError):
            line = str(problem)
        parser.exit(problem.status, f"{parser.prog}: {line}\n")

"""Running a simulation's chunks as Ray tasks, on one machine or a cluster.

The chunks and their tallies are the same as on a process pool (:mod:`.runner`); only the
workers differ, so the same seed gives the same figures on any backend (a tally is a sum
of whole numbers, whatever order the chunks finish in). At most a few chunks per CPU are
in flight at once, so the driver's memory does not grow with the number of games and
Ctrl-C stops the run promptly: the tasks still running are cancelled and the chunks
finished so far are reported.

Ray is an optional dependency (``pip install maumau[cluster]``); it is imported only
when a run asks for it. The address is what ``ray.init`` takes: ``auto`` (the cluster
this machine belongs to), ``host:port`` of a head node, ``ray://host:port`` (Ray
Client), or ``ray`` (:data:`RAY_DEFAULT`: the cluster ``RAY_ADDRESS`` names, else a Ray
started on this machine for the run). A head node that does not answer is a
:class:`ClusterError` before any game is played.
"""

from __future__ import annotations

import signal
import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from maumau.sim.errors import SetupError
from maumau.sim.schedule import chunks
from maumau.sim.tally import Tally

if TYPE_CHECKING:
    from maumau.sim.runner import Progress, Run, Spec

__all__ = [
    "CONNECT_SECONDS",
    "IN_FLIGHT_PER_CPU",
    "RAY_DEFAULT",
    "WAIT_SECONDS",
    "ClusterError",
    "CtrlC",
    "PlayDeals",
    "check_reachable",
    "connected",
    "ctrl_c_noted",
    "run_on_ray",
]

PlayDeals = Callable[["Spec", range], Tally]
"""Plays a chunk of a run's deals (the runner's ``play_deals``)."""

RAY_DEFAULT = "ray"
"""Ray's own choice (``ray.init()`` without address): the cluster ``RAY_ADDRESS`` names,
else a Ray instance started on this machine for the run."""

WAIT_SECONDS = 0.2
"""How long the driver waits for a chunk before it looks whether Ctrl-C was pressed."""
CONNECT_SECONDS = 5.0
"""How long a head node's port may take to accept a connection before it counts as
unreachable."""

IN_FLIGHT_PER_CPU = 2
"""Chunks submitted per CPU of the cluster at any time: enough to keep every CPU busy
while a finished chunk travels back, few enough to keep memory flat."""


class ClusterError(SetupError):
    """A cluster that cannot be used: Ray missing, or its head node unreachable."""


@contextmanager
def connected(address: str) -> Iterator[Any]:
    """The ``ray`` module, connected to the cluster at ``address`` for the block; the
    connection is closed afterwards unless it was open before."""
    ray = _import_ray()
    if ray.is_initialized():
        yield ray
        return
    check_reachable(address)
    try:
        ray.init(address=None if address == RAY_DEFAULT else address, log_to_driver=False,
                 logging_level="WARNING", configure_logging=True)
    except (ConnectionError, RuntimeError, ValueError) as problem:
        raise ClusterError(f"cannot connect to the Ray cluster at {address!r}: {problem}",
                           "cluster_connect", {"address": address, "detail": str(problem)}
                           ) from None
    try:
        yield ray
    finally:
        ray.shutdown()


def check_reachable(address: str) -> None:
    """Refuse at once a head node (``host:port`` or ``ray://host:port``) whose port does
    not accept a connection; ``auto`` and :data:`RAY_DEFAULT` are left to Ray."""
    if address in (RAY_DEFAULT, "auto"):
        return
    parts = urlsplit(address if "://" in address else f"ray-head://{address}")
    try:
        host, port = parts.hostname, parts.port
    except ValueError:
        host = port = None
    if not host or port is None:
        raise ClusterError(f"the cluster address {address!r} is not host:port, "
                           "ray://host:port, 'auto' or 'ray'", "cluster_address",
                           {"address": address})
    try:
        with socket.create_connection((host, port), timeout=CONNECT_SECONDS):
            pass
    except OSError as problem:
        reason = problem.strerror or problem.__class__.__name__
        raise ClusterError(f"the Ray cluster at {address!r} does not answer: {reason}",
                           "cluster_silent", {"address": address, "detail": reason}
                           ) from None


def run_on_ray(result: Run, report: Progress, address: str, chunk_size: int | None,
               play_deals: PlayDeals) -> None:
    """Play the run's deals with ``play_deals`` as Ray tasks (one chunk each) on the cluster
    at ``address``,
    adding each finished chunk's tally to ``result`` as it arrives; ``result.jobs``
    becomes the cluster's CPUs."""
    with ctrl_c_noted() as ctrl_c, connected(address) as ray:
        result.jobs = max(1, int(ray.cluster_resources().get("CPU", 1)))
        task = ray.remote(num_cpus=1, max_retries=2)(play_deals)
        spec = ray.put(result.spec)
        work = iter(chunks(result.planned_deals, result.jobs, chunk_size))
        limit = IN_FLIGHT_PER_CPU * result.jobs
        pending: list[Any] = []
        try:
            _top_up(pending, work, limit, lambda chunk: task.remote(spec, chunk))
            while pending and not ctrl_c.pressed:
                done, pending = ray.wait(pending, num_returns=1, timeout=WAIT_SECONDS)
                for ref in done:
                    tally: Tally = ray.get(ref)
                    result.tally += tally  # a new tally, bound at once
                    report(result.games, result.planned_games)
                if not ctrl_c.pressed:
                    _top_up(pending, work, limit, lambda chunk: task.remote(spec, chunk))
            if ctrl_c.pressed:
                raise KeyboardInterrupt
        except KeyboardInterrupt:
            result.interrupted = True
            for ref in pending:
                ray.cancel(ref, force=True)


class CtrlC:
    """Whether Ctrl-C was pressed during a run on Ray."""

    def __init__(self) -> None:
        self.pressed = False

    def press(self, signum: int, frame: FrameType | None) -> None:
        self.pressed = True


@contextmanager
def ctrl_c_noted() -> Iterator[CtrlC]:
    """While a run waits on Ray, Ctrl-C is noted and acted on between Ray's calls: a
    KeyboardInterrupt raised inside one of them (a task being submitted, a result being
    read) could take the driver down with it (a test saw the process end without a word,
    about one run in eight). Only where Ctrl-C raises KeyboardInterrupt now, in the main
    thread; elsewhere (a signal ignored, another thread) nothing changes."""
    noted = CtrlC()
    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        yield noted
        return
    signal.signal(signal.SIGINT, noted.press)
    try:
        yield noted
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def _top_up(pending: list[Any], work: Iterator[range], limit: int,
            submit: Callable[[range], Any]) -> None:
    """Submit chunks until ``limit`` are in flight or none is left."""
    while len(pending) < limit:
        chunk = next(work, None)
        if chunk is None:
            return
        pending.append(submit(chunk))


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ClusterError("running on a cluster needs Ray: pip install 'maumau[cluster]'",
                           "cluster_no_ray", {}) from None
    return ray

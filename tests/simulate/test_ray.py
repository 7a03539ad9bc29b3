"""The Ray backend: on a local test cluster of two nodes (Ray's own cluster utilities) the
same seed gives the same figures as one process and two; an address that does not answer
is refused before any game is played."""

from __future__ import annotations

import io
import os
import signal
import socket
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from maumau import Ruleset
from maumau.cli.main import main
from maumau.sim import SetupError, simulate, simulate_comparison
from maumau.sim.cluster import ClusterError
from maumau.sim.runner import Spec, run

ray = pytest.importorskip("ray")
cluster_utils = pytest.importorskip("ray.cluster_utils")

SINGLE = Ruleset.create("classic", 3, "single")
LINEUP = ("easy", "random", "random")


STARTS = 3
"""Ray gives a node 30 s to register; on a machine loaded by other jobs that can pass, so
the cluster is started again (the test is about maumau, not about a busy machine)."""


def start_two_nodes() -> Any:
    for attempt in range(1, STARTS + 1):
        cluster = cluster_utils.Cluster()
        try:
            cluster.add_node(num_cpus=1, include_dashboard=False)
            cluster.add_node(num_cpus=1)
            cluster.wait_for_nodes()
            return cluster
        except Exception:
            cluster.shutdown()
            if attempt == STARTS:
                raise
    raise AssertionError("unreachable")


@pytest.fixture(scope="module")
def two_nodes() -> Iterator[str]:
    """The address of a Ray cluster of two nodes with one CPU each, stopped afterwards.
    Ray's hook that re-creates a ``uv run`` environment on every worker is switched off:
    the nodes run this very interpreter."""
    saved = os.environ.get("RAY_ENABLE_UV_RUN_RUNTIME_ENV")
    os.environ["RAY_ENABLE_UV_RUN_RUNTIME_ENV"] = "0"
    cluster = start_two_nodes()
    try:
        yield str(cluster.address)
    finally:
        if ray.is_initialized():
            ray.shutdown()
        cluster.shutdown()
        if saved is None:
            os.environ.pop("RAY_ENABLE_UV_RUN_RUNTIME_ENV", None)
        else:
            os.environ["RAY_ENABLE_UV_RUN_RUNTIME_ENV"] = saved


def test_the_same_seed_gives_the_same_figures_on_one_core_all_cores_and_ray(two_nodes: str):
    spec = Spec((SINGLE,), LINEUP, 21)
    one = run(spec, 18, jobs=1)
    cores = run(spec, 18, jobs=2, chunk_size=1)
    on_ray = run(spec, 18, chunk_size=1, cluster=two_nodes)
    assert one.games == cores.games == on_ray.games == 18
    assert one.tally == cores.tally == on_ray.tally
    assert on_ray.jobs == 2 and not on_ray.interrupted  # the CPUs of both nodes
    assert not ray.is_initialized()  # the run's connection is closed again


def test_a_comparison_on_ray_pairs_the_same_deals_as_on_processes(two_nodes: str):
    changes = {"play_after_draw": "off"}
    here = simulate_comparison(SINGLE, changes, list(LINEUP), 6, seed=4, jobs=1)
    there = simulate_comparison(SINGLE, changes, list(LINEUP), 6, seed=4, backend="ray",
                                cluster=two_nodes, chunk_size=1)
    assert there.bots == here.bots and there.seats == here.seats
    assert there.base.games == here.base.games == 6


@pytest.fixture
def ctrl_c_raises() -> Iterator[None]:
    """SIGINT raises KeyboardInterrupt, as in a terminal, even where the test runner was
    started in the background (where a shell makes its children ignore SIGINT)."""
    saved = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, saved)


CTRL_C_GAMES = 30_000
"""Far more games than are played before a Ctrl-C is handled: a run that ignored it would
finish them all (and fail the test), one that honours it stops within a chunk or two."""


@pytest.mark.timeout(900)
def test_ctrl_c_on_a_progress_report_stops_the_ray_run_and_reports_the_chunks_done(
        two_nodes: str, ctrl_c_raises: None):
    """A SIGINT raised while the driver handles the second finished chunk: the run stops,
    cancels the tasks in flight, closes its connection and holds exactly the two chunks."""
    reported: list[int] = []

    def progress(done: int, planned: int) -> None:
        reported.append(done)
        if len(reported) == 2:
            signal.raise_signal(signal.SIGINT)  # what Ctrl-C sends; Python raises it here

    spec = Spec((SINGLE,), LINEUP, 8)
    try:
        result = run(spec, CTRL_C_GAMES, chunk_size=1, cluster=two_nodes, progress=progress)
    except KeyboardInterrupt:
        pytest.fail("Ctrl-C escaped the Ray run instead of stopping it")
    per_chunk = result.rotations  # one deal per chunk, played in every rotation
    assert result.interrupted
    assert reported == [per_chunk, 2 * per_chunk]
    assert result.games == 2 * per_chunk < result.planned_games
    assert sum(arm.games for arm in result.tally.arms) == result.games
    assert not ray.is_initialized()  # the run's connection is closed again


@pytest.mark.timeout(900)
def test_ctrl_c_while_the_driver_waits_for_ray_stops_the_run_promptly(two_nodes: str,
                                                                      ctrl_c_raises: None):
    """A SIGINT from outside (another thread, as a terminal would send it) while the
    driver waits on Ray: the run stops long before its games are played and reports what
    finished, every chunk counted once."""
    first_report = threading.Event()
    reported: list[int] = []

    def progress(done: int, planned: int) -> None:
        reported.append(done)
        first_report.set()

    def press_ctrl_c() -> None:
        if first_report.wait(timeout=600):
            os.kill(os.getpid(), signal.SIGINT)

    presser = threading.Thread(target=press_ctrl_c, daemon=True)
    presser.start()
    spec = Spec((SINGLE,), LINEUP, 9)
    try:
        result = run(spec, CTRL_C_GAMES, chunk_size=1, cluster=two_nodes, progress=progress)
    except KeyboardInterrupt:
        pytest.fail("Ctrl-C escaped the Ray run instead of stopping it")
    finally:
        first_report.set()
        presser.join(timeout=60)
    assert result.interrupted
    assert result.games < result.planned_games
    assert result.games % result.rotations == 0  # whole chunks only
    # Each chunk is added and then reported; the interrupt may fall between the two.
    assert reported and reported[-1] <= result.games <= reported[-1] + result.rotations
    assert not ray.is_initialized()


def closed_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_an_unreachable_cluster_is_refused_before_any_game():
    played: list[tuple[int, int]] = []
    with pytest.raises(ClusterError, match="does not answer"):
        simulate(SINGLE, list(LINEUP), 6, backend="ray", cluster=f"127.0.0.1:{closed_port()}",
                 progress=lambda done, planned: played.append((done, planned)))
    assert not played and not ray.is_initialized()


def test_an_unknown_backend_is_a_setup_error():
    with pytest.raises(SetupError, match="unknown backend"):
        simulate(SINGLE, list(LINEUP), 6, backend="threads")


@pytest.mark.parametrize("address", ["{closed}", "not an address", "ray://nohost"])
def test_the_command_line_exits_with_status_2_for_a_bad_cluster(address: str):
    out, err = io.StringIO(), io.StringIO()
    status = main(["simulate", "classic", "--players", "3", "--bots", "random", "--games",
                   "3", "--quiet", "--lang", "en",
                   "--cluster", address.format(closed=f"127.0.0.1:{closed_port()}")],
                  stdout=out, stderr=err)
    assert status == 2
    assert "cluster" in err.getvalue() and out.getvalue() == ""

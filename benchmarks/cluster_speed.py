"""Ray throughput on local test clusters of one and two nodes, against local processes.

For each node count N (one CPU per node, Ray's ``cluster_utils``: separate raylets on this
machine), the same simulation runs once on N worker processes and once as Ray tasks on
the N-node cluster. Prints the seconds to start the nodes, the decisions per second of
each backend and their ratio; the difference in wall time is Ray's overhead for the run.
``--serve N`` instead starts an N-node cluster, prints its address for
``maumau simulate --cluster ADDRESS`` and keeps it up until Ctrl-C.
Run: ``uv run python benchmarks/cluster_speed.py [--games N] [--nodes 1 2] [--serve N]
[--quick]``; ``--quick`` plays a few games on one node, to check that it runs. It needs the
``cluster`` extra (Ray: ``uv sync --extra cluster``).
"""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

from maumau import Ruleset
from maumau.sim.runner import Run, Spec, run

STARTS = 3
"""Ray gives a node 30 s to register with its head; on a loaded machine that can pass, so
the cluster is started again."""
QUICK = {"games": 40, "nodes": [1]}
"""The counts of ``--quick``."""


def start_cluster(nodes: int) -> tuple[Any, float]:
    """A local Ray cluster of ``nodes`` one-CPU nodes and the seconds it took to start."""
    from ray.cluster_utils import Cluster

    os.environ.setdefault("RAY_ENABLE_UV_RUN_RUNTIME_ENV", "0")  # nodes share this Python
    started = time.perf_counter()
    for attempt in range(1, STARTS + 1):
        cluster: Any = Cluster()
        try:
            cluster.add_node(num_cpus=1, include_dashboard=False)
            for _ in range(nodes - 1):
                cluster.add_node(num_cpus=1)
            cluster.wait_for_nodes()
            return cluster, time.perf_counter() - started
        except Exception:
            cluster.shutdown()
            if attempt == STARTS:
                raise
            print(f"a node did not register in time (attempt {attempt}); starting again",
                  flush=True)
    raise AssertionError("unreachable")


def rate(result: Run) -> float:
    return sum(arm.actions for arm in result.tally.arms) / result.elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--nodes", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--serve", type=int, metavar="N", help="keep an N-node cluster up")
    parser.add_argument("--quick", action="store_true",
                        help="small counts, a few seconds: does it run? (options given win)")
    args = parser.parse_args()
    if args.quick:
        parser.set_defaults(**QUICK)
        args = parser.parse_args()
    if args.serve:
        cluster, seconds = start_cluster(args.serve)
        print(f"{args.serve} nodes up in {seconds:.1f} s at {cluster.address}", flush=True)
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            cluster.shutdown()
        return
    spec = Spec((Ruleset.create("classic", 4, "standard"),), ("random",) * 4, 1)
    for nodes in args.nodes:
        local = run(spec, args.games, jobs=nodes)
        cluster, seconds = start_cluster(nodes)
        try:
            remote = run(spec, args.games, cluster=cluster.address)
        finally:
            cluster.shutdown()
        assert remote.tally == local.tally, "Ray and local processes disagree"
        print(f"{nodes} node(s): start {seconds:5.1f} s | {nodes} processes "
              f"{rate(local):9,.0f} decisions/s in {local.elapsed:6.1f} s | Ray "
              f"{rate(remote):9,.0f} decisions/s in {remote.elapsed:6.1f} s | "
              f"{rate(remote) / rate(local):.2f}x processes", flush=True)


if __name__ == "__main__":
    main()

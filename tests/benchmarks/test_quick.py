"""Every maintained benchmark runs: each script's ``--quick`` mode, as a user would start it.

The figures of a quick run mean nothing (the counts are tiny, the machine is shared); what
is checked is that the script still runs against today's library and prints its lines.
A benchmark that needs an optional extra which is not installed is skipped, saying which.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"

RL = "the rl extra (uv sync --extra rl)"
OPENSPIEL = "the openspiel extra (uv sync --extra openspiel)"
CLUSTER = "the cluster extra, Ray (uv sync --extra cluster)"
DEV = "the dev group (uv sync)"

RUNS: dict[str, tuple[list[str], str, tuple[tuple[str, str], ...]]] = {
    # script: (options besides --quick, a text its output must hold,
    #          (module, where it comes from) for each module beyond the base install)
    "engine_speed": ([], "decisions/s", ()),
    "sim_speed": ([], "engine on easy moves", ()),
    "bot_speed": ([], "hard (2 decisions)", ()),
    "bot_strength": ([], "hard vs medium", ()),
    "rl_speed": (["--breakdown", "--floor"], "us/step", (("pettingzoo", RL), ("numpy", RL))),
    "server_load": ([], "action -> last client p99", (("httpx2", DEV),)),
    "server_startup": ([], "finished matches stored", ()),
    "history_speed": ([], "history query plan", (("httpx2", DEV),)),
    "cluster_speed": ([], "x processes", (("ray", CLUSTER),)),
    "throw_in_windows": ([], "timing tell", ()),
    "offline_bot_speed": ([], "median ms", ()),
    "site_limits": ([], "one site-wide count", (("httpx2", DEV),)),
    "leaderboard": ([], "maumau-leaderboard-quick.md", (("pettingzoo", RL), ("numpy", RL))),
    "openspiel_ismcts": ([], "ISMCTS win share", (("pyspiel", OPENSPIEL),)),
}


def test_every_benchmark_is_run_here() -> None:
    assert sorted(RUNS) == sorted(path.stem for path in BENCHMARKS.glob("*.py"))


@pytest.mark.parametrize("script", sorted(RUNS))
def test_quick_run(script: str) -> None:
    options, expected, needs = RUNS[script]
    for module, source in needs:
        if importlib.util.find_spec(module) is None:
            pytest.skip(f"{script}.py needs {module}, from {source}: not installed")
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "RAY_ENABLE_UV_RUN_RUNTIME_ENV": "0"}
    done = subprocess.run([sys.executable, str(BENCHMARKS / f"{script}.py"), "--quick",
                           *options], capture_output=True, text=True, timeout=240,
                          cwd=BENCHMARKS.parent, env=env, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert expected in done.stdout, done.stdout + done.stderr

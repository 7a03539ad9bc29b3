"""``python -m maumau`` runs the same command line as ``maumau``."""

from __future__ import annotations

import subprocess
import sys


def run_module(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "maumau", *args], capture_output=True,
                          text=True, timeout=60, check=False)


def test_python_m_maumau_runs_a_command() -> None:
    run = run_module("rules", "tabaluga", "--lang", "en")
    assert run.returncode == 0, run.stderr
    assert "Tabaluga Mau Mau (tabaluga)" in run.stdout


def test_python_m_maumau_exits_2_on_a_bad_command() -> None:
    run = run_module("deal", "--lang", "en")
    assert run.returncode == 2
    assert "'deal'" in run.stderr
    german = run_module("deal")
    assert german.returncode == 2
    assert "ungültige Wahl: 'deal'" in german.stderr

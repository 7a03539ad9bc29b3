"""A serving process sets the garbage collector up before it serves (serve.py,
``COLLECTOR_THRESHOLDS``): with Python's defaults, full collections over a thousand
tables' connections stopped the event loop for up to 0.8 s (docs/scaling.md)."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest
import uvicorn

from maumau.web.operations import serve


def test_a_serving_process_sets_the_collector_up_before_it_serves(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    calls: list[str] = []
    listening: list[socket.socket] = []

    def listen(host: str, port: int, reuse_port: bool) -> socket.socket:
        made = socket.socket()
        listening.append(made)
        return made

    monkeypatch.setattr(serve, "_listen", listen)
    monkeypatch.setattr(serve, "tune_collector", lambda: calls.append("collector"))
    monkeypatch.setattr(uvicorn.Server, "run",
                        lambda self, sockets=None: calls.append("serve"))
    try:
        serve.run(port=0, data_dir=tmp_path)
    finally:
        for made in listening:
            made.close()
    assert calls == ["collector", "serve"]


def test_the_collector_gets_the_thresholds_and_leaves_start_up_objects_alone() -> None:
    """In a child process, so that this test process keeps its own collector."""
    code = ("import gc\n"
            "from maumau.web.operations.serve import COLLECTOR_THRESHOLDS, tune_collector\n"
            "before = gc.get_threshold()\n"
            "tune_collector()\n"
            "print(before != COLLECTOR_THRESHOLDS, gc.get_threshold() == COLLECTOR_THRESHOLDS,"
            " gc.get_freeze_count() > 0)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, timeout=120)
    assert done.stdout.split() == ["True", "True", "True"]

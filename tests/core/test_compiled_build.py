"""The optional compiled build (``make compiled``) plays the same games as the pure one.

Runs only where the compiled build is present (skipped otherwise, as in ``make test`` on
a fresh checkout): the same seeded random games are played by this process (compiled)
and by a Python reading a copy of the pure sources, and their digests must be equal.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from maumau.compiled import SOURCE_ROOT, build_name, stale_modules
from tests.core.build_games import digest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(build_name() == "pure",
                                reason="no compiled build (make compiled)")


def test_the_compiled_build_is_not_older_than_its_sources() -> None:
    assert stale_modules() == [], "rebuild with `make compiled` or remove: `make clean-compiled`"


def test_the_compiled_and_the_pure_build_play_identical_games(tmp_path: Path) -> None:
    shutil.copytree(SOURCE_ROOT / "maumau", tmp_path / "maumau",
                    ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])}
    pure = subprocess.run([sys.executable, "-m", "tests.core.build_games"], cwd=ROOT,
                          env=environment, capture_output=True, text=True, check=True)
    assert pure.stdout.split()[0] == "pure"
    assert build_name() == "compiled"
    assert pure.stdout.split()[1] == digest()

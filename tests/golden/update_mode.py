"""The switch that turns the golden tests into writers: ``MAUMAU_UPDATE_GOLDEN=1``."""

from __future__ import annotations

import os
from pathlib import Path

UPDATE_VARIABLE = "MAUMAU_UPDATE_GOLDEN"


def updating() -> bool:
    return os.environ.get(UPDATE_VARIABLE, "") not in ("", "0")


def compare_or_write(path: Path, fresh: str) -> None:
    """Write ``fresh`` to ``path`` in update mode; else require the file to equal it."""
    if updating():
        path.write_text(fresh, encoding="utf-8")
        return
    assert path.exists(), f"{path.name} is missing: run with {UPDATE_VARIABLE}=1 to write it"
    stored = path.read_text(encoding="utf-8")
    if stored == fresh:
        return
    old_lines, new_lines = stored.splitlines(), fresh.splitlines()
    first = next((i for i, (a, b) in enumerate(zip(old_lines, new_lines, strict=False))
                  if a != b), min(len(old_lines), len(new_lines)))
    raise AssertionError(
        f"{path.name} differs from a fresh run at line {first + 1}:\n"
        f"  stored: {old_lines[first] if first < len(old_lines) else '<end of file>'}\n"
        f"  fresh:  {new_lines[first] if first < len(new_lines) else '<end of file>'}\n"
        f"If the change is intended, rerun with {UPDATE_VARIABLE}=1 and review the diff."
    )

"""The file ``maumau play --save`` writes: checked before the game, written after it.

Checking first means a path that cannot be written is reported before any move is made,
not after a whole match when the record would be lost.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

__all__ = [
    "check_writable",
    "write_record",
]


def check_writable(path: Path) -> None:
    """Raise OSError now if ``path`` could not be written later.

    An existing file is opened for appending (its content stays as it is); a new one is
    created and removed again, so a check leaves nothing behind.
    """
    try:
        handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except FileExistsError:
        os.close(os.open(path, os.O_WRONLY | os.O_APPEND))
        return
    os.close(handle)
    os.unlink(path)


def write_record(path: Path, record: Mapping[str, Any]) -> None:
    """Write a game record as indented JSON; raises OSError if that fails."""
    path.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")

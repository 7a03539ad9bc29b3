"""The ``--save`` file: checked up front without leaving a trace, written at the end."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from maumau.cli.save_file import check_writable, write_record


def test_checking_a_new_file_leaves_nothing_behind(tmp_path: Path):
    path = tmp_path / "new.json"
    check_writable(path)
    assert list(tmp_path.iterdir()) == []


def test_checking_an_existing_file_keeps_its_content(tmp_path: Path):
    path = tmp_path / "old.json"
    path.write_text("earlier game\n", encoding="utf-8")
    check_writable(path)
    assert path.read_text(encoding="utf-8") == "earlier game\n"


@pytest.mark.parametrize("where", ["missing/game.json", "."])
def test_a_missing_directory_or_a_directory_fails_the_check(tmp_path: Path, where: str):
    with pytest.raises(OSError):
        check_writable(tmp_path / where)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write any file")
def test_a_read_only_file_fails_the_check(tmp_path: Path):
    path = tmp_path / "locked.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0o444)
    with pytest.raises(PermissionError):
        check_writable(path)


def test_a_record_is_written_as_json(tmp_path: Path):
    path = tmp_path / "game.json"
    write_record(path, {"seed": 5, "rounds": []})
    assert json.loads(path.read_text(encoding="utf-8")) == {"seed": 5, "rounds": []}
    assert path.read_text(encoding="utf-8").endswith("\n")

"""The web package's rooms (docs/development.md): a few subpackages by job, each saying
its job in two lines, imports flowing one way between them (type-only and deferred
imports included), and at most 8 modules left directly in ``maumau.web``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "src" / "maumau" / "web"
ORDER = ("base", "storage", "pages", "guard", "tables", "offline", "social", "operations",
         "main")
"""Lowest first: a module may import from its own room and the rooms before it."""
BASE = {"__init__", "errors", "config", "catalog"}


def room_of(parts: list[str]) -> str:
    """The room of ``maumau.web.<parts...>``."""
    head = parts[0] if parts else "__init__"
    if head in ORDER:
        return head
    if head == "__main__":
        return "main"
    assert head in BASE, f"maumau.web.{head} is in no room"
    return "base"


def imports(path: Path) -> list[tuple[int, list[str]]]:
    """(line, the parts after ``maumau.web``) of every import of the web package."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "maumau.web":
                names = [f"maumau.web.{alias.name}" for alias in node.names]
            else:
                names = [node.module]
        else:
            continue
        for name in names:
            if name.startswith("maumau.web.") or name == "maumau.web":
                found.append((node.lineno, name.split(".")[2:]))
    return found


MODULES = sorted(WEB.rglob("*.py"))


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(WEB)) for p in MODULES])
def test_imports_flow_one_way_between_the_rooms(path: Path) -> None:
    here = room_of(list(path.relative_to(WEB).with_suffix("").parts))
    wrong = [f"line {line}: maumau.web.{'.'.join(parts)} ({room_of(parts)})"
             for line, parts in imports(path)
             if ORDER.index(room_of(parts)) > ORDER.index(here)]
    assert not wrong, f"{path.name} ({here}) imports from a later room: {wrong}"


def test_at_most_eight_modules_stay_directly_in_web() -> None:
    direct = sorted(path.stem for path in WEB.glob("*.py"))
    assert len(direct) <= 8, direct


@pytest.mark.parametrize("room", [room for room in ORDER if room not in ("base", "main")])
def test_each_room_says_its_job_in_two_lines(room: str) -> None:
    docstring = ast.get_docstring(ast.parse((WEB / room / "__init__.py").read_text()))
    assert docstring is not None
    job = docstring.strip().split("\n\n")[0]  # its first paragraph; more may follow
    assert len(job.splitlines()) <= 2, job

"""Code and tests cite the rules in the repository (``docs/rules.md``) and give reasons,
not tickets: no file under ``src/`` or ``tests/`` points outside the repository for its
rules or names an issue number instead of saying why."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE_RULES = re.compile("shared/" + "RULES|" + r"\bRULES" + r"\.md")
TICKET = re.compile("issue" + r"s? #?[0-9]+", re.IGNORECASE)
SUFFIXES = {".py", ".js", ".html", ".css", ".po", ".md", ".json", ".txt"}


def text_files() -> list[Path]:
    return sorted(path for folder in ("src", "tests") for path in (ROOT / folder).rglob("*")
                  if path.suffix in SUFFIXES and path.is_file()
                  and "__pycache__" not in path.parts)


@pytest.mark.parametrize("pattern", [OUTSIDE_RULES, TICKET], ids=["rules", "tickets"])
def test_no_source_points_outside_the_repository_or_to_a_ticket(pattern: re.Pattern[str]
                                                                 ) -> None:
    found = [f"{path.relative_to(ROOT)}:{text[:match.start()].count(chr(10)) + 1}"
             for path in text_files()
             for text in [path.read_text(encoding="utf-8", errors="replace")]
             for match in pattern.finditer(text)]
    assert found == []

"""The fenced code blocks of README.md and docs/, and how tests/docs runs them.

Read tests/docs/test_examples.py for the rules a documentation writer follows; this module
holds the parts: finding the blocks and their "not run" markers, splitting a shell block
into commands, the substitution table that makes a long command short, and the stand-in
for ``uv`` that runs a command in the test's own environment.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

NOT_RUN = re.compile(r"^\s*<!--\s*not run:\s*(?P<reason>.*?)\s*-->\s*$")
"""The marker of a block that is not run, on the last non-blank line before its fence."""

MARKER_START = re.compile(r"<!--\s*not[ -]?run\b", re.IGNORECASE)
"""Anything that looks like a marker: a misspelt one must not silently run the block."""

SKIPPED_FOLDERS = {
    "docs/research": "lab notes: records of questions answered once, kept as they were "
                     "written (their commands may name what has moved since)",
}
"""Folders under docs/ whose pages are not run at all, with the reason."""

PYTHON = frozenset({"python", "py", "python3", "pycon"})
SHELL = frozenset({"sh", "bash", "shell", "console", "shell-session", "zsh"})

COMMAND_LIKE = re.compile(r"^\s*(\$ |>>> |uv |maumau |python3? |make |pip |sudo )")
"""The first line of an unlabelled block that should have been labelled sh or python."""

FENCE = re.compile(r"^(?P<indent>\s*)(?P<fence>`{3,}|~{3,})\s*(?P<info>[^`]*)$")


@dataclass(frozen=True)
class Block:
    """One fenced code block of a Markdown page."""

    path: str
    """The page, relative to the repository root (e.g. ``docs/rl.md``)."""
    line: int
    """The line of the opening fence, counted from 1."""
    language: str
    """The first word of the fence's info string, in lower case ("" when none)."""
    text: str
    """The block's lines, without the fences and the fence's indentation."""
    not_run: str | None
    """The reason of the block's "not run" marker, or None when the block runs."""
    marker_problem: str | None = None
    """A marker-like comment before the block that is not a valid marker."""

    @property
    def name(self) -> str:
        return f"{self.path}:{self.line}"

    @property
    def first_line(self) -> int:
        """The page's line of the block's first line of code."""
        return self.line + 1

    @property
    def is_python(self) -> bool:
        return self.language in PYTHON

    @property
    def is_shell(self) -> bool:
        return self.language in SHELL

    @property
    def is_doctest(self) -> bool:
        """A Python block written as an interactive session (``>>>``), checked by doctest."""
        return self.text.lstrip().startswith(">>>")


def pages() -> list[Path]:
    """README.md, every Markdown page under docs/ and every plugin's README (each
    ``plugins/<name>/README.md``), folders of SKIPPED_FOLDERS left out."""
    found = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md")),
             *sorted((ROOT / "plugins").glob("*/README.md"))]
    return [page for page in found if not any(
        page.is_relative_to(ROOT / folder) for folder in SKIPPED_FOLDERS)]


def blocks(page: Path) -> list[Block]:
    """The fenced code blocks of one page, in order."""
    lines = page.read_text(encoding="utf-8").split("\n")
    found: list[Block] = []
    number = 0
    while number < len(lines):
        opening = FENCE.match(lines[number])
        if opening is None:
            number += 1
            continue
        fence, indent = opening["fence"], len(opening["indent"])
        end = number + 1
        while end < len(lines) and not _closes(lines[end], fence):
            end += 1
        body = [_dedent(line, indent) for line in lines[number + 1:end]]
        reason, problem = _marker(lines, number)
        info = opening["info"].strip().split()
        found.append(Block(
            path=page.relative_to(ROOT).as_posix(), line=number + 1,
            language=info[0].lower() if info else "", text="\n".join(body),
            not_run=reason, marker_problem=problem))
        number = end + 1
    return found


def _closes(line: str, fence: str) -> bool:
    stripped = line.strip()
    return stripped.startswith(fence) and set(stripped) == {fence[0]}


def _dedent(line: str, indent: int) -> str:
    cut = len(line) - len(line.lstrip(" "))
    return line[min(cut, indent):]


def _marker(lines: list[str], fence: int) -> tuple[str | None, str | None]:
    """The reason of the marker before line ``fence`` (an index), and any malformed one."""
    before = fence - 1
    while before >= 0 and not lines[before].strip():
        before -= 1
    if before < 0:
        return None, None
    found = NOT_RUN.match(lines[before])
    if found is not None:
        if not found["reason"]:
            return None, f"a 'not run' marker without a reason: {lines[before].strip()!r}"
        return found["reason"], None
    if MARKER_START.search(lines[before]):
        return None, (f"write the marker as '<!-- not run: REASON -->' on its own line: "
                      f"{lines[before].strip()!r}")
    return None, None


def commands(block: Block) -> Iterator[str]:
    """The commands of a shell block: one per line, ``\\`` continuations joined.

    A ``console`` block (or any block whose commands start with ``$ ``) runs only its
    ``$`` lines; the other lines are the output shown and are not compared. Comment lines
    and blank lines are left out (a comment after a command stays for the shell to drop).
    """
    lines = block.text.split("\n")
    prompted = block.language == "console" or any(line.startswith("$ ") for line in lines)
    pending = ""
    for raw in lines:
        line = raw
        if not pending:
            if prompted:
                if not line.startswith("$ "):
                    continue
                line = line[2:]
            if not line.strip() or line.lstrip().startswith("#"):
                continue
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        yield (pending + line).strip()
        pending = ""
    if pending:
        yield pending.strip()


@dataclass(frozen=True)
class Substitution:
    """A change the docs test makes to a command before it runs it, and why."""

    pattern: str
    replacement: str
    why: str

    def apply(self, command: str) -> str:
        return re.sub(self.pattern, self.replacement, command)


SUBSTITUTIONS = (
    Substitution(r"(benchmarks/\w+\.py)\b", r"\1 --quick",
                 "a benchmark runs with its own small counts (each script's --quick)"),
    Substitution(r"--games[ =]\d+", "--games 2", "two games instead of thousands"),
    Substitution(r"\b(maumau simulate)(?=.*--bots[ =]\S*\bhard\b)", r"\1 --max-actions 20",
                 "a simulation with the hard bot stops each round after 20 actions, "
                 "counted as a draw (its search takes about 0.2 s a decision)"),
    Substitution(r"--hard-games[ =]\d+", "--hard-games 1", "one game of the hard bot"),
    Substitution(r"--steps[ =]\d+", "--steps 2000", "a few environment steps"),
    Substitution(r"--finished[ =]\d+", "--finished 200", "a small database"),
    Substitution(r"--open[ =]\d+", "--open 3", "a few open tables"),
    Substitution(r"(--repeats?)[ =]\d+", r"\1 1", "one measurement, not the best of N"),
)
"""Applied in this order to every shell command that runs (long runs made short)."""

SERVER = re.compile(r"\bmaumau serve\b|\bpython3? -m maumau\.web\b")
"""A command that starts the web server: run until it prints its address, then stopped."""

PORT = re.compile(r"--port[ =]\d+")


def shorten(command: str) -> str:
    """The command as the docs test runs it: SUBSTITUTIONS applied."""
    for substitution in SUBSTITUTIONS:
        command = substitution.apply(command)
    return command


def on_port(command: str, port: int) -> str:
    """A server command set to listen on ``port`` (a free one) instead of the docs' port."""
    if PORT.search(command):
        return PORT.sub(f"--port {port}", command)
    found = SERVER.search(command)
    assert found is not None, command
    return f"{command[:found.end()]} --port {port}{command[found.end():]}"


UV_STAND_IN = """#!/bin/sh
# The docs test's uv: `uv run [uv options] COMMAND...` runs COMMAND in the environment the
# tests run in (no sync, no download: the test must not change the shared environment).
if [ "$1" != run ]; then
    echo "docs test: only 'uv run' runs here; mark a block with other uv commands" >&2
    exit 2
fi
shift
while [ $# -gt 0 ]; do
    case "$1" in
        --group|--extra|--with|--package|--python|--project|--directory|--env-file)
            shift 2 ;;
        --*) shift ;;
        *) break ;;
    esac
done
exec "$@"
"""

REFUSED = ("pip", "pip3", "sudo", "apt-get", "apt", "systemctl", "make")
"""Commands that change the machine or the shared environment: a block using one must be
marked "not run" (the docs test puts a stand-in first on PATH that refuses to run)."""

REFUSING_STAND_IN = """#!/bin/sh
echo "docs test: '$(basename "$0")' changes the machine or the environment and is not run \\
here; mark the block with <!-- not run: REASON -->" >&2
exit 2
"""

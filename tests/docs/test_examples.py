"""Every example of README.md, docs/ and the plugins' READMEs runs, or says why it does not.

The rules, for whoever writes documentation:

- Every fenced block labelled ``python`` (``py``, ``pycon``) or ``sh`` (``bash``, ``shell``,
  ``console``) in README.md and docs/**.md runs here. Blocks of other languages (toml, json,
  nginx, text, ...) and unlabelled blocks (trees, sample output) are not run; an unlabelled
  block that starts like a command (``uv``, ``maumau``, ``python``, ``make``, ``pip``,
  ``$``, ``>>>``) fails the test: label it.
- A block that must not run carries a marker on the last non-blank line before its opening
  fence, an HTML comment (invisible on the rendered page) that gives the reason::

      <!-- not run: starts a server that runs until stopped -->

  The test reports it as skipped with that reason. A marker without a reason, a misspelt
  one or one that is not followed by a block fails the test.
- docs/research/ (lab notes) is skipped wholesale: markdown_blocks.SKIPPED_FOLDERS.
- **Python**: the Python blocks of one page run in order in one fresh interpreter
  (``sys.executable``, the test's environment), sharing their names as a reader following
  the page in one session would: a later block may use what an earlier one defined. A
  block written as an interactive session (``>>>`` lines with their output) is checked by
  doctest (ELLIPSIS and NORMALIZE_WHITESPACE on). The working directory is a scratch
  folder.
- **Shell**: each command of a block (one line, ``\\`` continuations joined; in a console
  block only the ``$`` lines) runs on its own with bash in a scratch folder that links to
  the checkout's files (so ``benchmarks/...`` and ``examples/...`` resolve, and what a
  command writes stays in the scratch folder; files persist from one command of a block
  to the next, shell variables and ``cd`` do not). Standard input is empty: ``maumau play``
  and ``maumau replay --step`` show the deal and end at their first prompt ("no more
  input"). ``uv run [options] CMD`` runs CMD in the test's environment (a stand-in for uv:
  the test never syncs or downloads); any other uv command needs a marker, and so do
  pip, sudo, apt-get, systemctl and make, which a stand-in refuses to run (they change the
  machine or the environment shared with other tests). DATABASE_URL and RAY_ADDRESS are
  left out of the environment, as on a fresh machine. A command must exit with status 0.
- Long commands are made short by the substitution table markdown_blocks.SUBSTITUTIONS:
  a benchmark script gets ``--quick``; ``--games N`` becomes 2, ``--hard-games N`` 1,
  ``--steps N`` 2000, ``--finished N`` 200, ``--open N`` 3, ``--repeat(s) N`` 1; a
  ``maumau simulate`` with the hard bot gets ``--max-actions 20`` (a round stopped there
  counts as a draw).
- A command that starts the web server (``maumau serve``, ``python -m maumau.web``) runs
  on a free port (in place of the docs' ``--port``) until it prints its address, and is
  then stopped.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.docs.markdown_blocks import (
    COMMAND_LIKE,
    FENCE,
    NOT_RUN,
    REFUSED,
    REFUSING_STAND_IN,
    ROOT,
    SERVER,
    SKIPPED_FOLDERS,
    UV_STAND_IN,
    Block,
    blocks,
    commands,
    on_port,
    pages,
    shorten,
)

PYTHON_TIMEOUT = 120
"""Seconds for the Python blocks of one page."""
COMMAND_TIMEOUT = 120
"""Seconds for one shell command."""
SERVER_TIMEOUT = 60
"""Seconds a server command has to print its address."""

ALL_BLOCKS = [block for page in pages() for block in blocks(page)]
MARKED = [block for block in ALL_BLOCKS if block.not_run is not None]
RUNNABLE = [block for block in ALL_BLOCKS if block.not_run is None]
PYTHON_PAGES = sorted({block.path for block in RUNNABLE if block.is_python})
SHELL_BLOCKS = [block for block in RUNNABLE if block.is_shell]

SCRATCH_LEFT_OUT = {"data", "dist", "build", "test-artifacts"}
"""Top-level entries of the checkout the scratch folder does not link (written by runs)."""

DRIVER = r"""
import doctest, json, sys, traceback
job = json.load(sys.stdin)
namespace = {"__name__": "__main__"}
for block in job["blocks"]:
    print(f"--- {job['name']}:{block['line']}", flush=True)
    if block["doctest"]:
        parser = doctest.DocTestParser()
        test = parser.get_doctest(block["text"], namespace, job["name"], job["path"],
                                  block["first"] - 1)
        runner = doctest.DocTestRunner(
            optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
        runner.run(test, clear_globs=False)
        namespace.update(test.globs)
        failed = runner.failures > 0
    else:
        try:
            exec(compile("\n" * (block["first"] - 1) + block["text"], job["path"], "exec"),
                 namespace)
            failed = False
        except BaseException:
            traceback.print_exc()
            failed = True
    sys.stdout.flush()
    if failed:
        print(f"DOCS BLOCK FAILED: {job['name']}:{block['line']}", flush=True)
        sys.exit(1)
"""


LEFT_OUT_OF_ENVIRONMENT = ("DATABASE_URL", "RAY_ADDRESS")
"""Variables that point an example elsewhere than a fresh machine would (a database, a
cluster): the examples run without them."""


def environment(bin_folder: Path | None = None) -> dict[str, str]:
    """The environment of an example: the test's Python first on PATH, output unbuffered."""
    path = [str(Path(sys.executable).parent), os.environ.get("PATH", "")]
    if bin_folder is not None:
        path.insert(0, str(bin_folder))
    kept = {name: value for name, value in os.environ.items()
            if name not in LEFT_OUT_OF_ENVIRONMENT}
    return {**kept, "PATH": os.pathsep.join(path), "PYTHONUNBUFFERED": "1",
            "MPLBACKEND": "Agg", "RAY_ENABLE_UV_RUN_RUNTIME_ENV": "0"}


def scratch(folder: Path) -> Path:
    """A working folder that links to the checkout's files, and a bin folder with uv."""
    work = folder / "work"
    work.mkdir()
    for entry in ROOT.iterdir():
        if not entry.name.startswith(".") and entry.name not in SCRATCH_LEFT_OUT:
            (work / entry.name).symlink_to(entry)
    tools = folder / "bin"
    tools.mkdir()
    for name, script in [("uv", UV_STAND_IN), *((name, REFUSING_STAND_IN) for name in REFUSED)]:
        stand_in = tools / name
        stand_in.write_text(script, encoding="utf-8")
        stand_in.chmod(0o755)
    return work


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.mark.parametrize("page", PYTHON_PAGES)
def test_python_blocks(page: str, tmp_path: Path) -> None:
    job = {"name": page, "path": str(ROOT / page), "blocks": [
        {"line": block.line, "first": block.first_line, "text": block.text,
         "doctest": block.is_doctest}
        for block in RUNNABLE if block.path == page and block.is_python]}
    done = subprocess.run([sys.executable, "-c", DRIVER], input=json.dumps(job), text=True,
                          capture_output=True, cwd=tmp_path, env=environment(),
                          timeout=PYTHON_TIMEOUT, check=False)
    assert done.returncode == 0, f"{done.stdout[-6000:]}\n{done.stderr[-6000:]}"


@pytest.mark.parametrize("block", SHELL_BLOCKS, ids=lambda block: block.name)
def test_shell_block(block: Block, tmp_path: Path) -> None:
    work = scratch(tmp_path)
    env = environment(tmp_path / "bin")
    ran = list(commands(block))
    assert ran, f"{block.name}: a shell block without a command"
    for command in ran:
        short = shorten(command)
        if SERVER.search(short):
            port = free_port()
            serve(on_port(short, port), port, work, env, block)
            continue
        done = subprocess.run(["bash", "-o", "pipefail", "-c", short], cwd=work, env=env,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=COMMAND_TIMEOUT, check=False)
        assert done.returncode == 0, (
            f"{block.name}: {short!r} exited with {done.returncode}\n"
            f"{done.stdout[-4000:]}\n{done.stderr[-4000:]}")


def serve(command: str, port: int, work: Path, env: dict[str, str], block: Block) -> None:
    """Start a server command, wait for the line with its address, stop it."""
    server = subprocess.Popen(["bash", "-c", f"exec {command}"], cwd=work, env=env,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, start_new_session=True)
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        assert server.stdout is not None
        for line in server.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    seen: list[str] = []
    deadline = time.monotonic() + SERVER_TIMEOUT
    try:
        while time.monotonic() < deadline:
            try:
                line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                break
            if line is None:
                break
            seen.append(line)
            if "http://" in line and f":{port}" in line:
                return
        pytest.fail(f"{block.name}: {command!r} printed no address on port {port}:\n"
                    + "".join(seen)[-4000:])
    finally:
        stop(server)


def stop(process: subprocess.Popen[str]) -> None:
    """Stop a server as Ctrl-C would; kill it (and its process group) if it lingers."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


@pytest.mark.parametrize("block", MARKED, ids=lambda block: block.name)
def test_marked_not_run(block: Block) -> None:
    pytest.skip(f"{block.name}: not run: {block.not_run}")


@pytest.mark.parametrize("folder", sorted(SKIPPED_FOLDERS))
def test_folder_not_run(folder: str) -> None:
    pytest.skip(f"{folder}/: not run: {SKIPPED_FOLDERS[folder]}")


def test_markers_are_well_formed() -> None:
    problems = [f"{block.name}: {block.marker_problem}" for block in ALL_BLOCKS
                if block.marker_problem is not None]
    for page in pages():
        lines = page.read_text(encoding="utf-8").split("\n")
        for number, line in enumerate(lines):
            if NOT_RUN.match(line) is None:
                continue
            after = next((later for later in lines[number + 1:] if later.strip()), "")
            if FENCE.match(after) is None:
                problems.append(f"{page.relative_to(ROOT)}:{number + 1}: a 'not run' "
                                "marker that no code block follows")
    assert not problems, "\n".join(problems)


def test_unlabelled_blocks_hold_no_commands() -> None:
    unlabelled = [block.name for block in ALL_BLOCKS
                  if not block.language and block.not_run is None
                  and COMMAND_LIKE.match(block.text.lstrip("\n"))]
    assert not unlabelled, (
        "label these blocks sh or python (or mark them not run): " + ", ".join(unlabelled))


def test_the_pages_are_found() -> None:
    names = {page.relative_to(ROOT).as_posix() for page in pages()}
    assert {"README.md", "docs/rl.md", "docs/library.md",
            "plugins/crazy-eights/README.md"} <= names
    assert not any(name.startswith("docs/research/") for name in names)
    assert RUNNABLE, "no runnable block found"


def test_substitutions_make_long_runs_short() -> None:
    assert shorten("uv run maumau simulate classic --games 400 --png out.png") == (
        "uv run maumau simulate classic --games 2 --png out.png")
    assert shorten("uv run python benchmarks/bot_strength.py --hard-games 2000") == (
        "uv run python benchmarks/bot_strength.py --quick --hard-games 1")
    assert shorten("maumau simulate classic --bots hard,easy --games 9 --png a.png") == (
        "maumau simulate --max-actions 20 classic --bots hard,easy --games 2 --png a.png")
    assert shorten("maumau simulate --bots random --games 10") == (
        "maumau simulate --bots random --games 2")
    assert on_port("uv run maumau serve   # the web app", 5) == (
        "uv run maumau serve --port 5   # the web app")
    assert on_port("python -m maumau.web --port 8000 --data-dir data", 5) == (
        "python -m maumau.web --port 5 --data-dir data")

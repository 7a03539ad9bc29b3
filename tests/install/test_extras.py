"""A missing extra, in the checkout: each command or import that needs one names it on
one line (exit status 2 for a command), in both languages. The extra's modules are hidden
from a fresh interpreter by an import hook, so that the checkout's full environment can
stand in for a core-only install (tests/install/test_wheel.py checks a real one)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from maumau.cli.extras import EXTRA_MODULES, extra_of

HIDE = """\
import sys

class Hidden:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in {hidden!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None

sys.meta_path.insert(0, Hidden())
"""


def run_hidden(hidden: tuple[str, ...], code: str) -> subprocess.CompletedProcess[str]:
    script = HIDE.format(hidden=set(hidden)) + textwrap.dedent(code)
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, check=False)


def run_cli_hidden(extra: str, *args: str) -> subprocess.CompletedProcess[str]:
    return run_hidden(EXTRA_MODULES[extra], f"""
        from maumau.cli.main import main
        raise SystemExit(main({list(args)!r}))
    """)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "install maumau[web] with pip install \"maumau[web]\""),
    ("de", "bitte installieren: pip install \"maumau[web]\""),
])
def test_serve_without_the_web_extra_names_it(lang: str, words: str) -> None:
    run = run_cli_hidden("web", "serve", "--lang", lang)
    assert run.returncode == 2, run.stderr
    assert words in run.stderr and run.stderr.count("\n") == 1, run.stderr


@pytest.mark.parametrize("command", [["admin", "tables", "--broken"], ["feedback", "list"]])
def test_the_other_web_commands_name_the_extra_too(command: list[str]) -> None:
    run = run_cli_hidden("web", *command, "--lang", "en")
    assert run.returncode == 2 and "install maumau[web]" in run.stderr, run.stderr


def test_a_chart_without_the_plot_extra_is_refused_before_any_game(tmp_path) -> None:
    chart = tmp_path / "chart.png"
    run = run_cli_hidden("plot", "simulate", "--games", "2", "--png", str(chart), "--lang", "en")
    assert run.returncode == 2 and "install maumau[plot]" in run.stderr, run.stderr
    assert run.stdout == "" and not chart.exists()


def test_a_cluster_run_without_the_cluster_extra_is_refused() -> None:
    run = run_cli_hidden("cluster", "simulate", "--games", "2", "--cluster", "auto",
                         "--lang", "en")
    assert run.returncode == 2 and "install maumau[cluster]" in run.stderr, run.stderr


def test_import_maumau_rl_without_the_rl_extra_names_it() -> None:
    run = run_hidden(EXTRA_MODULES["rl"], """
        try:
            import maumau.rl
        except ImportError as problem:
            print(type(problem).__name__, problem)
    """)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("ModuleNotFoundError") and "maumau[rl]" in run.stdout


def test_write_png_without_matplotlib_names_the_extra() -> None:
    run = run_hidden(EXTRA_MODULES["plot"], """
        from maumau.sim.export import write_png
        try:
            write_png(None, None, None)
        except ImportError as problem:
            print(problem)
    """)
    assert run.returncode == 0, run.stderr
    assert "maumau[plot]" in run.stdout


def test_only_the_extras_modules_map_to_an_extra() -> None:
    assert extra_of("sqlalchemy.orm") == "web"
    assert extra_of("matplotlib") == "plot"
    assert extra_of("maumau.web.operations.entry") is None
    assert extra_of("json") is None
    assert extra_of(None) is None

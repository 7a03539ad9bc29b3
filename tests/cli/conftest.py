"""Running the command line in-process with scripted streams."""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import pytest

from maumau.cli.main import main


@dataclass
class Run:
    status: int
    out: str
    err: str


RunCli = Callable[..., Run]


class TtyStringIO(io.StringIO):
    """An output stream that claims to be a terminal."""

    def isatty(self) -> bool:
        return True


def run_cli(args: list[str], input: str = "", environ: Mapping[str, str] | None = None,
            tty: bool = False) -> Run:
    out = TtyStringIO() if tty else io.StringIO()
    err = io.StringIO()
    status = main(args, stdin=io.StringIO(input), stdout=out, stderr=err,
                  environ=environ if environ is not None else {})
    return Run(status, out.getvalue(), err.getvalue())


@pytest.fixture
def cli() -> RunCli:
    return run_cli

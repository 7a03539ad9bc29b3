"""The optional compiled build (``make compiled``) plays the same games as the pure one.

The comparisons run only where the compiled build is present (skipped otherwise, as in
``make test`` on a fresh checkout): the same seeded random games are played by this
process (compiled) and by a Python reading a copy of the pure sources, and their digests
must be equal.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from maumau import Ruleset
from maumau.compiled import SOURCE_ROOT, build_name, stale_modules
from maumau.core.actions import DRAW, Action
from maumau.core.events import Event
from maumau.core.round import Round
from tests.core.build_games import digest

ROOT = Path(__file__).resolve().parents[2]

needs_build = pytest.mark.skipif(build_name() == "pure",
                                 reason="no compiled build (make compiled)")


@needs_build
def test_the_compiled_build_is_not_older_than_its_sources() -> None:
    assert stale_modules() == [], "rebuild with `make compiled` or remove: `make clean-compiled`"


@needs_build
def test_the_compiled_and_the_pure_build_play_identical_games(tmp_path: Path) -> None:
    shutil.copytree(SOURCE_ROOT / "maumau", tmp_path / "maumau",
                    ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])}
    pure = subprocess.run([sys.executable, "-m", "tests.core.build_games"], cwd=ROOT,
                          env=environment, capture_output=True, text=True, check=True)
    assert pure.stdout.split()[0] == "pure"
    assert build_name() == "compiled"
    assert pure.stdout.split()[1] == digest()


class OneCardRound(Round):
    """A game of another package: its own machine on the (maybe compiled) Round. Its
    ``blank`` calls its constructor, which a compiled Round needs for ``copy``."""

    def blank(self) -> OneCardRound:
        return OneCardRound(self.ruleset, self.deck, self.seed, self.index, self.dealer)

    @property
    def to_move(self) -> int | None:
        return None if self.result else self.seat

    @property
    def phase(self) -> str:
        return "play"

    def legal_actions(self) -> Sequence[Action]:
        return [] if self.result else [DRAW]

    def apply(self, action: Action) -> list[Event]:
        self.hands[self.seat].append(0)
        self.seat = (self.seat + 1) % self.n
        return []

    def public_table(self, seat: int | None, mine: bool) -> dict[str, Any]:
        return {}

    def to_position(self) -> dict[str, Any]:
        return {"hands": self.hands}

    def why_illegal(self, action: Action) -> str:
        return "only draw"


def test_a_game_of_another_package_subclasses_the_round_in_either_build() -> None:
    ruleset = Ruleset.create("classic", 2)
    game = OneCardRound(ruleset, ruleset.game.deck(ruleset), 1, 0, 0)
    game.apply(DRAW)
    twin = game.copy()
    twin.apply(DRAW)
    assert game.to_position() == {"hands": [[], [0]]}
    assert twin.to_position() == {"hands": [[0], [0]]}
    assert game.view(1).to_move == 0

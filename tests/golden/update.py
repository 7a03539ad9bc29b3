"""Rewrite every golden file: ``uv run python -m tests.golden.update``.

Run it after adding a case to :mod:`tests.golden.cases` or after an intended change of
the rules, then review the diff: every changed line is a changed game.
"""

from __future__ import annotations

from tests.golden.cases import PERFT, PLAYTHROUGHS
from tests.golden.perft import perft_entries, perft_path, perft_text
from tests.golden.playthrough import playthrough, playthrough_path


def main() -> None:
    for case in PLAYTHROUGHS:
        playthrough_path(case).write_text(playthrough(case), encoding="utf-8")
        print("wrote", playthrough_path(case))
    for case in PERFT:
        perft_path(case).write_text(perft_text(perft_entries(case)), encoding="utf-8")
        print("wrote", perft_path(case))


if __name__ == "__main__":
    main()

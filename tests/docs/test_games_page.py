"""docs/games.md's game of another kind plays at the terminal: its Python blocks (run in
order, as tests/docs/test_examples.py runs them) build and register Pairs, and a match of
it is then played through ``maumau play``'s loop, a person choosing the first move each
turn against two random bots. Run in a fresh interpreter, so that the page's games never
join this process's registry."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.docs.markdown_blocks import ROOT, blocks

PAGE = ROOT / "docs" / "games.md"

PLAY = r"""
import io
from maumau.cli.i18n import Texts
from maumau.cli.play import PlayLoop
from maumau.cli.renderers import Renderer

for lang in ("en", "de"):
    out = io.StringIO()
    bots = {seat: make_bot("random", "pairs") for seat in (1, 2)}
    loop = PlayLoop(Match(Ruleset.create("pairs", 3), seed=5), 0, bots,
                    Renderer.for_game(PAIRS), Texts(lang), False, io.StringIO("1\n" * 50),
                    out, io.StringIO())
    assert loop.run() == 0
    print(json.dumps({"lang": lang, "shown": out.getvalue()}))
"""


def test_the_page_s_own_round_plays_at_the_terminal_with_its_cards_in_words(
        tmp_path: Path) -> None:
    code = "\n".join(block.text for block in blocks(PAGE)
                     if block.is_python and block.not_run is None)
    done = subprocess.run([sys.executable, "-c", f"{code}\nimport json\n{PLAY}"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr[-4000:]
    shown = {run["lang"]: run["shown"]
             for line in done.stdout.splitlines() if line.startswith('{"lang"')
             for run in [json.loads(line)]}
    for lang, words in (("en", ("Your hand: ", "The match is over", "Play ", "Red")),
                        ("de", ("Rot", "spielen"))):
        text = shown[lang]
        assert all(word in text for word in words), text[-3000:]
        hands = [line for line in text.splitlines()
                 if line.startswith(("Your hand: ", "Deine Hand: "))]
        assert hands, text[-3000:]
        codes = {f"{colour}{number}" for colour in "rgby" for number in range(1, 7)}
        assert not any(code in line.split() for line in hands for code in codes), hands
        assert any(line.startswith("pool: [") for line in text.splitlines())

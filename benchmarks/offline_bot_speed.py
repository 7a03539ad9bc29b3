"""Bot speed in the browser: the time one decision takes in Pyodide (headless Chromium),
per level and game, with the hard bot capped by time as an offline table caps it
(docs/offline.md). Like ``bot_speed.py``: views of the seat to move from games between
``simple`` bots, each level deciding on the same views; prints the median and the largest.

Needs Chromium (``/usr/bin/chromium`` or ``MAUMAU_CHROMIUM``) and Pyodide in
``node_modules`` (``make setup``).
Run: ``uv run python benchmarks/offline_bot_speed.py [--views N] [--hard-views N] [--quick]``.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from playwright.sync_api import sync_playwright

VARIANTS = ("classic", "tabaluga", "emojical", "heuldoch")
LEVELS = ("random", "simple", "easy", "medium", "hard")
THINK_LIMIT_S = 0.6
"""What the offline worker sets (static/js/offline/worker.js, THINK_SECONDS)."""

TIMING = """
import json, random, statistics, time
from maumau import Ruleset
from maumau.bots.base import make_bot
from maumau.bots.hard import make_hard
from maumau.bots.knowledge import search_of
from maumau.core.match import Match

def views_of(variant, count, seed=1):
    ruleset = Ruleset.create(variant, 4)
    bot = make_bot("simple", variant)
    rng = random.Random(seed)
    views, game_seed = [], seed
    while len(views) < count * 5:
        match = Match(ruleset, game_seed)
        game = match.round
        while game.result is None:
            view = game.view(game.to_move)
            views.append(view)
            match.apply(bot.choose(view, rng))
        game_seed += 1
    return random.Random(seed).sample(views, count)

found = {}
for variant in VARIANTS:
    for level in LEVELS:
        bot = (make_hard(variant, budget_ms=LIMIT * 1000.0,
                         iterations=search_of(variant).iterations)
               if level == "hard" else make_bot(level, variant))
        times, rng = [], random.Random(7)
        for view in views_of(variant, HARD if level == "hard" else VIEWS):
            started = time.perf_counter()
            bot.choose(view, rng)
            times.append(time.perf_counter() - started)
        found[f"{variant}/{level}"] = [statistics.median(times), max(times)]
json.dumps(found)
"""

RUN = """async ([info, code]) => {
    const { loadPyodide } = await import(info.pyodide + 'pyodide.mjs');
    const pyodide = await loadPyodide({ indexURL: info.pyodide });
    const bundle = await (await fetch(info.bundle)).arrayBuffer();
    const site = pyodide.runPython('import site; site.getsitepackages()[0]');
    pyodide.unpackArchive(bundle, 'zip', { extractDir: site });
    return pyodide.runPython(code);
}"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--views", type=int, default=40, help="decisions per level and game")
    parser.add_argument("--hard-views", type=int, default=15, help="decisions of the hard bot")
    parser.add_argument("--quick", action="store_true", help="a few decisions, to check it runs")
    args = parser.parse_args()
    views, hard = (3, 1) if args.quick else (args.views, args.hard_views)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as data:
        server = subprocess.Popen(
            [sys.executable, "-m", "maumau.web", "--host", "127.0.0.1", "--port", str(port),
             "--data-dir", data], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(300):
                try:
                    urllib.request.urlopen(base + "/api/version", timeout=1)
                    break
                except OSError:
                    time.sleep(0.1)
            info = json.load(urllib.request.urlopen(base + "/api/offline"))
            code = (f"VARIANTS = {list(VARIANTS)!r}\nLEVELS = {list(LEVELS)!r}\n"
                    f"VIEWS = {views}\nHARD = {hard}\nLIMIT = {THINK_LIMIT_S}\n" + TIMING)
            chromium = os.environ.get("MAUMAU_CHROMIUM", "/usr/bin/chromium")
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=chromium,
                                                     args=["--no-sandbox"])
                page = browser.new_page()
                page.goto(base + "/static/icons/icon-192.png")
                page.set_default_timeout(0)
                found = json.loads(page.evaluate(RUN, [info, code]))
                browser.close()
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"{'game':10} {'level':8} {'median ms':>10} {'max ms':>8}")
    for key, (median, most) in found.items():
        variant, level = key.split("/")
        print(f"{variant:10} {level:8} {median * 1000:10.1f} {most * 1000:8.1f}")


if __name__ == "__main__":
    main()

"""The faces the page's unit tests draw with (tests/js/fixtures/variants.json) are the
games' own: the file is what ``GET /api/variants`` says of classic and Heul doch!
(``page_facts``), so the JavaScript tests (``npm test``, ``make js``) test real cards.
After a change to a game's faces, write it again with
``uv run python tests/web/test_js_fixtures.py``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from maumau.core.registry import find_variant
from maumau.web.catalog import page_facts

FIXTURE = Path(__file__).parents[1] / "js" / "fixtures" / "variants.json"
GAMES = ("classic", "heuldoch")


def current() -> dict[str, Any]:
    return {"variants": [{"name": name, "title": name, **page_facts(find_variant(name))}
                         for name in GAMES]}


def test_the_js_fixture_holds_the_games_faces() -> None:
    kept = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert kept == json.loads(json.dumps(current())), (
        "tests/js/fixtures/variants.json is stale: uv run python tests/web/test_js_fixtures.py")


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(current(), ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                       encoding="utf-8")

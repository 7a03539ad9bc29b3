"""Every error code the web server answers with has a German and an English text
(``server.<code>``), so the page can say what went wrong in its language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import maumau.web
from maumau import i18n

WEB = Path(maumau.web.__file__).parent
RAISED = re.compile(r'(?:ProtocolError|BadMessage)\(\s*"([a-z_]+)"'
                    r'|ApiError\(\s*(?:\d{3}|status),\s*"([a-z_]+)"'
                    r'|_bad\([^)]*,\s*"([a-z_]+)"\)')
# Codes the app's handlers give to HTTP errors that come from the framework.
HANDLER_CODES = {"not_found", "method_not_allowed", "bad_request"}


def server_codes() -> set[str]:
    found = set(HANDLER_CODES)
    for path in WEB.rglob("*.py"):
        for match in RAISED.finditer(path.read_text(encoding="utf-8")):
            found.add(next(group for group in match.groups() if group))
    return found


def test_the_scan_finds_the_codes_of_both_kinds_of_reply():
    assert {"not_your_turn", "illegal_action", "unknown_table", "bad_option",
            "malformed"} <= server_codes()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_server_code_has_a_text(lang: str):
    texts = i18n.messages(lang)
    missing = sorted(code for code in server_codes() if not texts.get(f"server.{code}"))
    assert not missing, missing

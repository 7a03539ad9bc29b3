"""The game in the browser, as a person plays it: the lobby offers it in both languages, and
a round at a table with bots is played to its end by clicking (Debian's Chromium driven by
Playwright, against the real server; skipped without Chromium unless CI is set)."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from playwright.sync_api import (
    Browser,
    Page,
    TimeoutError as PlaywrightTimeoutError,
    expect,
    sync_playwright,
)

CHROMIUM = Path(os.environ.get("MAUMAU_CHROMIUM", "/usr/bin/chromium"))
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update",
               "--disable-sync"]
NEXT_DECISION = (
    "prev => document.querySelector('.end-panel') !== null || "
    "(document.body.classList.contains('my-turn') && document.body.dataset.state !== prev)")

pytestmark = [
    pytest.mark.timeout(180),
    pytest.mark.skipif(not CHROMIUM.exists() and not os.environ.get("CI"),
                       reason=f"no Chromium at {CHROMIUM} (set CI to require the browser tests)"),
]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``python -m maumau.web`` with its own data dir, without per-address limits (one
    address plays every seat), new tables taking a seed."""
    data = tmp_path_factory.mktemp("data")
    port = free_port()
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "MAUMAU_ALLOW_SEEDS": "1",
           "MAUMAU_LIMITS": "off"}
    env.pop("DATABASE_URL", None)
    with (data.parent / "server.log").open("ab") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "maumau.web", "--host", "127.0.0.1", "--port", str(port),
             "--data-dir", str(data)], env=env, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=log)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            assert process.poll() is None, "the server exited"
            with contextlib.suppress(httpx2.HTTPError):
                if httpx2.get(base + "/api/version", timeout=1).status_code == 200:
                    break
            assert time.monotonic() < deadline, "the server does not answer"
            time.sleep(0.1)
        yield base
    finally:
        process.terminate()
        process.wait(timeout=10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                              args=LAUNCH_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def page(browser: Browser, server: str) -> Iterator[Page]:
    context = browser.new_context(base_url=server, viewport={"width": 1280, "height": 900})
    context.set_default_timeout(15_000)
    try:
        yield context.new_page()
    finally:
        context.close()


def take_one_turn(page: Page) -> None:
    """Click a glowing card (answering its dialog), else the button on offer."""
    legal = page.locator(".hand .card.legal")
    if legal.count():
        state = page.evaluate("document.body.dataset.state || null")
        legal.first.click()
        page.wait_for_function("prev => document.querySelector('.overlay') !== null"
                               " || (document.body.dataset.state || null) !== prev", arg=state)
        if page.locator(".overlay").count():
            page.locator(".dialog .answer").first.click()
        return
    for selector in (".action-bar .choice", ".action-bar .word.take", ".action-bar .word.draw",
                     ".action-bar .word.pass"):
        button = page.locator(selector)
        if button.count():
            button.first.click()
            return
    raise AssertionError("it is my turn but the page offers nothing to do")


@pytest.mark.parametrize(("lang", "title"), [
    ("de", "Crazy Eights (Verrückte Achten)"), ("en", "Crazy Eights")])
def test_the_lobby_offers_the_game(page: Page, lang: str, title: str) -> None:
    page.goto("/")
    page.evaluate("lang => localStorage.setItem('maumau.lang', lang)", lang)
    page.goto("/")
    expect(page.locator(".variant-choice", has_text=title)).to_have_count(1)


def test_a_round_with_bots_is_played_to_its_end_by_clicking(page: Page, server: str) -> None:
    seats: list[dict[str, Any]] = [{"kind": "human"}, {"kind": "bot", "level": "easy"},
                                   {"kind": "bot", "level": "medium"}]
    answer = httpx2.post(server + "/api/tables", timeout=10, json={
        "variant": "crazy_eights", "preset": "specials", "players": 3, "name": "Anna",
        "seats": seats, "bot_delay_ms": 0, "seed": 1414})
    answer.raise_for_status()
    created = answer.json()
    code = created["code"]
    page.goto("/")
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  ["maumau.table." + code, json.dumps({"token": created["token"], "seat": 0})])
    page.goto(f"/t/{code}")
    page.locator("button.start").click()
    page.wait_for_selector("#game:not([hidden])")
    state = None
    for _ in range(400):
        try:
            page.wait_for_function(NEXT_DECISION, arg=state, timeout=20_000)
        except PlaywrightTimeoutError:
            raise AssertionError(f"no decision after state {state}") from None
        if page.locator(".end-panel").count():
            break
        state = page.evaluate("document.body.dataset.state")
        take_one_turn(page)
    expect(page.locator(".end-panel")).to_have_count(1)

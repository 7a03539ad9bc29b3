"""Fixtures of the browser tests: Debian's Chromium driven by Playwright, and a real
server per test process (its own port and data dir, so pytest-xdist workers run side by
side). Skipped only when Chromium is missing and CI is not set."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

from tests.browser.ready import pages_wait_until_ready
from tests.browser.server import running_server

CHROMIUM = Path(os.environ.get("MAUMAU_CHROMIUM", "/usr/bin/chromium"))
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update",
               "--disable-sync"]

HERE = Path(__file__).resolve().parent

# A web-first assertion waits as long as an action does: on a loaded machine a page can
# take longer than Playwright's five seconds to draw what a test waits for.
expect.set_options(timeout=15_000)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every browser test gets a time limit; without Chromium (and CI unset) a skip."""
    missing = not CHROMIUM.exists() and not os.environ.get("CI")
    for item in items:
        if not item.path.is_relative_to(HERE):
            continue
        item.add_marker(pytest.mark.timeout(120))
        if missing:
            item.add_marker(pytest.mark.skip(
                reason=f"no Chromium at {CHROMIUM} (set CI to require the browser tests)"))


@pytest.fixture(scope="session", autouse=True)
def ready_pages() -> Iterator[None]:
    """Every page a browser test opens is driven only once its module has run."""
    with pages_wait_until_ready():
        yield


def block_service_workers(browser: Browser) -> None:
    """Every context of ``browser`` blocks the service worker unless it asks for it
    (``service_workers="allow"``: the offline tests, tests/browser/test_offline.py): the
    worker would fetch Pyodide and the bundle into each fresh context, and it is no part
    of what the other tests check."""
    original = browser.new_context

    def new_context(**options: Any) -> BrowserContext:
        options.setdefault("service_workers", "block")
        return original(**options)

    browser.new_context = new_context  # type: ignore[method-assign]


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                              args=LAUNCH_ARGS)
        block_service_workers(launched)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One real server per test process (xdist worker), on its own port and data dir;
    every test opens its own tables, so tests do not meet. A test that stops a server
    starts its own (see the restart test)."""
    with running_server(tmp_path_factory.mktemp("data")) as base:
        yield base


@pytest.fixture
def context(browser: Browser, server: str) -> Iterator[BrowserContext]:
    made = browser.new_context(base_url=server, viewport={"width": 1280, "height": 900})
    made.set_default_timeout(15_000)
    try:
        yield made
    finally:
        made.close()


@pytest.fixture
def page(context: BrowserContext) -> Iterator[Page]:
    opened = context.new_page()
    problems: list[str] = []
    opened.on("pageerror", lambda error: problems.append(str(error)))
    yield opened
    assert not problems, f"JavaScript errors on the page: {problems}"

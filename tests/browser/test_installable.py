"""The app installs (docs/offline.md): Chromium itself finds nothing that keeps the page
from being added to a home screen, in either language (its installability check, asked
through the DevTools protocol, after the service worker took control). A profile of its
own on disk: Chromium never installs from a private window, which a plain context is."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS
from tests.browser.test_offline import PYODIDE

pytestmark = pytest.mark.skipif(not (PYODIDE / "pyodide.asm.wasm").exists(),
                                reason="no Pyodide in node_modules: run `make setup`")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_chromium_finds_the_app_installable(browser: Browser, server: str, lang: str,
                                            tmp_path: Path) -> None:
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile", executable_path=str(CHROMIUM), headless=True, args=LAUNCH_ARGS,
        base_url=server, service_workers="allow", locale=lang,
        viewport={"width": 360, "height": 640}, is_mobile=True)
    try:
        page = context.new_page()
        page.goto(f"/?lang={lang}")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        devtools = context.new_cdp_session(page)
        manifest = devtools.send("Page.getAppManifest")
        assert manifest["url"].endswith("/manifest.webmanifest")
        assert not manifest.get("errors"), manifest["errors"]
        errors = devtools.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == []
    finally:
        context.close()

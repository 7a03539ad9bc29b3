"""Screenshots for a person to look at (test-artifacts/screenshots/, gitignored) and,
with MAUMAU_UPDATE_SCREENSHOTS=1, the README's pictures in docs/screenshots/."""

from __future__ import annotations

import os
from pathlib import Path

from PIL import Image
from playwright.sync_api import Page, ViewportSize

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "screenshots"
DOCS_SCREENSHOTS = ROOT / "docs" / "screenshots"
DOCS_SIZE: ViewportSize = {"width": 1060, "height": 700}


def shrink(path: Path) -> None:
    """A palette of 256 colours: a fraction of the size, no visible loss for a UI."""
    with Image.open(path) as picture:
        small = picture.convert("RGB").quantize(colors=256, dither=Image.Dither.NONE)
    small.save(path, optimize=True)


def save(page: Page, name: str, *, docs: bool = False) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    if docs and os.environ.get("MAUMAU_UPDATE_SCREENSHOTS") == "1":
        DOCS_SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        size = page.viewport_size
        page.set_viewport_size(DOCS_SIZE)
        target = DOCS_SCREENSHOTS / f"{name}.png"
        page.screenshot(path=str(target), full_page=True)
        shrink(target)
        if size is not None:
            page.set_viewport_size(size)

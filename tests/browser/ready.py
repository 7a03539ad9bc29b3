"""Pages are ready once their module has run and wired its controls (js/ready.js marks
``<html data-ready="true">``). The modules wait for the message catalogues first, and the
browser's load event does not wait for that: right after ``goto`` a click could reach a
button no listener is wired to yet. So every ``goto`` and ``reload`` of the browser tests
waits for the mark; a page without a module script (JSON, an SVG) has none to wait for."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import Page

READY = """() => document.querySelector('script[type=module]') === null
    || document.documentElement.dataset.ready === 'true'"""


def wait_until_ready(page: Page) -> None:
    page.wait_for_function(READY)


@contextmanager
def pages_wait_until_ready() -> Iterator[None]:
    """While open, :meth:`Page.goto` and :meth:`Page.reload` return once the page is ready."""
    goto, reload = Page.goto, Page.reload

    def goto_ready(self: Page, url: str, **kwargs: Any) -> Any:
        response = goto(self, url, **kwargs)
        wait_until_ready(self)
        return response

    def reload_ready(self: Page, **kwargs: Any) -> Any:
        response = reload(self, **kwargs)
        wait_until_ready(self)
        return response

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Page, "goto", goto_ready)
        patch.setattr(Page, "reload", reload_ready)
        yield

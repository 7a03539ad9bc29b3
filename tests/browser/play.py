"""Playing through the page as a person would: click a glowing card (answering any
dialog), else the button on offer; until the round is over."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator

from playwright.sync_api import Browser, Page, TimeoutError as PlaywrightTimeoutError

ROUND_OVER = "document.querySelector('.end-panel') !== null"
NEXT_DECISION = (
    "prev => document.querySelector('.end-panel') !== null || "
    "(document.body.classList.contains('my-turn') && document.body.dataset.received !== prev)"
)


@contextlib.contextmanager
def person_in_english(browser: Browser, server: str) -> Iterator[Page]:
    """A second person on their own device (a browser context of their own) who chose
    English on the start page; their context is closed afterwards."""
    device = browser.new_context(base_url=server, viewport={"width": 1280, "height": 900})
    device.set_default_timeout(15_000)
    try:
        person = device.new_page()
        person.goto("/")
        person.evaluate("localStorage.setItem('maumau.lang', 'en')")
        yield person
    finally:
        device.close()


def sit_down(page: Page, code: str, token: str, seat: int | None) -> None:
    """Store the seat token as the lobby does, then open the table page."""
    page.goto("/")
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  ["maumau.table." + code, json.dumps({"token": token, "seat": seat})])
    page.goto(f"/t/{code}")


def start_match(page: Page) -> None:
    page.locator("button.start").click()
    page.wait_for_selector("#game:not([hidden])")


DIAGNOSIS = """() => ({
    state: document.body.dataset.state,
    myTurn: document.body.classList.contains('my-turn'),
    status: document.querySelector('.status')?.textContent,
    message: document.querySelector('#message')?.textContent,
    connection: document.querySelector('#connection')?.textContent,
    log: [...document.querySelectorAll('.log li')].slice(0, 5).map(li => li.textContent),
})"""


def wait_for_decision(page: Page, before: str | None, timeout: float = 20_000) -> None:
    try:
        page.wait_for_function(NEXT_DECISION, arg=before, timeout=timeout)
    except PlaywrightTimeoutError:
        raise AssertionError(f"no decision after state {before}: "
                             f"{page.evaluate(DIAGNOSIS)}") from None


def take_one_turn(page: Page) -> str:
    """Make one decision on the page; returns what was clicked."""
    mau = page.locator(".mau-toggle[aria-pressed=false]")
    if mau.count():
        mau.first.click()
    legal = page.locator(".hand .card.legal")
    if legal.count():
        clicked = legal.first.get_attribute("data-code") or "card"
        state = page.evaluate("document.body.dataset.received || null")
        legal.first.click()
        # A card with a choice (a wish, a partner) opens its dialog; any other is sent at
        # once. Wait for either, so a dialog that opens a moment later is still answered.
        try:
            page.wait_for_function("prev => document.querySelector('.overlay') !== null"
                                   " || (document.body.dataset.received || null) !== prev",
                                   arg=state)
        except PlaywrightTimeoutError:
            raise AssertionError(f"clicking {clicked} changed nothing: "
                                 f"{page.evaluate(DIAGNOSIS)}") from None
        if page.locator(".overlay").count():
            page.locator(".dialog .answer").first.click()
        return clicked
    for selector in (".action-bar .choice", ".action-bar .word.take", ".action-bar .word.draw",
                     ".action-bar .word.gamble", ".action-bar .word.pass"):
        button = page.locator(selector)
        if button.count():
            button.first.click()
            return selector
    raise AssertionError("it is my turn but the page offers nothing to do")


def play_round(page: Page, max_turns: int = 400) -> int:
    """Play this seat by clicking until the round ends; returns the turns taken."""
    turns = 0
    state = page.evaluate("document.body.dataset.received || null")
    while True:
        wait_for_decision(page, None if turns == 0 else state)
        if page.evaluate(ROUND_OVER):
            return turns
        state = page.evaluate("document.body.dataset.received")
        take_one_turn(page)
        turns += 1
        assert turns <= max_turns, "the round does not end"

"""Pass-and-play in the browser: Anna sets up a table in the lobby with
Ben at the same device and a bot; between their turns a cover hides the table ("Gib das
Gerät an Ben weiter", in English "Pass the device to Anna") until the next person taps, and
each of them sees only their own hand (the server sends each seat's view to its own
connection). What is asserted holds for any deal."""

from __future__ import annotations

import time

from playwright.sync_api import Page, expect

from tests.browser.play import take_one_turn
from tests.browser.shots import save

COVERED = "() => !document.getElementById('cover').hidden"
READY = ("() => !document.getElementById('cover').hidden || "
         "document.body.classList.contains('my-turn')")


def hand(page: Page) -> set[str]:
    """The cards of the hand on the page (also while the cover hides them)."""
    page.wait_for_function("() => document.querySelectorAll('.hand .card').length > 0")
    return set(page.locator(".hand .card").evaluate_all(
        "cards => cards.map(card => card.dataset.code)"))


def play_until_covered(page: Page, deadline: float) -> None:
    """Take this person's turns until the cover asks for the other person."""
    while True:
        assert time.monotonic() < deadline, "the cover for the other person never came"
        page.wait_for_function(READY, timeout=30_000)
        if page.evaluate(COVERED):
            return
        state = page.evaluate("document.body.dataset.received")
        take_one_turn(page)
        page.wait_for_function(
            f"prev => ({READY})() && document.body.dataset.received !== prev || "
            f"({COVERED})()", arg=state, timeout=30_000)


def test_pass_and_play_with_a_cover_between_turns(page: Page) -> None:
    deadline = time.monotonic() + 100
    page.goto("/")
    page.locator(".variant-choice", has_text="Klassisch").click()
    page.select_option("#players", "3")
    page.fill("#name", "Anna")
    kinds = page.locator(".seat-kind")
    kinds.nth(0).select_option("local")
    expect(page.locator(".seat-kind").nth(0)).to_have_value("local")
    page.locator(".seat-local-name").nth(0).fill("Ben")
    page.locator("#options-box summary").click()
    page.fill("#bot_delay_ms", "0")
    page.locator("#create-button").click()
    page.wait_for_url("**/t/*")
    expect(page.locator(".seat-line").nth(1)).to_contain_text("Ben")
    page.locator("button.start").click()
    # Ben may be the first to move: then the cover comes at once, over the table.
    page.wait_for_function("() => !document.getElementById('cover').hidden || "
                           "!document.getElementById('game').hidden")

    play_until_covered(page, deadline)
    anna = hand(page)
    expect(page.locator("#cover h2")).to_have_text("Gib das Gerät an Ben weiter")
    expect(page.locator("#app")).to_be_hidden()
    expect(page.locator(".hand .card").first).to_be_hidden()
    save(page, "pass-and-play-de", docs=True)
    page.locator(".cover-go").click()
    expect(page.locator("#app")).to_be_visible()
    page.wait_for_function("() => document.querySelectorAll('.hand .card').length > 0")
    ben = hand(page)
    assert ben and anna and not ben & anna, "a hand shows the other person's cards"

    page.locator("#lang").click()
    play_until_covered(page, deadline)
    ben = hand(page)
    expect(page.locator("#cover h2")).to_have_text("Pass the device to Anna")
    expect(page.locator(".cover-go")).to_have_text("I am Anna: show my cards")
    save(page, "pass-and-play-en", docs=True)
    page.locator(".cover-go").click()
    page.wait_for_function("() => document.querySelectorAll('.hand .card').length > 0")
    assert not hand(page) & ben

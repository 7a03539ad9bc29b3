"""Table talk in the browser, a German host and an English guest: quick
reactions and chat lines appear for both as text (markup stays visible text), the watcher
is listed, the host switches chat off and the guest's page says so; a line that is too long
for the server is refused with the reason in the guest's language."""

from __future__ import annotations

import httpx2
from playwright.sync_api import Browser, Page, expect

from tests.browser.play import person_in_english, sit_down
from tests.browser.server import create_table
from tests.browser.shots import save


def test_table_talk_in_both_languages(page: Page, browser: Browser, server: str) -> None:
    table = create_table(server, "classic", [{"kind": "human"}, {"kind": "open"},
                                             {"kind": "bot", "level": "simple"}])
    code = table["code"]
    watcher = httpx2.post(f"{server}/api/tables/{code}/join",
                          json={"name": "Oma", "seat": None}, timeout=10).json()
    sit_down(page, code, table["token"], table["seat"])
    expect(page.locator(".watchers")).to_have_text("Niemand schaut zu.")
    expect(page.locator(".talk-empty")).to_have_text("Noch nichts gesagt.")
    with person_in_english(browser, server) as bob:
        bob.goto(f"/t/{code}")
        bob.fill(".join-name", "Bob")
        bob.locator(".take-seat").click()
        expect(bob.locator(".talk h3")).to_have_text("Table talk")
        grandma = bob.context.new_page()
        grandma.goto("/")
        grandma.evaluate("([key, token]) => localStorage.setItem(key, JSON.stringify("
                         "{token, seat: null}))", [f"maumau.table.{code}", watcher["token"]])
        grandma.goto(f"/t/{code}")
        expect(page.locator(".watchers")).to_have_text("Zuschauer: Oma")
        expect(bob.locator(".watchers")).to_have_text("Watching: Oma")
        expect(grandma.locator(".talk-form")).to_have_count(0)

        page.locator(".reaction[data-reaction=well_played]").click()
        expect(bob.locator(".talk-log li").last).to_have_text("Anna: 👏 Well played!")
        expect(page.locator(".talk-log li").last).to_have_text("Anna: 👏 Gut gespielt!")
        bob.fill(".talk-text", "<b>Hallo</b> Oma!")
        bob.locator(".talk-send").click()
        expect(page.locator(".talk-log li").last).to_have_text("Bob: <b>Hallo</b> Oma!")
        expect(page.locator(".talk-log b")).to_have_count(0)
        expect(bob.locator(".talk-text")).to_have_value("")
        expect(grandma.locator(".talk-log li")).to_have_count(2)
        page.reload()
        expect(page.locator(".talk-log li")).to_have_text(
            ["Anna: 👏 Gut gespielt!", "Bob: <b>Hallo</b> Oma!"])
        page.locator(".talk").scroll_into_view_if_needed()
        save(page, "talk-de", docs=True)

        bob.locator(".talk-text").evaluate("input => { input.maxLength = 1000; }")
        bob.fill(".talk-text", "x" * 250)
        bob.locator(".talk-send").click()
        # the reason in the page's words (why.field_long), not the server's English
        expect(bob.locator("#message")).to_have_text(
            "“Message” may have at most 200 characters.")
        expect(page.locator(".talk-log li")).to_have_count(2)

        page.locator(".chat-toggle").uncheck()
        expect(bob.locator(".talk-off")).to_have_text("Chat is off; reactions work.")
        expect(bob.locator(".talk-form")).to_have_count(0)
        bob.locator(".reaction[data-reaction=thanks]").click()
        expect(page.locator(".talk-log li").last).to_have_text("Bob: 🙏 Danke!")
        bob.locator(".talk").scroll_into_view_if_needed()
        save(bob, "talk-en", docs=True)

"""Host controls in the browser, a German and an English player: the
host hands the host role on; the new host takes the old one off the seat between rounds
(free seat) and, during a round, puts a bot there; the removed person's page says so in
their language and offers the seats again."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from tests.browser.play import person_in_english, sit_down
from tests.browser.server import create_table
from tests.browser.shots import save


def test_hand_the_host_role_and_remove_a_person(page: Page, browser: Browser,
                                                server: str) -> None:
    table = create_table(server, "classic", [{"kind": "human"}, {"kind": "open"},
                                             {"kind": "bot", "level": "simple"}])
    code = table["code"]
    sit_down(page, code, table["token"], table["seat"])
    expect(page.locator(".host-controls")).to_contain_text("Außer dir sitzt noch keine Person")
    with person_in_english(browser, server) as bob:
        bob.goto(f"/t/{code}")
        bob.fill(".join-name", "Bob")
        bob.locator(".take-seat").click()
        expect(bob.locator(".seat-line").nth(1)).to_contain_text("Bob – you")
        expect(bob.locator(".host-controls")).to_have_count(0)

        person = page.locator(".host-person[data-seat='1']")
        expect(person).to_contain_text("Platz 2: Bob")
        expect(person.locator(".host-replace-with option")).to_contain_text(
            ["niemand (Platz frei)", "Bot · zufällig"])
        save(page, "host-controls-de", docs=True)
        person.locator(".hand-host").click()
        expect(bob.locator("#message")).to_have_text("You are the host now.")
        expect(bob.locator("button.start")).to_be_visible()
        expect(page.locator(".host-controls")).to_have_count(0)
        expect(page.locator("button.start")).to_have_count(0)
        expect(page.locator(".seat-line").nth(1)).to_contain_text("Bob (Gastgeber)")

        anna = bob.locator(".host-person[data-seat='0']")
        anna.locator(".host-replace-with").select_option("")
        anna.locator(".remove-person").click()
        expect(page.locator("#message")).to_have_text(
            "Der Gastgeber hat dich vom Platz genommen. Du kannst zuschauen oder über den "
            "Link wieder Platz nehmen.")
        expect(page.locator(".take-seat")).to_have_text(["Platz 1 nehmen"])
        expect(bob.locator(".seat-line").first).to_contain_text("Seat 1: open")
        stored = page.evaluate(f"localStorage.getItem('maumau.table.{code}')")
        assert stored is None

        page.fill(".join-name", "Anna")
        page.locator(".take-seat").click()
        expect(bob.locator(".seat-line").first).to_contain_text("Anna")
        bob.locator("button.start").click()
        bob.wait_for_selector("#game:not([hidden])")
        page.wait_for_selector("#game:not([hidden])")
        controls = bob.locator("#scores .host-controls")
        controls.locator("summary").click()
        replace = controls.locator(".host-person[data-seat='0'] .host-replace-with")
        expect(replace.locator("option")).not_to_contain_text(["nobody (free seat)"])
        replace.select_option("easy")
        bob.locator("#scores .host-controls").scroll_into_view_if_needed()
        save(bob, "host-controls-en", docs=True)
        controls.locator(".remove-person").click()
        expect(page.locator("#message")).to_contain_text("Der Gastgeber hat dich vom Platz")
        expect(page.locator("#join")).to_be_visible()
        expect(bob.locator("#scores .host-controls")).to_contain_text(
            "No other person sits at the table yet.")

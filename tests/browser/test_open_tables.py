"""Open tables in the browser: a German host lists the table from the
waiting room; an English visitor finds it in the lobby with the game, free seats, host and
rules in brief, sits down by its link; the table leaves the list once it is full."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from tests.browser.play import person_in_english, sit_down
from tests.browser.server import create_table
from tests.browser.shots import save


def test_list_a_table_and_find_it_in_the_lobby(page: Page, browser: Browser,
                                                server: str) -> None:
    table = create_table(server, "tabaluga", [{"kind": "human"}, {"kind": "open"}],
                         options={"games": 5})
    code = table["code"]
    sit_down(page, code, table["token"], table["seat"])
    toggle = page.locator(".list-toggle")
    expect(toggle).not_to_be_checked()
    expect(page.locator(".list-switch")).to_have_text(" In der Lobby als offenen Tisch zeigen")
    toggle.check()
    expect(toggle).to_be_checked()
    page.goto("/")
    entry = page.locator(f".open-table[data-code='{code}']")
    expect(entry).to_contain_text("Tabaluga")
    expect(entry.locator(".open-free")).to_have_text("1 von 2 Plätzen frei")
    expect(entry.locator(".open-host")).to_have_text("Gastgeber: Anna")
    expect(entry.locator(".open-rules")).to_contain_text("5 Spielen")
    save(page, "open-tables-de", docs=True)

    with person_in_english(browser, server) as visitor:
        visitor.goto("/")
        entry = visitor.locator(f".open-table[data-code='{code}']")
        expect(entry.locator(".open-free")).to_have_text("1 of 2 seats free")
        expect(entry.locator(".open-rules")).to_contain_text("5 games")
        save(visitor, "open-tables-en", docs=True)
        entry.locator(".open-join").click()
        visitor.fill(".join-name", "Ben")
        visitor.locator(".take-seat").click()
        expect(visitor.locator(".seat-line").nth(1)).to_contain_text("Ben – you")
        visitor.goto("/")
        expect(visitor.locator(f".open-table[data-code='{code}']")).to_have_count(0)

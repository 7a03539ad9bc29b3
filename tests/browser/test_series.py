"""Rematch and series in the browser, in German and English: after two
matches the table shows the series beside the totals and under the match result, the host's
"Noch eine Partie" / "Another match" deals a new match with the same people and bots, and
the history page lists the series score of each match."""

from __future__ import annotations

import httpx2
from playwright.sync_api import Page, expect

from tests.browser.play import sit_down
from tests.browser.server import create_table
from tests.browser.shots import save
from tests.browser.test_social import play_matches, switch_to_english


def test_rematch_and_series_in_both_languages(page: Page, server: str) -> None:
    page.goto("/")
    made = httpx2.post(f"{server}/api/profiles", json={"name": "Anna"}, timeout=10).json()
    page.evaluate("secret => localStorage.setItem('maumau.profile', secret)", made["secret"])
    table = create_table(server, "classic", [{"kind": "human"},
                                             {"kind": "bot", "level": "medium"}],
                         preset="single")
    code = table["code"]
    claimed = httpx2.post(f"{server}/api/profile/seats", json={"code": code,
                                                               "token": table["token"]},
                          headers={"Authorization": f"Bearer {made['secret']}"}, timeout=10)
    assert claimed.status_code == 200
    play_matches(server, code, table["token"], 2)
    wins = [0, 0]
    for number in (1, 2):
        record = httpx2.get(f"{server}/api/tables/{code}/matches/{number}/record",
                            timeout=10).json()
        for seat in set(record["winners"]):
            wins[seat] += 1

    sit_down(page, code, table["token"], table["seat"])
    expect(page.locator(".end-panel .series-line")).to_have_text(
        f"Serie nach 2 Partien: Anna {wins[0]} · Bot 2 {wins[1]}")
    expect(page.locator(".series h3")).to_have_text("Serie nach 2 Partien (Siege)")
    expect(page.locator("button.new_match")).to_have_text("Noch eine Partie")
    save(page, "series-table-de", docs=True)

    switch_to_english(page)
    expect(page.locator(".end-panel .series-line")).to_have_text(
        f"Series after 2 matches: Anna {wins[0]} · Bot 2 {wins[1]}")
    page.locator("button.new_match").click()
    expect(page.locator("#table-info")).to_contain_text("Match 3")
    expect(page.locator(".end-panel")).to_have_count(0)
    expect(page.locator(".series h3")).to_have_text("Series after 2 matches (wins)")
    expect(page.locator(".series-list li")).to_have_text([f"Anna{wins[0]}", f"Bot 2{wins[1]}"])
    summary = httpx2.get(f"{server}/api/tables/{code}", timeout=10).json()
    assert [(s["kind"], s["name"], s["level"]) for s in summary["seats"]] == [
        ("human", "Anna", None), ("bot", None, "medium")]
    save(page, "series-table-en", docs=True)

    page.goto("/history")
    expect(page.locator("tr.match")).to_have_count(2)
    expect(page.locator("tr.match").first.locator("td.series")).to_have_text(
        f"match 2: {wins[0]} to {wins[1]}")
    page.locator("#lang").click()
    expect(page.locator("tr.match").first.locator("td.series")).to_have_text(
        f"Partie 2: {wins[0]} zu {wins[1]}")
    expect(page.locator("#matches th").nth(4)).to_have_text("Serie am Tisch")

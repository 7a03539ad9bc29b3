"""The social pages in the browser, in German and English: FAQ and the support
form, the profile history with ratings, a saved rule set with export and import. Each
flow also sends a bad value and checks that the page shows the server's reason."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx2
from playwright.sync_api import FilePayload, Page, expect

from maumau.core.variant import all_variants
from tests.browser.server import create_table
from tests.browser.shots import save
from tests.web.clients import Client, play_until, run_async


def upload(page: Page, name: str, content: bytes) -> None:
    payload: FilePayload = {"name": name, "mimeType": "application/json", "buffer": content}
    page.set_input_files("#file", files=[payload])


def switch_to_english(page: Page) -> None:
    page.locator("#lang").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")


def test_faq_and_support_form_in_both_languages(page: Page) -> None:
    page.goto("/faq")
    expect(page.locator("h1")).to_have_text("Fragen und Antworten")
    # the general questions and one section per installed game (plugins included)
    expect(page.locator("#faq section")).to_have_count(1 + len(all_variants()))
    expect(page.locator("#faq section[data-game=heuldoch]")).to_contain_text("3 bis 6")
    page.select_option("#faq-game", "tabaluga")
    expect(page.locator("#faq section")).to_have_count(2)
    expect(page.locator("#faq section").nth(1)).to_have_attribute("data-game", "tabaluga")
    page.locator("#faq details").first.locator("summary").click()
    expect(page.locator("#faq details").first).to_contain_text("Einladungslink")
    page.fill("#email", "anna-at-example.org")
    page.fill("#message-text", "Der Mau-Knopf reagiert nicht.")
    page.locator("#send").click()
    expect(page.locator("#support-result")).to_contain_text("keine gültige E-Mail-Adresse")
    expect(page.locator("#message-text")).to_have_value("Der Mau-Knopf reagiert nicht.")
    page.fill("#email", "anna@example.org")
    page.select_option("#game", "classic")
    page.fill("#device", "Pixel 7")
    page.locator("#send").click()
    expect(page.locator("#support-result")).to_contain_text("Danke! Deine Nachricht")
    expect(page.locator("#email")).to_have_value("")
    save(page, "social-faq-de", docs=True)

    switch_to_english(page)
    expect(page.locator("h1")).to_have_text("Questions and answers")
    expect(page.locator("#faq section").nth(1)).to_contain_text("How many play Tabaluga")
    page.fill("#email", "ben@example.org")
    page.fill("#message-text", "too short")
    page.locator("#send").click()
    expect(page.locator("#support-result")).to_have_text(
        "“Message” needs at least 10 characters.")
    page.fill("#message-text", "Everything works, thank you!")
    page.locator("#send").click()
    expect(page.locator("#support-result")).to_contain_text("Thank you! Your message")
    save(page, "social-faq-en", docs=True)


def answers(ref: str) -> Callable[[dict[str, Any]], bool]:
    return lambda message: bool(message.get("ref") == ref)


def play_matches(server: str, code: str, token: str, matches: int) -> None:
    ws = server.replace("http://", "ws://")

    def over(state: dict[str, object]) -> bool:
        table = state["table"]
        return isinstance(table, dict) and table["status"] == "match_over"

    def shed(state: dict[str, Any]) -> str:
        """A card when there is one to play: rounds end sooner than by always drawing."""
        legal: list[str] = state["view"]["legal_actions"]
        return next((action for action in legal if action not in ("draw", "pass")), legal[0])

    async def scenario() -> None:
        host = await Client.open(ws, code, token)
        await host.send("start")
        await play_until([host], over, choose=shed, timeout=90)
        for number in range(2, matches + 1):
            await host.send("new_match", id=f"m{number}")
            await host.wait_for(answers(f"m{number}"))
            await play_until([host], over, choose=shed, timeout=90)
        await host.close()

    run_async(scenario())


def test_history_page_in_both_languages(page: Page, server: str) -> None:
    page.goto("/history")
    expect(page.locator("#create-profile")).to_be_visible()
    page.locator("#create-profile button").click()
    expect(page.locator("#problem")).to_have_text("Bitte fülle „Name“ aus.")
    page.fill("#new-name", "Anna")
    page.locator("#create-profile button").click()
    expect(page.locator("#hello")).to_have_text("Profil: Anna")
    expect(page.locator("#matches")).to_contain_text("Noch keine Partien")
    secret = page.evaluate("localStorage.getItem('maumau.profile')")
    table = create_table(server, "classic", [{"kind": "human"},
                                             {"kind": "bot", "level": "medium"}],
                         preset="single")
    claimed = httpx2.post(f"{server}/api/profile/seats",
                          headers={"Authorization": f"Bearer {secret}"},
                          json={"code": table["code"], "token": table["token"]}, timeout=10)
    assert claimed.status_code == 200
    play_matches(server, table["code"], table["token"], 2)
    page.reload()
    expect(page.locator("tr.match")).to_have_count(2)
    expect(page.locator("tr.match").first).to_contain_text("Bot (mittel)")
    expect(page.locator("tr.match").first.locator("a")).to_have_attribute(
        "href", f"/replay/{table['code']}/2")
    expect(page.locator("#stats tr[data-variant=classic]")).to_contain_text(
        "Klassisches Mau Mau")
    expect(page.locator("#stats tr[data-variant=classic] td").nth(1)).to_have_text("2")
    expect(page.locator("#stats tr[data-variant=classic]")).to_contain_text("mittel")
    page.fill("#name", "")
    page.locator("#rename button").click()
    expect(page.locator("#problem")).to_have_text("Bitte fülle „Name“ aus.")
    page.fill("#name", "Oma")
    page.locator("#rename button").click()
    expect(page.locator("#hello")).to_have_text("Profil: Oma")
    save(page, "social-history-de", docs=True)

    switch_to_english(page)
    expect(page.locator("#hello")).to_have_text("Profile: Oma")
    expect(page.locator("#stats th").first).to_have_text("Game")
    expect(page.locator("tr.match").first).to_contain_text("bot (medium)")
    for row, number in ((0, 2), (1, 1)):
        record = httpx2.get(f"{server}/api/tables/{table['code']}/matches/{number}/record",
                            timeout=10).json()
        expect(page.locator("tr.match").nth(row).locator("td").nth(3)).to_have_text(
            "won" if 0 in record["winners"] else "lost")
    with page.expect_download() as download:
        page.locator("#export").click()
    path = download.value.path()
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert exported["profile"]["name"] == "Oma" and len(exported["matches"]) == 2
    save(page, "social-history-en", docs=True)
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("#delete").click()
    expect(page.locator("#problem")).to_have_text("The profile is deleted.")
    expect(page.locator("#create-profile")).to_be_visible()
    gone = httpx2.get(f"{server}/api/profile", headers={"Authorization": f"Bearer {secret}"})
    assert gone.status_code == 401


def test_rules_page_in_both_languages(page: Page, server: str) -> None:
    saved = httpx2.post(f"{server}/api/rulesets", json={"name": "Omas Regeln", "ruleset": {
        "variant": "classic", "players": 4, "preset": "party",
        "options": {"jokers": 2, "wish_on_wish": False}}}, timeout=10).json()
    page.goto(f"/rules/{saved['id']}")
    expect(page.locator("h1")).to_have_text("Hausregeln: Omas Regeln")
    expect(page.locator("#rules-game")).to_have_text("Klassisches Mau Mau")
    expect(page.locator("#rules-preset")).to_have_text("Party")
    expect(page.locator("#rules-words li").first).to_be_visible()
    expect(page.locator("#rules-words")).not_to_contain_text("wish_on_wish")
    expect(page.locator("#use")).to_have_attribute("href", saved["lobby_url"])
    expect(page.locator("#share")).to_have_text(saved["share_url"])
    save(page, "social-rules-de", docs=True)
    upload(page, "bad.json", json.dumps({"format": "maumau-record"}).encode())
    page.locator("#import button").click()
    expect(page.locator("#problem")).to_have_text("Das ist keine Hausregel-Datei von Mau Mau.")

    switch_to_english(page)
    expect(page.locator("h1")).to_have_text("House rules: Omas Regeln")
    expect(page.locator("#rules-game")).to_have_text("Classic Mau Mau")
    expect(page.locator("#rules-words h3").first).to_be_visible()
    save(page, "social-rules-en", docs=True)
    upload(page, "broken.json", b"{broken")
    page.locator("#import button").click()
    expect(page.locator("#problem")).to_have_text("The file is not JSON.")
    exported = httpx2.get(f"{server}/api/rulesets/{saved['id']}/export", timeout=10).json()
    upload(page, "oma.json", json.dumps(exported).encode())
    page.locator("#import button").click()
    page.wait_for_url(lambda url: "/rules/" in url and saved["id"] not in url)
    expect(page.locator("h1")).to_have_text("House rules: Omas Regeln")
    missing = page.goto("/rules/nope")
    assert missing is not None and missing.status == 404
    expect(page.locator("main")).to_contain_text("There are no such house rules (“nope”) here.")

"""The lobby and the table page use the social parts: a share
link fills the rule editor, the picker lists the saved house rules of the chosen game, the
editor's settings are saved under a name (a bad name refused, nothing stored), the invite
shows its QR code beside the link, and a device with a profile claims the seat it creates
or takes. In German and in English."""

from __future__ import annotations

import json
from typing import Any

import httpx2
from playwright.sync_api import Browser, Page, expect

from tests.browser.server import create_table
from tests.browser.shots import save


def saved_rulesets(server: str, variant: str) -> list[dict[str, Any]]:
    listed: list[dict[str, Any]] = httpx2.get(
        f"{server}/api/rulesets?variant={variant}", timeout=10).json()["rulesets"]
    return listed


def new_profile(server: str, name: str) -> str:
    answer = httpx2.post(f"{server}/api/profiles", json={"name": name}, timeout=10)
    assert answer.status_code == 201
    secret: str = answer.json()["secret"]
    return secret


def claimed_seats(server: str, secret: str) -> list[dict[str, Any]]:
    exported = httpx2.get(f"{server}/api/profile/export",
                          headers={"Authorization": f"Bearer {secret}"}, timeout=10).json()
    seats: list[dict[str, Any]] = exported["seats"]
    return seats


def save_house_rules(page: Page, games: int, name: str) -> None:
    """In the lobby's rule editor: set the number of games, name the rules, save them."""
    page.locator("#options-box summary").click()
    page.fill("[data-option=games]", str(games))
    page.locator("[data-option=games]").dispatch_event("change")
    page.fill("#ruleset-name", name)
    page.locator("#ruleset-save").click()


def test_house_rules_in_the_lobby_in_both_languages(page: Page, server: str) -> None:
    saved = httpx2.post(f"{server}/api/rulesets", json={"name": "Omas Regeln", "ruleset": {
        "variant": "tabaluga", "players": 3, "preset": None, "options": {"games": 7}}},
        timeout=10).json()
    before = len(saved_rulesets(server, "tabaluga"))
    page.goto(saved["lobby_url"])
    expect(page.locator("#ruleset-result")).to_have_text(
        "Die Hausregeln „Omas Regeln“ sind eingestellt.")
    expect(page.locator(".variant-choice input[value=tabaluga]")).to_be_checked()
    expect(page.locator("#players")).to_have_value("3")
    expect(page.locator("[data-option=games]")).to_have_value("7")
    expect(page.locator("#ruleset-pick")).to_have_value(saved["id"])
    expect(page.locator("#rules-preview")).to_contain_text("7")

    page.fill("#ruleset-name", "")
    page.locator("#ruleset-save").click()
    expect(page.locator("#ruleset-result")).to_have_text("Bitte fülle „Name“ aus.")
    assert len(saved_rulesets(server, "tabaluga")) == before

    save_house_rules(page, 5, "Papas Regeln")
    expect(page.locator("#ruleset-result")).to_contain_text("„Papas Regeln“ ist gespeichert.")
    share = page.locator("#ruleset-result a").get_attribute("href") or ""
    papa = saved_rulesets(server, "tabaluga")[0]
    assert papa["name"] == "Papas Regeln" and share == papa["share_url"]
    assert papa["ruleset"]["options"]["games"] == 5 and papa["ruleset"]["players"] == 3
    expect(page.locator("#ruleset-pick option")).to_contain_text(["Papas Regeln", "Omas Regeln"])
    page.locator("#house-rules").scroll_into_view_if_needed()
    save(page, "lobby-house-rules-de", docs=True)

    page.select_option("#ruleset-pick", saved["id"])
    expect(page.locator("[data-option=games]")).to_have_value("7")
    page.locator(".variant-choice", has_text="Klassisch").click()
    expect(page.locator("#ruleset-pick")).to_have_value("")

    page.locator("#lang").click()
    expect(page.locator("#house-rules legend")).to_have_text("Save or choose house rules")
    page.goto("/?rules=nope")
    expect(page.locator("#message")).to_contain_text("There are no such house rules (“nope”) here.")
    expect(page.locator(".variant-choice input[value=classic]")).to_be_checked()
    page.goto(saved["lobby_url"])
    expect(page.locator("#ruleset-result")).to_have_text(
        "The house rules “Omas Regeln” are set.")
    save_house_rules(page, 99, "Zu viele Spiele")
    expect(page.locator("#ruleset-result")).to_contain_text("These rules are not possible.")
    expect(page.locator("#ruleset-result")).to_contain_text("99 is not possible")
    assert all(r["name"] != "Zu viele Spiele" for r in saved_rulesets(server, "tabaluga"))
    page.locator("#house-rules").scroll_into_view_if_needed()
    save(page, "lobby-house-rules-en", docs=True)


def qr_shown(page: Page) -> None:
    qr = page.locator(".invite-qr")
    expect(qr).to_be_visible()
    page.wait_for_function("() => document.querySelector('.invite-qr').naturalWidth > 0")


def test_the_invite_qr_code_and_seat_claims_in_both_languages(
        page: Page, browser: Browser, server: str) -> None:
    anna = new_profile(server, "Anna")
    page.goto("/")
    page.evaluate("secret => localStorage.setItem('maumau.profile', secret)", anna)
    page.fill("#name", "Anna")
    page.select_option("#players", "2")
    page.locator(".seat-kind").select_option("open")
    page.locator("#create-button").click()
    page.wait_for_url("**/t/*")
    code = page.url.rsplit("/", 1)[1]
    qr_shown(page)
    expect(page.locator(".invite-qr")).to_have_attribute("alt", "QR-Code des Einladungslinks")
    expect(page.locator(".invite")).to_contain_text("Handy-Kamera")
    svg = httpx2.get(f"{server}/api/tables/{code}/qr.svg", timeout=10)
    assert svg.headers["content-type"].startswith("image/svg+xml")
    assert claimed_seats(server, anna) == [{"code": code, "seat": 0}]
    page.locator(".invite").scroll_into_view_if_needed()
    save(page, "table-invite-qr-de", docs=True)

    bob = new_profile(server, "Bob")
    other = browser.new_context(base_url=server)
    other.set_default_timeout(15_000)
    try:
        friend = other.new_page()
        friend.goto("/")
        friend.evaluate("secret => { localStorage.setItem('maumau.profile', secret);"
                        " localStorage.setItem('maumau.lang', 'en'); }", bob)
        friend.goto(f"/t/{code}")
        friend.fill(".join-name", "Bob")
        friend.locator(".take-seat").click()
        expect(friend.locator(".seat-line").nth(1)).to_contain_text("Bob")
        qr_shown(friend)
        expect(friend.locator(".invite-qr")).to_have_attribute("alt", "QR code of the invite link")
        expect(friend.locator(".invite")).to_contain_text("point a phone's camera")
        assert claimed_seats(server, bob) == [{"code": code, "seat": 1}]
        friend.locator(".invite").scroll_into_view_if_needed()
        save(friend, "table-invite-qr-en", docs=True)
    finally:
        other.close()

    # A deleted profile's secret is refused by the server; the seat is taken all the same.
    table = create_table(server, "classic", [{"kind": "human"}, {"kind": "open"}])
    carl = new_profile(server, "Carl")
    httpx2.delete(f"{server}/api/profile", headers={"Authorization": f"Bearer {carl}"},
                  timeout=10)
    third = browser.new_context(base_url=server)
    third.set_default_timeout(15_000)
    try:
        visitor = third.new_page()
        visitor.goto("/")
        visitor.evaluate("secret => localStorage.setItem('maumau.profile', secret)", carl)
        visitor.goto(f"/t/{table['code']}")
        visitor.locator(".take-seat").click()
        expect(visitor.locator(".seat-line").nth(1)).to_contain_text("– du")
        stored = json.loads(visitor.evaluate(
            f"localStorage.getItem('maumau.table.{table['code']}')"))
        assert stored["seat"] == 1
    finally:
        third.close()

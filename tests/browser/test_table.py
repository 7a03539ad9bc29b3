"""The game page around the game: inviting a friend, reloading, the language switch, a
phone-sized screen, the end of a match with its record and replay."""

from __future__ import annotations

import json
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from tests.browser.play import play_round, sit_down, start_match, take_one_turn, wait_for_decision
from tests.browser.server import create_table, running_server
from tests.browser.shots import save
from tests.web.servers import free_port

HUMAN = {"kind": "human"}
BOT = {"kind": "bot", "level": "simple"}


def hand_codes(page: Page) -> list[str]:
    return [code for code in page.locator(".hand .card").evaluate_all(
        "cards => cards.map(card => card.dataset.code)")]


def test_a_friend_joins_by_the_link_and_both_play_a_round(
        page: Page, browser: Browser, server: str) -> None:
    table = create_table(server, "classic", [HUMAN, {"kind": "open"}])
    sit_down(page, table["code"], table["token"], table["seat"])
    expect(page.locator("button.start")).to_be_disabled()
    link = page.locator(".invite-link").input_value()
    assert link.endswith("/t/" + table["code"])
    friend_context = browser.new_context(base_url=server)
    friend_context.set_default_timeout(15_000)
    try:
        friend = friend_context.new_page()
        friend.goto(link)
        about = friend.locator(".join-about")
        expect(about.locator(".join-invited")).to_have_text("Anna lädt dich an den Tisch ein.")
        expect(about.locator(".join-game")).to_have_text("Spiel: Klassisches Mau Mau")
        expect(about.locator(".join-free")).to_have_text("1 von 2 Plätzen frei")
        expect(about.locator(".seat-line")).to_have_text(["Platz 1: Anna (Gastgeber)",
                                                          "Platz 2: frei"])
        expect(friend.locator(".join-rules li", has_text="Bube:")).to_have_count(1)
        save(friend, "join")
        friend.fill(".join-name", "Bob")
        friend.locator(".take-seat").click()
        expect(friend.locator(".seat-line").nth(1)).to_contain_text("Bob")
        expect(page.locator(".seat-line").nth(1)).to_contain_text("Bob")
        start_match(page)
        friend.wait_for_selector("#game:not([hidden])")
        deadline = time.monotonic() + 90
        while not (page.locator(".end-panel").count() and friend.locator(".end-panel").count()):
            assert time.monotonic() < deadline, "the round between two people does not end"
            for player, other in ((page, friend), (friend, page)):
                if player.evaluate("document.body.classList.contains('my-turn')"):
                    mine = set(hand_codes(player))
                    assert not mine & set(hand_codes(other)), "a hand shows another's card"
                    state = player.evaluate("document.body.dataset.received")
                    take_one_turn(player)
                    player.wait_for_function("prev => document.body.dataset.received !== prev",
                                             arg=state)
            time.sleep(0.02)
        expect(friend.locator(".end-panel")).to_contain_text("Runde vorbei")
        expect(friend.locator(".end-panel")).to_contain_text("Der Gastgeber")
        expect(friend.locator(".end-panel button.next_round")).to_have_count(0)
    finally:
        friend_context.close()


def test_a_reload_mid_game_keeps_the_seat_and_the_game_goes_on(page: Page, server: str) -> None:
    table = create_table(server, "classic", [HUMAN, BOT, BOT])
    sit_down(page, table["code"], table["token"], table["seat"])
    start_match(page)
    wait_for_decision(page, None)
    dragged = False
    for _ in range(30):
        if dragged or page.locator(".end-panel").count():
            break
        state = page.evaluate("document.body.dataset.received")
        legal = page.locator(".hand .card.legal")
        if not dragged and legal.count():
            legal.first.drag_to(page.locator(".discard"))  # a card may be dragged, too
            if page.locator(".overlay").count():
                page.locator(".dialog .answer").first.click()
            dragged = True
        else:
            take_one_turn(page)
        wait_for_decision(page, state)
    before = hand_codes(page)
    state = page.evaluate("document.body.dataset.state")
    page.reload()
    page.wait_for_function("prev => document.body.dataset.state === prev", arg=state)
    assert hand_codes(page) == before
    play_round(page)
    expect(page.locator(".end-panel")).to_be_visible()


def test_the_language_switch_changes_every_text_and_is_remembered(
        page: Page, server: str) -> None:
    table = create_table(server, "tabaluga", [HUMAN, BOT])
    sit_down(page, table["code"], table["token"], table["seat"])
    start_match(page)
    wait_for_decision(page, None)
    expect(page.locator(".status")).to_contain_text("Du bist dran!")
    expect(page.locator("#lang")).to_have_text("English")
    page.locator("#lang").click()
    expect(page.locator(".status")).to_contain_text("Your turn!")
    expect(page.locator(".log-box h3")).to_have_text("What happened")
    expect(page.locator(".log li").last).to_contain_text("deals")
    title = page.locator(".hand .card").first.get_attribute("title") or ""
    name = title.split(", ", 1)[-1]  # after what the card shows ("7, Red 7")
    assert name.split()[0] in ("Green", "Blue", "Red", "Yellow", "Colour"), title
    page.reload()
    wait_for_decision(page, None)
    expect(page.locator(".status")).to_contain_text("Your turn!")
    page.locator("#lang").click()
    expect(page.locator(".status")).to_contain_text("Du bist dran!")
    expect(page.locator(".log li").last).to_contain_text("gibt jedem")


UNCOVERED = """selector => {
    const target = document.querySelector(selector);
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (target.closest(".talon") ?? target).contains(hit);
}"""
"""Whether the middle of the element is what the screen shows there (nothing on top)."""


def test_a_phone_sized_screen_shows_the_table_without_sideways_scrolling(
        browser: Browser, server: str) -> None:
    phone = browser.new_context(base_url=server, viewport={"width": 390, "height": 844},
                                is_mobile=True, has_touch=True, device_scale_factor=2)
    try:
        page = phone.new_page()
        page.goto("/")
        page.wait_for_selector(".variant-choice")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        save(page, "phone-lobby")
        for variant in ("heuldoch", "classic"):
            table = create_table(server, variant, [HUMAN, BOT, BOT, BOT])
            sit_down(page, table["code"], table["token"], table["seat"])
            start_match(page)
            wait_for_decision(page, None)
            assert page.evaluate("document.documentElement.scrollWidth") <= 390
            box = page.locator(".hand .card").last.bounding_box()
            assert box is not None and box["x"] + box["width"] <= 390
            expect(page.locator(".status.my-turn")).to_be_in_viewport()
            # the hand bar stuck to the bottom covers neither the talon nor its label
            assert page.evaluate(UNCOVERED, ".talon .card") is True, variant
            assert page.evaluate(UNCOVERED, ".talon .caption") is True, variant
            save(page, "phone-" + variant)
            state = page.evaluate("document.body.dataset.received")
            take_one_turn(page)
            wait_for_decision(page, state)
    finally:
        phone.close()


def test_after_a_match_the_record_downloads_and_the_replay_steps_through_it(
        page: Page, server: str) -> None:
    table = create_table(server, "classic", [HUMAN, BOT], preset="single")
    sit_down(page, table["code"], table["token"], table["seat"])
    start_match(page)
    play_round(page)
    panel = page.locator(".end-panel.match-over")
    expect(panel).to_contain_text("Partie vorbei")
    expect(panel.locator(".end-reason")).to_have_text(
        "Einzelrunde: die Partie ist nach einer Runde vorbei")
    record = page.request.get(panel.locator("a.record").get_attribute("href") or "")
    assert record.ok and record.json()["rounds"]
    save(page, "classic-match-over")
    replay = panel.locator("a.replay").get_attribute("href") or ""
    page.goto(replay)
    expect(page.locator("#frame-info")).to_contain_text("Zug 0 von")
    expect(page.locator(".open-hand")).to_have_count(2)
    page.locator("#next").click()
    expect(page.locator("#frame-info")).to_contain_text("Zug 1 von")
    page.locator("#last").click()
    expect(page.locator(".end-panel")).to_be_visible()
    page.locator("#prev").click()
    expect(page.locator(".end-panel")).to_have_count(0)
    page.locator("#view-of").select_option("0")
    expect(page.locator(".open-hand")).to_have_count(0)
    expect(page.locator(".hand .card").first).to_be_visible()
    save(page, "classic-replay")
    page.go_back()
    page.locator(".end-panel button.new_match").click()
    expect(page.locator("#table-info")).to_contain_text("Partie 2")


def test_the_host_seats_and_removes_bots_and_a_spectator_sees_no_hand(
        page: Page, browser: Browser, server: str) -> None:
    table = create_table(server, "emojical", [HUMAN, {"kind": "open"}, {"kind": "open"}])
    sit_down(page, table["code"], table["token"], table["seat"])
    expect(page.locator("button.start")).to_be_disabled()
    for seat in (1, 2):
        line = page.locator(f".seat-line[data-seat='{seat}']")
        line.locator("select.level").select_option("simple")
        line.locator("button.add-bot").click()
        expect(line).to_contain_text("Bot")
    page.locator(".seat-line[data-seat='2'] button.remove-bot").click()
    expect(page.locator(".seat-line[data-seat='2'] button.add-bot")).to_be_visible()
    expect(page.locator("button.start")).to_be_disabled()
    page.locator(".seat-line[data-seat='2'] button.add-bot").click()
    expect(page.locator("button.start")).to_be_enabled()
    watcher_context = browser.new_context(base_url=server)
    watcher_context.set_default_timeout(15_000)
    try:
        watcher = watcher_context.new_page()
        watcher.goto(f"/t/{table['code']}")
        watcher.fill(".join-name", "Carla")
        watcher.locator(".join-buttons .watch").click()
        expect(watcher.locator(".waiting")).to_contain_text("Der Gastgeber startet das Spiel.")
        start_match(page)
        watcher.wait_for_selector("#game:not([hidden])")
        expect(watcher.locator(".board .seat")).to_have_count(3)
        expect(watcher.locator("#hand .card")).to_have_count(0)
        expect(watcher.locator(".status")).not_to_contain_text("Du bist dran")
    finally:
        watcher_context.close()


def test_the_page_reconnects_after_a_server_restart_and_the_game_goes_on(
        browser: Browser, tmp_path: Path) -> None:
    data = tmp_path / "data"
    port = free_port()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(20_000)
    try:
        page = context.new_page()
        with running_server(data, port) as base:
            table = create_table(base, "classic", [HUMAN, BOT])
            page.goto(base + "/")
            page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                          ["maumau.table." + table["code"],
                           json.dumps({"token": table["token"], "seat": table["seat"]})])
            page.goto(f"{base}/t/{table['code']}")
            start_match(page)
            wait_for_decision(page, None)
            before = hand_codes(page)
        expect(page.locator("#connection")).to_be_visible()
        expect(page.locator("#connection")).to_contain_text("Verbindung verloren")
        with running_server(data, port):
            expect(page.locator("#connection")).to_be_hidden()
            wait_for_decision(page, None)
            assert hand_codes(page) == before
            play_round(page)
            expect(page.locator(".end-panel")).to_be_visible()
    finally:
        context.close()

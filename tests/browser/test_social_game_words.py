"""A newcomer's words in the browser: a guest at the end of a match reads what
the host can really do next, the table's and the lobby's rules boxes link to the game's
questions of play, and Tabaluga's colour change reads COLOUR on an English page."""

from __future__ import annotations

import re
from typing import Any

import httpx2
from playwright.sync_api import Page, expect

from maumau.core.variant import find_variant
from maumau.web.social import faq
from tests.browser.play import sit_down
from tests.browser.server import create_table
from tests.web.clients import Client, play_until, run_async


def shed(state: dict[str, Any]) -> str:
    """A card when there is one to play: rounds end sooner than by always drawing."""
    legal: list[str] = state["view"]["legal_actions"]
    return next((action for action in legal if action not in ("draw", "pass")), legal[0])


def play_the_match(server: str, code: str, tokens: list[str]) -> None:
    ws = server.replace("http://", "ws://")

    async def scenario() -> None:
        clients = [await Client.open(ws, code, token) for token in tokens]
        await clients[0].send("start")
        await play_until(clients, lambda s: s["table"]["status"] == "match_over",
                         choose=shed, timeout=90)
        for client in clients:
            await client.close()

    run_async(scenario())


def test_a_guest_at_the_end_of_a_match_reads_that_the_host_can_start_a_new_one(
        page: Page, server: str) -> None:
    # one round, and the engine calls "Mau" so that scripted play never locks a last card
    table = create_table(server, "classic", [{"kind": "human"}, {"kind": "open"}],
                         preset="single", options={"auto_call": True})
    code = table["code"]
    guest = httpx2.post(f"{server}/api/tables/{code}/join", json={"name": "Ben", "seat": 1},
                        timeout=10).json()
    play_the_match(server, code, [table["token"], guest["token"]])

    page.goto("/")
    page.evaluate("localStorage.setItem('maumau.lang', 'en')")
    sit_down(page, code, guest["token"], 1)
    expect(page.locator(".end-panel h2")).to_have_text("Match over")
    expect(page.locator(".end-panel .host-next")).to_have_text("The host can start a new match.")
    expect(page.locator(".end-panel")).not_to_contain_text("deals the next round")
    expect(page.locator("button.new_match")).to_have_count(0)

    # the rules box beside the table links to this game's questions of play
    page.locator(".rules-box").evaluate("box => { box.open = true; }")
    link = page.locator(".rules-box a.faq-link")
    expect(link).to_have_text("Questions about this game")
    expect(link).to_have_attribute("href", "/faq?game=classic")
    page.goto("/faq?game=classic")
    expect(page.locator("#faq-game")).to_have_value("classic")
    expect(page.locator("#faq section")).to_have_count(2)
    section = page.locator("#faq section[data-game=classic]")
    expect(section.locator(".faq-note")).to_contain_text("standard rules")
    expect(section.locator("details")).to_have_count(
        len(faq.PER_GAME) + len(faq.play_topics(find_variant("classic"))))
    expect(section).to_contain_text("May I still play a card after drawing?")

    # and so does the lobby's, for the game chosen there
    page.goto("/")
    expect(page.locator("#faq-link")).to_have_text("Questions about this game")
    expect(page.locator("#faq-link")).to_have_attribute("href", re.compile(r"^/faq\?game=\w+$"))
    page.locator(".variant-choice:has(input[value=tabaluga])").click()
    expect(page.locator("#options")).to_have_attribute("data-variant", "tabaluga")
    expect(page.locator("#faq-link")).to_have_attribute("href", "/faq?game=tabaluga")


def test_the_colour_change_reads_the_words_of_the_page_language(page: Page) -> None:
    page.goto("/how/tabaluga")
    card = page.locator(".how-example .card[data-code=W] svg").first
    expect(card).to_contain_text("FARBE")
    page.locator("#lang").click()
    expect(page.locator("h1")).to_contain_text("How to play")
    card = page.locator(".how-example .card[data-code=W] svg").first
    expect(card).to_contain_text("COLOUR")
    expect(card).not_to_contain_text("FARBE")
    expect(page.locator(".how-more")).to_contain_text("(standard: 3)")

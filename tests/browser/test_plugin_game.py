"""A game from outside in the browser: Crazy Eights, installed from plugins/crazy-eights
with no line of the page about it, is offered by the lobby in both languages and a round
at a table with bots is played to its end by clicking."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.play import play_round, sit_down, start_match
from tests.browser.server import create_table


@pytest.mark.parametrize(("lang", "title"), [
    ("de", "Crazy Eights (Verrückte Achten)"), ("en", "Crazy Eights")])
def test_the_lobby_offers_the_game(page: Page, lang: str, title: str) -> None:
    page.goto("/")
    page.evaluate("lang => localStorage.setItem('maumau.lang', lang)", lang)
    page.goto("/")
    expect(page.locator(".variant-choice", has_text=title)).to_have_count(1)


def test_a_round_with_bots_is_played_to_its_end_by_clicking(page: Page, server: str) -> None:
    created = create_table(server, "crazy_eights", [
        {"kind": "human"}, {"kind": "bot", "level": "easy"},
        {"kind": "bot", "level": "medium"}], preset="specials", seed=1414)
    sit_down(page, created["code"], created["token"], 0)
    start_match(page)
    play_round(page)
    expect(page.locator(".end-panel")).to_have_count(1)

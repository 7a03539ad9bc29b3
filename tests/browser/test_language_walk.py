"""Every page, dialog and end panel of the four games, in German and in English: one
language at a time, no raw option key."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.language import assert_one_language
from tests.browser.play import play_round, sit_down, start_match
from tests.browser.server import create_table
from tests.browser.shots import save
from tests.browser.test_rendering import harness, show
from tests.browser.views import find_view, has_play

__all__ = ["harness"]

VARIANTS = ["classic", "tabaluga", "emojical", "heuldoch"]
BOT = {"kind": "bot", "level": "simple"}


def set_lang(page: Page, lang: str) -> None:
    page.evaluate("lang => localStorage.setItem('maumau.lang', lang)", lang)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_lobby_editor_and_the_how_to_pages_speak_one_language(page: Page, lang: str
                                                                  ) -> None:
    page.goto("/")
    set_lang(page, lang)
    page.reload()
    for variant in VARIANTS:
        page.locator(f".variant-choice:has(input[value={variant}])").click()
        expect(page.locator("#options")).to_have_attribute("data-variant", variant)
        page.locator("#options-box").evaluate("box => { box.open = true; }")
        expect(page.locator(".option-name").first).to_be_visible()
        assert_one_language(page, lang, f"lobby {variant}")
        page.goto(f"/how/{variant}")
        expect(page.locator(".how-example").first).to_be_visible()
        assert_one_language(page, lang, f"how {variant}")
        page.goto("/")


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_how_to_page_speaks_one_language_and_switches_in_place(page: Page, variant: str
                                                                   ) -> None:
    page.goto("/")
    set_lang(page, "de")
    page.goto(f"/how/{variant}")
    expect(page.locator("h1")).to_contain_text("So wird gespielt")
    expect(page.locator(".how-example").first).to_be_visible()
    assert_one_language(page, "de", f"how {variant}")
    page.locator("#lang").click()
    expect(page.locator("h1")).to_contain_text("How to play")
    expect(page.locator(".how-example").first).to_be_visible()
    assert_one_language(page, "en", f"how {variant} after the switch")
    page.locator("#lang").click()
    expect(page.locator("h1")).to_contain_text("So wird gespielt")
    assert_one_language(page, "de", f"how {variant} switched back")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_join_page_waiting_room_and_broken_link_speak_one_language(
        page: Page, server: str, lang: str) -> None:
    page.goto("/")
    set_lang(page, lang)
    for variant in VARIANTS:
        table = create_table(server, variant, [{"kind": "human"}, {"kind": "open"}, BOT])
        page.goto(f"/t/{table['code']}")
        expect(page.locator(".join-about")).to_be_visible()
        assert_one_language(page, lang, f"join {variant}")
        if variant == "classic":
            save(page, f"join-{lang}", docs=True)
        sit_down(page, table["code"], table["token"], table["seat"])
        expect(page.locator(".seat-line")).to_have_count(3)
        assert_one_language(page, lang, f"waiting room {variant}")
    page.goto("/t/no-such-table")
    assert_one_language(page, lang, "broken link")


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_round_and_its_end_panel_speak_one_language(page: Page, server: str, variant: str
                                                      ) -> None:
    options = {"special_cards": True} if variant == "heuldoch" else {}
    table = create_table(server, variant, [{"kind": "human"}, BOT, BOT], options=options)
    sit_down(page, table["code"], table["token"], table["seat"])
    start_match(page)
    expect(page.locator(".hand .card").first).to_be_visible()
    page.locator(".rules-box").evaluate("box => { box.open = true; }")
    expect(page.locator(".rules-box .rules-summary li").first).to_be_visible()
    assert_one_language(page, "de", f"table {variant}")
    if variant == "classic":
        save(page, "table-rules-de", docs=True)
    page.locator("#lang").click()
    expect(page.locator(".rules-box summary")).to_have_text("Rules")
    expect(page.locator(".rules-box .rules-body")).to_have_attribute("data-lang", "en")
    expect(page.locator(".rules-box .rules-summary li").first).to_be_visible()
    assert_one_language(page, "en", f"table {variant}")
    if variant == "classic":
        save(page, "table-rules-en", docs=True)
    page.locator(".rules-box").evaluate("box => { box.open = false; }")  # the drawer closes
    page.locator("#lang").click()
    play_round(page)
    expect(page.locator(".end-panel")).to_be_visible()
    assert_one_language(page, "de", f"end panel {variant}")
    save(page, f"end-{variant}-de", docs=variant in ("classic", "heuldoch"))
    page.locator("#lang").click()
    expect(page.locator(".end-panel h2")).to_contain_text("over")
    assert_one_language(page, "en", f"end panel {variant}")
    save(page, f"end-{variant}-en", docs=variant in ("classic", "heuldoch"))


DIALOGS: list[tuple[str, Callable[[str], bool], dict[str, Any]]] = [
    ("classic", lambda a: a.startswith("J") and "/" in a, {}),
    ("tabaluga", lambda a: a.startswith("W/"), {}),
    ("emojical", lambda a: ":swap>" in a, {}),
    ("heuldoch", lambda a: a.startswith("strandtuch>"), {"special_cards": True}),
    ("heuldoch", lambda a: a.startswith("karussell"), {"special_cards": True}),
]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_dialog_speaks_one_language(harness: Page, lang: str) -> None:
    harness.evaluate("lang => window.setLang(lang)", lang)
    for variant, wanted, options in DIALOGS:
        view = find_view(variant, has_play(wanted), options=options)
        show(harness, view)
        action = next(a for a in view["legal_actions"] if wanted(a))
        card = action.split(">")[0].split("/")[0].rstrip("!")
        for name in ("<", ">"):
            card = card.split(name)[0]
        harness.locator(f".hand .card[data-code='{card}']").first.click()
        expect(harness.locator(".dialog")).to_be_visible()
        assert_one_language(harness, lang, f"dialog {variant} {card}")
        harness.locator(".dialog .cancel").click()
    harness.evaluate("window.setLang('de')")

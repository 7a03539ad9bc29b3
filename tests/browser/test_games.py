"""A round of each game played to its end by clicking, as a newcomer would."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.play import play_round, sit_down, start_match, take_one_turn, wait_for_decision
from tests.browser.server import SEED, create_table
from tests.browser.shots import save

BOTS = [{"kind": "bot", "level": "simple"}] * 3


def seed_new_tables(page: Page) -> None:
    """Adds the test seed to the lobby's request for a new table: the same deal every run."""
    def add_seed(route: Route) -> None:
        if route.request.method != "POST":
            route.continue_()
            return
        body = json.loads(route.request.post_data or "{}")
        route.continue_(post_data=json.dumps({**body, "seed": SEED}))
    page.route("**/api/tables", add_seed)


def test_lobby_opens_a_classic_table_and_a_round_is_played_by_clicking(page: Page) -> None:
    seed_new_tables(page)
    page.goto("/")
    page.locator(".variant-choice", has_text="Klassisch").click()
    page.fill("#name", "Anna")
    page.locator("#options-box summary").click()
    expect(page.locator("[data-option=wish_rank]")).to_have_value("J")
    preview = page.locator("#rules-preview")
    expect(preview.locator("li", has_text="Bube:")).to_have_count(1)
    page.locator("[data-option=wish_rank]").select_option("Q")
    expect(preview.locator("li", has_text="Dame:")).to_have_count(1)
    expect(preview.locator("li", has_text="Bube:")).to_have_count(0)
    page.locator("[data-option=wish_rank]").select_option("J")
    expect(preview.locator("li", has_text="Bube:")).to_have_count(1)
    page.fill("#bot_delay_ms", "0")
    for level in page.locator(".seat-level").all():
        level.select_option("simple")  # fast and steady: the test is about the page
    page.locator("#create-button").click()
    page.wait_for_url("**/t/**")
    expect(page.locator(".invite-link")).to_have_value(page.url)
    expect(page.locator(".seat-line")).to_have_count(4)
    expect(page.locator(".seat-line .seat-label").nth(1)).to_have_text(
        "Platz 2: Bot 2 (Bot · Anfänger)")
    save(page, "waiting-room")
    start_match(page)
    wait_for_decision(page, None)
    expect(page.locator(".status.my-turn")).to_contain_text("Du bist dran!")
    for _ in range(3):
        if page.locator(".end-panel").count():
            break
        state = page.evaluate("document.body.dataset.received")
        take_one_turn(page)
        wait_for_decision(page, state)
    save(page, "classic", docs=True)
    play_round(page)
    panel = page.locator(".end-panel")
    expect(panel.locator(".score-table tr")).to_have_count(5)
    save(page, "classic-round-over")
    # A first round may already reach the target score: then the match is over.
    if "match-over" in (panel.get_attribute("class") or ""):
        expect(panel.locator("h2")).to_have_text("Partie vorbei")
        page.locator("button.new_match").click()
        expect(page.locator(".end-panel")).to_have_count(0)
        expect(page.locator("#table-info")).to_contain_text("Partie 2")
    else:
        expect(panel.locator("h2")).to_have_text("Runde vorbei")
        page.locator("button.next_round").click()
        expect(page.locator(".end-panel")).to_have_count(0)
        expect(page.locator("#table-info")).to_contain_text("Runde 2")


@pytest.mark.parametrize("variant", ["tabaluga", "emojical", "heuldoch"])
def test_a_round_of_each_game_is_played_to_its_end(page: Page, server: str, variant: str) -> None:
    options = {"special_cards": True} if variant == "heuldoch" else {}
    table = create_table(server, variant, [{"kind": "human"}, *BOTS], options=options)
    sit_down(page, table["code"], table["token"], table["seat"])
    start_match(page)
    wait_for_decision(page, None)
    for _ in range(3):
        if page.locator(".end-panel").count():
            break
        state = page.evaluate("document.body.dataset.received")
        take_one_turn(page)
        wait_for_decision(page, state)
    if variant == "heuldoch":
        expect(page.locator(".pile.neighbour")).to_have_count(2)
        expect(page.locator(".pile-label.own")).to_have_count(1)
    else:
        expect(page.locator(".discard .card")).to_have_count(1)
    save(page, variant, docs=True)
    play_round(page)
    expect(page.locator(".end-panel .winner")).not_to_be_empty()
    expect(page.locator(".log li").first).to_be_visible()
    save(page, variant + "-round-over")


def test_the_lobby_names_a_refused_option_and_follows_the_language(page: Page) -> None:
    page.set_viewport_size({"width": 1060, "height": 700})
    page.goto("/")
    page.wait_for_selector(".variant-choice")
    save(page, "lobby", docs=True)
    page.locator(".variant-choice", has_text="Tabaluga").click()
    page.locator("#options-box summary").click()
    expect(page.locator("[data-option=games]")).to_have_value("3")
    expect(page.locator(".option-group legend")).to_have_text(["Hausregeln", "Wertung"])
    expect(page.locator("#preset option").first).to_have_text("Standard")
    page.fill("[data-option=games]", "99")
    page.locator("#create-button").click()
    error = page.locator(".option-error[data-for=games]")
    expect(error).to_have_text("Spiele: 99 geht nicht, erlaubt sind 1 bis 50")
    expect(page.locator("#message")).to_contain_text("1 bis 50")
    expect(page).to_have_url("/")
    save(page, "lobby-editor-de", docs=True)
    page.locator("#lang").click()
    expect(page.locator("h1")).to_have_text("Open a new table")
    expect(page.locator(".variant-choice").first).to_contain_text("Players")
    expect(page.locator("#options")).to_have_attribute("data-lang", "en")
    page.locator("#options-box").evaluate("box => { box.open = true; }")
    page.fill("[data-option=games]", "99")
    page.locator("#create-button").click()
    expect(page.locator(".option-error[data-for=games]")).to_contain_text("1 to 50")
    save(page, "lobby-editor-en", docs=True)


def test_the_classic_editor_names_ranks_and_groups_in_german(page: Page) -> None:
    page.goto("/")
    page.locator(".variant-choice", has_text="Klassisch").click()
    expect(page.locator("#options")).to_have_attribute("data-variant", "classic")
    page.locator("#options-box summary").click()
    wish = page.locator("[data-option=wish_rank]")
    expect(wish.locator("option[value=J]")).to_have_text("Bube")
    expect(wish.locator("option[value=none]")).to_have_text("keine")
    names = page.locator(".option-name").all_inner_texts()
    assert names and not [name for name in names if "_" in name], names
    # presets by their German names, options grouped under German headings
    expect(page.locator("#preset option[value=strict]")).to_have_text("Streng")
    expect(page.locator("#preset option[value=single]")).to_have_text("Einzelrunden")
    expect(page.locator("#preset-help")).not_to_be_empty()
    expect(page.locator("[data-group=special_cards] legend")).to_have_text("Sonderkarten")
    expect(page.locator("[data-group=scoring] legend")).to_have_text("Wertung")

"""The page defects found by a new user, each pinned by a test."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, expect

from tests.browser.play import sit_down, start_match, take_one_turn, wait_for_decision
from tests.browser.server import create_table
from tests.browser.shots import save
from tests.browser.test_rendering import harness, sent, show
from tests.browser.views import final_view, find_view

__all__ = ["harness"]  # the fixture, imported for these tests


def test_an_empty_talon_is_drawn_as_an_empty_place_not_a_card_back(harness: Page) -> None:
    view = find_view("classic", lambda v: v["phase"] == "play")
    show(harness, {**view, "table": {**view["table"], "talon_size": 0}})
    talon = harness.locator(".talon")
    expect(talon.locator(".card.empty")).to_have_count(1)
    expect(talon.locator(".clickable")).to_have_count(0)
    expect(talon).to_contain_text("Stapel: 0")


def test_a_hand_swap_is_logged_once(harness: Page) -> None:
    swap = [{"kind": "swap", "seat": 2, "count": 3, "target": 0},
            {"kind": "swap", "seat": 0, "count": 5, "target": 2},
            {"kind": "swap", "seat": 1, "count": 2, "target": 3}]
    kept: list[dict[str, Any]] = harness.evaluate("""async (events) => {
        const { tellable } = await import("/static/js/eventlog.js");
        return tellable(events);
    }""", swap)
    assert kept == [swap[0], swap[2]]


def test_the_heuldoch_end_panel_names_the_librarys_match_winners(harness: Page) -> None:
    view = final_view("heuldoch")
    seats = view["players"]
    chosen = [(view["result"]["winners"][0] + 1) % seats]
    show(harness, view, scores=view["result"]["points"])
    # The harness shows a round end; a match end names the library's winners only.
    panel = harness.locator(".end-panel")
    round_winners = view["result"]["winners"]
    expect(panel.locator("tr.round-winner")).to_have_count(len(round_winners))
    names = harness.evaluate("""async ([view, winners]) => {
        const { shownWinners } = await import("/static/js/endpanel.js");
        return [shownWinners(view.result, true, { winners }),
                shownWinners(view.result, false, { winners }),
                shownWinners(view.result, true, null)];
    }""", [view, chosen])
    assert names == [chosen, round_winners, round_winners]
    assert sent(harness) == []


def test_a_broken_link_speaks_the_chosen_language(page: Page) -> None:
    page.goto("/t/no-such-table")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("main")).not_to_contain_text("There is no table")
    page.evaluate("localStorage.setItem('maumau.lang', 'en')")
    page.goto("/t/no-such-table")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("main")).to_contain_text("There is no table")
    expect(page.locator("main a")).to_have_text("To the lobby")


FLY = """async ([events, variant]) => {
    const { animateEvents } = await import("/static/js/motion.js");
    return animateEvents(document.getElementById("game"), events, variant, 0);
}"""


def test_cards_fly_for_plays_draws_and_swaps_unless_motion_is_reduced(harness: Page) -> None:
    view = find_view("emojical", lambda v: v["phase"] == "play")
    show(harness, view)
    events = [{"kind": "play", "seat": 1, "cards": ["r:+2"]},
              {"kind": "draw", "seat": 2, "count": 2},
              {"kind": "swap", "seat": 3, "target": 0, "count": 4},
              {"kind": "gift", "seat": 0, "target": 2}]
    assert harness.evaluate(FLY, [events, "emojical"]) == 1 + 2 + 2 + 1
    expect(harness.locator(".flight-layer .flying-card").first).to_be_attached()
    expect(harness.locator(".flying-card")).to_have_count(0, timeout=5_000)
    harness.emulate_media(reduced_motion="reduce")
    assert harness.evaluate(FLY, [events, "emojical"]) == 0


def test_heuldoch_cards_fly_onto_piles(harness: Page) -> None:
    view = find_view("heuldoch", lambda v: v["phase"] == "play",
                     options={"special_cards": True})
    show(harness, view)
    events = [{"kind": "play", "seat": 1, "cards": ["p5"], "target": 2},
              {"kind": "play", "seat": 2, "choice": "down", "target": 2},
              {"kind": "swap", "seat": 3, "target": 0},
              {"kind": "pile", "seat": 1, "choice": "katapult", "cards": ["g3"]}]
    assert harness.evaluate(FLY, [events, "heuldoch"]) == 1 + 1 + 2 + 1


def test_a_throw_in_is_announced_as_such_not_as_the_players_turn(harness: Page) -> None:
    throw = find_view("emojical", lambda v: v["phase"] == "throw_in"
                      and len(v["legal_actions"]) > 1)
    throw = {**throw, "legal_actions": [a for a in throw["legal_actions"] if a != "pass"]}
    show(harness, throw, deadline=7.5)
    expect(harness.locator(".seat.mine .turn-arrow")).to_have_text("Du hast dieselbe Karte!")
    expect(harness.locator(".action-bar .deadline")).to_have_text("noch 8 s")



def test_strandtuch_asks_whose_top_card_to_swap_with(harness: Page) -> None:
    view = find_view("heuldoch", lambda v: any(a.startswith("strandtuch>")
                                               for a in v["legal_actions"]),
                     options={"special_cards": True})
    show(harness, view)
    harness.locator(".hand .card[data-code='strandtuch']").first.click()
    dialog = harness.locator(".dialog")
    expect(dialog.locator("h2")).to_have_text("Mit wessen Stapel tauschst du die oberste Karte?")
    expect(dialog.locator(".answer").first).to_contain_text("Mit ")
    expect(dialog).not_to_contain_text("Auf den Stapel")
    dialog.locator(".answer").first.click()
    assert sent(harness)[0].startswith("strandtuch>")


def test_the_onion_card_speaks_the_chosen_language(harness: Page) -> None:
    svg = """async (lang) => {
        window.setLang(lang);
        const { cardSvg } = await import("/static/js/cards.js");
        return cardSvg("heuldoch", "onion");
    }"""
    assert "ZWIEBEL" in harness.evaluate(svg, "de")
    english = harness.evaluate(svg, "en")
    assert "ONION" in english and "ZWIEBEL" not in english
    harness.evaluate("window.setLang('de')")


def test_an_unplayable_card_says_why_in_the_players_language(page: Page, server: str) -> None:
    table = create_table(server, "classic", [{"kind": "human"},
                                             {"kind": "bot", "level": "simple"}])
    sit_down(page, table["code"], table["token"], table["seat"])
    start_match(page)
    for _ in range(20):
        wait_for_decision(page, None)
        if page.locator(".hand .card:not(.legal)").count():
            break
        state = page.evaluate("document.body.dataset.received")
        take_one_turn(page)
        wait_for_decision(page, state)
    unplayable = page.locator(".hand .card:not(.legal)").first
    name = unplayable.get_attribute("title") or ""
    unplayable.click()
    message = page.locator("#message")
    expect(message).to_be_visible()
    expect(message).to_contain_text(re.compile("passt nicht|gehört|ist gewünscht|nicht dran"))
    # the title: what the card shows, then its name ("9 ♦, Karo-9 – …")
    assert name.split(" – ")[0].split(", ", 1)[-1] in message.inner_text()
    save(page, "refusal-de", docs=True)
    page.locator("#lang").click()
    page.locator(".hand .card:not(.legal)").first.click()
    expect(message).to_contain_text(re.compile("does not|needs|wished|not now|cannot"))
    save(page, "refusal-en", docs=True)

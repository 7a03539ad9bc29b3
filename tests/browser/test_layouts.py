"""Layouts that hold, the parts the matrix (test_layout_matrix.py) does not
see: the rules open in a drawer that does not move the board; the end of a round comes
into view and takes the focus; a refusal covers neither the table's title nor the
instruction; high contrast keeps the cards that do not fit readable; H goes to the first
playable card; after the lobby made a table the focus is in the waiting room; a full
table on a phone, started from the foot of its waiting room, opens at the board with
every seat's name and hand on one line each. Seeded deals, bots without delay."""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Route, ViewportSize, expect

from maumau.core.registry import all_variants
from tests.browser.layout import SCREENS, drive, screen_problems, ws_of
from tests.browser.play import sit_down, start_match, wait_for_decision
from tests.browser.server import SEED, create_table

HUMAN = {"kind": "human"}
BOTS = [{"kind": "bot", "level": "simple"}] * 3
PHONE = SCREENS[360]
LAPTOP = SCREENS[1280]


@contextlib.contextmanager
def device(browser: Browser, server: str, size: ViewportSize,
           settings: dict[str, Any] | None = None) -> Iterator[Page]:
    """A page of its own browser context (German; `settings` as the settings dialog keeps
    them); fails on a JavaScript error."""
    context = browser.new_context(base_url=server, viewport=size, reduced_motion="reduce")
    context.set_default_timeout(15_000)
    stored = {"maumau.lang": "de", "maumau.a11y": json.dumps(settings or {})}
    context.add_init_script(
        f"for (const [k, v] of Object.entries({json.dumps(stored)})) localStorage.setItem(k, v);")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield page
    finally:
        context.close()
    assert not errors, errors


def own_turn(page: Page, server: str, game: str = "classic", **extra: Any) -> dict[str, Any]:
    """A seeded table of `game` with three bots, at this seat's first decision."""
    table = create_table(server, game, [HUMAN, *BOTS], **extra)
    sit_down(page, table["code"], table["token"], table["seat"])
    start_match(page)
    wait_for_decision(page, None)
    return table


BOX = "selector => { const r = document.querySelector(selector).getBoundingClientRect();" \
      " return [r.left, r.top, r.right, r.bottom]; }"


def box(page: Page, selector: str) -> list[float]:
    found: list[float] = page.evaluate(BOX, selector)
    return found


def overlap(a: list[float], b: list[float]) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def test_the_rules_open_in_a_drawer_that_does_not_move_the_board(browser: Browser,
                                                                 server: str) -> None:
    with device(browser, server, LAPTOP) as page:
        own_turn(page, server)
        for size in (LAPTOP, PHONE):
            page.set_viewport_size(size)
            page.evaluate("window.scrollTo(0, 0)")
            before = [box(page, "#board"), box(page, "#hand")]
            page.keyboard.press("r")
            drawer = page.locator(".rules-drawer")
            expect(drawer).to_be_visible()
            expect(drawer.locator("li").first).to_be_visible()
            expect(drawer.locator("h2")).to_be_focused()
            assert [box(page, "#board"), box(page, "#hand")] == before
            page.keyboard.press("Escape")
            expect(drawer).to_be_hidden()
            expect(page.locator(".rules-box summary")).to_be_focused()
            # by mouse: the switch beside the table (scrolled to), the drawer's button
            switch = page.locator(".rules-box summary")
            switch.scroll_into_view_if_needed()
            before = [box(page, "#board"), box(page, "#hand")]
            switch.click()
            expect(drawer).to_be_visible()
            assert [box(page, "#board"), box(page, "#hand")] == before
            drawer.locator(".rules-close").click()
            expect(drawer).to_be_hidden()
            expect(switch).to_be_focused()
            assert [box(page, "#board"), box(page, "#hand")] == before


def test_the_end_of_a_round_comes_into_view_and_takes_the_focus(browser: Browser,
                                                                 server: str) -> None:
    with device(browser, server, PHONE) as page:
        table = own_turn(page, server)
        # a player scrolled down to the hand, the focus on a card
        page.keyboard.press("h")
        expect(page.locator(".hand .card:focus")).to_have_count(1)
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        assert page.evaluate("window.scrollY") > 0
        state = drive(ws_of(server), table["code"], table["token"],
                      lambda s: s["table"]["status"] != "playing")
        expect(page.locator(".end-panel")).to_be_visible()
        page.wait_for_function("id => document.body.dataset.state === String(id)",
                               arg=state["state"])
        panel = box(page, ".end-panel")
        assert 0 <= panel[1] < PHONE["height"] / 4, panel
        assert page.evaluate("document.activeElement?.classList.contains('end-panel')")
        assert page.evaluate("document.activeElement.getAttribute('aria-labelledby')") \
            == "end-heading"


def test_a_refusal_covers_neither_the_title_nor_the_instruction(browser: Browser,
                                                                 server: str) -> None:
    with device(browser, server, PHONE) as page:
        own_turn(page, server)
        for size in (PHONE, SCREENS[320], LAPTOP, SCREENS[768]):
            page.set_viewport_size(size)
            page.evaluate("window.scrollTo(0, 0)")
            page.evaluate("document.getElementById('message').hidden = true")
            unfit = page.locator(".hand .card.dim")
            assert unfit.count(), "the seeded deal has a card that does not fit"
            unfit.first.click()
            message = page.locator("#message")
            expect(message).to_be_visible()
            expect(message).not_to_be_empty()
            shown = box(page, "#message")
            for covered in ("#table-info", ".status strong", ".status span", "#hand .hand",
                            ".talon .card", ".action-bar"):
                assert not overlap(shown, box(page, covered)), \
                    f"{size['width']}: the refusal covers {covered}"
            assert shown[1] >= 0 and shown[3] <= size["height"], shown


CONTRAST = """() => {
    const rgb = (text) => {
        const probe = document.createElement('span');
        probe.style.color = text;
        document.body.append(probe);
        const parts = getComputedStyle(probe).color.match(/[\\d.]+/g).map(Number);
        probe.remove();
        return parts.slice(0, 3);
    };
    const luminance = ([r, g, b]) => [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const over = (colour, alpha, under) => colour.map((v, i) => v * alpha + under[i] * (1 - alpha));
    const page = rgb(getComputedStyle(document.body).backgroundColor);
    const found = [];
    for (const card of document.querySelectorAll('.hand .card.dim')) {
        let alpha = 1;
        for (let at = card; at; at = at.parentElement) {
            alpha *= Number(getComputedStyle(at).opacity);
        }
        const face = card.querySelector('svg rect');
        const ground = over(rgb(face.getAttribute('fill')), alpha, page);
        for (const text of card.querySelectorAll('svg > text, svg > g > text')) {
            const ink = over(rgb(text.getAttribute('fill')), alpha, page);
            const [a, b] = [luminance(ink), luminance(ground)].sort((x, y) => y - x);
            found.push({code: card.dataset.code, ratio: (a + 0.05) / (b + 0.05), alpha,
                        frame: getComputedStyle(card, '::after').borderTopStyle});
        }
    }
    return found;
}"""


def test_high_contrast_keeps_the_cards_that_do_not_fit_readable(browser: Browser,
                                                                server: str) -> None:
    with device(browser, server, LAPTOP, {"contrast": True}) as page:
        own_turn(page, server)
        expect(page.locator("body")).to_have_class(re.compile(r"(^|\s)a11y-contrast(\s|$)"))
        texts = page.evaluate(CONTRAST)
        assert texts, "the seeded deal has a card that does not fit, with words on it"
        for text in texts:
            assert text["alpha"] == 1, text  # not faded
            assert text["frame"] == "dashed", text  # marked by a frame instead
            assert text["ratio"] >= 4.5, text


def test_h_goes_to_the_first_playable_card(browser: Browser, server: str) -> None:
    with device(browser, server, LAPTOP) as page:
        own_turn(page, server)
        first = page.locator(".hand .card.legal").first.get_attribute("data-code")
        page.keyboard.press("h")
        expect(page.locator(".hand .card:focus")).to_have_attribute("data-code", first or "")
        page.keyboard.press("End")
        assert page.locator(".hand .card:focus").get_attribute("data-code") != first
        page.keyboard.press("l")  # to the log, then back to the hand
        expect(page.locator("#log")).to_be_focused()
        page.keyboard.press("h")
        expect(page.locator(".hand .card:focus")).to_have_attribute("data-code", first or "")
        assert page.evaluate("document.activeElement.tabIndex") == 0


def test_after_the_lobby_made_a_table_the_focus_is_in_the_waiting_room(browser: Browser,
                                                                       server: str) -> None:
    def seeded(route: Route) -> None:
        if route.request.method != "POST":
            route.continue_()
            return
        body = json.loads(route.request.post_data or "{}")
        route.continue_(post_data=json.dumps({**body, "seed": SEED, "bot_delay_ms": 0}))

    with device(browser, server, PHONE) as page:
        page.goto("/")
        page.route("**/api/tables?*", seeded)
        page.fill("#name", "Anna")
        page.locator("#create-button").click()
        page.wait_for_url("**/t/**")
        expect(page.locator("#waiting .seat-line").first).to_be_visible()
        page.wait_for_function("document.activeElement?.closest('#waiting') !== null")
        expect(page.locator("#waiting h2")).to_be_focused()


BROKEN_WORDS = """() => [...document.querySelectorAll('.seats .seat-name, .seats .seat-hand')]
    .filter((el) => el.getClientRects().length > 0)
    .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return lines.size > 1;
    })
    .map((el) => el.textContent)"""


@pytest.mark.parametrize("game", [game.name for game in all_variants()])
def test_a_full_table_on_a_phone_opens_at_the_board_with_whole_seat_names(
        browser: Browser, server: str, game: str) -> None:
    most = next(entry.max_players for entry in all_variants() if entry.name == game)
    with device(browser, server, SCREENS[320]) as page:
        table = create_table(server, game, [HUMAN] + [BOTS[0]] * (most - 1))
        sit_down(page, table["code"], table["token"], table["seat"])
        expect(page.locator("button.start")).to_be_enabled()
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        start_match(page)
        wait_for_decision(page, None)
        assert screen_problems(page, own=True) == []
        assert page.evaluate(BROKEN_WORDS) == []

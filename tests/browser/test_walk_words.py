"""The page in both languages on a desktop and on two phones (390×844, 360×640): every
built-in game walked from the lobby to the end of its match with a language switch in the
middle, and a table in progress on each phone; nothing of the other language, no text
wider than its box, no console error, nothing of the table under the hand bar."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import httpx2
import pytest
from playwright.sync_api import Browser, Page, Route, TimeoutError as PlaywrightTimeoutError, expect

from tests.browser.play import sit_down, start_match, take_one_turn, wait_for_decision
from tests.browser.server import SEED, create_table
from tests.browser.shots import save
from tests.browser.walk import (
    DESKTOP,
    PHONES,
    built_in_games,
    covered_by_hand,
    every_problem,
    open_device,
    phone_shot,
    title_lines,
)

HUMAN = {"kind": "human"}
BOT = {"kind": "bot", "level": "simple"}
GAMES = built_in_games()
# A table in progress on a phone: a crowded hand where the game allows one.
PHONE_OPTIONS: dict[str, dict[str, Any]] = {"classic": {"hand_size": 10, "decks": 2},
                                             "heuldoch": {"special_cards": True}}
OTHER = {"de": "en", "en": "de"}


def titles(server: str, lang: str) -> dict[str, str]:
    answer = httpx2.get(f"{server}/api/variants?lang={lang}", timeout=10).json()
    return {entry["name"]: entry["title"] for entry in answer["variants"]}


def check_phone_table(page: Page, game: str, lang: str, size: str, title: str) -> list[str]:
    where = f"{game} {size} {lang}"
    problems = every_problem(page, lang, where)
    expect(page.locator("#table-info")).to_contain_text(title)
    if title_lines(page) > 2:
        problems.append(f"{where}: the title takes {title_lines(page)} lines")
    hand = page.evaluate("""() => { const hand = document.querySelector('.hand');
        const hint = document.querySelector('.scroll-hint');
        const last = hand.lastElementChild;
        const fits = !last || last.getBoundingClientRect().right
            <= Math.min(hand.getBoundingClientRect().right, window.innerWidth) + 1;
        return [hand.querySelectorAll('.card').length, fits || (hint !== null && !hint.hidden)];
        }""")
    if not hand[1]:
        problems.append(f"{where}: {hand[0]} cards run off the screen with no hint")
    for selector in (".seat.mine", ".talon .card", ".status"):
        if covered_by_hand(page, selector):
            problems.append(f"{where}: the hand bar covers {selector}")
    return problems


@pytest.mark.parametrize("size", list(PHONES))
def test_a_table_in_progress_fits_each_phone_in_both_languages(browser: Browser, server: str,
                                                               size: str) -> None:
    problems: list[str] = []
    for game in GAMES:
        with open_device(browser, server, PHONES[size], "de") as (page, console):
            table = create_table(server, game, [HUMAN, BOT, BOT, BOT],
                                 options=PHONE_OPTIONS.get(game, {}))
            sit_down(page, table["code"], table["token"], table["seat"])
            start_match(page)
            wait_for_decision(page, None)
            for lang in ("de", "en"):
                if lang == "en":
                    page.locator("#lang").click()
                    expect(page.locator("html")).to_have_attribute("lang", "en")
                problems += check_phone_table(page, game, lang, size,
                                              titles(server, lang)[game])
                save(page, f"walk-{size}-{game}-{lang}")
                if size == "360":
                    phone_shot(page, game, lang)
            problems += [f"{game} {size}: console {error}" for error in console.errors]
    assert not problems, "\n".join(problems)


# A short match of each game: one round where the game allows it.
SHORT: dict[str, dict[str, Any]] = {"classic": {"target_score": 0}, "tabaluga": {"games": 1},
                                    "emojical": {"target_score": 0},
                                    "heuldoch": {"special_cards": True, "rounds": 1}}
WALKS = {"de": "desktop", "en": "390"}
"""The full walk in each language, each on one screen (the phones get the table test)."""


def short_seeded_tables(page: Page, game: str) -> None:
    """The lobby's request for a new table gets the test seed, a short match, bots of the
    simplest kind and no bot delay: the same quick match every run."""
    def adjust(route: Route) -> None:
        if route.request.method != "POST":
            route.continue_()
            return
        body = json.loads(route.request.post_data or "{}")
        seats = [{**seat, "level": "simple"} if seat.get("kind") == "bot" else seat
                 for seat in body.get("seats", [])]
        body = {**body, "seed": SEED, "bot_delay_ms": 0, "seats": seats,
                "options": {**body.get("options", {}), **SHORT.get(game, {})}}
        route.continue_(post_data=json.dumps(body))
    page.unroute("**/api/tables?*")
    page.route("**/api/tables?*", adjust)


MOVED = """prev => document.querySelector('.end-panel') !== null || [document.body.dataset.received,
    document.querySelector('#status')?.textContent, document.querySelectorAll('.hand .card').length
    ].join('|') !== prev"""
NOW = """() => [document.body.dataset.received, document.querySelector('#status')?.textContent,
    document.querySelectorAll('.hand .card').length].join('|')"""
READY = ("document.querySelector('.end-panel') !== null"
         " || document.body.classList.contains('my-turn')")


def play_to_the_end(page: Page, max_turns: int = 400) -> None:
    """Click until the round is over. A decision is new when the state, the status or the
    hand changed (a throw-in window's pass keeps the state number: the poll is hidden)."""
    for _ in range(max_turns):
        page.wait_for_function(READY, timeout=30_000)
        if page.locator(".end-panel").count():
            return
        before = page.evaluate(NOW)
        take_one_turn(page)
        with contextlib.suppress(PlaywrightTimeoutError):
            page.wait_for_function(MOVED, arg=before, timeout=5_000)
    raise AssertionError("the round does not end")


def problems_here(page: Page, lang: str, where: str) -> list[str]:
    page.wait_for_timeout(50)  # the catalogue's texts are in place after a frame
    return every_problem(page, lang, where)


def walk_game(page: Page, server: str, game: str, lang: str) -> list[str]:
    other = OTHER[lang]
    found: list[str] = []
    page.goto("/")
    page.locator(f".variant-choice:has(input[value={game}])").click()
    expect(page.locator("#options")).to_have_attribute("data-variant", game)
    page.locator("#options-box").evaluate("box => { box.open = true; }")
    expect(page.locator(".option-name").first).to_be_visible()
    throw_ins = bool(page.evaluate(
        "() => !document.querySelector('#throw-in-option').hidden"))
    if throw_ins != (game == "emojical"):
        found.append(f"lobby {game}: the throw-in time shown={throw_ins}")
    headings = page.locator("#options-box h3, #options-box legend, #options-box h4")
    texts = [text.strip() for text in headings.all_inner_texts()]
    if len(texts) != len(set(texts)):
        found.append(f"lobby {game}: a heading twice: {texts}")
    found += problems_here(page, lang, f"lobby {game}")
    page.fill("#name", "Anna")
    short_seeded_tables(page, game)
    page.locator("#create-button").click()
    page.wait_for_url("**/t/**")
    expect(page.locator(".seat-line").first).to_be_visible()
    found += problems_here(page, lang, f"waiting room {game}")
    start_match(page)
    wait_for_decision(page, None)
    found += problems_here(page, lang, f"table {game}")
    before = page.evaluate(NOW)
    take_one_turn(page)
    page.wait_for_function(MOVED, arg=before)
    page.wait_for_function(READY, timeout=30_000)
    if not page.locator(".end-panel").count():
        page.locator("#lang").click()
        expect(page.locator("#table-info")).to_contain_text(titles(server, other)[game])
        found += problems_here(page, other, f"table {game} switched")
        page.locator("#lang").click()
        expect(page.locator("#table-info")).to_contain_text(titles(server, lang)[game])
        found += problems_here(page, lang, f"table {game} switched back")
    play_to_the_end(page)
    panel = page.locator(".end-panel.match-over")
    expect(panel).to_be_visible()
    found += problems_here(page, lang, f"end of match {game}")
    if covered_by_hand(page, ".talon .card"):
        found.append(f"end of match {game}: the hand bar covers the talon")
    replay = panel.locator("a.replay").get_attribute("href") or ""
    page.goto(replay)
    expect(page.locator("#board .board")).to_be_visible()
    page.locator("#speed").select_option(index=2)
    page.locator("#play").click()
    expect(page.locator("#play")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#slider")).not_to_have_value("0")
    page.locator("#play").click()
    expect(page.locator("#play")).to_have_attribute("aria-pressed", "false")
    found += problems_here(page, lang, f"replay {game}")
    page.goto(f"/how/{game}")
    expect(page.locator(".how-example").first).to_be_visible()
    found += problems_here(page, lang, f"how {game}")
    return found


def share_rules(page: Page, lang: str) -> list[str]:
    page.goto("/")
    page.locator("#ruleset-name").fill("Anna 1")
    page.locator("#ruleset-save").click()
    link = page.locator(".ruleset-share")
    expect(link).to_be_visible()
    found = problems_here(page, lang, "rules saved")
    page.goto(link.get_attribute("href") or "")
    expect(page.locator("h1").first).to_contain_text("Anna 1")
    return found + problems_here(page, lang, "shared rules opened")


@pytest.mark.parametrize("lang", list(WALKS))
def test_every_game_walked_from_the_lobby_to_the_end_of_its_match(browser: Browser,
                                                                  server: str, lang: str
                                                                  ) -> None:
    size = DESKTOP if WALKS[lang] == "desktop" else PHONES[WALKS[lang]]
    found: list[str] = []
    with open_device(browser, server, size, lang) as (page, console):
        for game in GAMES:
            found += walk_game(page, server, game, lang)
        found += share_rules(page, lang)
        found += [f"console: {error}" for error in console.errors]
    assert not found, "\n".join(found)

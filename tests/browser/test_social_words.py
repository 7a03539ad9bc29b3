"""The social layer's words in the browser, in German and English, on a desktop and on
phones: a refused support form says why in the page's language only, the share page of
house rules shows the rules in words (no option keys), the lobby and the table link to
the questions, support and history, and the history shows ratings on a scale it
explains, bots rated only after enough matches, and co-players without the player."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import httpx2
import pytest
from playwright.sync_api import BrowserContext, Page, Route, ViewportSize, expect

from tests.browser.language import RAW_KEY, WORDS, assert_one_language
from tests.browser.play import sit_down
from tests.browser.server import create_table
from tests.web.clients import Client, play_until, run_async

PHONES: tuple[ViewportSize, ...] = ({"width": 390, "height": 844},
                                    {"width": 360, "height": 640})
LINKS = {"de": ("Fragen und Antworten", "Technischer Support", "Mein Verlauf"),
         "en": ("Questions and answers", "Technical support", "My history")}
OPTION_KEYS = ("draw_two_rank", "mau_penalty_cards", "auto_call", "wish_on_wish", "jokers")

STATS = {"games": [{
    "variant": "classic", "matches": 12, "wins": 7, "win_share": 0.58, "rating": 2.5,
    "score": 1100, "provisional": False, "mu": 28.0, "sigma": 1.8,
    "bots": [{"level": "hard", "matches": 3, "wins": 2, "win_share": 0.67, "rating": -4.0,
              "score": 840, "provisional": True, "mu": 25.0, "sigma": 7.0},
             {"level": "easy", "matches": 30, "wins": 5, "win_share": 0.17, "rating": -0.5,
              "score": 980, "provisional": False, "mu": 22.0, "sigma": 7.5}]}],
    "scale": {"base": 1000, "step": 40, "rated_after": 10}}
HISTORY = {"matches": [{
    "id": 1, "code": "ABCDEFGH", "number": 1, "variant": "classic", "finished": 1.7e9,
    "seat": 0, "won": True, "winners": [0], "totals": [0, 5, 7], "rounds": 1,
    "replay": "/replay/ABCDEFGH/1", "series": [1, 0, 0],
    "players": [{"seat": 0, "kind": "human", "name": "Anna", "level": None},
                {"seat": 1, "kind": "human", "name": "Ben", "level": None},
                {"seat": 2, "kind": "bot", "name": None, "level": "hard"}]}], "next": None}
PROFILE = {"id": "p1", "name": "Anna", "created": 1.7e9}


@pytest.fixture
def phone(context: BrowserContext) -> Iterator[Page]:
    opened = context.new_page()
    opened.set_viewport_size(PHONES[1])
    yield opened
    opened.close()


def use_language(page: Page, lang: str) -> None:
    page.evaluate(f"localStorage.setItem('maumau.lang', '{lang}')")


def words_problems(text: str, lang: str) -> list[str]:
    """Raw keys and the other language's words in ``text``."""
    found = [f"raw key {key!r}" for key in RAW_KEY.findall(text)]
    words = set(re.findall(r"[A-Za-zÄÖÜäöüß]+", text.lower()))
    return found + [f"word {word!r}" for word in sorted(words & WORDS[lang])]


def check_links(page: Page, lang: str) -> None:
    footer = page.locator("footer.site-links")
    for href, text in zip(("/faq", "/faq#support-heading", "/history"), LINKS[lang],
                          strict=True):
        expect(footer.locator(f'a[href="{href}"]')).to_have_text(text)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_empty_support_form_says_why_in_the_page_language(page: Page, lang: str) -> None:
    page.goto("/faq")
    use_language(page, lang)
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.locator("#send").click()
    wanted = {"de": "Bitte fülle „E-Mail“ aus.", "en": "Please fill in “E-mail”."}[lang]
    expect(page.locator("#support-result")).to_have_text(wanted)
    expect(page.locator("#email")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#email")).to_be_focused()
    assert_one_language(page, lang, "FAQ after an empty form")
    page.fill("#email", "anna")
    page.locator("#send").click()
    expect(page.locator("#support-result")).to_contain_text(
        {"de": "keine gültige E-Mail-Adresse", "en": "not a valid e-mail address"}[lang])
    assert "@-sign" not in page.locator("#support-result").inner_text()


def test_the_share_page_shows_the_rules_in_words(page: Page, server: str) -> None:
    saved = httpx2.post(f"{server}/api/rulesets", json={"name": "Omas Regeln", "ruleset": {
        "variant": "classic", "players": 4, "preset": "party",
        "options": {"draw_two_rank": "none", "auto_call": True}}}, timeout=10).json()
    page.goto(f"/rules/{saved['id']}")
    words = page.locator("#rules-words")
    for lang in ("de", "en"):
        if lang == "en":
            page.locator("#lang").click()
            expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(words).to_have_attribute("data-lang", lang)  # the rules came in this language
        expect(words.locator("li").first).to_be_visible()
        expect(page.locator("#rules-words h3").first).to_be_visible()
        text = words.inner_text()
        assert not [key for key in OPTION_KEYS if key in text], text
        assert "none" not in text.split() and "Voreinstellung: standard" not in text
        assert not words_problems(text, lang), words_problems(text, lang)
        expect(page.locator("#use")).to_have_text(
            {"de": "Tisch mit diesen Regeln eröffnen", "en": "Open a table with these rules"}[lang])
        expect(page.locator("#use")).to_have_attribute("href", saved["lobby_url"])
        expect(page.locator("#rules-preset")).to_have_text("Party")
    missing = page.goto("/rules/doesnotexist")
    assert missing is not None and missing.status == 404
    expect(page.locator("main")).to_contain_text("There are no such house rules")
    assert_one_language(page, "en", "unknown share link")
    page.locator("#lang-link").click()
    expect(page.locator("main")).to_contain_text("Diese Hausregeln („doesnotexist“) gibt es")
    assert_one_language(page, "de", "unknown share link")


def test_lobby_and_table_link_to_questions_support_and_history(page: Page, phone: Page,
                                                               server: str) -> None:
    table = create_table(server, "classic", [{"kind": "human"},
                                             {"kind": "bot", "level": "easy"}])
    page.goto("/")
    check_links(page, "de")
    page.locator("#lang").click()
    check_links(page, "en")
    page.goto(f"/t/{table['code']}")
    check_links(page, "en")
    phone.goto("/")
    use_language(phone, "de")
    phone.reload()
    link = phone.locator('footer.site-links a[href="/history"]')
    link.scroll_into_view_if_needed()
    expect(link).to_be_visible()
    box = phone.locator("footer.site-links").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONES[1]["width"]
    link.click()
    expect(phone).to_have_url(re.compile(r"/history$"))
    expect(phone.locator("h1")).to_have_text("Mein Verlauf")


def fake_profile(page: Page) -> None:
    """The profile's answers, fixed: the ratings' words do not depend on played matches."""
    answers: dict[str, Any] = {"/api/profile": PROFILE, "/api/profile/stats": STATS,
                               "/api/profile/history": HISTORY}

    def answer(route: Route) -> None:
        path = route.request.url.split("?")[0].split("://")[1].split("/", 1)[1]
        route.fulfill(status=200, content_type="application/json",
                      body=json.dumps(answers["/" + path]))

    page.route(re.compile(r".*/api/profile(/stats|/history)?(\?.*)?$"), answer)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_ratings_on_a_scale_with_bots_rated_after_enough_matches(page: Page,
                                                                  lang: str) -> None:
    fake_profile(page)
    page.set_viewport_size(PHONES[0])
    page.goto("/history")
    page.evaluate(f"localStorage.setItem('maumau.lang', '{lang}');"
                  "localStorage.setItem('maumau.profile', 'secret')")
    page.reload()
    row = page.locator("#stats tr[data-variant=classic]")
    expect(row.locator("td.rating")).to_have_text("1100")
    bots = {"de": "leicht: 980 · schwer: erst 3 Partien, noch keine Wertung",
            "en": "easy: 980 · hard: only 3 matches, not rated yet"}[lang]
    expect(row.locator("td.bot-ratings")).to_have_text(bots)
    expect(page.locator(".rating-scale")).to_contain_text("1000")
    expect(page.locator(".rating-scale")).to_contain_text(
        {"de": "ab 10 Partien", "en": "from 10 matches on"}[lang])
    players = page.locator("tr.match td.co-players")
    expect(players).to_have_text({"de": "Ben, Bot (schwer)", "en": "Ben, bot (hard)"}[lang])
    assert_one_language(page, lang, "history with ratings")


def free_the_hosts_seat(server: str) -> tuple[str, str]:
    """A round played to its end, the host role handed to Bob, and Bob freeing the old
    host's seat: the table cannot deal. Returns the table's code and Bob's token."""
    table = create_table(server, "classic", [{"kind": "human"}, {"kind": "open"},
                                             {"kind": "bot", "level": "simple"}],
                         preset="standard")
    code = table["code"]
    bob = httpx2.post(f"{server}/api/tables/{code}/join", json={"name": "Bob", "seat": 1},
                      timeout=10).json()
    ws = server.replace("http://", "ws://")

    async def scenario() -> None:
        anna = await Client.open(ws, code, table["token"])
        ben = await Client.open(ws, code, bob["token"])
        await anna.send("start")
        await play_until([anna, ben], lambda s: s["table"]["status"] == "round_over",
                         timeout=60)
        await anna.send("hand_host", seat=1)
        await ben.until(lambda s: s["table"]["host_seat"] == 1)
        await ben.send("remove_person", seat=0)
        await ben.until(lambda s: s["table"]["blocked"] is not None)
        await ben.close()

    run_async(scenario())
    return code, bob["token"]


def test_a_table_with_a_free_seat_tells_the_host_and_seats_a_bot(page: Page,
                                                                  server: str) -> None:
    code, token = free_the_hosts_seat(server)
    sit_down(page, code, token, 1)
    note = page.locator(".end-panel .blocked-note")
    expect(note.locator(".blocked-text")).to_have_text(
        "Platz 1 ist frei, darum kann es nicht weitergehen. Setze dort einen Bot hin oder "
        "lade jemanden ein.")
    expect(page.locator("button.next_round")).to_be_disabled()
    page.locator("#lang").click()
    expect(note.locator(".blocked-text")).to_have_text(
        "Seat 1 is free, so the game cannot go on. Seat a bot there or invite somebody.")
    expect(note.locator("label")).to_contain_text("Seat 1")
    note.locator("button.add-bot").click()
    expect(note).to_have_count(0)
    expect(page.locator("button.next_round")).to_be_enabled()
    page.locator("button.next_round").click()
    page.wait_for_selector(".end-panel", state="detached")

"""Checks of a whole page for the walk tests: words of the other language, text that
overflows its box, what the sticky hand covers, console errors; and the phone screenshots
of docs/screenshots/ (written only with MAUMAU_UPDATE_SCREENSHOTS=1)."""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, ViewportSize

from maumau.core.registry import all_variants
from tests.browser.language import language_problems
from tests.browser.shots import DOCS_SCREENSHOTS, shrink

DESKTOP: ViewportSize = {"width": 1280, "height": 900}
PHONES: dict[str, ViewportSize] = {"390": {"width": 390, "height": 844},
                                   "360": {"width": 360, "height": 640}}


def built_in_games() -> list[str]:
    """The games that come with maumau (a plugin game installed beside them is left out)."""
    return [game.name for game in all_variants()
            if type(game).__module__.startswith("maumau.games.")]


# Frequent words of one language that the other never uses (card and game names aside):
# a page in German must show none of the English ones, and the reverse.
FREQUENT = {
    "de": {"the", "draw", "card", "cards", "round", "your", "you", "and", "not", "with", "pile",
           "turn", "wins", "points", "players", "seat", "match", "skipped", "play", "over",
           "wish", "rules", "how", "table", "waiting"},
    "en": {"und", "nicht", "karte", "karten", "runde", "ziehen", "dein", "deine", "du", "mit",
           "stapel", "platz", "punkte", "spieler", "partie", "zug", "wer", "gewinnt", "aussetzen",
           "regeln", "tisch", "wünscht", "vorbei", "dran", "nächste"},
}

# The picker of saved house rules lists names people gave them (other tests save "Omas
# Regeln"): their words are no page text, so the picker is left out while reading.
TEXT = """() => {
    const pick = document.getElementById('ruleset-pick');
    const was = pick ? pick.hidden : false;
    if (pick) pick.hidden = true;
    const text = [document.body.innerText,
        ...[...document.querySelectorAll('option')].filter(o => !pick || !pick.contains(o))
            .map(o => o.textContent),
        ...[...document.querySelectorAll('[title]')].map(e => e.title)].join('\\n');
    if (pick) pick.hidden = was;
    return text;
}"""


def word_problems(page: Page, lang: str) -> list[str]:
    """Words of the other language on the page now, by the project's lists and ours."""
    problems = language_problems(page, lang)
    shown = re.sub(r"https?://\S+", " ", page.evaluate(TEXT))  # addresses are no words
    words = set(re.findall(r"[A-Za-zÄÖÜäöüß]+", shown.lower()))
    other = "English" if lang == "de" else "German"
    problems += [f"{other} word {word!r}" for word in sorted(words & FREQUENT[lang])
                 if f"{other} word {word!r}" not in problems]
    return problems


OVERFLOW = """() => {
    const found = [];
    const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
        + [...el.classList].map((c) => '.' + c).join('');
    for (const el of document.querySelectorAll('body *')) {
        if (!(el instanceof HTMLElement) || el.closest('svg, .card, .overlay-ignore')) continue;
        const style = getComputedStyle(el);
        if (style.display === 'inline' || style.display === 'contents') continue;
        if (style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
        if (['auto', 'scroll'].includes(style.overflowX)) continue;  // a scroll container
        if (!el.innerText || !el.innerText.trim()) continue;
        // a box of a pixel or two is text kept for screen readers only
        if (el.clientWidth > 2 && el.scrollWidth > el.clientWidth + 1) {
            found.push(`${name(el)} ${el.scrollWidth}>${el.clientWidth}: `
                + el.innerText.trim().slice(0, 40));
        }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) {
        found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}`);
    }
    return found;
}"""


def overflow_problems(page: Page) -> list[str]:
    """Text that does not fit its box (scroll containers aside), and sideways scrolling."""
    found: list[str] = page.evaluate(OVERFLOW)
    return found


COVERED = """selector => {
    const hand = document.querySelector('#hand');
    const target = document.querySelector(selector);
    if (!hand || !target || target.getClientRects().length === 0) return null;
    const a = hand.getBoundingClientRect();
    const b = target.getBoundingClientRect();
    const overlap = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    return overlap > 2 && Math.min(a.right, b.right) > Math.max(a.left, b.left);
}"""


def covered_by_hand(page: Page, selector: str) -> bool | None:
    """Whether the hand bar lies over the element (None when it is not shown)."""
    result: bool | None = page.evaluate(COVERED, selector)
    return result


TITLE_LINES = """() => {
    const info = document.querySelector('#table-info');
    if (!info || !info.textContent.trim()) return 0;
    const height = parseFloat(getComputedStyle(info).lineHeight) || 16;
    return Math.round(info.getBoundingClientRect().height / height);
}"""


def title_lines(page: Page) -> int:
    lines: int = page.evaluate(TITLE_LINES)
    return lines


class Console:
    """Console errors and uncaught errors of every page of a browser context."""

    def __init__(self, context: BrowserContext) -> None:
        self.errors: list[str] = []
        context.on("page", self.watch)
        for page in context.pages:
            self.watch(page)

    def watch(self, page: Page) -> None:
        page.on("console", self.message)
        page.on("pageerror", lambda error: self.errors.append(f"uncaught: {error}"))

    def message(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.errors.append(f"{message.text} ({message.location.get('url', '')})")


@contextlib.contextmanager
def open_device(browser: Browser, server: str, size: ViewportSize, lang: str
                ) -> Iterator[tuple[Page, Console]]:
    """A device of the given screen size whose person chose ``lang``."""
    phone = size["width"] < 800
    context = browser.new_context(base_url=server, viewport=size, is_mobile=phone,
                                  has_touch=phone, reduced_motion="reduce")
    context.set_default_timeout(15_000)
    console = Console(context)
    try:
        page = context.new_page()
        page.goto("/")
        page.evaluate("lang => localStorage.setItem('maumau.lang', lang)", lang)
        yield page, console
    finally:
        context.close()


def phone_shot(page: Page, game: str, lang: str) -> Path | None:
    """docs/screenshots/phone-360-<game>-<lang>.png, only with MAUMAU_UPDATE_SCREENSHOTS=1."""
    if os.environ.get("MAUMAU_UPDATE_SCREENSHOTS") != "1":
        return None
    DOCS_SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    target = DOCS_SCREENSHOTS / f"phone-360-{game}-{lang}.png"
    page.screenshot(path=str(target))
    shrink(target)
    return target


HIDE_UNSEEN = """on => {
    const old = document.getElementById('walk-unseen');
    if (old) old.remove();
    if (!on) return;
    const style = document.createElement('style');
    style.id = 'walk-unseen';
    style.textContent = '.visually-hidden { display: none !important; }';
    document.head.append(style);
}"""
"""Text only a screen reader gets (live regions) is left out of the visible text."""


def every_problem(page: Page, lang: str, where: str) -> list[str]:
    page.evaluate(HIDE_UNSEEN, True)
    try:
        found = word_problems(page, lang) + overflow_problems(page)
    finally:
        page.evaluate(HIDE_UNSEEN, False)
    return [f"{where}: {problem}" for problem in found]


def summary(found: dict[str, Any]) -> str:
    return "\n".join(f"{key}: {value}" for key, value in found.items())

"""Layouts that hold: every game of the registry (the plugin game included), in
German and English, with normal and large cards, at 320, 360, 390, 414, 768 and 1280 px,
in the lobby with the game chosen, the invitation, the waiting room, the own turn, a
choice dialog, a throw-in window (where the game has them), the end of a round and the
end of the match: the page is never wider than the screen, no control lies under another
thing, and at the own turn the hand, the talon and "Karte ziehen" are on the screen.

Each state is reached once, on a seeded table whose own seat a scripted player moves over
the protocol (tests/browser/layout.py) while the page looks on; then the page is switched
through the languages, the card sizes and the screen sizes in place."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx2
import pytest
from playwright.sync_api import Browser, Page, expect

from maumau.core.registry import all_variants
from tests.browser.layout import (
    SCREENS,
    Relay,
    dialog_cards,
    drive,
    large_cards,
    my_decision,
    page_shows,
    screen_problems,
    state_summary,
    ws_of,
)
from tests.browser.play import sit_down, wait_for_decision
from tests.browser.server import create_table
from tests.web.clients import Message

GAMES = [game.name for game in all_variants()]
BOT = {"kind": "bot", "level": "simple"}
# Matches of more than one round, short ones; classic with a hand of eight (two rows of
# large cards once); emojical's windows short (the page is held at the one measured,
# tests/browser/layout.py: Relay) and only where a seat holds a copy.
SETUP: dict[str, dict[str, Any]] = {
    "classic": {"options": {"hand_size": 8, "decks": 2, "target_score": 300}},
    "tabaluga": {"options": {"games": 2}},
    "emojical": {"options": {"target_score": 200, "open_windows": False}, "throw_in_seconds": 1},
    "heuldoch": {"options": {"special_cards": True, "rounds": 2}},
    "crazy_eights": {"options": {"games": 2}},
}
OTHER = {"de": "en", "en": "de"}
SHOTS = os.environ.get("MAUMAU_LAYOUT_SHOTS")

LANG_SHOWN = """lang => document.documentElement.lang === lang
    && [...document.querySelectorAll('#rules-preview, #options, .rules-body, .join-rules > div')]
        .every((box) => box.dataset.lang === lang)"""


class Sweep:
    """The page of one device, switched through languages, card sizes and screens."""

    def __init__(self, page: Page, server: str, game: str) -> None:
        self.page = page
        self.game = game
        self.lang = "de"
        self.large = False
        self.problems: list[str] = []
        self.checks = 0
        self.forward = False
        self.titles = {lang: {entry["name"]: entry["title"] for entry in httpx2.get(
            f"{server}/api/variants?lang={lang}", timeout=10).json()["variants"]}
            for lang in ("de", "en")}

    def set_lang(self, lang: str) -> None:
        self.page.evaluate(
            "lang => import('/static/js/i18n.js').then((i18n) => i18n.setLang(lang))", lang)
        self.page.wait_for_function(LANG_SHOWN, arg=lang)
        title = self.titles[lang][self.game]
        self.page.wait_for_function(
            """title => { const info = document.querySelector('#table-info');
                return !info || !info.textContent || info.textContent.startsWith(title); }""",
            arg=title)
        self.lang = lang

    def run(self, where: str, own: bool = False,
            reopen: Callable[[], None] | None = None) -> None:
        """Every language, card size and screen of the state now shown; `reopen` draws a
        dialog again after a language switch (a dialog keeps the words it was opened with)."""
        for turn, lang in enumerate((self.lang, OTHER[self.lang])):
            if turn:
                if reopen is not None:
                    self.page.keyboard.press("Escape")
                    expect(self.page.locator(".overlay")).to_have_count(0)
                self.set_lang(lang)
                if reopen is not None:
                    reopen()
            for size in (self.large, not self.large):
                large_cards(self.page, size)
                self.large = size
                self.forward = not self.forward
                for width in list(SCREENS) if self.forward else list(reversed(SCREENS)):
                    self.page.set_viewport_size(SCREENS[width])
                    if own:
                        self.page.evaluate("window.scrollTo(0, 0)")
                    self.checks += 1
                    cards = "large" if size else "normal"
                    self.problems += [f"{self.game} {where} {lang} {cards} {width}: {problem}"
                                      for problem in screen_problems(self.page, own)]
                    if SHOTS:  # for a person to look at: MAUMAU_LAYOUT_SHOTS=<folder>
                        name = f"{self.game}-{where}-{lang}-{cards}-{width}.png".replace(" ", "-")
                        self.page.screenshot(path=str(Path(SHOTS) / name))


def kind_of(state: Message) -> str | None:
    """Which state of the matrix a state of the scripted seat is (or None)."""
    status = state["table"]["status"]
    if status == "match_over":
        return "end of match"
    if status == "round_over":
        return "end of round"
    if not my_decision(state):
        return None
    if state["view"]["phase"] == "throw_in":
        return "throw-in window"
    return "a dialog" if dialog_cards(state) else None


@pytest.mark.parametrize("game", GAMES)
def test_every_screen_holds_its_layout(browser: Browser, server: str, game: str) -> None:
    context = browser.new_context(base_url=server, viewport=SCREENS[1280], reduced_motion="reduce")
    context.set_default_timeout(15_000)
    # German first; every card with a choice asks (no one-tap play, no automatic answer)
    context.add_init_script("""if (!localStorage.getItem('maumau.lang')) {
        localStorage.setItem('maumau.lang', 'de');
        localStorage.setItem('maumau.always_ask', 'on'); }""")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    sweep = Sweep(page, server, game)
    relay = Relay(page)
    try:
        page.goto("/")
        page.locator(f".variant-choice:has(input[value={game}])").click()
        expect(page.locator("#options")).to_have_attribute("data-variant", game)
        page.locator("#options-box").evaluate("box => { box.open = true; }")
        page.wait_for_function(LANG_SHOWN, arg="de")
        sweep.run("lobby")

        setup = SETUP.get(game, {})
        table = create_table(server, game, [{"kind": "human"}, {"kind": "open"}, BOT, BOT],
                             **setup)
        page.goto(f"/t/{table['code']}")
        expect(page.locator(".join-name")).to_be_visible()
        page.wait_for_function(LANG_SHOWN, arg=sweep.lang)
        sweep.run("invitation")

        sit_down(page, table["code"], table["token"], table["seat"])
        expect(page.locator(".seat-line.kind-open")).to_have_count(1)
        sweep.run("waiting room")
        page.locator(".seat-line.kind-open select.level").select_option("simple")
        page.locator(".seat-line.kind-open .add-bot").click()
        expect(page.locator("button.start")).to_be_enabled()
        page.locator("button.start").click()
        wait_for_decision(page, None)
        sweep.run("own turn", own=True)

        wanted = {"a dialog", "end of round", "end of match"}
        if game == "emojical":
            wanted.add("throw-in window")
        ws = ws_of(server)
        while wanted:
            state = drive(ws, table["code"], table["token"],
                          lambda s: kind_of(s) in wanted)
            reached = kind_of(state)
            assert reached in wanted, state_summary(state)
            if reached == "throw-in window":
                relay.hold_after(state["state"])
            if reached == "end of match":
                assert "end of round" not in wanted, "the first round ended the match"
            page_shows(page, state)
            if reached == "a dialog":
                card = dialog_cards(state)[0]

                def open_dialog(card: str = card) -> None:
                    page.locator(f".hand .card[data-code='{card}']").first.click()
                    expect(page.locator(".overlay .dialog")).to_be_visible()

                open_dialog()
                sweep.run(reached, reopen=open_dialog)
                page.keyboard.press("Escape")
            elif reached in ("end of round", "end of match"):
                expect(page.locator(".end-panel")).to_be_visible()
                sweep.run(reached)
            else:
                expect(page.locator(".status.throw-in")).to_be_visible()
                sweep.run(reached, own=True)
                relay.release()
            wanted.discard(str(reached))
    finally:
        context.close()
    assert not errors, errors
    assert not sweep.problems, f"{len(sweep.problems)} of {sweep.checks} screens:\n" + \
        "\n".join(sweep.problems[:80])

"""Accessibility of the web page (docs/accessibility.md): every page and every state of
a table passes axe-core's WCAG 2.0/2.1/2.2 A and AA rules in both languages at desktop
and phone sizes; a round of each game is played by key presses alone; a screen reader's
live region tells the turns, the moves, refusals and the end of the round; the settings
are kept and applied."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import httpx2
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize, expect

from maumau.core.registry import all_variants
from tests.browser.play import sit_down, start_match, take_one_turn, wait_for_decision
from tests.browser.server import create_table
from tests.browser.views import every_card_code

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
DESKTOP: ViewportSize = {"width": 1280, "height": 900}
PHONE: ViewportSize = {"width": 390, "height": 844}
GAMES = ["classic", "tabaluga", "emojical", "heuldoch"]
BOTS = [{"kind": "bot", "level": "simple"}] * 3
HUMAN = {"kind": "human"}
# Every rule of those tags, the ones axe leaves out by default too (experimental and
# deprecated rules such as css-orientation-lock, p-as-heading, td-has-header).
RUN_AXE = """tags => axe.run(document, {
    runOnly: {type: 'rule', values: axe.getRules(tags).map(rule => rule.ruleId)},
    resultTypes: ['violations']})"""
ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core"


@cache
def axe_script() -> str:
    """axe-core from the npm registry, pinned in package.json and package-lock.json at the
    root and installed by `make test` (`npm ci`)."""
    script = AXE / "axe.min.js"
    assert script.exists(), f"{script} is missing: run `make test` (or `npm ci`) first"
    return script.read_text()


def test_axe_is_the_release_the_lock_pins() -> None:
    """node_modules holds the axe-core of package-lock.json (a stale install fails)."""
    pinned = json.loads((ROOT / "package.json").read_text())["devDependencies"]["axe-core"]
    locked = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    assert locked["node_modules/axe-core"]["version"] == pinned
    assert json.loads((AXE / "package.json").read_text())["version"] == pinned
    assert axe_script().startswith(f"/*! axe v{pinned}\n")


def violations(page: Page) -> list[str]:
    """axe-core's WCAG 2.x A/AA violations on the page now, one line each."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(axe_script())
    found: dict[str, Any] = page.evaluate(RUN_AXE, TAGS)
    return [f"{v['id']} ({len(v['nodes'])}): {v['nodes'][0]['target']} "
            f"{v['nodes'][0]['failureSummary'].splitlines()[1:2]}" for v in found["violations"]]


def assert_accessible(page: Page, where: str) -> None:
    found = violations(page)
    assert not found, f"{where}: {found}"


def new_device(browser: Browser, server: str, lang: str, viewport: ViewportSize,
               settings: dict[str, Any] | None = None) -> BrowserContext:
    """A browser context whose pages speak `lang` (and keep `settings`) from the start."""
    context = browser.new_context(base_url=server, viewport=viewport)
    context.set_default_timeout(15_000)
    stored = {"maumau.lang": lang}
    if settings is not None:
        stored["maumau.a11y"] = json.dumps(settings)
    script = "for (const [k, v] of Object.entries(STORED)) localStorage.setItem(k, v);"
    context.add_init_script(script.replace("STORED", json.dumps(stored)))
    return context


def watch_errors(page: Page) -> list[str]:
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    return problems


# ------------------------------------------------------------------ every page


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_page_passes_axe_at_desktop_and_phone_size(browser: Browser, server: str,
                                                         lang: str) -> None:
    waiting = create_table(server, "classic", [HUMAN, {"kind": "open"}, *BOTS[:1]])
    house = httpx2.post(f"{server}/api/rulesets", json={"name": "Omas Regeln", "ruleset": {
        "variant": "classic", "players": 4, "options": {"jokers": 2}}}, timeout=10).json()
    for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        device = new_device(browser, server, lang, viewport)
        page = device.new_page()
        problems = watch_errors(page)
        try:
            page.goto("/")
            page.wait_for_selector(".variant-choice")
            assert_accessible(page, f"lobby {size}")
            page.locator("#settings-open").click()
            expect(page.locator(".a11y-dialog")).to_be_visible()
            assert_accessible(page, f"settings dialog {size}")
            page.keyboard.press("Escape")
            expect(page.locator(".a11y-dialog")).to_have_count(0)
            expect(page.locator("#settings-open")).to_be_focused()
            for game in GAMES if size == "desktop" else GAMES[:2]:
                page.goto(f"/how/{game}")
                page.wait_for_selector(".how-example")
                assert_accessible(page, f"how {game} {size}")
            page.goto("/faq")
            page.wait_for_selector("#faq :is(details, h2, dt, p)")
            assert_accessible(page, f"faq and support form {size}")
            page.goto("/history")
            page.wait_for_load_state("networkidle")
            assert_accessible(page, f"history {size}")
            page.goto(f"/t/{waiting['code']}")
            page.wait_for_selector(".join-name")
            assert_accessible(page, f"invitation {size}")
            page.goto(f"/rules/{house['id']}")
            expect(page.locator("h1")).to_contain_text("Omas Regeln")
            assert_accessible(page, f"house rules {size}")
        finally:
            device.close()
        assert not problems, problems


# ------------------------------------------------------------------ every table state


MOMENT = "() => [document.body.dataset.received, document.querySelector('.status')?.textContent]"
NEXT = """prev => document.querySelector('.end-panel') !== null
    || (document.body.classList.contains('my-turn') && document.querySelector('.overlay') === null
        && (document.body.dataset.received !== prev[0]
            || document.querySelector('.status')?.textContent !== prev[1]))"""


def next_decision(page: Page, before: list[str] | None) -> list[str]:
    """Waits for the next decision of this seat (or the end of the round); a throw-in pass
    that nobody notices keeps the state id, so the status line counts too."""
    if before is None:
        wait_for_decision(page, None)
    else:
        page.wait_for_function(NEXT, arg=before, timeout=20_000)
    moment: list[str] = page.evaluate(MOMENT)
    return moment


def play_until(page: Page, seen: Callable[[], bool], max_turns: int = 300) -> None:
    """Play this seat by clicking until the round ends; `seen` looks at each decision
    first and says whether it made the move itself."""
    moment = None
    for _ in range(max_turns):
        moment = next_decision(page, moment)
        if seen():
            continue
        if page.locator(".end-panel").count():
            return
        take_one_turn(page)
    raise AssertionError("the round does not end")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_state_of_a_table_passes_axe(browser: Browser, server: str, lang: str) -> None:
    device = new_device(browser, server, lang, DESKTOP)
    page = device.new_page()
    problems = watch_errors(page)
    checked: set[str] = set()

    def check(what: str, size: str = "desktop") -> None:
        if what in checked:
            return
        checked.add(what)
        assert_accessible(page, f"{what} ({lang}, {size})")
        if size == "desktop":
            page.set_viewport_size(PHONE)
            assert_accessible(page, f"{what} ({lang}, phone)")
            page.set_viewport_size(DESKTOP)

    try:
        table = create_table(server, "emojical", [HUMAN, *BOTS])
        sit_down(page, table["code"], table["token"], table["seat"])
        page.wait_for_selector("button.start")
        check("waiting room")
        start_match(page)

        def seen() -> None:
            if page.locator(".end-panel").count():
                check("end of round")
            elif page.evaluate("document.querySelector('.status.throw-in') !== null"):
                check("throw-in window")
            elif "own turn" not in checked:
                check("own turn")
                page.locator(".rules-box summary").click()
                check("rules open")
                page.locator(".rules-box summary").click()
                page.keyboard.press("o")
                check("settings dialog at the table")
                page.keyboard.press("Escape")

        def one_dialog() -> bool:
            """The first legal card, when it has a choice, opens its dialog: checked,
            then answered by its first answer."""
            seen()
            legal = page.locator(".hand .card.legal")
            if "a dialog" in checked or page.locator(".end-panel").count() or not legal.count():
                return False
            state = page.evaluate("document.body.dataset.received")
            legal.first.click()
            page.wait_for_function("prev => document.querySelector('.overlay') !== null"
                                   " || document.body.dataset.received !== prev", arg=state)
            if page.locator(".overlay").count():
                check("a dialog")
                page.locator(".dialog .answer").first.click()
            return True

        play_until(page, one_dialog)
        assert checked == {"waiting room", "own turn", "rules open", "settings dialog at the table",
                           "a dialog", "throw-in window", "end of round"}, checked
        # large cards and high contrast: the same rules hold
        page.evaluate("localStorage.setItem('maumau.a11y', JSON.stringify("
                      "{large: true, contrast: true, calm: true}))")
        page.reload()
        page.wait_for_selector(".end-panel")
        assert page.evaluate("document.body.className").count("a11y-") == 3
        check("end of round, large and high contrast")

        # a heuldoch match is one round: the end of the match, its replay, the history
        page.evaluate("localStorage.removeItem('maumau.a11y')")
        match = create_table(server, "heuldoch", [HUMAN, *BOTS], options={"special_cards": True})
        sit_down(page, match["code"], match["token"], match["seat"])
        start_match(page)
        assert play_checking(page, check, "heuldoch") == {"own turn", "a dialog"}
        expect(page.locator(".end-panel.match-over")).to_have_count(1)
        check("end of match")
        page.goto(f"/replay/{match['code']}/1")
        page.wait_for_selector("#board .card, .board .card")
        check("replay")
    finally:
        device.close()
    assert not problems, problems


def play_checking(page: Page, check: Callable[[str], None], game: str) -> set[str]:
    """Plays this seat's round by clicking, as `play_until`; checks the first own turn and
    the first dialog a card opens (then answered by its first answer). Returns what it
    checked."""
    seen: set[str] = set()

    def look() -> bool:
        if page.locator(".end-panel").count():
            return False
        if "own turn" not in seen:
            seen.add("own turn")
            check(f"{game}: own turn")
        legal = page.locator(".hand .card.legal")
        if "a dialog" in seen or not legal.count():
            return False
        mau = page.locator(".mau-toggle[aria-pressed=false]")
        if mau.count():
            mau.first.click()
        state = page.evaluate("document.body.dataset.received")
        legal.first.click()
        page.wait_for_function("prev => document.querySelector('.overlay') !== null"
                               " || document.body.dataset.received !== prev", arg=state)
        if page.locator(".overlay").count():
            seen.add("a dialog")
            check(f"{game}: a dialog")
            page.locator(".dialog .answer").first.click()
        return True

    play_until(page, look)
    return seen


# Short rounds: four cards each in classic (still with a wish dialog), a deal of the
# plugin game that ends after a dozen turns.
SHORT: dict[str, dict[str, Any]] = {"classic": {"options": {"hand_size": 4}},
                                    "crazy_eights": {"seed": 1}}


def other_games() -> list[str]:
    """Every game the registry has (a plugin game too) but the two walked above."""
    return [game.name for game in all_variants() if game.name not in ("emojical", "heuldoch")]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_table_of_every_game_passes_axe(browser: Browser, server: str, lang: str) -> None:
    """Classic, Tabaluga and a plugin game at a table of two, at desktop and phone size:
    the own turn, a dialog where the first playable card opens one, the end of the round."""
    device = new_device(browser, server, lang, DESKTOP)
    page = device.new_page()
    problems = watch_errors(page)

    def check(what: str) -> None:
        assert_accessible(page, f"{what} ({lang}, desktop)")
        page.set_viewport_size(PHONE)
        assert_accessible(page, f"{what} ({lang}, phone)")
        page.set_viewport_size(DESKTOP)

    seen: dict[str, set[str]] = {}
    try:
        for game in other_games():
            table = create_table(server, game, [HUMAN, *BOTS[:1]], **SHORT.get(game, {}))
            sit_down(page, table["code"], table["token"], table["seat"])
            start_match(page)
            seen[game] = play_checking(page, check, game)
            check(f"{game}: end of round")
    finally:
        device.close()
    assert not problems, problems
    assert {"classic", "tabaluga"} <= set(seen), seen
    assert all("own turn" in states for states in seen.values()), seen
    assert "a dialog" in seen["classic"], seen


NAMES = """async () => {
    const { cardElement, backElement } = await import("/static/js/cards.js");
    const { t } = await import("/static/js/i18n.js");
    const gallery = document.createElement("main");
    for (const [variant, codes] of Object.entries(CODES)) {
        for (const code of codes) gallery.append(cardElement(variant, code, {button: true}));
    }
    const talon = backElement(t("table.talon"));
    talon.setAttribute("role", "button");  // as the board has it when a draw is allowed
    gallery.append(talon);
    document.body.replaceChildren(gallery);
    const ids = [...document.querySelectorAll("[id]")].map(element => element.id);
    if (new Set(ids).size !== ids.length) return "an id twice";
    return [...gallery.children].map(card => [card.getAttribute("aria-label"),
        [...card.querySelectorAll("svg text")].map(mark => mark.textContent.trim())
            .filter(Boolean)]);
}"""


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_card_is_named_by_what_it_shows_first(browser: Browser, server: str,
                                                     lang: str) -> None:
    """Every card of every game as a button, and the talon: its name begins with the marks
    it shows ("K, Kreuz-König", "9 ♦, Karo-9", "MAU, Stapel"), each written once (a repeat
    is a picture of it), and axe's label-in-name rule (WCAG 2.5.3) holds."""
    device = new_device(browser, server, lang, DESKTOP)
    page = device.new_page()
    try:
        page.goto("/")
        named = page.evaluate(NAMES.replace("CODES", json.dumps(every_card_code())))
        assert isinstance(named, list), named
        for name, marks in named:
            assert len(set(marks)) == len(marks), (name, marks)
            assert not marks or name.startswith(" ".join(marks) + ", "), (name, marks)
        assert sum(bool(marks) for _, marks in named) > len(named) * 3 // 4, named
        assert named[-1][1], named[-1]  # the talon shows its print
        assert_accessible(page, f"every card ({lang})")
    finally:
        device.close()


# ------------------------------------------------------------------ keyboard alone


FOCUSED = "document.activeElement?.closest('.hand') ? 'hand' : " \
          "(document.activeElement?.className || '')"


def press_one_turn(page: Page) -> str:
    """One decision by keys alone: Mau (M), a legal card (H, arrows, Enter; a dialog's
    first answer by Enter), else draw (D), pass (P) or a choice (B, Tab, Enter)."""
    keyboard = page.keyboard
    if page.locator(".mau-toggle[aria-pressed=false]").count():
        keyboard.press("m")
        expect(page.locator(".mau-toggle[aria-pressed=true]")).to_have_count(1)
    cards = page.locator(".hand .card")
    if page.locator(".hand .card.legal").count():
        keyboard.press("h")
        for _ in range(cards.count()):
            if page.evaluate("document.activeElement?.classList.contains('legal')"):
                break
            keyboard.press("ArrowRight")
        assert page.evaluate("document.activeElement?.classList.contains('legal')"), \
            page.evaluate(FOCUSED)
        state = page.evaluate("document.body.dataset.received")
        keyboard.press("Enter")
        page.wait_for_function("prev => document.querySelector('.overlay') !== null"
                               " || document.body.dataset.received !== prev", arg=state)
        if page.locator(".overlay").count():
            assert page.evaluate("document.activeElement?.classList.contains('answer')")
            keyboard.press("Enter")
        return "card"
    bar = page.locator(".action-bar")
    if bar.locator(".word.draw, .word.take, .word.gamble").count():
        keyboard.press("d")
        return "draw"
    if bar.locator(".word.pass").count():
        keyboard.press("p")
        return "pass"
    if bar.locator(".choice").count():
        keyboard.press("b")
        for _ in range(8):
            if page.evaluate("document.activeElement?.classList.contains('choice')"):
                break
            keyboard.press("Tab")
        keyboard.press("Enter")
        return "choice"
    raise AssertionError("my turn, but no key does anything")


def play_by_keys(page: Page, max_turns: int = 300) -> int:
    turns = 0
    moment = None
    while True:
        moment = next_decision(page, moment)
        if page.locator(".end-panel").count():
            return turns
        press_one_turn(page)
        turns += 1
        assert turns <= max_turns, "the round does not end"


@pytest.mark.parametrize(("game", "lang"), [(game, "de") for game in GAMES] + [("classic", "en")])
def test_a_round_of_each_game_is_played_by_keys_alone(browser: Browser, server: str,
                                                      game: str, lang: str) -> None:
    device = new_device(browser, server, lang, DESKTOP)
    page = device.new_page()
    problems = watch_errors(page)
    try:
        options = {"special_cards": True} if game == "heuldoch" else {}
        table = create_table(server, game, [HUMAN, *BOTS], options=options)
        sit_down(page, table["code"], table["token"], table["seat"])
        page.wait_for_selector("button.start")
        page.locator("button.start").focus()
        page.keyboard.press("Enter")
        page.wait_for_selector("#game:not([hidden])")
        turns = play_by_keys(page)
        assert turns > 0
        expect(page.locator(".end-panel .winner")).not_to_be_empty()
        # the end panel's buttons are reached by keys too
        page.keyboard.press("b")
        assert page.evaluate("document.activeElement?.closest('.end-panel') !== null")
    finally:
        device.close()
    assert not problems, problems


# ------------------------------------------------------------------ screen reader


HEARD = {"de": ("Du bist dran!", "Runde vorbei", ("Kreuz", "Pik", "Herz", "Karo")),
         "en": ("Your turn!", "Round over", ("Clubs", "Spades", "Hearts", "Diamonds"))}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_screen_reader_hears_the_turns_moves_refusals_and_the_end(
        browser: Browser, server: str, lang: str) -> None:
    your_turn, round_over, suits = HEARD[lang]
    device = new_device(browser, server, lang, DESKTOP)
    page = device.new_page()
    problems = watch_errors(page)
    try:
        table = create_table(server, "classic", [HUMAN, *BOTS])
        sit_down(page, table["code"], table["token"], table["seat"])
        start_match(page)
        wait_for_decision(page, None)
        region = page.get_by_role("log").and_(page.locator("#announce"))
        expect(region).to_contain_text(your_turn)
        # cards have names, not only pictures
        hand = page.locator(".hand").aria_snapshot()
        assert "button" in hand and any(suit in hand for suit in suits), hand
        # a refused card: the reason is told
        illegal = page.locator(".hand .card:not(.legal)")
        assert illegal.count(), "the seeded deal has a card that does not fit"
        illegal.first.focus()
        page.keyboard.press("Enter")
        expect(page.get_by_role("alert")).not_to_be_empty()
        reason = page.locator("#message").text_content() or ""
        assert reason.strip()
        expect(region).to_contain_text(reason)
        state = page.evaluate("document.body.dataset.received")
        take_one_turn(page)
        wait_for_decision(page, state)
        expect(region).to_contain_text("Bot 2")  # the next seat's move
        while not page.locator(".end-panel").count():
            state = page.evaluate("document.body.dataset.received")
            take_one_turn(page)
            wait_for_decision(page, state)
        expect(region).to_contain_text(round_over)
        told = region.aria_snapshot()
        assert told.startswith("- log") and "paragraph" in told, told
        assert page.evaluate("document.querySelectorAll('#announce p').length") <= 12
    finally:
        device.close()
    assert not problems, problems


def test_settings_are_kept_and_applied_and_sent_with_the_pace(page: Page, server: str) -> None:
    page.goto("/")
    page.wait_for_selector(".variant-choice")
    page.locator("#settings-open").focus()
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("input").first).to_be_focused()
    dialog.get_by_label("Große Karten und Schrift").check()
    dialog.get_by_label("Langsam").check()
    dialog.get_by_label("Länger (mindestens 20 Sekunden)").check()
    dialog.get_by_label("Weniger Bewegung").check()
    page.keyboard.press("Escape")
    expect(page.locator("body")).to_have_class(has_class("a11y-large"))
    calm = "import('/static/js/motion.js').then(motion => motion.reducedMotion())"
    assert page.evaluate(calm) is True
    page.get_by_role("button", name="Einstellungen").click()
    page.get_by_role("dialog").get_by_label("Weniger Bewegung").uncheck()
    page.keyboard.press("Escape")
    assert page.evaluate(calm) is False
    page.emulate_media(reduced_motion="reduce")  # the system's wish counts too
    page.reload()
    expect(page.locator("body")).to_have_class(has_class("a11y-calm"))
    assert page.evaluate(calm) is True
    page.emulate_media(reduced_motion="no-preference")
    stored = json.loads(page.evaluate("localStorage.getItem('maumau.a11y')"))
    assert stored["large"] and stored["pace"] == "slow" and stored["throwIn"] == "long"
    table = create_table(server, "classic", [HUMAN, *BOTS])
    sent: list[dict[str, Any]] = []
    page.on("websocket", lambda socket: socket.on(
        "framesent", lambda frame: sent.append(json.loads(frame))))
    sit_down(page, table["code"], table["token"], table["seat"])
    page.wait_for_selector("button.start")
    expect(page.locator("body")).to_have_class(has_class("a11y-large"))
    hello = next(message for message in sent if message["type"] == "hello")
    assert hello["pace"] == "slow" and hello["throw_in"] == "long"


def test_a_profile_brings_its_settings_to_another_device(browser: Browser, server: str,
                                                          page: Page) -> None:
    secret = httpx2.post(server + "/api/profiles", json={"name": "Anna"}).json()["secret"]
    page.goto("/")
    page.evaluate("secret => localStorage.setItem('maumau.profile', secret)", secret)
    page.reload()
    page.locator("#settings-open").click()
    page.get_by_role("dialog").get_by_label("Hoher Kontrast").check()
    page.keyboard.press("Escape")
    for _ in range(50):  # the page stores it in the background
        kept = httpx2.get(server + "/api/profile/settings",
                          headers={"Authorization": "Bearer " + secret}).json()["settings"]
        if kept.get("contrast"):
            break
        page.wait_for_timeout(100)
    assert kept["contrast"] is True, kept
    other = new_device(browser, server, "de", PHONE)
    try:
        phone = other.new_page()
        phone.goto("/")
        phone.evaluate("secret => localStorage.setItem('maumau.profile', secret)", secret)
        phone.reload()
        expect(phone.locator("body")).to_have_class(has_class("a11y-contrast"))
    finally:
        other.close()


def has_class(name: str) -> re.Pattern[str]:
    """A class list that holds `name`."""
    return re.compile(rf"(^|\s){name}(\s|$)")

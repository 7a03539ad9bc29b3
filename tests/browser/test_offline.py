"""Offline play (docs/offline.md): one visit keeps the app in the browser (its service
worker); with the browser offline and the server stopped, a reload still opens the lobby,
which offers offline tables; a round of each built-in game plays to its end against three
bots in the page's Web Worker (maumau in Pyodide); a reload mid-round finds the same hand;
axe finds nothing on the offline lobby and table.

One browser context and one server of this module's own serve every test here: Pyodide
loads in a few seconds, so the module visits once."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from urllib.request import Request, urlopen

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from maumau import i18n
from tests.browser.play import play_round, take_one_turn, wait_for_decision
from tests.browser.server import running_server
from tests.browser.test_accessibility import assert_accessible
from tests.support.offline_parity import check_record, play_native
from tests.support.offline_play import body_of

GAMES = ["classic", "tabaluga", "emojical", "heuldoch"]
HAND = "() => [...document.querySelectorAll('#hand .card')].map(card => card.dataset.code)"
PYODIDE = Path(__file__).resolve().parents[2] / "node_modules" / "pyodide"

pytestmark = pytest.mark.skipif(not (PYODIDE / "pyodide.asm.wasm").exists(),
                                reason="no Pyodide in node_modules: run `make setup`")


@dataclass
class Device:
    """A browser that visited the app once, now offline with its server stopped."""

    context: BrowserContext
    page: Page
    seconds_to_lobby: float
    """From a reload from the cache to the offline lobby ready to open a table."""
    downloaded: int
    """Bytes the first visit fetches (compressed)."""
    kept_states: list[list[str]]
    """What the offline panel said of offline play on the first visit, in order:
    ``[state, text]`` (being prepared, then ready)."""


def open_offline_lobby(page: Page) -> float:
    """Reload the lobby; seconds until its games are drawn (the worker answered)."""
    started = time.monotonic()
    page.goto("/")
    expect(page.locator("#offline")).to_be_visible()
    expect(page.locator("input[name=variant]").first).to_be_attached(timeout=30_000)
    return time.monotonic() - started


def first_visit_bytes(server: str) -> int:
    """What the service worker fetches on the first visit, compressed as the server sends
    it to a browser (``Accept-Encoding: gzip``), plus the lobby page itself."""
    script = urlopen(Request(server + "/sw.js")).read().decode()
    settings = json.loads(script.split("const SETTINGS = ", 1)[1].split(";\n", 1)[0])
    total = 0
    for url in ["/", *settings["precache"]]:
        with urlopen(Request(server + url, headers={"Accept-Encoding": "gzip"})) as answer:
            total += len(answer.read())
    return total


# Every text the offline panel's line on offline play shows, as it changes.
RECORD_KEPT = """window.keptStates = [];
new MutationObserver(() => {
    const line = document.getElementById('offline-ready');
    if (!line || line.hidden || !line.textContent) return;
    const last = window.keptStates.at(-1);
    if (!last || last[1] !== line.textContent) {
        window.keptStates.push([line.dataset.state, line.textContent]);
    }
}).observe(document, {subtree: true, childList: true, characterData: true,
                      attributes: true});"""


def words(page: Page, key: str) -> str:
    """The text of page key `key` in the page's language."""
    return i18n.messages(page.evaluate("document.documentElement.lang"))["page." + key]


@pytest.fixture(scope="module")
def device(browser: Browser, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Device]:
    serving = running_server(tmp_path_factory.mktemp("offline-data"))
    server = serving.__enter__()
    context = browser.new_context(base_url=server, service_workers="allow",
                                  viewport={"width": 1280, "height": 900})
    try:
        context.set_default_timeout(30_000)
        try:
            downloaded = first_visit_bytes(server)
            page = context.new_page()
            page.add_init_script(RECORD_KEPT)
            page.goto("/")
            # the service worker installed (everything kept) and in control of the page
            page.wait_for_function("navigator.serviceWorker.controller !== null",
                                   timeout=60_000)
            expect(page.locator("#offline-ready")).to_have_attribute("data-state", "ready")
            kept_states = page.evaluate("window.keptStates")
        finally:
            serving.__exit__(None, None, None)  # the server stopped
        context.set_offline(True)
        seconds = open_offline_lobby(page)
        yield Device(context, page, seconds, downloaded, kept_states)
    finally:
        context.close()


def test_the_first_visit_downloads_at_most_15_mb(device: Device) -> None:
    print(f"first visit: {device.downloaded / 1e6:.2f} MB compressed")
    assert device.downloaded <= 15_000_000


def test_the_offline_lobby_is_ready_soon_and_accessible(device: Device) -> None:
    page = device.page
    # the best of a few reloads: on a machine busy with the other tests' browsers one
    # start of Pyodide may take far longer than on an idle one (3.2-3.7 s, docs/offline.md)
    seconds = device.seconds_to_lobby
    for _ in range(2):
        if seconds < 5:
            break
        seconds = min(seconds, open_offline_lobby(page))
    print(f"offline lobby after a reload from the cache: {seconds:.2f} s")
    assert seconds < 10
    expect(page.locator("#offline-switch")).to_be_visible()
    expect(page.locator("#open-tables")).to_be_hidden()
    assert_accessible(page, "offline lobby")


def open_offline_table(page: Page, game: str, *, start: bool = True) -> str:
    """In the offline lobby: `game` against three bots moving without delay; the table's
    code once its page shows the waiting room (and, with `start`, the first round)."""
    in_offline_lobby(page)
    page.locator(f"input[name=variant][value={game}]").check(force=True)
    expect(page.locator("#options")).to_have_attribute("data-variant", game)
    page.select_option("#players", "4")
    page.evaluate("document.getElementById('bot_delay_ms').value = '0'")
    page.locator("#create-button").click()
    page.wait_for_url("**/o/*")
    if start:
        page.locator("button.start").click()
        page.wait_for_selector("#game:not([hidden])")
    return page.url.rsplit("/", 1)[1]


def in_offline_lobby(page: Page) -> None:
    """The page shows the offline lobby with its games drawn (reloaded where it does not)."""
    if page.url.rstrip("/").split("/")[-1] not in ("", "?offline=1") or not page.locator(
            "input[name=variant]").count():
        open_offline_lobby(page)


def test_the_lobby_says_when_offline_play_is_ready(device: Device) -> None:
    # the first visit: being prepared while the service worker stores everything (Pyodide,
    # the bundle, the page), then ready once it has
    page = device.page
    assert [state for state, _ in device.kept_states] == ["preparing", "ready"], device.kept_states
    lang = device.kept_states[0][1] == i18n.messages("en")["page.offline.preparing"]
    texts = i18n.messages("en" if lang else "de")
    assert [text for _, text in device.kept_states] == [texts["page.offline.preparing"],
                                                        texts["page.offline.ready"]]
    # the lobby from the cache, offline: ready at once, said politely
    in_offline_lobby(page)
    line = page.locator("#offline #offline-ready")
    expect(line).to_have_text(words(page, "offline.ready"))
    expect(line).to_have_attribute("role", "status")


# The page's Web Worker, its answers held back until window.releaseEngine(): the lobby as
# it is while Pyodide starts, for as long as a test looks at it.
HOLD_ENGINE = """(() => {
    const Real = window.Worker;
    let held = [];
    window.Worker = class extends Real {
        constructor(...args) {
            super(...args);
            this.addEventListener('message', event => {
                if (held === null) return;
                event.stopImmediatePropagation();
                held.push(event.data);
            });
            window.releaseEngine = () => {
                const answers = held;
                held = null;
                for (const data of answers) this.dispatchEvent(new MessageEvent('message', {data}));
            };
        }
    };
})();"""


def test_the_offline_lobby_waits_for_its_engine(device: Device) -> None:
    page = device.context.new_page()  # the same device, a page of its own for the hold
    try:
        page.add_init_script(HOLD_ENGINE)
        # lobby.js waits for the engine: not goto, which waits for the page's module
        origin = "/".join(device.page.url.split("/", 3)[:3])
        page.evaluate("url => { window.location.href = url; }", origin + "/")
        page.wait_for_url(origin + "/")
        page.wait_for_function("typeof window.releaseEngine === 'function'")
        # Pyodide starts (seconds): a line says so and the table cannot be opened yet
        loading = page.locator("#lobby-loading")
        expect(loading).to_have_text(words(page, "offline.loading"))
        expect(loading).to_be_visible()
        expect(loading).to_have_attribute("role", "status")
        create = page.locator("#create-button")
        expect(create).to_be_disabled()
        expect(page.locator("footer.site-links")).to_be_hidden()  # no server pages offline
        expect(page.locator("#faq-link")).to_be_hidden()
        # neither the page's handler nor the browser sends the form (no /?name=)
        prevented = page.evaluate("""() => {
            const event = new SubmitEvent('submit', {cancelable: true});
            document.getElementById('create').dispatchEvent(event);
            return event.defaultPrevented;
        }""")
        assert prevented
        page.evaluate("HTMLFormElement.prototype.submit.call(document.getElementById('create'))")
        page.locator("#name").press("Enter")
        page.locator("#create-button").click(force=True)
        page.wait_for_timeout(200)
        expect(create).to_be_disabled()
        # once the engine answered: the games, and the button
        page.evaluate("window.releaseEngine()")
        expect(page.locator("input[name=variant]").first).to_be_attached(timeout=30_000)
        expect(loading).to_be_hidden()
        expect(create).to_be_enabled()
        assert page.url == origin + "/"  # never sent: no /?name=
    finally:
        page.close()


def test_offline_pages_link_to_no_server_page(device: Device) -> None:
    page = device.page
    in_offline_lobby(page)
    server_pages = page.locator("a[href^='/faq']:visible, a[href^='/history']:visible, "
                                "a[href^='/how']:visible")
    expect(server_pages).to_have_count(0)
    expect(page.locator("footer.site-links")).to_be_hidden()
    # the language switch still works (and back)
    before = page.evaluate("document.documentElement.lang")
    page.locator("#lang").click()
    expect(page.locator("html")).not_to_have_attribute("lang", before)
    expect(page.locator("#offline-ready")).to_have_text(words(page, "offline.ready"))
    page.locator("#lang").click()
    expect(page.locator("html")).to_have_attribute("lang", before)
    # the offline table: no footer links, and its rules box links no FAQ or how-to page
    code = open_offline_table(page, "classic")
    expect(page.locator("footer.site-links")).to_be_hidden()
    page.locator(".rules-box > summary").click()
    expect(page.locator(".rules-box .rules-body")).to_be_visible()
    expect(server_pages).to_have_count(0)
    page.keyboard.press("Escape")
    # nor while the table's page waits for its engine (Pyodide starting)
    held = page.context.new_page()
    try:
        held.add_init_script(HOLD_ENGINE)
        origin = "/".join(page.url.split("/", 3)[:3])
        held.evaluate("url => { window.location.href = url; }", f"{origin}/o/{code}")
        held.wait_for_function("typeof window.releaseEngine === 'function'")
        expect(held.locator("footer.site-links")).to_have_count(1)
        expect(held.locator("footer.site-links")).to_be_hidden()
        links = held.locator("a[href^='/faq']:visible, a[href^='/history']:visible")
        expect(links).to_have_count(0)
    finally:
        held.close()


def test_an_offline_table_offers_nothing_that_needs_the_server(device: Device) -> None:
    page = device.page
    in_offline_lobby(page)
    open_offline_table(page, "classic", start=False)
    # the waiting room: three bots, none removable (that would leave an open seat)
    expect(page.locator("#waiting .seat-line.kind-bot")).to_have_count(3)
    expect(page.locator("#talk .talk-reactions")).to_be_visible()
    for selector in (".remove-bot", "#talk .watchers", "#talk .chat-switch"):
        expect(page.locator(selector)).to_have_count(0)
    page.locator("button.start").click()
    page.wait_for_selector("#game:not([hidden])")
    expect(page.locator("#talk .talk-reactions")).to_be_visible()
    for selector in (".remove-bot", "#talk .watchers", "#talk .chat-switch"):
        expect(page.locator(selector)).to_have_count(0)


@pytest.mark.timeout(240)
@pytest.mark.parametrize("game", GAMES)
def test_a_round_plays_offline_to_its_end(device: Device, game: str) -> None:
    page = device.page
    started = time.monotonic()
    open_offline_table(page, game)
    if game == "classic":
        # a reload mid-round resumes the match from this device's log: the same hand
        wait_for_decision(page, None)
        before = page.evaluate("document.body.dataset.received")
        take_one_turn(page)
        wait_for_decision(page, before)
        hand = page.evaluate(HAND)
        page.reload()
        page.wait_for_selector("#game:not([hidden])")
        wait_for_decision(page, None)
        assert page.evaluate(HAND) == hand
        assert_accessible(page, "offline table")
    turns = play_round(page)
    assert turns > 0
    expect(page.locator(".end-panel")).to_be_visible()
    print(f"{game}: a round in {time.monotonic() - started:.1f} s, {turns} turns")
    if game == "heuldoch":
        # one round is the match: its record downloads from the worker, the one the same
        # seed and actions make natively (and `maumau replay` checks)
        with page.expect_download() as download:
            page.locator(".end-panel a.record").click()
        check_record(Path(download.value.path()).read_text(encoding="utf-8"))


# A seeded match in a Web Worker of its own (seeds allowed, as on a test server), its
# pages playing their first legal action as tests/support/offline_play.Device does; the
# record the worker writes.
PLAY_IN_WORKER = """async body => {
    const { StateKeeper } = await import('/static/js/patch.js');
    const info = await (await fetch('/api/offline')).json();
    const worker = new Worker('/static/js/offline/worker.js', {type: 'module'});
    worker.postMessage({op: 'init', info, seeds: true});
    let nextId = 1;
    const answers = new Map();
    const keeper = new StateKeeper();
    let changed = () => {};
    worker.onmessage = event => {
        const data = event.data;
        if (typeof data.id === 'number') answers.get(data.id)(data);
        else if (typeof data.socket === 'string' && data.text) {
            const message = JSON.parse(data.text);
            if (message.type === 'state') keeper.whole(message);
            else if (message.type === 'patch') keeper.patch(message);
            changed();
        }
    };
    const ask = message => new Promise(resolve => {
        const id = nextId++;
        answers.set(id, resolve);
        worker.postMessage({...message, id});
    });
    const made = await ask({op: 'request', method: 'POST', path: '/api/tables?lang=de',
                            body: JSON.stringify(body)});
    const {code, token} = made.result.body;
    const say = (type, fields = {}) => worker.postMessage({op: 'receive', code, token,
        text: JSON.stringify({v: 1, type, id: nextId++, ...fields})});
    const next = () => new Promise(resolve => { changed = resolve; });
    worker.postMessage({op: 'connect', code, token});
    say('hello', {token, lang: 'de', throw_in: 'never'});
    await next();
    say('start');
    for (let step = 0; step < 20000; step += 1) {
        const last = keeper.last;
        const status = last?.table?.status;
        if (status === 'match_over') break;
        const view = last?.view;
        const waiting = next();
        if (status === 'round_over') say('next_round');
        else if (view && view.to_move === view.seat && view.legal_actions.length
                 && view.phase !== 'throw_in') {
            say('action', {state: last.state, action: view.legal_actions[0]});
        }
        await waiting;
    }
    const record = await ask({op: 'record', code, match: 1});
    worker.terminate();
    return record.result;
}"""


@pytest.mark.timeout(240)
@pytest.mark.parametrize("variant", ["classic", "heuldoch"])
def test_a_seeded_match_in_the_worker_has_the_native_record(
        device: Device, variant: str, tmp_path: Path) -> None:
    body = body_of(variant, ["simple", "easy", "random"], seed=20240601)
    if variant == "classic":
        body["options"] = {"target_score": 60}  # a few rounds, not a long match
    text = device.page.evaluate(PLAY_IN_WORKER, body)
    assert text, "the worker wrote no record"
    offline = json.loads(text)
    # in a thread of its own: Playwright's loop runs in this one
    with ThreadPoolExecutor(1) as pool:
        native = pool.submit(asyncio.run, play_native(body, tmp_path)).result()
    assert offline == json.loads(json.dumps(native))
    check_record(offline)


def test_the_lobby_lists_an_unfinished_offline_match(device: Device) -> None:
    page = device.page
    code = open_offline_table(page, "classic")
    open_offline_lobby(page)
    listed = page.locator(f"#offline-list li[data-code='{code}']")
    expect(listed).to_be_visible()
    listed.locator("a").click()
    page.wait_for_selector("#game:not([hidden])")

"""The documented reverse proxy for real: Debian's nginx, configured as docs/hosting.md
says, in front of two ``maumau serve`` processes on one PostgreSQL database. A browser
plays a table through it while the process that does not hold the table is killed, and
then (that one started again) the process that holds it; the page reconnects through
nginx and the game goes on. The per-address limits count the client's own address, not
nginx's. Skipped only when nginx or Chromium is missing and CI is not set."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx2
import pytest
from limits import parse_many
from playwright.sync_api import Page, TimeoutError as PlaywrightTimeoutError, sync_playwright
from sqlalchemy import create_engine, text

from maumau.web.config import Limits
from maumau.web.guard.limits_table import rates
from tests.browser.play import DIAGNOSIS, ROUND_OVER, sit_down, start_match
from tests.web.proxy import CHROMIUM, NGINX, Serve, running_nginx, socket_route
from tests.web.servers import free_port

_MISSING = [str(path) for path in (NGINX, CHROMIUM) if not path.exists()]
pytestmark = [
    pytest.mark.timeout(180),
    pytest.mark.skipif(bool(_MISSING) and not os.environ.get("CI"),
                       reason=f"no {' and no '.join(_MISSING)} (set CI to require the "
                              "reverse-proxy test)"),
]

LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update",
               "--disable-sync"]
ENV = {"MAUMAU_LEASE_SECONDS": "2", "MAUMAU_ALLOW_SEEDS": "1", "PYTHONUNBUFFERED": "1"}
"""A short lease (a dead process's table is taken over within about 2 s) and a seeded
deal; the per-address limits stay on."""

SEED = 1414
SEATS = [{"kind": "human"}, {"kind": "bot", "level": "simple"}]
WRITES = parse_many(rates(Limits())["write"])[0].amount
"""How many profiles one address may create a minute (at one process)."""
LIMITED = "429 rate_limited"


def owner(database_url: str, code: str) -> str | None:
    """The peer address of the process that holds table ``code`` now (its live lease)."""
    engine = create_engine(database_url)
    try:
        with engine.connect() as connection:
            found = connection.execute(
                text("SELECT address FROM maumau_owners WHERE code = :code AND "
                     "expires > extract(epoch from clock_timestamp())"), {"code": code})
            row = found.first()
            return None if row is None else str(row[0])
    finally:
        engine.dispose()


WATCH_SOCKETS = """(() => {
    const Native = window.WebSocket;
    const seen = { live: false, welcomes: 0 };
    window.proxyTest = seen;
    window.WebSocket = class extends Native {
        constructor(...args) {
            super(...args);
            this.addEventListener("message", (event) => {
                if (typeof event.data === "string" && event.data.includes('"type":"welcome"')) {
                    seen.live = true;
                    seen.welcomes += 1;
                }
            });
            this.addEventListener("close", () => { seen.live = false; });
        }
    };
})();"""
"""Counts, in the page, the welcomes its table connection was given (one per connection the
server took), and whether the latest one is still open."""

READY = ("() => window.proxyTest.live && (document.querySelector('.end-panel') !== null || "
         "document.body.classList.contains('my-turn'))")
"""Connected, and a decision to take (or the round is over)."""
MOVED_ON = ("([state, welcomes]) => document.body.dataset.state !== state || "
            "window.proxyTest.welcomes !== welcomes")
"""The server took the decision, or the connection was lost and made again meanwhile."""
DIALOG_OR_MOVED_ON = f"args => document.querySelector('.overlay') !== null || ({MOVED_ON})(args)"


def welcomes(page: Page) -> int:
    return int(page.evaluate("window.proxyTest.welcomes"))


def take_turn(page: Page) -> bool:
    """One decision by clicking, as tests/browser/play.py takes it; True when the server
    took it, False when the connection was lost before it arrived (the page reconnected,
    and the decision is to be taken again)."""
    try:
        page.wait_for_function(READY, timeout=30_000)
    except PlaywrightTimeoutError:
        raise AssertionError(f"no decision to take: {page.evaluate(DIAGNOSIS)}") from None
    if page.evaluate(ROUND_OVER):
        state = page.evaluate("document.body.dataset.state")
        page.locator("button.next_round, button.new_match").first.click()
        page.wait_for_function(MOVED_ON, arg=[state, welcomes(page)], timeout=30_000)
        return False
    before = [page.evaluate("document.body.dataset.state"), welcomes(page)]
    mau = page.locator(".mau-toggle[aria-pressed=false]")
    if mau.count():
        mau.first.click()
    legal = page.locator(".hand .card.legal")
    if legal.count():
        legal.first.click()
        page.wait_for_function(DIALOG_OR_MOVED_ON, arg=before, timeout=30_000)
        if page.locator(".overlay").count():
            page.locator(".dialog .answer").first.click()
    else:
        page.locator(".action-bar .choice, .action-bar .word.take, .action-bar .word.draw, "
                     ".action-bar .word.pass").first.click()
    try:
        page.wait_for_function(MOVED_ON, arg=before, timeout=30_000)
    except PlaywrightTimeoutError:
        raise AssertionError(f"the decision at state {before[0]} was not taken: "
                             f"{page.evaluate(DIAGNOSIS)}") from None
    return bool(page.evaluate("document.body.dataset.state") != before[0])


def play_turns(page: Page, count: int) -> None:
    """Take ``count`` decisions that the server takes (a round that ends meanwhile is
    followed by the next); a decision lost with a dropped connection is taken again."""
    taken = tries = 0
    while taken < count:
        taken += take_turn(page)
        tries += 1
        assert tries < 4 * count, f"decisions keep getting lost: {page.evaluate(DIAGNOSIS)}"


def from_address(address: str) -> httpx2.Client:
    """A client whose connections come from ``address`` (any 127.x.y.z is the loopback)."""
    return httpx2.Client(transport=httpx2.HTTPTransport(local_address=address), timeout=10)


def create_profiles(client: httpx2.Client, base: str, count: int,
                    headers: dict[str, str] | None = None) -> list[str]:
    """Create ``count`` profiles one after the other; each answer as ``created`` or the
    refusal's code."""
    found = []
    for _ in range(count):
        answer = client.post(f"{base}/api/profiles", json={"name": "Ben"}, headers=headers)
        found.append("created" if answer.status_code == 201 else
                     f"{answer.status_code} {answer.json().get('code')}")
    return found


LIVE = "() => window.proxyTest.live"


def route_through(page: Page, public: str, wanted: Serve, processes: list[Serve]) -> int:
    """Reload the page (as a person might) until nginx hands its table socket to
    ``wanted``; returns the reloads it took. nginx takes turns between its processes for
    each request: one request more between two loads moves the page's socket over."""
    for reloads in range(8):
        if socket_route(processes) is wanted:
            return reloads
        if reloads % 2:
            httpx2.get(f"{public}/api/version", timeout=10).raise_for_status()
        page.reload()
        page.wait_for_function(LIVE)
    raise AssertionError("nginx never handed the page's socket to the wanted process")


def play_through(public: str, table: dict[str, Any], held: Serve, other: Serve) -> None:
    """A person at ``table`` in Chromium, reaching it at ``public`` (nginx), takes a few
    decisions. Their socket runs through ``other`` (relayed to ``held``, which holds the
    table), and ``other`` is killed: the page reconnects, a few more. ``other`` is started
    again and ``held`` is killed: the page reconnects, the survivor takes the table over
    from the database, a few more."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                             args=LAUNCH_ARGS)
        try:
            context = browser.new_context(base_url=public,
                                          viewport={"width": 1280, "height": 900})
            context.set_default_timeout(20_000)
            context.add_init_script(WATCH_SOCKETS)
            page = context.new_page()
            problems: list[str] = []
            page.on("pageerror", lambda error: problems.append(str(error)))
            sockets: list[str] = []
            page.on("websocket", lambda socket: sockets.append(socket.url))
            sit_down(page, table["code"], table["token"], table["seat"])
            start_match(page)
            play_turns(page, 3)
            # the process that does not hold the table dies with the page's socket
            route_through(page, public, other, [held, other])
            before = welcomes(page)
            other.kill()
            play_turns(page, 3)
            assert welcomes(page) > before, "the page did not reconnect"
            assert socket_route([held]) is held
            # it is started again, and the process that holds the table dies: the page
            # reconnects through nginx, and the survivor takes the table over
            other.start()
            before = welcomes(page)
            held.kill()
            play_turns(page, 3)
            assert welcomes(page) > before, "the page did not reconnect"
            assert socket_route([other]) is other
            assert all(url == f"{public.replace('http', 'ws')}/ws/{table['code']}"
                       for url in sockets), sockets
            assert not problems, f"JavaScript errors on the page: {problems}"
        finally:
            browser.close()


def test_a_table_is_played_through_nginx_while_its_processes_die(database_url: str,
                                                                 tmp_path: Path) -> None:
    nginx_port = free_port()
    public = f"http://127.0.0.1:{nginx_port}"
    first, second = (Serve(tmp_path / name, database_url, free_port(), free_port(), public,
                           ENV) for name in ("a", "b"))
    try:
        first.start()
        second.start()
        with running_nginx(tmp_path / "nginx", nginx_port, [first.port, second.port]):
            assert httpx2.get(f"{public}/healthz", timeout=10).status_code == 200
            assert httpx2.get(f"{public}/metrics", timeout=10).status_code == 403
            answer = httpx2.post(f"{public}/api/tables", timeout=10, json={
                "variant": "classic", "players": 2, "name": "Anna", "seats": SEATS,
                "bot_delay_ms": 0, "seed": SEED})
            assert answer.status_code == 201, answer.text
            table: dict[str, Any] = answer.json()
            assert table["invite_url"] == f"{public}/t/{table['code']}"
            holder = owner(database_url, table["code"])
            assert holder in (first.peer_address, second.peer_address), holder
            held, other = (first, second) if holder == first.peer_address else (second, first)

            # Playwright's synchronous API in a thread of its own: this xdist worker's main
            # thread may already run the browser tests' Playwright.
            with ThreadPoolExecutor(max_workers=1) as pool:
                pool.submit(play_through, public, table, held, other).result()
            assert owner(database_url, table["code"]) == other.peer_address

            # One process is left: every request through nginx reaches it, all of them
            # from nginx's own address. It counts each client's address apart.
            with from_address("127.0.0.2") as anna, from_address("127.0.0.3") as ben:
                answers = create_profiles(anna, public, WRITES + 1)
                assert answers == ["created"] * WRITES + [LIMITED], answers
                assert create_profiles(ben, public, 1) == ["created"]
                # a client cannot choose its address: nginx replaces X-Forwarded-For
                assert create_profiles(ben, public, 1, {"X-Forwarded-For": "127.0.0.2"}) \
                    == ["created"]
                assert create_profiles(anna, public, 1, {"X-Forwarded-For": "127.0.0.9"}) \
                    == [LIMITED]
                # the server counted the client's address itself: asked directly from it
                # (no proxy in between), it refuses as well; nginx's address was not counted
                assert create_profiles(anna, other.http, 1) == [LIMITED]
            with from_address("127.0.0.1") as proxy_address:
                assert create_profiles(proxy_address, other.http, 1) == ["created"]
    finally:
        first.kill()
        second.kill()


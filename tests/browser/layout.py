"""Layouts that hold: the screens of the layout matrix, the check of one screen
(nothing wider than the viewport, no control under something else, the hand, the talon
and "Karte ziehen" on screen at the own turn), and a scripted player that moves a seat
over the protocol while the page of that seat looks on, so a state is reached once and
fast, and the page is then measured at every width."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, ViewportSize, WebSocketRoute

from tests.web.clients import Client, Message, play_until, run_async

# The widths of the matrix, each with a screen height of its kind: small and large phones,
# a tablet upright, a laptop.
SCREENS: dict[int, ViewportSize] = {
    320: {"width": 320, "height": 640},
    360: {"width": 360, "height": 640},
    390: {"width": 390, "height": 844},
    414: {"width": 414, "height": 736},
    768: {"width": 768, "height": 1024},
    1280: {"width": 1280, "height": 800},
}

# One screen as a person sees it now. Every visible control (button, link, field, summary,
# card button) whose centre lies on the screen, and inside every scroll box it sits in, must
# be what the screen shows there (document.elementFromPoint): a control scrolled out of view
# is left out, one under a bar, a message or a neighbour's pile is not. A card of a hand that
# closed up shows its left strip only: its point is the middle of that strip. While a modal
# dialog is open only its controls count, and it shows every answer without scrolling.
# The words of the board (seat names, hand sizes, pile labels and counts, captions) on the
# screen are not under anything either (the hand bar stuck to the bottom of a phone). At
# the own turn (`own`, measured scrolled to the top) the hand, the talon and the draw
# button must lie on the screen, whole. The page is never wider than the screen.
CHECK = """async ({own}) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const problems = [];
    const root = document.documentElement;
    const width = root.clientWidth, height = root.clientHeight;
    const name = (el) => !el ? 'nothing' : el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
        + [...el.classList].slice(0, 3).map((c) => '.' + c).join('')
        + (el.textContent.trim() ? ` "${el.textContent.trim().slice(0, 24)}"` : '');
    if (root.scrollWidth > width) {
        // the innermost boxes that reach past the right edge, to say what is too wide
        const reach = (el) => Math.max(el.getBoundingClientRect().right,
            el.getBoundingClientRect().left + el.scrollWidth);
        const wide = [...document.body.querySelectorAll('*')].filter((el) =>
            reach(el) > width + 1 && !el.closest('svg')
            && ![...el.children].some((child) => reach(child) > width + 1));
        problems.push(`the page is ${root.scrollWidth} px wide: `
            + wide.slice(0, 3).map((el) => name(el) + ' ' + Math.round(reach(el))).join(', '));
    }
    const shown = (el) => {
        if (!el.checkVisibility({visibilityProperty: true, opacityProperty: true})) return false;
        for (let at = el; at; at = at.parentElement) {
            const style = getComputedStyle(at);
            if (style.pointerEvents === 'none') return false;
        }
        return true;
    };
    const modal = document.querySelector('.overlay, .cover:not([hidden])');
    const scope = modal || document;
    const controls = scope.querySelectorAll('button, a[href], input:not([type=hidden]), select,'
        + ' textarea, summary, [role=button], .hand .card');
    for (const el of controls) {
        if (!shown(el)) continue;
        const box = el.getBoundingClientRect();
        if (box.width < 3 || box.height < 3) continue;  // text for screen readers only
        let right = box.right;
        const next = el.closest('.hand') ? el.nextElementSibling : null;
        if (next) right = Math.min(right, next.getBoundingClientRect().left);
        const x = (box.left + right) / 2, y = (box.top + box.bottom) / 2;
        let clip = {left: 0, top: 0, right: width, bottom: height};
        for (let at = el.parentElement; at && at !== root; at = at.parentElement) {
            const style = getComputedStyle(at);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const r = at.getBoundingClientRect();
            clip = {left: Math.max(clip.left, r.left), top: Math.max(clip.top, r.top),
                    right: Math.min(clip.right, r.right), bottom: Math.min(clip.bottom, r.bottom)};
        }
        if (x < clip.left || x >= clip.right - 1 || y < clip.top || y >= clip.bottom - 1) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || el.contains(hit))) {
            problems.push(`${name(el)} is under ${name(hit)}`);
        }
    }
    // the words of the board are not under the hand bar or a neighbour's pile either
    if (!modal) {
        const words = '.board .seat-name, .board .seat-count, .pile-label, .pile-facts > span,'
            + ' .board .caption';
        for (const el of document.querySelectorAll(words)) {
            if (!shown(el)) continue;
            const box = el.getBoundingClientRect();
            const x = (box.left + box.right) / 2, y = (box.top + box.bottom) / 2;
            if (x < 0 || x >= width - 1 || y < 0 || y >= height - 1) continue;
            const hit = document.elementFromPoint(x, y);
            if (!hit || !(hit === el || el.contains(hit))) {
                problems.push(`${name(el)} is under ${name(hit)}`);
            }
        }
    }
    // a dialog shows all its answers without scrolling
    const dialog = modal && modal.querySelector('.dialog');
    if (dialog) {
        const frame = dialog.getBoundingClientRect();
        if (frame.top < -1 || frame.bottom > height + 1) {
            problems.push(`the dialog is not on the screen: ${Math.round(frame.top)}`
                + `..${Math.round(frame.bottom)}`);
        }
        for (const el of dialog.querySelectorAll('.answer, .cancel')) {
            const box = el.getBoundingClientRect();
            if (box.top < frame.top - 1 || box.bottom > Math.min(frame.bottom, height) + 1) {
                problems.push(`${name(el)} of the dialog is cut off: ${Math.round(box.top)}`
                    + `..${Math.round(box.bottom)}`);
            }
        }
    }
    if (own) {
        for (const selector of ['#hand .hand', '.talon .card', '.action-bar .word.draw']) {
            const el = document.querySelector(selector);
            if (!el) {
                if (selector !== '.action-bar .word.draw') problems.push(`no ${selector}`);
                continue;
            }
            const box = el.getBoundingClientRect();
            if (box.top < -1 || box.bottom > height + 1 || box.left < -1 || box.right > width + 1) {
                problems.push(`${selector} is not on the screen: ${Math.round(box.top)}`
                    + `..${Math.round(box.bottom)} of ${height}`);
            }
        }
    }
    return problems;
}"""


def screen_problems(page: Page, own: bool = False) -> list[str]:
    """What is wrong with the screen as it is now (see :data:`CHECK`)."""
    found: list[str] = page.evaluate(CHECK, {"own": own})
    return found


def large_cards(page: Page, on: bool) -> None:
    """The page's setting "large cards and text", switched as the settings dialog does."""
    page.evaluate("""on => import('/static/js/settings.js').then((settings) => {
        const kept = JSON.parse(localStorage.getItem('maumau.a11y') || '{}');
        localStorage.setItem('maumau.a11y', JSON.stringify({...kept, large: on}));
        settings.applySettings();
    })""", on)


# ------------------------------------------------------------------ a scripted seat


WORDS = ("draw", "take", "pass", "gamble")
"""The actions that name no card."""


def dialog_cards(state: Message) -> list[str]:
    """The cards the page asks about (a dialog) when tapped with "always ask" on: those
    with several plays without a call (js/moves.js, js/notation.js)."""
    plays: dict[str, list[str]] = {}
    for action in state["view"]["legal_actions"]:
        if action in WORDS:
            continue
        card = action.split("/")[0].split(">")[0].rstrip("!")
        if card:
            plays.setdefault(card, []).append(action)
    asked = []
    for card, options in plays.items():
        plain = [a for a in options if not a.endswith("!")]
        if len(plain or options) > 1:
            asked.append(card)
    return asked


def my_decision(state: Message) -> bool:
    view = state["view"]
    return bool(view and state["table"]["status"] == "playing" and view["legal_actions"]
                and view["to_move"] == view["seat"])


def first_play(state: Message) -> str:
    """The scripted seat's move: the first card it may play (with the Mau call where one is
    offered), else the first action."""
    legal: list[str] = state["view"]["legal_actions"]
    plays = [action for action in legal if action not in WORDS]
    if not plays:
        return legal[0]
    return max(plays, key=lambda action: len(action) - len(action.rstrip("!")))


def drive(ws: str, code: str, token: str, done: Callable[[Message], bool],
          timeout: float = 60) -> Message:
    """Plays the seat of ``token`` over the protocol (:func:`first_play`; the host deals the
    next round) until a state satisfies ``done``; returns that state."""
    async def scenario() -> Message:
        client = await Client.open(ws, code, token)
        try:
            return await play_until([client], done, first_play, timeout=timeout)
        finally:
            await client.close()
    return run_async(scenario())


def page_shows(page: Page, state: Message) -> None:
    """Waits until the page drew the state the scripted seat stopped at."""
    page.wait_for_function("id => document.body.dataset.state === String(id)", arg=state["state"])


def ws_of(server: str) -> str:
    return "ws" + server.removeprefix("http")


def state_summary(state: dict[str, Any]) -> str:
    view = state.get("view") or {}
    return f"{state['table']['status']} phase={view.get('phase')} legal={view.get('legal_actions')}"


class Relay:
    """The page's WebSocket passes through the test, so the page can be held at a state
    while the table goes on (a throw-in window closes by itself after its time): after
    :meth:`hold_after` the messages from the server wait once the page got the state named,
    until :meth:`release`."""

    def __init__(self, page: Page) -> None:
        self.after: int | None = None
        self.holding = False
        self.waiting: list[str | bytes] = []
        self.route: WebSocketRoute | None = None
        page.route_web_socket(re.compile(r"/ws/"), self.connect)

    def connect(self, route: WebSocketRoute) -> None:
        self.route = route
        server = route.connect_to_server()
        server.on_message(self.from_server)

    def from_server(self, message: str | bytes) -> None:
        if self.holding:
            self.waiting.append(message)
            return
        assert self.route is not None
        self.route.send(message)
        if (self.after is not None and isinstance(message, str)
                and json.loads(message).get("state") == self.after):
            self.holding = True

    def hold_after(self, state_id: int) -> None:
        self.after = state_id

    def release(self) -> None:
        self.after = None
        self.holding = False
        waiting, self.waiting = self.waiting, []
        for message in waiting:
            assert self.route is not None
            self.route.send(message)

"""The table's parts drawn from real engine views on a test page: dialogs for every
choice, the Mau call, the throw-in window, the hint switch, the end of a round."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from tests.browser.shots import save
from tests.browser.views import (
    every_card_code,
    final_view,
    find_view,
    has_play,
    round_events,
    summary_for,
)

HARNESS = """<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/static/css/style.css"></head>
<body class="page-table"><main><section id="game"><div id="status"></div><div id="end"></div>
<div id="board"></div><div id="hand"></div><aside class="side"></aside></section></main>
<script type="module">
import { renderBoard } from "/static/js/board.js";
import { renderHand } from "/static/js/hand.js";
import { renderEndPanel } from "/static/js/endpanel.js";
import { actionForCard } from "/static/js/moves.js";
import { setLang } from "/static/js/i18n.js";
window.sent = [];
window.setLang = setLang;
window.show = (view, summary, extra) => {
  const state = { wantCall: false };
  const names = (seat) => summary.seats[seat].name || "Bot " + (seat + 1);
  const draw = () => {
    const ctx = { view, summary, names, scores: extra.scores ?? null, host: true,
      hints: extra.hints ?? true, wantCall: state.wantCall, deadlineLeft: extra.deadline ?? null,
      onAction: (action) => window.sent.push(action),
      onCard: async (code, legal) => {
        if (!legal) return;
        const action = await actionForCard(view, code, state.wantCall, names);
        if (action) window.sent.push(action);
      },
      onToggleCall: () => { state.wantCall = !state.wantCall; draw(); },
      onCommand: (command) => window.sent.push("command:" + command) };
    document.getElementById("board").replaceChildren(renderBoard(ctx));
    document.getElementById("hand").replaceChildren(renderHand(ctx));
    const end = renderEndPanel(ctx);
    document.getElementById("end").replaceChildren(...(end ? [end] : []));
  };
  draw();
};
document.documentElement.dataset.ready = "true";  // as js/ready.js marks a page
</script></body></html>"""


@pytest.fixture
def harness(browser: Browser, server: str) -> Iterator[Page]:
    def serve(route: Route) -> None:
        route.fulfill(status=200, content_type="text/html", body=HARNESS)

    context = browser.new_context(base_url=server,
                                  viewport={"width": 1280, "height": 900})
    context.set_default_timeout(15_000)
    context.route("**/harness", serve)
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto("/harness")  # returns once the harness's module has run (tests/browser/ready.py)
    yield page
    context.close()
    assert not problems, f"JavaScript errors on the page: {problems}"


def show(page: Page, view: dict[str, Any], **extra: Any) -> None:
    page.evaluate("([view, summary, extra]) => window.show(view, summary, extra)",
                  [view, summary_for(view), extra])


def sent(page: Page) -> list[str]:
    result: list[str] = page.evaluate("window.sent")
    return result


def test_a_wish_card_asks_for_the_suit_and_sends_it(harness: Page) -> None:
    view = find_view("classic", has_play(lambda a: a.startswith("J") and "/" in a))
    show(harness, view)
    jack = next(a for a in view["legal_actions"] if a.startswith("J") and "/" in a)[:2]
    harness.locator(f".hand .card.legal[data-code='{jack}']").first.click()
    dialog = harness.locator(".dialog")
    expect(dialog).to_contain_text("Welche Farbe wünschst du dir?")
    expect(dialog.locator(".answer")).to_have_count(4)
    save(harness, "dialog-wish")
    dialog.locator(".answer", has_text="Herz").click()
    assert sent(harness) == [f"{jack}/H"]


def test_the_mau_button_adds_the_call_to_the_card(harness: Page) -> None:
    view = find_view("classic", lambda v: any(a.endswith("!") for a in v["legal_actions"])
                     and all("/" not in a for a in v["legal_actions"] if a.endswith("!")))
    show(harness, view)
    called = next(a for a in view["legal_actions"] if a.endswith("!"))
    toggle = harness.locator(".mau-toggle")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(harness.locator(".mau-toggle")).to_have_attribute("aria-pressed", "true")
    harness.locator(f".hand .card[data-code='{called[:-1]}']").first.click()
    assert sent(harness) == [called]


def test_heuldoch_asks_where_a_card_goes_and_which_way_the_karussell_turns(
        harness: Page) -> None:
    view = find_view("heuldoch", lambda v: "karussell/left" in v["legal_actions"] and any(
        a.endswith("/down") and f"{a[:2]}>{v['table']['left']}" in v["legal_actions"]
        for a in v["legal_actions"]), options={"special_cards": True})
    show(harness, view)
    expect(harness.locator(".pile.neighbour")).to_have_count(2)
    card = next(a[:2] for a in view["legal_actions"] if a.endswith("/down")
                and f"{a[:2]}>{view['table']['left']}" in view["legal_actions"])
    left = view["table"]["left"]
    # one tap lays it face up where it must go; "always ask" brings the dialog back
    harness.locator(f".hand .card[data-code='{card}']").first.click()
    assert sent(harness) == [f"{card}>{left}"]
    harness.evaluate("localStorage.setItem('maumau.always_ask', 'on')")
    harness.locator(f".hand .card[data-code='{card}']").first.click()
    dialog = harness.locator(".dialog")
    expect(dialog).to_contain_text("Wohin mit")
    expect(dialog.locator(".answer", has_text="linker Nachbar")).to_have_count(1)
    # a face-down onion is always allowed: nothing in the dialog says "must"
    expect(dialog.locator(".answer", has_text="Verdeckt als Zwiebel")).to_have_count(1)
    expect(dialog).not_to_contain_text("Pflicht")
    save(harness, "dialog-heuldoch")
    dialog.locator(".answer", has_text="Verdeckt als Zwiebel").click()
    harness.locator(".hand .card[data-code='karussell']").first.click()
    expect(harness.locator(".dialog")).to_contain_text("Karussell")
    harness.locator(".dialog .answer", has_text="nach rechts").click()
    harness.evaluate("localStorage.removeItem('maumau.always_ask')")
    assert sent(harness) == [f"{card}>{left}", f"{card}/down", "karussell/right"]


def test_emojical_swap_names_the_partner_and_throw_in_offers_a_short_window(
        harness: Page) -> None:
    view = find_view("emojical", has_play(lambda a: ":swap>" in a))
    show(harness, view)
    swap = next(a for a in view["legal_actions"] if ":swap>" in a).split(">")[0]
    harness.locator(f".hand .card[data-code='{swap}']").first.click()
    expect(harness.locator(".dialog")).to_contain_text("Mit wem?")
    harness.locator(".dialog .answer").first.click()
    assert sent(harness)[0].startswith(swap + ">")
    # a seat that holds the card, as the server shows it in the table's window [D-29]:
    # its throws and the countdown, no pass to tap
    throw = find_view("emojical", lambda v: v["phase"] == "throw_in"
                      and len(v["legal_actions"]) > 1)
    throw = {**throw, "legal_actions": [a for a in throw["legal_actions"] if a != "pass"]}
    show(harness, throw, deadline=3.2)
    expect(harness.locator(".action-bar .word.pass")).to_have_count(0)
    expect(harness.locator(".action-bar .deadline")).to_have_text("noch 4 s")
    expect(harness.locator(".hand .card.legal")).not_to_have_count(0)
    save(harness, "emojical-throw-in")


def test_the_hint_switch_turns_the_highlighting_off(harness: Page) -> None:
    view = find_view("tabaluga", lambda v: 0 < sum(
        1 for a in v["legal_actions"] if a not in ("draw", "take")) < len(v["hand"]))
    show(harness, view, hints=True)
    expect(harness.locator(".hand .card.dim")).not_to_have_count(0)
    show(harness, view, hints=False)
    expect(harness.locator(".hand .card.dim")).to_have_count(0)
    expect(harness.locator(".hand .card.no-hints")).to_have_count(len(view["hand"]))


def test_a_penalty_offers_taking_it_and_the_card_titles_say_what_cards_do(
        harness: Page) -> None:
    view = find_view("classic", lambda v: v["phase"] == "penalty")
    show(harness, view)
    take = harness.locator(".action-bar .word.take")
    expect(take).to_contain_text(f"{view['table']['pending_draw']} Karten ziehen")
    expect(harness.locator(".pending")).to_be_visible()
    expect(harness.locator(".discard .card")).to_have_attribute(
        "title", re.compile(r"-7 – Der Nächste zieht 2 Karten"))
    take.click()
    assert sent(harness) == ["take"]


def test_the_end_of_a_heuldoch_round_shows_onions_points_and_the_next_round_button(
        harness: Page) -> None:
    view = final_view("heuldoch")
    show(harness, view, scores=view["result"]["points"])
    panel = harness.locator(".end-panel")
    expect(panel).to_contain_text("Runde vorbei")
    expect(panel.locator("th", has_text=re.compile("^Zwiebeln$"))).to_have_count(1)
    expect(panel.locator("th.lost")).to_have_text("durch Zwiebeln verloren")
    expect(panel.locator(".lost-help")).to_contain_text("Zahl deiner Zwiebeln")
    expect(panel.locator(".score-table tr")).to_have_count(5)
    panel.locator("button.next_round").click()
    assert sent(harness) == ["command:next_round"]


def test_every_card_of_every_game_is_drawn_with_a_name(harness: Page) -> None:
    codes = every_card_code()
    names = harness.evaluate("""async (codes) => {
        const { cardElement, backElement } = await import("/static/js/cards.js");
        const gallery = document.getElementById("board");
        gallery.replaceChildren();
        const names = [];
        for (const [variant, list] of Object.entries(codes)) {
            const row = document.createElement("div");
            row.className = "open-hand";
            row.style.setProperty("--card-w", "64px");
            for (const code of list) {
                const card = cardElement(variant, code);
                card.style.width = "64px";
                row.append(card);
                names.push(card.title);
            }
            row.append(backElement());
            gallery.append(row);
        }
        return names;
    }""", codes)
    assert harness.locator(".unknown-card").count() == 0
    assert len(names) == sum(len(list_) for list_ in codes.values())
    assert all(name and not name.startswith(("undefined", "null")) for name in names)
    save(harness, "cards")


def test_hit_by_zocken_offers_drawing_four_or_gambling(harness: Page) -> None:
    view = find_view("emojical", lambda v: "gamble" in v["legal_actions"])
    show(harness, view)
    expect(harness.locator(".action-bar .word.take")).to_have_text("4 Karten ziehen")
    harness.locator(".action-bar .word.gamble").click()
    assert sent(harness) == ["gamble"]


def test_every_event_reads_as_words_in_both_languages(harness: Page) -> None:
    events = round_events(seeds=3)
    kinds = {event["kind"] for found in events.values() for event in found}
    assert {"play", "draw", "penalty", "throw_in", "swap", "pile", "round_over"} <= kinds
    lines: list[str] = harness.evaluate("""async (events) => {
        const { EventWriter } = await import("/static/js/eventlog.js");
        const lines = [];
        for (const lang of ["de", "en"]) {
            window.setLang(lang);
            for (const [variant, list] of Object.entries(events)) {
                const writer = new EventWriter(variant, (seat) => "Bot " + (seat + 1), 0);
                for (const event of list) lines.push(writer.describe(event));
            }
        }
        window.setLang("de");
        return lines;
    }""", events)
    bad = [line for line in lines if not line or "{" in line or "undefined" in line
           or "null" in line or re.search(r": [a-z_]+$", line)]
    assert not bad, bad[:5]


def test_the_dealer_names_a_suit_for_a_turned_up_jack_by_a_button(harness: Page) -> None:
    view = find_view("classic", lambda v: v["phase"] == "choose")
    show(harness, view)
    choices = harness.locator(".action-bar .choice")
    expect(choices).to_have_count(len(view["legal_actions"]))
    choices.filter(has_text="Kreuz").click()
    assert sent(harness) == ["/C"]

"""Choices on the table page: a dialog shows what the choice is about (hand sizes, pile
tops) in a sheet that leaves the board in sight; one tap where there is one sensible
answer (face up, or accepting a skip), and "always ask" for the dialog every time."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.shots import save
from tests.browser.test_rendering import harness, sent, show
from tests.browser.views import find_view, has_play

__all__ = ["harness"]

SHEET_BELOW_SEATS = """() => {
    const seats = document.querySelector('.seats').getBoundingClientRect();
    const box = document.querySelector('.dialog').getBoundingClientRect();
    return box.top >= seats.bottom;
}"""


def test_the_swap_dialog_names_each_partners_hand_size_below_the_board(harness: Page) -> None:
    view = find_view("emojical", has_play(lambda a: ":swap>" in a))
    show(harness, view)
    swap = next(a for a in view["legal_actions"] if ":swap>" in a).split(">")[0]
    harness.locator(f".hand .card[data-code='{swap}']").first.click()
    dialog = harness.locator(".dialog")
    expect(dialog).to_contain_text("Mit wem?")
    targets = list(dict.fromkeys(int(a.split(">")[1].rstrip("!")) for a in view["legal_actions"]
                                 if a.startswith(swap + ">")))
    for answer, seat in zip(dialog.locator(".answer").all(), targets, strict=True):
        size = view["hand_sizes"][seat]
        expect(answer).to_contain_text("hält 1 Karte" if size == 1 else f"hält {size} Karten")
    assert harness.evaluate(SHEET_BELOW_SEATS) is True
    save(harness, "dialog-swap-hand-sizes")
    harness.evaluate("window.setLang('en')")
    harness.locator(".dialog .cancel").click()
    harness.locator(f".hand .card[data-code='{swap}']").first.click()
    expect(dialog.locator(".answer").first).to_contain_text("holds")
    harness.evaluate("window.setLang('de')")
    dialog.locator(".answer").first.click()
    assert sent(harness)[0].startswith(swap + ">")


def test_the_strandtuch_dialog_shows_every_pile_top_and_the_own_pile(harness: Page) -> None:
    view = find_view("heuldoch", has_play(lambda a: a.startswith("strandtuch>")),
                     options={"special_cards": True})
    show(harness, view)
    harness.locator(".hand .card[data-code='strandtuch']").first.click()
    dialog = harness.locator(".dialog")
    expect(dialog.locator(".preview-own")).to_contain_text("dein Stapel")
    targets = [int(a.split(">")[1]) for a in view["legal_actions"]
               if a.startswith("strandtuch>")]
    answers = dialog.locator(".answer")
    expect(answers).to_have_count(len(targets))
    for answer, seat in zip(answers.all(), targets, strict=True):
        top = view["table"]["piles"][seat]["top"]
        if top is None:
            expect(answer).to_contain_text("leerer Stapel")
        else:
            expect(answer).to_contain_text("oben:")
            expect(answer.locator(".answer-card svg")).to_have_count(1)
    assert harness.evaluate(SHEET_BELOW_SEATS) is True
    save(harness, "dialog-strandtuch-piles")
    answers.first.click()
    assert sent(harness) == [f"strandtuch>{targets[0]}"]


def test_the_face_down_switch_lays_the_next_card_as_an_onion(harness: Page) -> None:
    view = find_view("heuldoch", lambda v: any(
        a.endswith("/down") and sum(1 for b in v["legal_actions"] if b.startswith(a[:2])) == 2
        for a in v["legal_actions"]))
    card = next(a[:2] for a in view["legal_actions"] if a.endswith("/down") and sum(
        1 for b in view["legal_actions"] if b.startswith(a[:2])) == 2)
    up = next(a for a in view["legal_actions"] if a.startswith(card) and "/down" not in a)
    show(harness, view)
    harness.locator(f".hand .card[data-code='{card}']").first.click()
    toggle = harness.locator(".down-toggle")
    expect(toggle).to_have_text("Verdeckt legen")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    harness.locator(f".hand .card[data-code='{card}']").first.click()
    expect(harness.locator(".dialog")).to_have_count(0)
    show(harness, view)  # the next state: the switch is off again
    expect(harness.locator(".down-toggle")).to_have_attribute("aria-pressed", "false")
    harness.locator(f".hand .card[data-code='{card}']").first.click()
    assert sent(harness) == [up, f"{card}/down", up]


def test_being_skipped_is_accepted_after_the_same_pause_for_every_seat(harness: Page) -> None:
    """[D-16]: the page's own "take" waits the table's throw-in time whether or not the seat
    holds a Blocken, so the moment of the answer tells nobody what it holds."""
    view = find_view("emojical", lambda v: v["phase"] == "skip" and v["legal_actions"] == ["take"])
    answer = "view => import('/static/js/quick.js').then((quick) => quick.autoAnswer(view))"
    alone = "view => import('/static/js/quick.js').then((quick) => quick.nothingElse(view))"
    pause = ("summary => import('/static/js/quick.js')"
             ".then((quick) => quick.autoPauseMs(summary))")
    choice = find_view("emojical", lambda v: v["phase"] == "skip" and len(v["legal_actions"]) > 1)
    assert harness.evaluate(answer, view) == "take"
    assert harness.evaluate(answer, choice) == "take"
    assert harness.evaluate(alone, view) is True
    assert harness.evaluate(alone, choice) is False
    assert harness.evaluate(pause, {"throw_in_seconds": 5}) == 5000
    harness.evaluate("localStorage.setItem('maumau.always_ask', 'on')")
    assert harness.evaluate(answer, view) is None
    assert harness.evaluate(answer, choice) is None
    harness.evaluate("localStorage.removeItem('maumau.always_ask')")

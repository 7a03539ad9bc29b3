"""The page says a refused WebSocket message in its own language (``why.<code>``), never
the server's English ``message`` where the catalogue has a text, and takes the form of a
number's count (one card, two cards)."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.browser.test_rendering import harness

__all__ = ["harness"]  # the fixture, imported for these tests

SAY = """async (problems) => {
    const { problemText, cardsText, refusalText } = await import("/static/js/i18n.js");
    const { EventWriter } = await import("/static/js/eventlog.js");
    const said = {};
    for (const lang of ["de", "en"]) {
        window.setLang(lang);
        const missed = new EventWriter("classic", (seat) => "Bot " + (seat + 1), 0);
        said[lang] = {
            problems: problems.map(problemText),
            cards: [cardsText(1), cardsText(2)],
            refusal: [refusalText("facing_penalty", { count: 1 }),
                      refusalText("facing_penalty", { count: 3 })],
            missed: missed.describe({ kind: "mau_missed", seat: 1, count: 1, choice: "!" }),
        };
    }
    window.setLang("de");
    return said;
}"""

PROBLEMS = [
    {"type": "error", "code": "bad_request", "message": "seat 0 is not open (human)",
     "reason": {"code": "seat_not_free", "params": {"seat": 0, "place": 1}}},
    {"type": "error", "code": "seats_open", "message": "every seat must be taken first",
     "reason": {"code": "seats_open", "params": {"seats": [2], "places": "3", "n": 1}}},
    # a code with a text and no reason: the English detail stays out
    {"type": "error", "code": "not_host", "message": "only the host may start"},
]


def test_refusals_and_counts_in_both_languages(harness: Page) -> None:
    said = harness.evaluate(SAY, PROBLEMS)
    de, en = said["de"], said["en"]
    assert de["problems"][0] == "Platz 1 ist nicht frei."
    assert en["problems"][0] == "Seat 1 is not free."
    assert "1 Platz ist frei: 3" in de["problems"][1]
    assert "1 seat is free: 3" in en["problems"][1]
    for lang in (de, en):
        assert "only the host" not in lang["problems"][2]
    assert de["cards"] == ["1 Karte", "2 Karten"] and en["cards"] == ["1 card", "2 cards"]
    assert de["refusal"][0].startswith("Du sollst 1 Karte ziehen")
    assert en["refusal"][1].startswith("You are to draw 3 cards")
    assert "1 Strafkarte" in de["missed"] and "1 Strafkarten" not in de["missed"], de["missed"]
    assert "1 penalty card" in en["missed"] and "1 penalty cards" not in en["missed"]

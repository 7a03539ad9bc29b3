"""The "So wird gespielt" page of every game: examples drawn with the app's cards, in
German and English."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.shots import save

SPECIALS = {"classic": 4, "tabaluga": 5, "emojical": 9, "heuldoch": 4}


@pytest.mark.parametrize("variant", sorted(SPECIALS))
def test_the_how_to_page_shows_each_special_card_in_both_languages(page: Page, variant: str
                                                                   ) -> None:
    page.goto(f"/how/{variant}")
    examples = page.locator(".how-examples").nth(1).locator(".how-example")
    expect(examples).to_have_count(SPECIALS[variant])
    expect(page.locator("h1")).to_contain_text("So wird gespielt")
    for example in examples.all():
        expect(example.locator(".card svg")).to_have_count(2)
        assert example.locator(".how-text p").inner_text().strip()
    save(page, f"how-{variant}-de")
    page.locator("#lang").click()
    expect(page.locator("h1")).to_contain_text("How to play")
    expect(page.locator("h2").first).to_have_text("What fits?")
    save(page, f"how-{variant}-en")


def test_an_unknown_game_has_no_how_to_page(page: Page) -> None:
    answer = page.goto("/how/skat")
    assert answer is not None and answer.status == 404

"""The shedding family's rules in words follow the machine's fields: a game
without calls says so, and one with a draw limit does not say a draw ends the turn."""

from __future__ import annotations

import dataclasses

from maumau import Ruleset
from maumau.games.shedding import summary
from maumau.games.shedding.classic import CLASSIC
from maumau.rules_summary import render


def _lines(**fields: object) -> dict[str, list[str]]:
    ruleset = Ruleset.create("classic", 4)
    rules = dataclasses.replace(CLASSIC.rules_for(ruleset), **fields)  # type: ignore[attr-defined]
    sections = summary.summarize(ruleset, rules, points_kept=False)
    return {section["name"]: [line["text"] for line in section["lines"]]
            for section in render("en", sections, "classic")}


def test_a_game_without_calls_calls_nothing() -> None:
    calls = _lines(calls=False)["calls"]
    assert calls == ["There is no last-card call: the last card is played like any other"]
    assert not any("Mau" in line for line in calls)


def test_a_draw_limit_is_told_instead_of_the_turn_ending() -> None:
    text = " ".join(_lines(draw_limit=3, play_after_draw=False)["stacking"])
    assert "After drawing the next player moves" not in text
    assert "up to 3 cards in a turn" in text


def test_no_reshuffle_is_told() -> None:
    assert any("not shuffled" in line for line in _lines(reshuffle=False)["stacking"])


def test_the_default_rules_keep_their_words() -> None:
    lines = _lines()
    assert not any("no last-card call" in line for line in lines["calls"])
    assert "A drawn card that fits may be played at once" in lines["stacking"]

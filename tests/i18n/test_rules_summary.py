"""The rules of a table in words, and why a match ended: data with codes, texts in both
languages, following the options (the summary reads the engine's own effect tables)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from fastapi.testclient import TestClient

from maumau import i18n
from maumau.bots.base import make_bot
from maumau.core.match import Match
from maumau.core.ruleset import Ruleset
from maumau.core.variant import all_variants
from maumau.rules_summary import (
    LINE_PREFIX,
    SECTION_PREFIX,
    end_reason,
    render,
    render_line,
    summarize,
)


def every_ruleset() -> list[Ruleset]:
    found = []
    for game in all_variants():
        for preset in game.presets:
            for players in (game.min_players, game.max_players):
                found.append(Ruleset.create(game.name, players, preset))
    return found


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_line_of_every_preset_has_a_text_with_its_fields_filled(lang: str):
    texts = i18n.messages(lang)
    for ruleset in every_ruleset():
        for section in summarize(ruleset):
            assert SECTION_PREFIX + section.name in texts
            for line in section.lines:
                assert LINE_PREFIX + line.code in texts, line.code
                text = render_line(lang, line)
                assert text and "{" not in text, (line, text)


def codes(ruleset: Ruleset) -> set[str]:
    return {line.code for section in summarize(ruleset) for line in section.lines}


def test_the_summary_follows_the_options():
    standard = Ruleset.create("classic", 4, "standard")
    changed = Ruleset.create("classic", 4, "standard", {"jokers": 2, "wish_on_wish": False,
                                                        "mau_penalty_cards": 2,
                                                        "skip_rank": "none"})
    assert {"wish_on_wish_on", "call_mau_locked", "effect.skip"} <= codes(standard)
    assert "effect.joker" not in codes(standard)
    assert {"effect.joker", "wish_on_wish_off", "call_mau_penalty"} <= codes(changed)
    assert "effect.skip" not in codes(changed)
    single = Ruleset.create("classic", 4, "single")
    assert "end_single_round" in codes(single) and "points_won" not in codes(single)


def test_card_values_and_special_cards_are_named_in_each_language():
    # [I-5] the Jack wishes a suit in the classic defaults
    sections = {s["name"]: s
                for s in render("de", summarize(Ruleset.create("classic", 4)), "classic")}
    special = " ".join(line["text"] for line in sections["special_cards"]["lines"])
    assert "Bube: passt auf jede Karte" in special
    values = sections["scoring"]["lines"][0]["text"]
    assert "Bube = 50" in values and "Ass = 11" in values
    english = render("en", summarize(Ruleset.create("classic", 4)), "classic")
    assert any("Jack = 50" in line["text"] for s in english for line in s["lines"])
    tabaluga = render("en", summarize(Ruleset.create("tabaluga", 3)), "tabaluga")
    assert tabaluga[-2]["lines"][0]["code"] == (
        "end_games")


def play_out(match: Match) -> Match:
    """Simple bots with a seeded generator play until the match ends (deterministic)."""
    bot = make_bot("simple", match.ruleset.variant)
    rng = random.Random(11)
    for _ in range(50000):
        if match.is_over():
            return match
        if match.round.result is not None:
            match.next_round()
            continue
        game = match.round
        match.apply(bot.choose(game.view(game.to_move), rng))
    raise AssertionError("the match did not end")


def test_why_a_match_ended():
    assert end_reason(Match(Ruleset.create("classic", 3), seed=1)) is None
    target = play_out(Match(Ruleset.create("classic", 3, None, {"target_score": 1}), seed=3))
    reason = end_reason(target)
    assert reason is not None and reason.code == "target_reached"
    result = target.result
    assert result is not None
    assert reason.params["points"] == max(result.totals) >= 1
    assert reason.params["place"] == reason.params["seat"] + 1
    assert reason.params["target"] == 1
    german = i18n.text("de", "end.target_reached", who="Bot 3", **{
        k: v for k, v in reason.params.items() if k in ("points", "target")})
    assert german == f"Bot 3 hat {reason.params['points']} Punkte erreicht, Ziel 1"
    games = end_reason(play_out(Match(Ruleset.create("tabaluga", 3, "short"), seed=5)))
    assert games is not None and games.to_dict() == {"code": "games_played",
                                                     "params": {"games": 1}}
    rounds = end_reason(play_out(Match(Ruleset.create("heuldoch", 3), seed=5)))
    assert rounds is not None and rounds.code == "rounds_played"
    single = end_reason(play_out(Match(Ruleset.create("classic", 2, "single"), seed=2)))
    assert single is not None and single.code == "single_round"
    for line in (reason, games, rounds, single):
        for lang in i18n.LANGUAGES:
            assert i18n.messages(lang)["end." + line.code]


def test_the_rules_api_renders_a_ruleset_in_the_requested_language(client: TestClient):
    german = client.get('/api/rules?variant=classic&players=3&options={"jokers":2}').json()
    assert german["lang"] == "de" and german["players"] == 3
    lines = [line for s in german["sections"] for line in s["lines"]]
    assert any(line["code"] == "effect.joker" for line in lines)
    assert all(line["text"] and "params" in line for line in lines)
    english = client.post("/api/rules", json={"variant": "heuldoch", "lang": "en"}).json()
    assert english["sections"][0]["title"] == "Special cards"
    assert client.get("/api/rules?variant=classic&lang=fr").json()["lang"] == "de"
    bad = client.get('/api/rules?variant=classic&options={"hand_size":1}&lang=en')
    assert bad.status_code == 422
    assert bad.json()["message"] == "Cards per player: 1 is not possible, allowed are 2 to 10"
    assert client.get("/api/rules?variant=skat").status_code == 422
    assert client.get("/api/rules?variant=classic&options=nope").status_code == 422


def test_a_new_table_has_no_end_reason_yet(client: TestClient):
    created = client.post("/api/tables", json={
        "variant": "classic", "players": 2, "name": "Anna",
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]})
    assert created.status_code == 201, created.text
    assert client.get(f"/api/tables/{created.json()['code']}").json()["end_reason"] is None


SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


def raw_kinds(ruleset: Ruleset) -> set[str]:
    """The card kinds of a game as codes (``skip``, ``+2``, ``J``); digits are words too."""
    from maumau.games.shedding.summary import card_kind
    from maumau.games.shedding.variant import SheddingVariant

    game = ruleset.game
    if not isinstance(game, SheddingVariant):
        return set()
    rules = game.rules_for(ruleset)
    kinds = {card_kind(spec.code, rules.suits) for spec in rules.deck.cards}
    return {kind for kind in kinds if not kind.isdigit()}


def named_cards(line: dict[str, Any]) -> list[str]:
    """The card names a line shows: before its first colon for a special card line, the
    slash-separated names before ``= points`` for a values line."""
    text: str = line["text"]
    if "values" in line["params"]:
        listing = text.split(": ", 1)[1]
        return [name for item in listing.split(", ") for name in item.split(" = ")[0].split("/")]
    if "cards" in line["params"] and isinstance(line["params"]["cards"], list):
        return text.split(": ", 1)[0].split(", ")
    return []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_summary_shows_a_raw_code_in_any_game_preset_or_language(lang: str):
    changed = [Ruleset.create("emojical", 4, None, {"extra_card": "pass_hands"}),
               Ruleset.create("emojical", 4, None, {"extra_card": "removed"}),
               Ruleset.create("classic", 4, None, {"draw_n_rank": "Q", "jokers": 1,
                                                   "mau_penalty_cards": 1}),
               Ruleset.create("heuldoch", 4, None, {"rounds": 1, "special_cards": True})]
    for ruleset in every_ruleset() + changed:
        where = f"{ruleset.variant}/{ruleset.options} ({lang})"
        kinds = raw_kinds(ruleset)
        for section in render(lang, summarize(ruleset), ruleset.variant):
            assert section["title"] != section["name"], where
            for line in section["lines"]:
                text = line["text"]
                # option keys (draw_two_rank) and other codes are snake_case
                assert not SNAKE.findall(text), (where, text)
                shown = named_cards(line)
                assert not set(shown) & kinds, (where, text)
                assert all(len(name.strip()) > 1 or name.isdigit() for name in shown), (
                    where, text)

"""Position text (docs/positions.md, "Position text"): one line that spells a round's
whole state and round-trips through the JSON position for every registered game (the
plugin's included); a seat's view without hidden cards; refusals in the loader's words;
``maumau play --position``; scenarios set up as text."""

from __future__ import annotations

import io
import random
import re
from pathlib import Path

import pytest

from maumau import Match, PositionError, RecordError, Ruleset, i18n, load_position
from maumau.cli.main import main
from maumau.core.match import match_from_text
from maumau.core.position_text import (
    position_from_text,
    position_to_text,
    view_text,
)
from maumau.core.record import replay_record
from maumau.core.registry import all_variants
from maumau.core.round import Round
from tests.support.rulesets import RulesetCase, random_options

GAMES = sorted(variant.name for variant in all_variants())


def rulesets_of(variant: str) -> list[RulesetCase]:
    """Every preset once (player counts going round) and two random option sets."""
    game = next(v for v in all_variants() if v.name == variant)
    counts = list(range(game.min_players, game.max_players + 1))
    rng = random.Random(f"position-text:{variant}")
    cases = [RulesetCase(variant, counts[index % len(counts)], preset)
             for index, preset in enumerate(sorted(game.presets))]
    cases += [random_options(variant, rng.choice(counts), rng) for _ in range(2)]
    return cases


CASES = [case for variant in GAMES for case in rulesets_of(variant)]


def loadable(game: Round) -> bool:
    """Whether the loader takes the round's position (a shedding round that is over is
    refused, text or JSON alike)."""
    try:
        load_position(game.to_position())
    except PositionError:
        return False
    return True


def check_text(game: Round) -> str:
    text = game.to_text()
    assert "\n" not in text
    assert position_from_text(text) == game.to_position(), text
    if loadable(game):
        loaded = Round.from_text(text)
        assert loaded.to_position() == game.to_position()
        assert loaded.to_text() == text
    return text


def check_views(game: Round) -> None:
    hands = game.to_position()["hands"]
    for seat in range(game.n):
        text = game.to_text(seat=seat)
        assert "seed=" not in text and "chance=" not in text
        shown = text.split()[1].split("/")
        for other, hand in enumerate(hands):
            expected = ",".join(hand) or "-" if other == seat else f"?{len(hand)}"
            assert shown[other] == expected, text
        with pytest.raises(PositionError) as caught:
            Round.from_text(text)
        assert caught.value.code == "position_text_view"
    assert "seat=" not in view_text(game.view(None))


def plays_on_alike(original: Round, rng: random.Random) -> None:
    """A round loaded from the text plays on exactly as the original: same legal actions,
    events, positions and result under the same actions."""
    loaded = Round.from_text(original.to_text())
    original = original.copy()
    while original.result is None:
        legal = original.legal_actions()
        assert loaded.legal_actions() == legal
        action = rng.choice(list(legal))
        assert [e.to_dict() for e in loaded.apply(action)] == [
            e.to_dict() for e in original.apply(action)]
        assert loaded.to_position() == original.to_position()
    assert loaded.result == original.result


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_the_text_round_trips_at_every_decision_and_plays_on_alike(case: RulesetCase) -> None:
    rules = case.build()
    rng = random.Random(case.name)
    game = rules.game.new_round(rules, f"text {case.name}", 1, 0)
    steps = 0
    while True:
        check_text(game)
        if steps % 17 == 0:
            check_views(game)
        if steps in (0, 9) and game.result is None:
            plays_on_alike(game, random.Random(steps))
        if game.result is not None or steps >= 160:
            break
        game.apply(rng.choice(list(game.legal_actions())))
        steps += 1


@pytest.mark.parametrize("variant", GAMES)
def test_a_match_text_keeps_where_the_match_stood(variant: str) -> None:
    game = next(v for v in all_variants() if v.name == variant)
    rules = Ruleset.create(variant, game.min_players)
    match = Match(rules, 3)
    rng = random.Random(variant)
    while not match.is_over() and (not match.results or len(match.actions[-1]) < 3):
        if match.round.result is not None:
            match.next_round()
        else:
            match.apply(rng.choice(list(match.round.legal_actions())))
    text = position_to_text(match.to_position())
    assert "totals=" in text and "rounds_played=" in text
    assert position_from_text(text) == match.to_position()
    if not loadable(match.round):
        return  # a match of one round, over: the loader refuses it, text or JSON alike
    again = match_from_text(text)
    assert again.to_position() == match.to_position()
    assert again.tally.rounds == match.tally.rounds
    assert (again.tally.totals, again.tally.tiebreaks) == (match.tally.totals,
                                                           match.tally.tiebreaks)


def test_a_text_seed_is_quoted_as_in_json() -> None:
    rules = Ruleset.create("classic", 2)
    for seed in ('a "quoted" seed, with / and spaces', "42", 7):
        game = rules.game.new_round(rules, seed, 0, 1)
        text = check_text(game)
        assert Round.from_text(text).seed == seed


def test_the_ruleset_names_the_preset_and_what_differs_from_it() -> None:
    rules = Ruleset.create("classic", 4, "party", {"jokers": 1, "auto_call": True})
    text = rules.game.new_round(rules, 1, 0, 3).to_text()
    ruleset = text.split()[0]
    assert ruleset.startswith("classic/4/party/")
    assert ruleset == "classic/4/party/auto_call=on,jokers=1"
    assert Round.from_text(text).ruleset == rules
    plain = Ruleset.create("tabaluga", 3, options={"games": 5})
    assert plain.game.new_round(plain, 1, 0, 2).to_text().split()[0] == "tabaluga/3/-/games=5"


# ----------------------------------------------------------------- scenarios as text

def test_a_draw_two_is_stacked_and_the_next_seat_must_take_four() -> None:
    """docs/rules.md [C-2]: a 7 on a pending 7 adds two more cards for the next seat."""
    game = Round.from_text("classic/3 7S,8D/9C,TC/JH,QH ... QD,7H 0 penalty pending_draw=2")
    assert sorted(map(str, game.legal_actions())) == ["7S", "7S!", "take"]
    game.play("7S")
    assert game.to_text().split()[3:7] == ["QD,7H,7S", "1", "penalty", "pending_draw=4"]
    assert [str(action) for action in game.legal_actions()] == ["take"]
    game.play("take")
    assert game.to_position()["hands"][1] == ["9C", "TC", "7D", "9D", "TD", "JD"]


def test_a_wish_in_force_is_followed() -> None:
    game = Round.from_text("classic/2 9H,KS,JD/8C,9C ... 7H,JC 0 play wish=S")
    assert sorted(map(str, game.legal_actions())) == ["JD/C", "JD/D", "JD/H", "JD/S", "KS",
                                                      "draw"]


def test_a_face_down_card_is_seen_only_by_the_seats_that_know_it() -> None:
    text = "heuldoch/3 r1,r2,r3,r4/o1,o2,o3,o4/y1,y2,y3,y4 ... g1/g2,b3*1/g3 - 0"
    game = Round.from_text(text)
    assert game.to_position()["piles"][1] == {
        "cards": ["g2", "b3"], "face_down": [{"at": 1, "known_by": [1]}]}
    assert " g1/?1,*/g3 " in game.to_text(seat=0)
    assert " g1/?1,b3*/g3 " in game.to_text(seat=1)
    assert Round.from_text(game.to_text()).to_position() == game.to_position()


def test_the_plugin_game_counts_the_cards_drawn_in_a_turn() -> None:
    if "crazy_eights" not in GAMES:
        pytest.skip("the Crazy Eights plugin is not installed")
    game = Round.from_text("crazy_eights/2 2C,3C/4D,5D ... KH 0 play draws=2")
    assert game.to_position()["draws"] == 2
    assert "draws=2" in game.to_text()


# ----------------------------------------------------------------- refusals

def refusal(text: str) -> PositionError:
    with pytest.raises(PositionError) as caught:
        Round.from_text(text)
    problem = caught.value
    for lang in i18n.LANGUAGES:
        assert i18n.error_text(lang, problem.code, problem.params, "FALLBACK") != "FALLBACK"
    return problem


GOOD = "classic/2 7S,8D/9C,TC ... QD,7H 0 play"


@pytest.mark.parametrize(("text", "code"), [
    ("", "position_text_missing"),
    ("classic", "position_text_ruleset"),
    ("nogame/3 - -", "position_ruleset"),
    ("classic/9 - -", "position_ruleset"),
    ("classic/2/party/jokers=9 - -", "position_ruleset"),
    ("classic/2 7S,8D/9C,TC", "position_text_missing"),
    (GOOD + " extra", "position_text_extra"),
    (GOOD + " colour=H", "position_text_unknown"),
    (GOOD + " wish=H wish=S", "position_text_twice"),
    (GOOD + " mau=5", "position_text_seats"),
    (GOOD + ' seed="open', "position_text_syntax"),
    ("classic/2 7S,8D/9C,TC - QD,7H 0 play", "position_card_missing"),
    ("classic/2 7S,8D/9C,TC ... QD,7H x play", "position_number"),
    ("classic/2 7S,8D/9C,TC ... QD,7H 0 dance", "position_phase"),
    ("classic/2 7S,8D/9C,ZZ ... QD,7H 0 play", "position_unknown_card"),
    ("classic/2 ?2/9C,TC ?20 ?1,7H 0 play seat=1", "position_text_view"),
    ("heuldoch/3 r1,r2,r3,r4/o1,o2,o3,o4/y1,y2,y3,y4 ... g1/g2,b3*/g3 - 0",
     "position_text_face_down"),
    ("crazy_eights/2 2C,3C/4D,5D ... KH 0 play draws=9", "position_number"),
    ("classic/2 7S,8D/9C,TC ... QD,7H 0 play draws=1", "position_text_unknown"),
])
def test_a_bad_text_is_refused_naming_the_problem(text: str, code: str) -> None:
    if code == "position_number" and "crazy_eights" in text and "crazy_eights" not in GAMES:
        pytest.skip("the Crazy Eights plugin is not installed")
    assert refusal(text).code == code


def test_a_record_step_that_fails_shows_the_position_as_text() -> None:
    match = Match(Ruleset.create("classic", 2, "single"), 5)
    match.apply(match.round.legal_actions()[0])
    record = match.to_record()
    before = match_from_text(position_to_text(Match(match.ruleset, 5).to_position()))
    record["rounds"][0]["actions"].append("hallo")
    with pytest.raises(RecordError) as caught:
        replay_record(record)
    assert caught.value.code == "record_action"
    assert f"(at {match.round.to_text()})" in str(caught.value)
    assert before.round.to_text() != match.round.to_text()


# ----------------------------------------------------------------- maumau play --position

def play(args: list[str], script: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(["play", "--no-colour", "--lang", "en", *args], stdin=io.StringIO(script),
                  stdout=out, stderr=err, environ={})
    return status, out.getvalue(), err.getvalue()


def test_play_starts_from_a_position_text() -> None:
    text = "classic/2/single 7S,8D/9C,TC ... QD,7H 0 play seed=5"
    status, out, err = play(["--position", text, "--bots", "random"], "1\n" * 200)
    assert status == 0, err
    assert "7S" in out or "7♠" in out


def test_play_refuses_a_bad_position_in_one_line() -> None:
    status, _, err = play(["--position", "classic/2 7S - - 0 play"], "")
    assert status == 2
    assert err.count("\n") == 1 and "position" in err


# ----------------------------------------------------------------- the docs' examples

def docs_section() -> str:
    text = (Path(__file__).resolve().parents[2] / "docs" / "positions.md").read_text(
        encoding="utf-8")
    start = text.index("## Position text")
    return text[start:text.index("\n## ", start + 1)]


def blocks(kind: str) -> list[str]:
    return re.findall(rf"```{kind}\n(.*?)```", docs_section(), re.DOTALL)


def test_every_text_example_in_the_docs_loads_or_is_a_view() -> None:
    lines = [line for block in blocks("text") for line in block.splitlines() if line]
    assert len(lines) >= 6
    for line in lines:
        if " seat=" in line:
            assert refusal(line).code == "position_text_view"
            continue
        game = Round.from_text(line)
        if line.endswith("seed=42"):
            assert game.to_text() == line
            assert Match(Ruleset.create("classic", 2, "single"), 42).round.to_text() == line
    heul = Round.from_text(lines[-2])
    assert heul.to_text(seat=0) == lines[-1]


def test_the_python_example_in_the_docs_runs() -> None:
    for block in blocks("python"):
        exec(compile(block, "docs/positions.md", "exec"), {})

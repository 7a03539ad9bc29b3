"""The terminal speaks one language, the one chosen before or after the command: its help,
its errors (the operating system's and Ray's included), seat numbers from 1, plurals, and the
cards it takes as typed in words."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from maumau import Match, Ruleset
from maumau.cli.i18n import Texts
from maumau.cli.play import PlayLoop
from maumau.cli.renderers import renderer_for
from maumau.cli.seats import SeatNames
from maumau.cli.typed import normalised, typed_actions
from maumau.core.actions import ActionKind
from maumau.seat_label import seat_label

from .conftest import RunCli


@pytest.mark.parametrize("args", [["--lang", "en", "--help"], ["--lang=en", "--help"],
                                  ["--help", "--lang", "en"]])
def test_the_language_may_come_before_the_command(cli: RunCli, args: list[str]) -> None:
    run = cli(args)
    assert run.status == 0, run.err
    assert "Mau Mau in the terminal" in run.out and "usage:" in run.out


def test_the_language_before_the_command_holds_for_the_command(cli: RunCli) -> None:
    before = cli(["--lang=en", "rules", "classic"])
    after = cli(["rules", "classic", "--lang", "en"])
    assert before.status == after.status == 0
    assert before.out == after.out and "How this table plays" in before.out
    assert "So wird" in cli(["--lang", "en", "rules", "classic", "--lang", "de"]).out


@pytest.mark.parametrize(("lang", "own", "foreign"), [
    ("de", "Nachrichten an den Support", "messages sent to support"),
    ("en", "messages sent to support", "Nachrichten an den Support"),
])
def test_the_help_lists_every_command_in_one_language(cli: RunCli, lang: str, own: str,
                                                      foreign: str) -> None:
    run = cli(["--help", "--lang", lang])
    assert own in run.out and foreign not in run.out
    listing = cli(["feedback", "list", "--help", "--lang", lang])
    assert listing.status == 0 and (("alle Nachrichten zeigen" in listing.out) == (lang == "de"))


def test_a_missing_file_is_named_in_the_chosen_language(cli: RunCli, tmp_path: Path) -> None:
    german = cli(["replay", str(tmp_path / "nope.json")])
    assert german.err.endswith("nicht lesen: Datei oder Ordner gibt es nicht\n")
    assert "No such file" not in german.err
    english = cli(["replay", str(tmp_path / "nope.json"), "--lang", "en"])
    assert english.err.endswith("cannot read " + str(tmp_path / "nope.json")
                                + ": no such file or folder\n")
    folder = cli(["replay", str(tmp_path)])
    assert "das ist ein Ordner" in folder.err


def test_a_cluster_that_does_not_answer_is_named_with_its_words_on_a_detail_line(
        cli: RunCli) -> None:
    pytest.importorskip("ray")
    run = cli(["simulate", "--cluster", "127.0.0.1:9", "--games", "2"])
    first, detail = run.err.splitlines()
    assert first == "maumau: Fehler: Der Ray-Cluster unter 127.0.0.1:9 antwortet nicht"
    assert detail.startswith("  Einzelheiten: ")


@pytest.mark.parametrize(("lang", "seat"), [("de", "Platz 1"), ("en", "Seat 1")])
def test_simulate_counts_seats_from_one_and_says_plurals(cli: RunCli, lang: str,
                                                         seat: str) -> None:
    run = cli(["simulate", "--games", "1", "--seed", "1", "--jobs", "1", "--lang", lang,
               "--preset", "single"])
    assert run.status == 0, run.err
    assert f"{seat}: simple" in run.out and "Platz 0" not in run.out
    assert ("1 Partie = 1 Deal × 1 Rotation" if lang == "de"
            else "1 game = 1 deal × 1 rotation") in run.out
    assert "(en)" not in run.out and "(s)" not in run.out and "(e)" not in run.out


def test_one_function_labels_a_seat() -> None:
    assert seat_label("de", 0) == "Platz 1"
    assert seat_label("en", 2, "Anna") == "Seat 3 (Anna)"


def test_an_emojical_swap_names_its_target_as_the_table_does() -> None:
    match = Match(Ruleset.create("emojical", 3, options={"target_score": 0}), 1)
    names = SeatNames(("Du", "Bot 2 (Anfänger)", "Bot 3 (Anfänger)"), 0, "dir")
    renderer = renderer_for("emojical")
    for seat in range(3):
        for card in ("y:swap", "p:swap", "g:swap", "b:swap"):
            for target in (1, 2):
                action = match.round.parse_action(f"{card}>{target}")
                text = renderer.describe_action(action, match.round.view(seat), "de", False,
                                                names)
                assert f"Ziel: {names(target)}" in text and "Platz" not in text


@pytest.mark.parametrize(("lang", "typed"), [
    ("de", ["B♥ Kreuz", "b ♥ kreuz", "Herz-Bube Kreuz", "bube herz ♣"]),
    ("en", ["J♥ clubs", "jack of hearts ♣", "J hearts clubs"]),
])
def test_a_card_is_typed_as_it_is_shown_or_in_words(lang: str, typed: list[str]) -> None:
    match = Match(Ruleset.create("classic", 4), 5)  # seat 0 holds B♥ (JH), no B♣
    match.apply(match.round.parse_action("/H"))  # the dealer names hearts for the J♠ on top
    view = match.round.view(0)
    renderer = renderer_for("classic")
    for text in typed:
        found = typed_actions(text, view.legal_actions, renderer, view, lang)
        assert [str(action) for action in found] == ["JH/C"], text
    several = typed_actions("B♥" if lang == "de" else "J♥", view.legal_actions, renderer, view,
                            lang)
    assert len(several) == 4  # one per wish: the terminal asks for a number
    assert normalised("Kreuz-Bube") == normalised("kreuz bube")


def test_colour_cards_are_shown_and_typed_in_words() -> None:
    renderer = renderer_for("tabaluga")
    assert renderer.render_card("y9", "de", False) == "Gelb 9"
    assert renderer.render_card("y9", "en", False) == "Yellow 9"
    assert "gelb9" in {normalised(word) for word in renderer.spellings("y9", "de")}
    assert renderer_for("emojical").render_card("y:angry", "de", False) == "Gelb Wütend"
    assert renderer_for("heuldoch").render_card("y7", "de", False) == "gelb 7"


def test_the_throw_in_prompt_says_it_is_out_of_turn() -> None:
    texts = Texts("de")
    assert texts("play.choices.throw_in").startswith("Außer der Reihe")
    assert texts("phase.throw_in").startswith("Dazwischenwerfen?")
    for seed in range(1, 40):
        match = Match(Ruleset.create("emojical", 2, options={"target_score": 0}), seed)
        game = match.round
        while game.result is None and not (game.phase == "throw_in" and game.to_move == 0):
            seat = game.to_move
            assert seat is not None
            match.apply(game.view(seat).legal_actions[-1])
        if game.result is None:
            break
    else:
        pytest.skip("no throw-in chance for seat 0 in these deals")
    out = io.StringIO()
    loop = PlayLoop(match, 0, {}, renderer_for("emojical"), texts, False, io.StringIO("q\n"),
                    out, io.StringIO())
    loop._show_screen(game.view(0), game.view(0).legal_actions)
    screen = out.getvalue()
    assert "Dazwischenwerfen?" in screen and "Außer der Reihe" in screen
    assert "Du bist dran" not in screen
    assert any(kind in screen for kind in ("dazwischenwerfen", "Nicht dazwischenwerfen"))
    assert ActionKind.PASS in {action.kind for action in game.view(0).legal_actions}


@pytest.mark.parametrize("variant", ["classic", "emojical", "heuldoch"])
def test_a_replay_speaks_one_language_and_names_who_played(cli: RunCli, tmp_path: Path,
                                                           variant: str) -> None:
    from .test_pty_walk import ENGLISH, GERMAN, words_of

    path = tmp_path / "match.json"
    extra = {"classic": ["--preset", "single"], "emojical": ["--option", "target_score=0"],
             "heuldoch": []}[variant]
    played = cli(["play", "--variant", variant, "--seed", "3", "--save", str(path), *extra,
                  "--no-colour"], "1\n" * 3000)
    assert played.status == 0, played.err
    for lang, foreign, human in (("de", ENGLISH, "Spieler 1 (Mensch)"),
                                 ("en", GERMAN, "Player 1 (human)")):
        out = cli(["replay", str(path), "--open", "--lang", lang, "--no-colour"]).out
        assert human in out
        assert not (words_of(out) & foreign) - {"hand"}, lang

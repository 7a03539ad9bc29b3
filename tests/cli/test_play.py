"""``maumau play``: whole games from scripted input, saving, quitting, bad input, and
that the human never sees a card hidden from their seat [I-5]."""

from __future__ import annotations

import io
import json
import re

import pytest

from maumau import Match, Ruleset, replay_record
from maumau.bots import make_bot
from maumau.cli.i18n import Texts
from maumau.cli.play import PlayLoop
from maumau.cli.renderers import Renderer, renderer_for
from maumau.core.round import Round

from .conftest import RunCli

ONES = "1\n" * 600
SINGLE = ["play", "--preset", "single", "--players", "2", "--seed", "11", "--no-colour"]


def test_a_single_round_game_picking_option_1_ends_with_a_result(cli: RunCli, tmp_path):
    path = tmp_path / "game.json"
    run = cli([*SINGLE, "--save", str(path)], ONES)
    assert run.status == 0, run.err
    assert "Runde 1 vorbei" in run.out
    assert "Spielende nach 1 Runde." in run.out
    assert f"Partie gespeichert: {path}" in run.out
    record = json.loads(path.read_text(encoding="utf-8"))
    match = replay_record(record)
    assert match.is_over()
    assert record["seed"] == 11
    winner = ("Du", "Bot 2 (Anfänger)")[record["winners"][0]]
    assert f"Gewinner: {winner}" in run.out


def test_the_same_seed_plays_the_same_game(cli: RunCli):
    first = cli(SINGLE, ONES)
    second = cli(SINGLE, ONES)
    assert first.out == second.out


def test_the_random_seed_is_printed_at_the_end_and_replays_the_game(cli: RunCli):
    args = ["play", "--preset", "single", "--players", "3", "--no-colour"]
    first = cli(args, ONES)
    last = first.out.rstrip().splitlines()[-1]
    seed = re.fullmatch(r"Seed (\d+) \(nochmal mit --seed \1\)", last)
    assert seed is not None, first.out[-300:]
    again = cli([*args, "--seed", seed[1]], ONES)
    assert again.out == first.out


# ----------------------------------------------------------------- the seed is a secret

LONG_SEED = "918273645501"  # twelve digits that no screen of a game shows by chance


@pytest.mark.parametrize(("lang", "end", "line"), [
    ("de", "Spielende nach 1 Runde.", f"Seed {LONG_SEED} (nochmal mit --seed {LONG_SEED})"),
    ("en", "The match is over after 1 round.",
     f"Seed {LONG_SEED} (replay with --seed {LONG_SEED})"),
])
def test_the_seed_is_shown_only_once_the_match_is_over(cli: RunCli, lang: str, end: str,
                                                       line: str):
    """Every hand follows from the seed: shown during play, it would give them away."""
    run = cli(["play", "--preset", "single", "--players", "3", "--seed", LONG_SEED,
               "--lang", lang, "--no-colour"], ONES)
    assert run.status == 0, run.err
    during, over, after = run.out.partition(end)
    assert over and LONG_SEED not in during
    assert after.rstrip().endswith(line)


def test_the_seed_is_shown_when_the_human_quits(cli: RunCli):
    run = cli(["play", "--seed", LONG_SEED, "--no-colour"], "draw\nq\n")
    during, quit_line, after = run.out.partition("Spiel beendet.")
    assert quit_line and LONG_SEED not in during
    assert after.strip() == f"Seed {LONG_SEED} (nochmal mit --seed {LONG_SEED})"


def test_a_seed_that_is_not_a_number_is_quoted_for_the_shell(cli: RunCli):
    run = cli(["play", "--seed", "Oma Else", "--no-colour"], "q\n")
    assert run.out.rstrip().endswith("Seed Oma Else (nochmal mit --seed 'Oma Else')")


class StoppedClock:
    """A clock that always says the same time."""

    def time(self) -> float:
        return 1_700_000_000.0


def test_the_default_seed_does_not_follow_from_the_clock(cli: RunCli,
                                                         monkeypatch: pytest.MonkeyPatch):
    """Two games started at the same moment get different (and unguessably large) seeds."""
    monkeypatch.setattr("maumau.cli.main.time", StoppedClock(), raising=False)
    pattern = r"Seed (\d+) \(nochmal mit --seed \1\)"
    seeds = {int(re.findall(pattern, cli(["play", "--no-colour"], "q\n").out)[0])
             for _ in range(3)}
    assert len(seeds) == 3
    assert max(seeds) >= 1_000_000


# ----------------------------------------------------------------- saving


def test_quitting_saves_the_unfinished_game(cli: RunCli, tmp_path):
    path = tmp_path / "quit.json"
    run = cli([*SINGLE, "--save", str(path)], "q\n")
    assert run.status == 0
    assert "Spiel beendet." in run.out
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["rounds"][-1]["result"] is None
    assert not replay_record(record).is_over()


def test_a_save_path_that_cannot_be_written_stops_before_the_game(cli: RunCli, tmp_path):
    path = tmp_path / "missing" / "game.json"
    run = cli([*SINGLE, "--save", str(path)], ONES)
    assert run.status == 2
    assert run.out == ""
    assert run.err == (f"maumau: Fehler: kann {path} nicht schreiben: "
                       "Datei oder Ordner gibt es nicht\n")
    assert not path.parent.exists()


def test_a_directory_is_no_save_path(cli: RunCli, tmp_path):
    run = cli([*SINGLE, "--save", str(tmp_path), "--lang", "en"], ONES)
    assert run.status == 2 and run.out == ""
    assert run.err.startswith(f"maumau: error: cannot write {tmp_path}: ")
    assert run.err.count("\n") == 1


def test_a_checked_save_path_is_written_once_at_the_end(cli: RunCli, tmp_path):
    path = tmp_path / "game.json"
    run = cli([*SINGLE, "--save", str(path)], "")
    assert run.status == 0
    assert json.loads(path.read_text(encoding="utf-8"))["seed"] == 11


def test_end_of_input_ends_the_game_cleanly(cli: RunCli):
    run = cli(SINGLE, "")
    assert run.status == 0
    assert run.out.rstrip().endswith("Keine Eingabe mehr: Spiel beendet.\n"
                                      "Seed 11 (nochmal mit --seed 11)")


def test_bad_input_is_explained_and_asked_again(cli: RunCli):
    run = cli(SINGLE, "zz\n0\npass\n" + ONES)
    assert run.status == 0
    assert "Nicht verstanden: Die Karte „zz“ gibt es nicht" in run.out
    assert "Keine Möglichkeit Nummer 0: wähle 1 bis" in run.out
    assert re.search(r"Nicht erlaubt: .*(Passen darfst du erst|Karten ziehen)", run.out)
    assert "Spielende" in run.out


def test_typed_notation_is_accepted_in_any_case(cli: RunCli):
    # seed 11: the human holds JS over a 10H and may draw
    run = cli(SINGLE, "js/h!\njs/h\n")
    assert "Nicht erlaubt: JS/H! is not legal" not in run.out
    assert "Nicht erlaubt: Mau sagst du nur mit deiner vorletzten Karte." in run.out
    assert "Du spielst B♠, wünschst ♥ Herz" in run.out
    drawn = cli(SINGLE, "DRAW\nq\n")
    assert "Du ziehst 8♥" in drawn.out
    assert "Du hast 8♥ gezogen: spielen oder behalten?" in drawn.out


def test_help_is_shown_on_request(cli: RunCli):
    run = cli(SINGLE, "?\nq\n")
    assert "/H wünscht Herz, ! sagt Mau" in run.out


def test_english_and_german_screens(cli: RunCli):
    german = cli(SINGLE, ONES).out
    english = cli([*SINGLE, "--lang", "en"], ONES).out
    assert "Deine Hand:" in german and "Du bist dran. Deine Möglichkeiten:" in german
    assert "Your hand:" in english and "Your turn. Your options:" in english
    assert "Deine Hand" not in english
    assert re.search(r"\d\) .* (Play|Draw a card)", english)
    assert re.search(r"\d\) .* (spielen|Karte ziehen)", german)


def test_every_seat_and_the_talon_are_shown(cli: RunCli):
    run = cli(["play", "--players", "4", "--bots", "simple,random,simple", "--seat", "2",
               "--seed", "3", "--preset", "single", "--no-colour"], "q\n")
    for name in ("[1] Bot 1 (Anfänger)", "[2] Bot 2 (zufällig)", "[3] Du", "[4] Bot 4 (Anfänger)"):
        assert name in run.out
    assert "Talon: " in run.out
    assert "Ablage: " in run.out


# ----------------------------------------------------------------- hidden cards [I-5]

class DecisionInput(io.StringIO):
    """Scripted answers; before each answer the test inspects the game."""

    def __init__(self, answers: str, before_each) -> None:
        super().__init__(answers)
        self.before_each = before_each

    def readline(self, size: int = -1) -> str:  # type: ignore[override]
        self.before_each()
        return super().readline(size)


def card_forms(code: str, renderer: Renderer, lang: str) -> list[re.Pattern[str]]:
    """Every way the screen could show a card: short, in words, as its code."""
    forms = [renderer.render_card(code, lang, False), renderer.card_words(code, lang, False),
             code]
    return [re.compile(rf"(?<![\w]){re.escape(form)}(?![\w♦♥♠♣])") for form in forms]


def hidden_from(game: Round, human: int) -> set[str]:
    """Cards in other hands that the human has never been shown, redacting by hand."""
    seen = {card.code for event in game.log for card in event.seen_by(human).cards}
    seen |= {card.code for card in game.view(human).hand}
    hands = game.debug_view()["hands"]
    return {code for seat, hand in enumerate(hands) if seat != human for code in hand} - seen


def leaks_in_play(seed: int, players: int = 3, lang: str = "de") -> set[str]:
    """Play a single round answering "1"; at every decision, which hidden cards of the bots
    the screen has shown so far."""
    human = 0
    ruleset = Ruleset.create("classic", players, "single")
    match = Match(ruleset, seed)
    renderer = renderer_for("classic")
    out = io.StringIO()
    leaks: set[str] = set()

    def inspect() -> None:
        screen = out.getvalue()
        for code in hidden_from(match.round, human):
            if any(form.search(screen) for form in card_forms(code, renderer, lang)):
                leaks.add(code)

    bots = {seat: make_bot("simple", "classic") for seat in range(1, players)}
    loop = PlayLoop(match, human, bots, renderer, Texts(lang), False,
                    DecisionInput(ONES, inspect), out, io.StringIO())
    assert loop.run() == 0
    assert match.is_over()
    return leaks


SEEDS = range(1, 7)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_screen_never_shows_a_card_hidden_in_a_bot_hand(lang: str):
    for seed in SEEDS:
        assert leaks_in_play(seed, lang=lang) == set(), seed


def test_the_hidden_card_check_catches_unredacted_events(monkeypatch: pytest.MonkeyPatch):
    """The check above can fail: show the human every event unredacted, and it does."""
    monkeypatch.setattr(Round, "events_for",
                        lambda self, seat, since=0: list(self.log[since:]))
    assert any(leaks_in_play(seed) for seed in SEEDS)

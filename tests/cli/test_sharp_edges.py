"""The command line's sharp edges: a game's own player range, the locale's
language, seats from the bots named, and a game's cards drawn as its faces say."""

from __future__ import annotations

import copy

import pytest

from maumau.cli.i18n import language_from_environment
from maumau.cli.renderers import Renderer
from maumau.core import registry
from maumau.core.variant import find_variant
from maumau.games.shedding.classic import CLASSIC

from .conftest import RunCli


def test_play_takes_a_two_player_game_without_players(cli: RunCli,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    duel = copy.copy(CLASSIC)
    duel.min_players = duel.max_players = 2
    monkeypatch.setitem(registry._REGISTRY, "classic", duel)
    run = cli(["play", "--variant", "classic", "--lang", "en", "--seed", "1"])
    assert run.status == 0, run.err
    assert "2 players" in run.out


@pytest.mark.parametrize(("environ", "lang"), [
    ({"LANG": "de_DE.UTF-8"}, "de"), ({"LANG": "en_US.UTF-8"}, "en"),
    ({"LC_ALL": "en_GB.UTF-8", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_MESSAGES": "de_AT", "LANG": "en_US"}, "de"),
    ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "fr:en"}, "en"),
    ({"LANG": "C.UTF-8", "LANGUAGE": "en"}, None), ({"LANG": "fr_FR"}, None), ({}, None)])
def test_the_locale_names_the_language(environ: dict[str, str], lang: str | None) -> None:
    assert language_from_environment(environ) == lang


def test_the_command_line_follows_lang_unless_lang_is_given(cli: RunCli) -> None:
    english = cli(["rules"], environ={"LANG": "en_US.UTF-8"})
    german = cli(["rules"], environ={"LANG": "de_DE.UTF-8"})
    assert english.out != german.out
    assert cli(["rules", "--lang", "de"], environ={"LANG": "en_US.UTF-8"}).out == german.out
    assert cli(["rules"], environ={}).out == german.out  # German without a locale


def test_simulate_seats_one_bot_per_name(cli: RunCli) -> None:
    run = cli(["simulate", "crazy_eights", "--bots", "easy,medium,random", "--games", "3",
               "--jobs", "1", "--seed", "1", "--quiet", "--lang", "en"])
    assert run.status == 0, run.err


def test_a_plugin_game_without_a_card_style_shows_its_cards_as_its_faces() -> None:
    renderer = Renderer.for_game(find_variant("crazy_eights"))
    assert renderer.render_card("4D", "en", False) == "4♦"
    assert renderer.render_card("TH", "en", False) == "10♥"

"""``maumau rules``: variants, options with defaults and ranges, presets; text and JSON."""

from __future__ import annotations

import json

from maumau import all_variants

from .conftest import RunCli


def test_rules_lists_every_variant(cli: RunCli):
    run = cli(["rules"])
    assert run.status == 0
    for game in all_variants():
        assert f"({game.name}): {game.min_players} bis {game.max_players} Spieler" in run.out


def test_classic_options_defaults_ranges_and_help_in_german(cli: RunCli):
    out = cli(["rules", "classic"]).out
    assert out.startswith("So wird an diesem Tisch gespielt: Klassisches Mau Mau, 4 Spieler")
    assert "\nKlassisches Mau Mau (classic): 2 bis 6 Spieler" in out
    assert "jokers                 Zahl, Standard 0, Werte 0..3" in out
    assert "Joker im Spiel (auf alles, mit oder ohne Wunsch)" in out
    assert "wish_rank              Auswahl, Standard J, Werte 7|8|9|T|J|Q|K|A|none" in out
    assert "Standard je nach Spielerzahl: 6 bei 2–4, 5 bei 5, 4 bei 6" in out
    assert "wish_on_wish=false, voluntary_draw=false, play_after_penalty=false" in out
    assert "single    Standardregeln, einzelne Runden ohne Punkte" in out


def test_rules_in_english(cli: RunCli):
    out = cli(["rules", "classic", "--lang", "en"]).out
    assert out.startswith("How this table plays: Classic Mau Mau, 4 players")
    assert "\nClassic Mau Mau (classic): 2 to 6 players" in out
    assert "default by player count: 6 for 2–4, 5 for 5, 4 for 6" in out
    assert "jokers in the pack (played on anything, wish a suit or not)" in out
    assert "standard rules, single rounds without score" in out


def test_rules_as_json(cli: RunCli):
    run = cli(["rules", "--json", "--lang", "en"])
    data = json.loads(run.out)
    names = [variant["name"] for variant in data["variants"]]
    assert names == [game.name for game in all_variants()]
    classic = data["variants"][names.index("classic")]
    options = {option["name"]: option for option in classic["options"]}
    assert options["hand_size"]["default"] is None
    assert options["hand_size"]["default_by_players"] == {"2": 6, "3": 6, "4": 6, "5": 5,
                                                         "6": 4}
    assert options["jokers"] == {"name": "jokers", "kind": "int", "default": 0, "minimum": 0,
                                 "maximum": 3, "help": options["jokers"]["help"]}
    assert options["draw_n_rank"]["choices"][-1] == "none"
    presets = {preset["name"]: preset for preset in classic["presets"]}
    assert presets["single"]["options"] == {"target_score": 0}
    assert presets["single"]["help"] == "standard rules, single rounds without score"


def test_an_unknown_variant(cli: RunCli):
    run = cli(["rules", "skat"])
    assert run.status == 2
    assert run.err == "maumau: Fehler: Das Spiel „skat“ gibt es nicht; möglich: " + ", ".join(
        sorted(game.name for game in all_variants())) + "\n"


def test_the_rules_of_a_table_in_words_follow_its_options(cli: RunCli):
    out = cli(["rules", "classic", "--players", "3", "--option", "jokers=2",
               "--option", "wish_on_wish=off"]).out
    assert out.startswith("So wird an diesem Tisch gespielt: Klassisches Mau Mau, 3 Spieler")
    assert "• Bube: passt auf jede Karte; wer sie legt, wünscht sich eine Farbe" in out
    assert "• Joker: passt auf alles, mit oder ohne Wunsch" in out
    assert "• Kein Wunsch auf einen Wunsch" in out
    english = cli(["rules", "tabaluga", "--lang", "en", "--preset", "long"]).out
    assert "• After 5 games the lowest total wins" in english
    assert "• Reverse: the direction of play reverses" in english
    emojical = cli(["rules", "emojical"]).out
    assert "• Aussetzen: der Nächste setzt aus" in emojical
    assert ("• Schenken: der Nächste (dein linker Nachbar) zieht verdeckt eine Karte aus"
            " deiner Hand") in emojical
    assert "skip" not in emojical.split("\n\n")[0]
    bad = cli(["rules", "classic", "--option", "hand_size=1"])
    assert bad.status == 2
    assert bad.err == ("maumau: Fehler: Karten pro Spieler (hand_size): 1 geht nicht, "
                       "erlaubt sind 2 bis 10\n")

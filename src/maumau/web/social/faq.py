"""Frequent questions, general and per game, in German and English.

The per-game answers are built from the game's own metadata (players, presets, options,
bot levels), so they cannot drift from what the game really offers."""

from __future__ import annotations

from typing import Any

from maumau.core.variant import Variant, all_variants, find_variant
from maumau.web.catalog import usable_levels

_GENERAL: dict[str, list[tuple[str, str]]] = {
    "de": [
        ("Wie lade ich Freunde ein?",
         "Erstelle einen Tisch in der Lobby und schicke den Einladungslink weiter oder lass "
         "den QR-Code mit dem Handy scannen. Wer den Link öffnet, nimmt einen freien Platz "
         "oder schaut zu."),
        ("Was passiert, wenn meine Verbindung abbricht?",
         "Lade die Seite neu: Dein Platz bleibt dir, denn der Browser merkt sich deinen "
         "Platzschlüssel. Bist du zu lange weg, spielt ein Bot für dich, bis du zurück bist."),
        ("Brauche ich ein Konto?",
         "Nein. Ein Profil ist freiwillig und an dein Gerät gebunden: Es sammelt deinen "
         "Spielverlauf und deine Wertung. Du kannst seine Daten jederzeit herunterladen und "
         "löschen."),
        ("Wo werden meine Daten gespeichert?",
         "Nur in der Datenbank dieses Servers. Nachrichten an den Support werden dort "
         "abgelegt und nirgendwohin verschickt."),
    ],
    "en": [
        ("How do I invite friends?",
         "Create a table in the lobby and send the invite link, or let a phone scan the QR "
         "code. Whoever opens the link takes a free seat or watches."),
        ("What happens when my connection drops?",
         "Reload the page: your seat stays yours, because the browser keeps your seat key. "
         "If you are away too long, a bot plays for you until you are back."),
        ("Do I need an account?",
         "No. A profile is optional and bound to your device: it collects your match history "
         "and rating. You can download and delete its data at any time."),
        ("Where is my data stored?",
         "Only in this server's database. Messages to support are stored there and sent "
         "nowhere."),
    ],
}

_LEVELS = {"de": {"random": "Zufall", "simple": "einfach (regelbasiert)", "easy": "leicht",
                  "medium": "mittel", "hard": "schwer"},
           "en": {"random": "random", "simple": "simple (rule-based)", "easy": "easy",
                  "medium": "medium", "hard": "hard"}}


def _game(game: Variant, lang: str) -> dict[str, Any]:
    title = game.titles.get(lang, game.name)
    presets = ", ".join(game.presets) or "-"
    levels = ", ".join(_LEVELS[lang].get(level, level) for level in usable_levels(game.name))
    count = len(game.options)
    if lang == "de":
        questions = [
            (f"Wie viele spielen {title}?",
             f"{game.min_players} bis {game.max_players} Personen oder Bots."),
            ("Welche Regeln kann ich ändern?",
             f"{count} Optionen, jede mit Erklärung im Regel-Editor der Lobby. Vorlagen "
             f"(Presets): {presets}. Eigene Einstellungen kannst du als Hausregeln unter "
             "einem Namen speichern und per Link teilen."),
            ("Gegen welche Bots kann ich spielen?", f"Stufen: {levels}."),
        ]
    else:
        questions = [
            (f"How many play {title}?",
             f"{game.min_players} to {game.max_players} people or bots."),
            ("Which rules can I change?",
             f"{count} options, each explained in the lobby's rule editor. Presets: "
             f"{presets}. Save your own settings as house rules under a name and share "
             "them by link."),
            ("Which bots can I play against?", f"Levels: {levels}."),
        ]
    return {"name": game.name, "title": title,
            "questions": [{"q": q, "a": a} for q, a in questions]}


def faq(lang: str, game: str | None = None) -> dict[str, Any]:
    """The general questions and those of every game (or of ``game`` only)."""
    games = [find_variant(game)] if game is not None else list(all_variants())
    return {"general": [{"q": q, "a": a} for q, a in _GENERAL[lang]],
            "games": [_game(variant, lang) for variant in games]}

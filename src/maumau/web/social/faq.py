"""Frequent questions, general and per game, in German and English.

The texts are the catalogue's (``faq.general.<topic>.q`` / ``.a``, ``faq.game.<topic>.q``
/ ``.a``). The per-game answers are filled in from the game's own metadata (players,
presets, options, bot levels), so they cannot drift from what the game really offers.
The questions of play come from the game's package: its faces name them (``faq``, ids
whose ``.q`` and ``.a`` are in the catalogue, a game from another package's own), phrased
for the default rules, with each option's default value (``{name}``) and label
(``{name_label}``) filled in, after those three; a game that names none has only those."""

from __future__ import annotations

from typing import Any

from maumau import i18n, option_labels
from maumau.core.variant import Variant, all_variants, find_variant
from maumau.web.catalog import usable_levels

__all__ = [
    "GENERAL",
    "PER_GAME",
    "defaults",
    "faq",
    "game_entry",
    "play_topics",
]

GENERAL = ("invite", "connection", "account", "data")
"""The general questions, in the order shown."""
PER_GAME = ("players", "rules", "bots")
"""The questions every game answers from its metadata, in the order shown."""


def _entry(lang: str, key: str, **fields: object) -> dict[str, str]:
    return {"q": i18n.text(lang, f"{key}.q", **fields), "a": i18n.text(lang, f"{key}.a", **fields)}


def defaults(game: Variant, lang: str) -> dict[str, str]:
    """Each option's default value as people read it (``{name}``) and its label
    (``{name_label}``): the fields of the game's questions of play."""
    fields: dict[str, str] = {}
    for spec in game.options:
        value = spec.default_for(game.min_players)
        fields[spec.name] = option_labels.value_label(lang, game.name, spec, value)
        fields[f"{spec.name}_label"] = option_labels.option_label(lang, game.name, spec.name)
    return fields


def play_topics(game: Variant) -> list[str]:
    """The ids of the game's questions of play (its faces' ``faq``), in the order shown."""
    return [str(topic) for topic in game.faces().get("faq", ())]


def game_entry(game: Variant, lang: str) -> dict[str, Any]:
    """One game's questions: the three from its metadata, then its questions of play."""
    title = option_labels.game_title(lang, game.name)
    presets = ", ".join(option_labels.preset_label(lang, game.name, name)
                        for name in game.presets) or "-"
    levels = ", ".join(i18n.messages(lang).get(f"level.{level}", level)
                       for level in usable_levels(game.name))
    fields = {"title": title, "low": game.min_players, "high": game.max_players,
              "count": len(game.options), "presets": presets, "levels": levels}
    play = [_entry(lang, topic, **{**defaults(game, lang), "title": title})
            for topic in play_topics(game)]
    return {"name": game.name, "title": title,
            "note": i18n.text(lang, "faq.game.note") if play else "",
            "questions": [*(_entry(lang, f"faq.game.{topic}", **fields) for topic in PER_GAME),
                          *play]}


def faq(lang: str, game: str | None = None) -> dict[str, Any]:
    """The general questions and those of every game (or of ``game`` only)."""
    games = [find_variant(game)] if game is not None else list(all_variants())
    return {"general": [_entry(lang, f"faq.general.{topic}") for topic in GENERAL],
            "games": [game_entry(variant, lang) for variant in games]}

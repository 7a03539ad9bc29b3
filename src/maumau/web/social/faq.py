"""Frequent questions, general and per game, in German and English.

The texts are the catalogue's (``faq.general.<topic>.q`` / ``.a``, ``faq.game.<topic>.q``
/ ``.a``). The per-game answers are filled in from the game's own metadata (players,
presets, options, bot levels), so they cannot drift from what the game really offers."""

from __future__ import annotations

from typing import Any

from maumau import i18n, option_labels
from maumau.core.variant import Variant, all_variants, find_variant
from maumau.web.catalog import usable_levels

__all__ = [
    "GENERAL",
    "PER_GAME",
    "faq",
]

GENERAL = ("invite", "connection", "account", "data")
"""The general questions, in the order shown."""
PER_GAME = ("players", "rules", "bots")
"""The questions every game answers from its metadata, in the order shown."""


def _entry(lang: str, key: str, **fields: object) -> dict[str, str]:
    return {"q": i18n.text(lang, f"{key}.q", **fields), "a": i18n.text(lang, f"{key}.a", **fields)}


def _game(game: Variant, lang: str) -> dict[str, Any]:
    title = option_labels.game_title(lang, game.name)
    presets = ", ".join(option_labels.preset_label(lang, game.name, name)
                        for name in game.presets) or "-"
    levels = ", ".join(i18n.messages(lang).get(f"level.{level}", level)
                       for level in usable_levels(game.name))
    fields = {"title": title, "low": game.min_players, "high": game.max_players,
              "count": len(game.options), "presets": presets, "levels": levels}
    return {"name": game.name, "title": title,
            "questions": [_entry(lang, f"faq.game.{topic}", **fields) for topic in PER_GAME]}


def faq(lang: str, game: str | None = None) -> dict[str, Any]:
    """The general questions and those of every game (or of ``game`` only)."""
    games = [find_variant(game)] if game is not None else list(all_variants())
    return {"general": [_entry(lang, f"faq.general.{topic}") for topic in GENERAL],
            "games": [_game(variant, lang) for variant in games]}

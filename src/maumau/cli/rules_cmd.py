"""``maumau rules``: the variants, their options and presets, as text or JSON."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, TextIO

from maumau.cli.i18n import Texts
from maumau.core.options import Option, OptionValue
from maumau.core.ruleset import Ruleset
from maumau.core.variant import Variant, all_variants, find_variant
from maumau.option_labels import game_title, option_help, preset_help
from maumau.rules_summary import render, summarize

__all__ = [
    "defaults_by_players",
    "run_rules",
    "summary_lines",
    "variant_data",
    "variant_lines",
]


def run_rules(variant: str | None, texts: Texts, as_json: bool, out: TextIO,
              ruleset: Ruleset | None = None) -> int:
    """Print the rules of one variant or of all; an unknown name raises RulesetError.

    With ``ruleset`` (a variant with its options) the rules of that table come first, in
    words: what each special card does, stacking, wishes, calls, scoring, the match's end.
    """
    games = [find_variant(variant)] if variant is not None else all_variants()
    if as_json:
        data: dict[str, Any] = {"variants": [variant_data(game, texts.lang) for game in games]}
        if ruleset is not None:
            data["summary"] = render(texts.lang, summarize(ruleset), ruleset.variant)
        out.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    else:
        lines: list[str] = [] if ruleset is None else summary_lines(ruleset, texts)
        for game in games:
            if lines:
                lines.append("")
            lines += variant_lines(game, texts)
        out.write("\n".join(lines) + "\n")
    return 0


def summary_lines(ruleset: Ruleset, texts: Texts) -> list[str]:
    """The table's rules in words, one bullet per rule under each section's title."""
    lines = [texts("rules.table", title=game_title(texts.lang, ruleset.variant),
                   players=ruleset.players)]
    for section in render(texts.lang, summarize(ruleset), ruleset.variant):
        lines.append("  " + section["title"])
        lines += ["    • " + line["text"] for line in section["lines"]]
    return [*lines, ""]


def defaults_by_players(option: Option, game: Variant) -> dict[int, OptionValue]:
    return {players: option.default_for(players)
            for players in range(game.min_players, game.max_players + 1)}


def variant_data(game: Variant, lang: str) -> dict[str, Any]:
    """One variant as JSON: players, options (with ranges and help), presets."""
    options = []
    for option in game.options:
        entry: dict[str, Any] = {"name": option.name, "kind": option.kind,
                                 "help": option_help(lang, game.name, option)}
        if callable(option.default):
            entry["default"] = None
            entry["default_by_players"] = {str(players): value for players, value in
                                           defaults_by_players(option, game).items()}
        else:
            entry["default"] = option.default
        if option.kind == "int":
            entry["minimum"] = option.minimum
            entry["maximum"] = option.maximum
        if option.kind == "choice":
            entry["choices"] = list(option.choices)
        options.append(entry)
    presets = [{"name": name, "options": dict(changes),
                "help": preset_help(lang, game.name, name)}
               for name, changes in game.presets.items()]
    return {"name": game.name, "title": game_title(lang, game.name),
            "min_players": game.min_players, "max_players": game.max_players,
            "options": options, "presets": presets}


def variant_lines(game: Variant, texts: Texts) -> list[str]:
    lang = texts.lang
    lines = [texts("rules.variant", title=game_title(lang, game.name), name=game.name,
                   low=game.min_players, high=game.max_players),
             "  " + texts("rules.options")]
    width = max((len(option.name) for option in game.options), default=0)
    for option in game.options:
        facts = [texts(f"rules.kind.{option.kind}"), _default_text(option, game, texts),
                 texts("rules.range", range=option.describe_range())]
        lines.append(f"    {option.name.ljust(width)}  " + ", ".join(facts))
        lines.append(f"    {'':{width}}    {option_help(lang, game.name, option)}")
    lines.append("  " + texts("rules.presets"))
    width = max((len(name) for name in game.presets), default=0)
    for name, changes in game.presets.items():
        lines.append(f"    {name.ljust(width)}  {preset_help(lang, game.name, name)}")
        listed = ", ".join(f"{key}={_value(value)}" for key, value in changes.items())
        lines.append(f"    {'':{width}}  " + (listed or texts("rules.no_changes")))
    return lines


def _default_text(option: Option, game: Variant, texts: Texts) -> str:
    if not callable(option.default):
        return texts("rules.default", value=_value(option.default))
    groups = _group_by_value(sorted(defaults_by_players(option, game).items()))
    values = ", ".join(texts("rules.players_value", value=_value(value), players=span)
                       for span, value in groups)
    return texts("rules.by_players", values=values)


def _group_by_value(items: Sequence[tuple[int, OptionValue]]) -> list[tuple[str, OptionValue]]:
    """Runs of player counts with the same default: ``[("2–4", 6), ("5", 5), ("6", 4)]``."""
    groups: list[tuple[str, OptionValue]] = []
    start = 0
    for index in range(1, len(items) + 1):
        if index == len(items) or items[index][1] != items[start][1]:
            low, high = items[start][0], items[index - 1][0]
            groups.append((str(low) if low == high else f"{low}–{high}", items[start][1]))
            start = index
    return groups


def _value(value: OptionValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)

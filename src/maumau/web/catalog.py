"""Variant metadata for the lobby: every option with its kind, range or choices, default
for a preset and player count, and help in German or English; the presets and bot levels."""

from __future__ import annotations

from functools import cache
from typing import Any

from maumau import option_labels, rules_summary
from maumau.bots.base import bot_names, make_bot
from maumau.core.errors import RulesetError
from maumau.core.ruleset import Ruleset
from maumau.core.variant import Variant, all_variants, default_variant, find_variant
from maumau.web.errors import ApiError

__all__ = [
    "page_facts",
    "refused",
    "rules",
    "usable_levels",
    "variant_options",
    "variants",
]


@cache
def usable_levels(variant: str) -> tuple[str, ...]:
    """The registered bot levels that can play ``variant`` in this installation."""
    levels = []
    for name in bot_names():
        try:
            make_bot(name, variant)
        except Exception:  # a level whose module is missing or has no bot for this game
            continue
        levels.append(name)
    return tuple(levels)


def variants(lang: str) -> list[dict[str, Any]]:
    return [_variant(game, None, None, lang) for game in all_variants()]


def variant_options(variant: str, preset: str | None, players: int | None,
                    lang: str) -> dict[str, Any]:
    try:
        game = find_variant(variant)
    except RulesetError as problem:
        raise ApiError(404, "unknown_variant", str(problem)) from None
    return _variant(game, preset, players, lang)


def _variant(game: Variant, preset: str | None, players: int | None,
             lang: str) -> dict[str, Any]:
    names = list(game.presets)
    preset = preset or (names[0] if names else None)
    players = players if players is not None else max(game.min_players,
                                                      min(4, game.max_players))
    try:
        resolved = Ruleset.create(game.name, players, preset).options
    except RulesetError as problem:
        raise refused(problem, lang, game.name) from None
    return {
        "name": game.name,
        "title": option_labels.game_title(lang, game.name),
        "players": [game.min_players, game.max_players],
        "presets": names,
        "preset": preset,
        "preset_help": {name: option_labels.preset_help(lang, game.name, name)
                        for name in names},
        "preset_names": {name: option_labels.preset_label(lang, game.name, name)
                         for name in names},
        "groups": [{"name": group, "label": option_labels.group_label(lang, group)}
                   for group in option_labels.GROUPS
                   if any(game.option_group(spec.name) == group for spec in game.options)],
        "preset_options": {name: dict(changes) for name, changes in game.presets.items()},
        "for_players": players,
        "options": [_option(game.name, option_spec, resolved[option_spec.name], lang)
                    for option_spec in game.options],
        "bots": list(usable_levels(game.name)),
        **page_facts(game),
    }



def page_facts(game: Variant) -> dict[str, Any]:
    """What the page draws and tells ``game`` with: its ``faces`` (card faces, layout,
    dialogs, event lines: :meth:`Variant.faces`), and whether it is the ``default`` game,
    the one the lobby offers first."""
    return {"faces": dict(game.faces()), "default": game.name == default_variant().name}

def rules(variant: Any, preset: Any, players: Any, options: Any,
          lang: str) -> dict[str, Any]:
    """The rules of a ruleset in words (``/api/rules``): sections of lines with code, params
    and text in ``lang``; a ruleset the library refuses is a 422 with the reason."""
    if not isinstance(variant, str):
        raise ApiError(422, "bad_option", "'variant' must be a variant name")
    try:
        game = find_variant(variant)
    except RulesetError as problem:
        raise refused(problem, lang) from None
    if players is None:
        players = max(game.min_players, min(4, game.max_players))
    try:
        ruleset = Ruleset.create(game.name, players, preset, options or {})
    except RulesetError as problem:
        raise refused(problem, lang, game.name) from None
    return {"variant": ruleset.variant, "players": ruleset.players, "lang": lang,
            "sections": rules_summary.render(lang, rules_summary.summarize(ruleset),
                                                 ruleset.variant)}


def refused(problem: RulesetError, lang: str, variant: str | None = None) -> ApiError:
    """A 422 for a ruleset the library refuses: its code and params, and the text in
    ``lang`` naming the option by its label and its valid range."""
    return ApiError(422, "bad_option", str(problem), params={
        "refusal": {"code": problem.code, "params": problem.params},
        "message": option_labels.refusal_text(lang, problem, variant)})


def _option(variant: str, spec: Any, default: object, lang: str) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": spec.name, "kind": spec.kind, "default": default,
                             "label": option_labels.option_label(lang, variant, spec.name),
                             "help": option_labels.option_help(lang, variant, spec),
                             "group": option_labels.group_of(variant, spec.name),
                             "default_label": option_labels.value_label(lang, variant, spec,
                                                                        default)}
    if spec.kind == "int":
        entry["low"], entry["high"] = spec.minimum, spec.maximum
    elif spec.kind == "choice":
        entry["choices"] = list(spec.choices)
        entry["choice_labels"] = {choice: option_labels.choice_label(lang, variant, spec.name,
                                                                     choice)
                                  for choice in spec.choices}
    return entry

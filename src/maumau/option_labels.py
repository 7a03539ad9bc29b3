"""Option, choice, group and preset names for people, in German and English.

The variants' options are data with programmer names (``draw_two_rank``); the rule editor
and ``maumau rules`` show them by these labels from the catalogue:
``option.<variant>.<name>`` (label), ``option.<variant>.<name>.help`` (one line),
``group.<group>`` (the editor's sections), ``choice.rank.<rank>`` for rank choices,
``choice.<variant>.<option>.<value>`` for other choices, and
``preset.<variant>.<name>`` / ``preset.<variant>.<name>.help``.
"""

from __future__ import annotations

from maumau import i18n
from maumau.core.errors import MauMauError
from maumau.core.options import Option

__all__ = [
    "GROUPS",
    "RANKS",
    "choice_label",
    "game_title",
    "group_label",
    "group_of",
    "option_help",
    "option_label",
    "preset_help",
    "preset_label",
    "refusal_text",
    "value_label",
]

GROUPS = ("special_cards", "house_rules", "scoring", "table")

RANKS = ("7", "8", "9", "T", "J", "Q", "K", "A", "none")


def group_of(variant: str, option: str) -> str:
    """The rule editor's section of ``option`` (one of :data:`GROUPS`), as the game says."""
    from maumau.core.variant import find_variant

    return find_variant(variant).option_group(option)


def refusal_text(lang: str, problem: MauMauError, variant: str | None = None,
                 with_names: bool = False) -> str:
    """A refusal in ``lang`` with an option named by its label ("Karten pro Spieler"), and
    ``with_names`` also by the name one types ("Karten pro Spieler (hand_size)")."""
    params = dict(problem.params)
    for key in ("option", "first", "second"):
        name = params.get(key)
        if isinstance(name, str) and (variant or _variant_with(name)):
            label = option_label(lang, variant or _variant_with(name), name)
            params[key] = f"{label} ({name})" if with_names else label
    rank = params.get("rank")
    if isinstance(rank, str):
        params["rank"] = _get(lang, f"choice.rank.{rank}", rank)
    return i18n.error_text(lang, problem.code, params, str(problem))


def _variant_with(option: str) -> str:
    from maumau.core.variant import all_variants

    for game in all_variants():
        if any(spec.name == option for spec in game.options):
            return game.name
    return ""


def _get(lang: str, key: str, fallback: str) -> str:
    return i18n.messages(lang).get(key) or fallback


def game_title(lang: str, variant: str) -> str:
    """The game's title for people ("Klassisches Mau Mau"): ``game.<variant>``."""
    return _get(lang, f"game.{variant}", variant)


def option_label(lang: str, variant: str, name: str) -> str:
    return _get(lang, f"option.{variant}.{name}", name)


def option_help(lang: str, variant: str, spec: Option) -> str:
    return _get(lang, f"option.{variant}.{spec.name}.help", "")


def choice_label(lang: str, variant: str, option: str, value: str) -> str:
    if tuple(_choices_of(variant, option)) == RANKS or option.endswith("_rank"):
        return _get(lang, f"choice.rank.{value}", value)
    return _get(lang, f"choice.{variant}.{option}.{value}", value)


def _choices_of(variant: str, option: str) -> tuple[str, ...]:
    from maumau.core.variant import find_variant

    for spec in find_variant(variant).options:
        if spec.name == option:
            return tuple(spec.choices)
    return ()


def value_label(lang: str, variant: str, spec: Option, value: object) -> str:
    """A value as people say it: an / aus, Bube, a number."""
    if spec.kind == "bool":
        return i18n.text(lang, "value.on" if value else "value.off")
    if spec.kind == "choice":
        return choice_label(lang, variant, spec.name, str(value))
    return str(value)


def group_label(lang: str, group: str) -> str:
    return _get(lang, f"group.{group}", group)


def preset_label(lang: str, variant: str, name: str) -> str:
    return _get(lang, f"preset.{variant}.{name}", name)


def preset_help(lang: str, variant: str, name: str, fallback: str = "") -> str:
    return _get(lang, f"preset.{variant}.{name}.help", fallback)

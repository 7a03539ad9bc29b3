"""A game's OpenSpiel parameters, and the ruleset a set of them names.

Every game has ``players``, ``preset`` and ``max_actions``, and one parameter per option
of the game, typed as the option is (``bool``, ``int``, or ``str`` for a choice).
OpenSpiel fills in every parameter a game string leaves out with its listed default, so
an option's parameter listed at its default cannot say "not given": an option left at
its listed default takes the value of the preset (or the option's default for the
player count), and any other value overrides the preset.

OpenSpiel reads a value in a game string as a number or a truth value where it can, so a
choice that reads so (a rank ``7``) is spelled with a leading underscore (``_7``):
``maumau_classic(draw_two_rank=_8)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from maumau.core.ruleset import Ruleset
from maumau.core.variant import Variant

__all__ = [
    "DEFAULT_MAX_ACTIONS",
    "DEFAULT_PLAYERS",
    "DEFAULT_PRESET",
    "TableParameters",
    "default_players",
    "parameter_specification",
    "table_parameters",
]

DEFAULT_PLAYERS = 4
"""A game's default player count where it allows it (else its nearest count)."""
DEFAULT_PRESET = "standard"
DEFAULT_MAX_ACTIONS = 5000
"""Player decisions after which a round is cut short (OpenSpiel needs a bounded game)."""
RESERVED = ("players", "preset", "max_actions")


def default_players(game: Variant) -> int:
    return min(max(DEFAULT_PLAYERS, game.min_players), game.max_players)


def default_preset(game: Variant) -> str:
    """``standard`` where the game has it, else its first preset (or none: ``""``)."""
    if DEFAULT_PRESET in game.presets:
        return DEFAULT_PRESET
    return next(iter(game.presets), "")


def _listed_defaults(game: Variant) -> dict[str, bool | int | str]:
    """Each option's listed default: its value under the default preset and players."""
    preset = default_preset(game) or None
    ruleset = Ruleset.create(game.name, default_players(game), preset)
    values: dict[str, bool | int | str] = {}
    for option in game.options:
        if option.name in RESERVED:
            raise ValueError(f"{game.name}'s option {option.name!r} clashes with a"
                             " parameter of every OpenSpiel game")
        value = ruleset.options[option.name]
        values[option.name] = (value if isinstance(value, bool | int)
                               else choice_parameter(str(value)))
    return values


def choice_parameter(choice: str) -> str:
    """A choice as a parameter value: with a leading underscore where OpenSpiel would
    read it as a number or a truth value."""
    if choice.lower() in ("true", "false"):
        return "_" + choice
    try:
        float(choice)
    except ValueError:
        return choice
    return "_" + choice


def choice_of(parameter: object) -> object:
    """The choice a parameter value spells (its leading underscore dropped)."""
    if isinstance(parameter, str) and parameter.startswith("_"):
        return parameter[1:]
    return parameter


def parameter_specification(game: Variant) -> dict[str, bool | int | str]:
    """The game's parameters and their defaults, as pyspiel's ``GameType`` lists them."""
    return {"players": default_players(game), "preset": default_preset(game),
            "max_actions": DEFAULT_MAX_ACTIONS, **_listed_defaults(game)}


class TableParameters:
    """What a set of parameters names: the ruleset and the cut-off."""

    def __init__(self, ruleset: Ruleset, max_actions: int) -> None:
        self.ruleset = ruleset
        self.max_actions = max_actions


def table_parameters(game: Variant, params: Mapping[str, Any]) -> TableParameters:
    """The ruleset of ``params`` (OpenSpiel's, every parameter present): the preset, then
    each option whose value differs from its listed default. A bad value raises
    :class:`~maumau.core.errors.RulesetError` naming what is valid."""
    from maumau.core.errors import RulesetError

    listed = _listed_defaults(game)
    players = int(params.get("players", default_players(game)))
    preset = str(params.get("preset", default_preset(game))) or None
    max_actions = params.get("max_actions", DEFAULT_MAX_ACTIONS)
    if isinstance(max_actions, bool) or not isinstance(max_actions, int) or max_actions < 1:
        raise RulesetError(f"max_actions must be a whole number above 0, not {max_actions!r}")
    options = {name: choice_of(params[name]) for name, default in listed.items()
               if name in params and params[name] != default}
    return TableParameters(Ruleset.create(game.name, players, preset, options), max_actions)

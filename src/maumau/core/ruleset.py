"""The frozen ruleset: a variant, a player count and every option, validated once."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from maumau.core.errors import RulesetError
from maumau.core.options import OptionValue
from maumau.core.registry import find_variant

if TYPE_CHECKING:
    from maumau.core.variant import Variant

__all__ = [
    "Ruleset",
    "variant_named",
]


@dataclass(frozen=True)
class Ruleset:
    """An immutable, hashable, fully validated set of rules for one game.

    Build it with :meth:`create`; every option is present with its resolved value, so a
    saved game records the whole ruleset and not just what differed from the defaults.
    """

    variant: str
    players: int
    option_items: tuple[tuple[str, OptionValue], ...]
    preset: str | None = None

    @classmethod
    def create(
        cls,
        variant: str,
        players: int,
        preset: str | None = None,
        options: Mapping[str, object] | None = None,
    ) -> Ruleset:
        """Validate and build a ruleset.

        Values are taken from the option defaults, then the preset, then ``options``.
        Unknown names and bad values raise :class:`RulesetError` listing what is valid.
        """
        if not isinstance(variant, str):
            raise RulesetError(f"the variant must be a name, not {variant!r}")
        if preset is not None and not isinstance(preset, str):
            raise RulesetError(f"the preset must be a name, not {preset!r}")
        if options is not None and not isinstance(options, Mapping):
            raise RulesetError("options must map option names to values")
        game = variant_named(variant)
        if isinstance(players, bool) or not isinstance(players, int):
            raise RulesetError(f"players must be a whole number, not {players!r}",
                               "players_not_number", {"players": str(players)})
        if not game.min_players <= players <= game.max_players:
            raise RulesetError(
                f"{game.name} is played by {game.min_players} to {game.max_players} players,"
                f" not {players}", "players_range",
                {"variant": game.name, "low": game.min_players, "high": game.max_players,
                 "players": players})
        specs = {spec.name: spec for spec in game.options}
        values: dict[str, OptionValue] = {
            name: spec.default_for(players) for name, spec in specs.items()
        }
        if preset is not None:
            if preset not in game.presets:
                raise RulesetError(
                    f"unknown preset {preset!r} for {game.name}; valid: "
                    + ", ".join(sorted(game.presets)), "unknown_preset",
                    {"variant": game.name, "preset": preset,
                     "valid": ", ".join(sorted(game.presets))})
            values.update(game.presets[preset])
        for name, raw in (options or {}).items():
            spec = specs.get(name)
            if spec is None:
                raise RulesetError(
                    f"unknown option {name!r} for {game.name}; valid: " + ", ".join(sorted(specs)),
                    "unknown_option",
                    {"variant": game.name, "option": str(name), "valid": ", ".join(sorted(specs))})
            values[name] = spec.validate(raw)
        game.check_options(players, values)
        return cls(game.name, players, tuple(sorted(values.items())), preset)

    @property
    def options(self) -> dict[str, OptionValue]:
        return dict(self.option_items)

    @property
    def game(self) -> Variant:
        return variant_named(self.variant)

    def __getitem__(self, name: str) -> OptionValue:
        for key, value in self.option_items:
            if key == name:
                return value
        raise KeyError(name)

    def flag(self, name: str) -> bool:
        return bool(self[name])

    def number(self, name: str) -> int:
        value = self[name]
        assert isinstance(value, int)
        return value

    def text(self, name: str) -> str:
        return str(self[name])

    def __iter__(self) -> Iterator[tuple[str, OptionValue]]:
        return iter(self.option_items)

    def with_options(self, **changes: object) -> Ruleset:
        merged: dict[str, object] = dict(self.option_items)
        merged.update(changes)
        return Ruleset.create(self.variant, self.players, None, merged)

    def pack(self) -> list[str]:
        """Every card of the pack this ruleset plays with, as codes, in deck order
        (a card the pack holds twice is listed twice)."""
        deck = self.game.deck(self)
        return deck.codes_of(deck.full_pack())

    @cached_property
    def saved_options(self) -> dict[str, OptionValue]:
        """The options as saved: one at the value that a ruleset saved before the option
        existed gets is left out, so such a ruleset saves as it was (:meth:`from_dict`)."""
        before = {spec.name: spec.saved_before for spec in self.game.options
                  if spec.saved_before is not None}
        return {name: value for name, value in self.option_items
                if name not in before or before[name] != value}

    def to_dict(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "players": self.players,
            "preset": self.preset,
            "options": dict(self.saved_options),
        }

    @classmethod
    def from_dict(cls, data: object) -> Ruleset:
        if not isinstance(data, Mapping):
            raise RulesetError("a ruleset must be a JSON object")
        try:
            variant = data["variant"]
            players = data["players"]
        except KeyError as missing:
            raise RulesetError(f"ruleset lacks {missing.args[0]!r}") from None
        options = data.get("options", {})
        if not isinstance(options, Mapping):
            raise RulesetError("ruleset options must be a JSON object")
        preset = data.get("preset")
        if preset is not None and not isinstance(preset, str):
            raise RulesetError("ruleset preset must be a name or null")
        if isinstance(variant, str):  # options added since the ruleset was saved [D-15]
            saved = {spec.name: spec.saved_before for spec in variant_named(variant).options
                     if spec.saved_before is not None and spec.name not in options}
            options = {**options, **saved} if saved else options
        built = cls.create(str(variant), players, None, options)
        return cls(built.variant, built.players, built.option_items, preset)


def variant_named(name: str) -> Variant:
    return find_variant(name)

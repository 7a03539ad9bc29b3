"""Rulesets to test with, read from the variant registry so new games are covered at once.

:func:`preset_grid` is every registered variant × every player count × every preset;
:func:`random_options` draws a valid value for each option spec (bool, int range, choice)
and keeps only the sets :meth:`Ruleset.create` accepts.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from maumau import Ruleset, RulesetError, all_variants
from maumau.core.options import Option, OptionValue


@dataclass(frozen=True)
class RulesetCase:
    """A ruleset to build, named for test ids and failure messages."""

    variant: str
    players: int
    preset: str | None = None
    options: tuple[tuple[str, OptionValue], ...] = ()

    def build(self) -> Ruleset:
        return Ruleset.create(self.variant, self.players, self.preset, dict(self.options))

    @property
    def name(self) -> str:
        label = f"{self.variant}-{self.players}p"
        if self.preset is not None:
            label += f"-{self.preset}"
        if self.options:
            label += "-" + ",".join(f"{key}={value}" for key, value in self.options)
        return label

    def describe(self) -> dict[str, Any]:
        return {"variant": self.variant, "players": self.players, "preset": self.preset,
                "options": dict(self.options)}


def variant_names() -> list[str]:
    return sorted(variant.name for variant in all_variants())


def player_counts(variant: str) -> range:
    game = next(v for v in all_variants() if v.name == variant)
    return range(game.min_players, game.max_players + 1)


def preset_grid(variant: str | None = None) -> list[RulesetCase]:
    """Every (variant, players, preset) of the registry, or of one variant."""
    cases: list[RulesetCase] = []
    for game in sorted(all_variants(), key=lambda v: v.name):
        if variant is not None and game.name != variant:
            continue
        for players in range(game.min_players, game.max_players + 1):
            cases.extend(RulesetCase(game.name, players, preset) for preset in sorted(game.presets))
    return cases


def preset_sample() -> list[RulesetCase]:
    """Every preset of every variant once, the player counts going round the range, plus
    the smallest and largest table with the first preset: for the slower tests."""
    cases: list[RulesetCase] = []
    for game in sorted(all_variants(), key=lambda v: v.name):
        counts = list(range(game.min_players, game.max_players + 1))
        presets = sorted(game.presets)
        picked = {(counts[0], presets[0]), (counts[-1], presets[0])}
        picked.update((counts[(index + 1) % len(counts)], preset)
                      for index, preset in enumerate(presets))
        cases.extend(RulesetCase(game.name, players, preset)
                     for players, preset in sorted(picked))
    return cases


def random_value(spec: Option, rng: random.Random) -> OptionValue:
    """A value in the spec's range, drawn uniformly."""
    if spec.kind == "bool":
        return rng.random() < 0.5
    if spec.kind == "int":
        assert spec.minimum is not None and spec.maximum is not None, spec.name
        return rng.randint(spec.minimum, spec.maximum)
    return rng.choice(list(spec.choices))


def random_options(variant: str, players: int, rng: random.Random,
                   attempts: int = 200) -> RulesetCase:
    """A random option set the variant accepts for this player count.

    Each option gets a random valid value; a combination that ``Ruleset.create`` refuses
    (a rank given two effects, a pack too small for the hands) is drawn again.
    """
    game = next(v for v in all_variants() if v.name == variant)
    for _ in range(attempts):
        options = {spec.name: random_value(spec, rng) for spec in game.options}
        try:
            Ruleset.create(variant, players, None, options)
        except RulesetError:
            continue
        return RulesetCase(variant, players, None, tuple(sorted(options.items())))
    raise AssertionError(f"no valid random option set for {variant} with {players} players")


def random_option_grid(variant: str, sets_per_count: int, seed: int) -> list[RulesetCase]:
    """``sets_per_count`` random option sets for each player count of the variant."""
    rng = random.Random(f"options:{variant}:{seed}")
    return [random_options(variant, players, rng)
            for players in player_counts(variant) for _ in range(sets_per_count)]

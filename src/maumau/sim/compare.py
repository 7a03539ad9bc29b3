"""Two option sets on the same deals: each one's figures and the paired differences."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from maumau.core.options import OptionValue
from maumau.core.ruleset import Ruleset
from maumau.sim.runner import Run
from maumau.sim.stats import Estimate
from maumau.sim.summary import Summary, summarise

__all__ = [
    "Comparison",
    "changed_ruleset",
    "compare",
]


@dataclass(frozen=True)
class Comparison:
    """``changed`` minus ``base`` for each bot, each seat and the first mover, paired by
    deal (both option sets are played on every deal of the run). With one kind of bot in
    every seat ``bots`` is empty: that bot wins every game under both option sets."""

    changes: dict[str, OptionValue]
    base: Summary
    changed: Summary
    bots: dict[str, Estimate]
    seats: tuple[Estimate, ...]
    first_mover: Estimate


def changed_ruleset(base: Ruleset, changes: Mapping[str, object]) -> Ruleset:
    """The base ruleset with ``changes`` applied on top of its options (validated)."""
    options: dict[str, object] = dict(base.options)
    options.update(changes)
    return Ruleset.create(base.variant, base.players, base.preset, options)


def compare(run: Run) -> Comparison:
    """The figures of a run of two rulesets and their paired differences (every deal of
    the run's tally was played under both)."""
    if len(run.spec.rulesets) != 2:
        raise ValueError("a comparison needs a run of exactly two rulesets")
    tally = run.tally
    base_rules, changed_rules = run.spec.rulesets
    base_options = base_rules.options
    kinds = tally.kinds if len(tally.kinds) > 1 else ()
    return Comparison(
        changes={name: value for name, value in changed_rules.options.items()
                 if base_options.get(name) != value},
        base=summarise(run, 0), changed=summarise(run, 1),
        bots={name: tally.bot(name).difference(0, 1) for name in kinds},
        seats=tuple(clusters.difference(0, 1) for clusters in tally.seats),
        first_mover=tally.first_mover.difference(0, 1),
    )

"""Two option sets on the same deals: each one's figures and the paired differences."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from maumau.core.options import OptionValue
from maumau.core.ruleset import Ruleset
from maumau.sim.play import GameOutcome
from maumau.sim.runner import Run
from maumau.sim.stats import Cluster, Estimate, paired_difference
from maumau.sim.summary import (
    Summary,
    arm_games,
    bot_clusters,
    group_by_deal,
    seat_clusters,
    summarise,
)

Deals = dict[int, list[GameOutcome]]


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
    """The figures of a run of two rulesets and their paired differences."""
    if len(run.spec.rulesets) != 2:
        raise ValueError("a comparison needs a run of exactly two rulesets")
    base_deals, changed_deals = group_by_deal(arm_games(run, 0)), group_by_deal(arm_games(run, 1))
    common = base_deals.keys() & changed_deals.keys()
    base_deals = {deal: games for deal, games in base_deals.items() if deal in common}
    changed_deals = {deal: games for deal, games in changed_deals.items() if deal in common}

    def difference(clusters: Callable[[Deals], list[Cluster]]) -> Estimate:
        return paired_difference(clusters(base_deals), clusters(changed_deals))

    def named_seat_clusters(seat: int) -> Callable[[Deals], list[Cluster]]:
        return lambda deals: seat_clusters(seat, deals)

    def leader_clusters(deals: Deals) -> list[Cluster]:
        return [(sum(game.leader_credit for game in games),
                 float(sum(game.scored_rounds for game in games))) for games in deals.values()]

    def named_bot_clusters(name: str) -> Callable[[Deals], list[Cluster]]:
        return lambda deals: bot_clusters(name, deals)

    base_rules, changed_rules = run.spec.rulesets
    base_options = base_rules.options
    kinds = list(dict.fromkeys(run.spec.lineup))
    if len(kinds) == 1:
        kinds = []
    return Comparison(
        changes={name: value for name, value in changed_rules.options.items()
                 if base_options.get(name) != value},
        base=summarise(run, 0), changed=summarise(run, 1),
        bots={name: difference(named_bot_clusters(name)) for name in kinds},
        seats=tuple(difference(named_seat_clusters(seat)) for seat in range(base_rules.players)),
        first_mover=difference(leader_clusters),
    )

"""The figures of a run: win share per bot and per seat, the first mover's share, scores,
round lengths, and the verdict between the bots (intervals: :mod:`maumau.sim.stats`)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from maumau.core.chance import Seed
from maumau.core.ruleset import Ruleset
from maumau.sim.play import GameOutcome
from maumau.sim.runner import Run
from maumau.sim.stats import Cluster, Estimate, clustered_share


@dataclass(frozen=True)
class BotFigures:
    """One kind of bot: how many seats it holds, its share of the wins and its parity
    (the share it would get if every seat were equally strong)."""

    name: str
    seats: int
    parity: float
    share: Estimate
    mean_score: float


@dataclass(frozen=True)
class SeatFigures:
    seat: int
    parity: float
    share: Estimate
    mean_score: float


@dataclass(frozen=True)
class Verdict:
    """How the bot in the fewest seats did against the rest: ``beats`` (interval wholly
    above parity), ``loses`` (wholly below) or ``level``."""

    bot: str
    others: tuple[str, ...]
    share: Estimate
    parity: float
    outcome: str


@dataclass(frozen=True)
class Summary:
    ruleset: Ruleset
    lineup: tuple[str, ...]
    seed: Seed
    games: int
    planned_games: int
    deals: int
    rotations: int
    interrupted: bool
    elapsed: float
    jobs: int
    max_actions: int
    bots: tuple[BotFigures, ...]
    seats: tuple[SeatFigures, ...]
    first_mover: Estimate
    rounds: int
    rounds_per_game: float
    actions_per_round: float
    capped_rounds: int
    draws: int
    verdict: Verdict | None


def summarise(run: Run, arm: int = 0) -> Summary:
    """The figures of ``run`` (of its ruleset number ``arm`` in a comparison)."""
    games = arm_games(run, arm)
    lineup = run.spec.lineup
    players = len(lineup)
    by_deal = _by_deal(games)
    bots = tuple(_bot_figures(name, lineup, games, by_deal) for name in dict.fromkeys(lineup))
    seats = tuple(
        SeatFigures(seat, 1 / players, clustered_share(seat_clusters(seat, by_deal)),
                    _mean([game.totals[seat] for game in games]))
        for seat in range(players)
    )
    first_mover = clustered_share([
        (sum(game.leader_credit for game in deal), sum(game.scored_rounds for game in deal))
        for deal in by_deal.values()
    ])
    rounds = sum(game.rounds for game in games)
    return Summary(
        ruleset=run.spec.rulesets[arm], lineup=lineup, seed=run.spec.seed,
        games=len(games), planned_games=run.planned_games // len(run.spec.rulesets),
        deals=len(by_deal), rotations=run.rotations,
        interrupted=run.interrupted, elapsed=run.elapsed, jobs=run.jobs,
        max_actions=run.spec.max_actions, bots=bots, seats=seats, first_mover=first_mover,
        rounds=rounds, rounds_per_game=rounds / len(games) if games else 0.0,
        actions_per_round=sum(game.actions for game in games) / rounds if rounds else 0.0,
        capped_rounds=sum(game.capped_rounds for game in games),
        draws=sum(1 for game in games if len(set(game.credits)) == 1 and players > 1),
        verdict=_verdict(bots),
    )


def arm_games(run: Run, arm: int) -> list[GameOutcome]:
    """The games of ``run`` played under its ruleset number ``arm``."""
    return [game for game in run.outcomes if game.arm == arm]


def _by_deal(games: Sequence[GameOutcome]) -> dict[int, list[GameOutcome]]:
    deals: dict[int, list[GameOutcome]] = defaultdict(list)
    for game in games:
        deals[game.deal].append(game)
    return dict(sorted(deals.items()))


def _clusters(by_deal: dict[int, list[GameOutcome]],
              won: Callable[[GameOutcome], float]) -> list[Cluster]:
    return [(sum(won(game) for game in deal), float(len(deal))) for deal in by_deal.values()]


def seat_clusters(seat: int, by_deal: dict[int, list[GameOutcome]]) -> list[Cluster]:
    """Per deal: the wins of ``seat`` and the games played."""
    return _clusters(by_deal, lambda game: game.credits[seat])


def bot_clusters(name: str, by_deal: dict[int, list[GameOutcome]]) -> list[Cluster]:
    """Per deal: the wins of every seat that ``name`` holds, and the games played."""
    return _clusters(by_deal, lambda game: sum(
        credit for credit, bot in zip(game.credits, game.seats, strict=True) if bot == name))


def _bot_figures(name: str, lineup: tuple[str, ...], games: Sequence[GameOutcome],
                 by_deal: dict[int, list[GameOutcome]]) -> BotFigures:
    seats = lineup.count(name)
    scores = [total for game in games
              for total, bot in zip(game.totals, game.seats, strict=True) if bot == name]
    return BotFigures(name, seats, seats / len(lineup),
                      clustered_share(bot_clusters(name, by_deal)), _mean(scores))


def _verdict(bots: tuple[BotFigures, ...]) -> Verdict | None:
    if len(bots) < 2:
        return None
    subject = min(bots, key=lambda bot: bot.seats)  # the first of the fewest seats
    share, parity = subject.share, subject.parity
    outcome = "beats" if share.above(parity) else "loses" if share.below(parity) else "level"
    others = tuple(bot.name for bot in bots if bot is not subject)
    return Verdict(subject.name, others, share, parity, outcome)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def group_by_deal(games: Sequence[GameOutcome]) -> dict[int, list[GameOutcome]]:
    """The games of each deal, deals in order."""
    return _by_deal(games)

"""The figures of a run: win share per bot and per seat, the first mover's share, scores,
round lengths, and the verdict between the bots. They are read from the run's running
sums (:mod:`maumau.sim.tally`); the intervals: :mod:`maumau.sim.stats`."""

from __future__ import annotations

from dataclasses import dataclass

from maumau.core.chance import Seed
from maumau.core.ruleset import Ruleset
from maumau.sim.runner import Run
from maumau.sim.stats import Estimate

__all__ = [
    "BotFigures",
    "SeatFigures",
    "Summary",
    "Verdict",
    "summarise",
]


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
    """The figures of ``run`` (of its ruleset number ``arm`` in a comparison), read from
    the run's running sums (:class:`~maumau.sim.tally.Tally`)."""
    tally = run.tally
    totals = tally.arms[arm]
    lineup = run.spec.lineup
    players = len(lineup)
    bots = tuple(
        BotFigures(name, lineup.count(name), lineup.count(name) / players,
                   tally.bot(name).share(arm),
                   _mean(score, totals.games * lineup.count(name)))
        for name, score in zip(tally.kinds, totals.bot_scores, strict=True)
    )
    seats = tuple(
        SeatFigures(seat, 1 / players, clusters.share(arm), _mean(score, totals.games))
        for seat, (clusters, score) in enumerate(zip(tally.seats, totals.seat_scores,
                                                     strict=True))
    )
    return Summary(
        ruleset=run.spec.rulesets[arm], lineup=lineup, seed=run.spec.seed,
        games=totals.games, planned_games=run.planned_games // len(run.spec.rulesets),
        deals=tally.deals, rotations=run.rotations,
        interrupted=run.interrupted, elapsed=run.elapsed, jobs=run.jobs,
        max_actions=run.spec.max_actions, bots=bots, seats=seats,
        first_mover=tally.first_mover.share(arm), rounds=totals.rounds,
        rounds_per_game=_mean(totals.rounds, totals.games),
        actions_per_round=_mean(totals.actions, totals.rounds),
        capped_rounds=totals.capped_rounds, draws=totals.draws,
        verdict=_verdict(bots),
    )


def _verdict(bots: tuple[BotFigures, ...]) -> Verdict | None:
    if len(bots) < 2:
        return None
    subject = min(bots, key=lambda bot: bot.seats)  # the first of the fewest seats
    share, parity = subject.share, subject.parity
    outcome = "beats" if share.above(parity) else "loses" if share.below(parity) else "level"
    others = tuple(bot.name for bot in bots if bot is not subject)
    return Verdict(subject.name, others, share, parity, outcome)


def _mean(total: int, count: int) -> float:
    return total / count if count else 0.0

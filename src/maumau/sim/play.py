"""One game of a simulation: a match of the ruleset between bots, reduced to its figures."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from maumau.bots.base import Bot, seat_picker
from maumau.core.actions import ActionKind
from maumau.core.chance import Seed
from maumau.core.errors import MauMauError
from maumau.core.match import Match
from maumau.core.ruleset import Ruleset

__all__ = [
    "DEFAULT_MAX_ACTIONS",
    "GameOutcome",
    "SimulationError",
    "credits_of",
    "play_game",
]

DEFAULT_MAX_ACTIONS = 5000
"""Actions after which a round that has not ended is stopped and counted as a draw."""


class SimulationError(MauMauError):
    """A bot broke the rules during a simulation (a bug in the bot)."""


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """The figures of one finished game.

    ``credits`` is each seat's share of the win: 1 for a sole winner, split among tied
    winners, and ``1 / players`` for everyone when nobody won (a blocked round, or a round
    stopped after ``max_actions``). ``leader_credit`` adds up, over the scored rounds, the
    credit of the seat that moved first in each round (its first decision other than the
    dealer's choice for a turned-up card).
    """

    deal: int
    rotation: int
    arm: int
    seats: tuple[str, ...]
    credits: tuple[float, ...]
    totals: tuple[int, ...]
    rounds: int
    actions: int
    capped_rounds: int
    scored_rounds: int
    leader_credit: float


def credits_of(winners: Sequence[int], players: int) -> tuple[float, ...]:
    """Each seat's share of a win among ``winners`` (nobody: an equal share each)."""
    if not winners:
        return (1 / players,) * players
    share = 1 / len(set(winners))
    return tuple(share if seat in winners else 0.0 for seat in range(players))


def play_game(ruleset: Ruleset, seat_bots: Sequence[Bot], seed: Seed,
              rngs: Sequence[random.Random], *, deal: int = 0, rotation: int = 0,
              arm: int = 0, seats: Sequence[str] = (),
              max_actions: int = DEFAULT_MAX_ACTIONS) -> GameOutcome:
    """Play one match of ``ruleset`` from ``seed`` with ``seat_bots[seat]`` at each seat.

    Each bot is asked the cheapest way it offers (:func:`~maumau.bots.base.seat_picker`):
    a seat's view is built only when its bot asks for it."""
    players = ruleset.players
    match = Match(ruleset, seed)
    actions = rounds = scored = 0
    leader_credit = 0.0
    while True:
        game = match.round
        steps, leader = _play_round(match, seat_bots, rngs, max_actions, seed)
        capped = game.result is None and steps >= max_actions
        actions += steps
        rounds += 1
        if game.result is None:
            break
        scored += 1
        if leader is not None:
            leader_credit += credits_of(game.result.winners, players)[leader]
        else:
            leader_credit += 1 / players
        if match.is_over():
            break
        match.next_round()
    result = match.result
    winners = result.winners if result is not None and not capped else ()
    return GameOutcome(deal, rotation, arm, tuple(seats), credits_of(winners, players),
                       tuple(match.totals), rounds, actions, int(capped), scored,
                       leader_credit)


def _play_round(match: Match, seat_bots: Sequence[Bot], rngs: Sequence[random.Random],
                max_actions: int, seed: Seed) -> tuple[int, int | None]:
    """Play the match's current round to its end or to ``max_actions`` actions; return the
    actions played and the first mover (None if the round had no such decision). Names
    are bound once per round: this loop is the simulator's per-decision cost."""
    game = match.round
    picks = [seat_picker(bot, partial(game.view, seat), rng)
             for seat, (bot, rng) in enumerate(zip(seat_bots, rngs, strict=True))]
    legal_actions, apply = game.legal_actions, game.apply  # no record: see the end
    choose = ActionKind.CHOOSE
    leader: int | None = None
    steps = 0
    while game.result is None and steps < max_actions:
        seat = game.to_move
        assert seat is not None
        action = picks[seat](legal_actions())
        if leader is None and action.kind is not choose:
            leader = seat
        try:
            apply(action)
        except MauMauError as problem:
            raise SimulationError(
                f"bot {seat_bots[seat].name!r} at seat {seat} chose {action} in round "
                f"{game.index + 1} of the game seeded {seed!r}: {problem}", "sim_bot_broke",
                {"bot": seat_bots[seat].name, "seat": seat, "place": seat + 1,
                 "action": str(action), "round": game.index + 1, "seed": repr(seed),
                 "cause": {"code": problem.code, "params": problem.params,
                           "message": str(problem)}}) from problem
        steps += 1
    if game.result is not None:
        match.round_played()
    return steps, leader

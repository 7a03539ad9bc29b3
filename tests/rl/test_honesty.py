"""Honesty [I-5]: twin rounds that differ only in cards a seat cannot see give that seat
identical observations. The twin swaps hidden cards between two other hands, or between
another hand and the talon, or (Heul doch!) changes which card an onion of another seat
is; the observing seat's own hand and everything public stay as they were."""

from __future__ import annotations

import copy
import random
from typing import Any

import numpy as np
import pytest

import maumau.rl as rl
from maumau import Match, PositionError, Ruleset, load_position
from tests.rl.helpers import VARIANTS


def _midgame(variant: str, players: int, seed: int, steps: int) -> dict[str, Any]:
    """A position after ``steps`` random actions of a seeded round (still running)."""
    match = Match(Ruleset.create(variant, players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = match.round.legal_actions()
        action = rng.choice(list(legal))
        game = match.round.copy()
        game.apply(action)
        if game.result is not None:
            break
        match.apply(action)
    return match.round.to_position()


def _twins(position: dict[str, Any], seat: int, rng: random.Random) -> list[dict[str, Any]]:
    """Positions that differ from ``position`` only in cards ``seat`` cannot see."""
    hands: list[list[str]] = position["hands"]
    others = [other for other in range(len(hands)) if other != seat and hands[other]]
    twins = []
    for a in others:
        for b in others:
            if a < b:
                pairs = [(i, j) for i, x in enumerate(hands[a])
                         for j, y in enumerate(hands[b]) if x != y]
                if pairs:
                    i, j = rng.choice(pairs)
                    twin = copy.deepcopy(position)
                    twin["hands"][a][i], twin["hands"][b][j] = hands[b][j], hands[a][i]
                    twins.append(twin)
        pairs = [(i, j) for i, x in enumerate(hands[a])
                 for j, y in enumerate(position["talon"]) if x != y]
        if pairs:
            i, j = rng.choice(pairs)
            twin = copy.deepcopy(position)
            twin["hands"][a][i], twin["talon"][j] = position["talon"][j], hands[a][i]
            twins.append(twin)
    for other, pile in enumerate(position.get("piles", [])):
        for down in pile["face_down"]:
            if seat in down["known_by"] or other == seat:
                continue
            at = down["at"]
            spots = [j for j, y in enumerate(position["talon"]) if y != pile["cards"][at]]
            if spots:
                j = rng.choice(spots)
                twin = copy.deepcopy(position)
                twin["piles"][other]["cards"][at], twin["talon"][j] = (
                    position["talon"][j], pile["cards"][at])
                twins.append(twin)
    return [twin for twin in twins if _consistent(twin)]


def _consistent(position: dict[str, Any]) -> bool:
    """Whether the engine accepts the twin (a swap may take away the card the seat to
    move just drew, or must throw in: such twins are not positions of the game)."""
    try:
        load_position(position)
    except PositionError:
        return False
    return True


def _observation(variant: str, players: int, position: dict[str, Any],
                 seat: int) -> dict[str, np.ndarray]:
    env = rl.env(variant, players)
    env.reset(seed=0, options={"position": position})
    return env.observe(f"seat_{seat}")


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("seed", range(6))
def test_hidden_cards_do_not_change_a_seats_observation(variant: str, seed: int) -> None:
    players = 4
    position = _midgame(variant, players, seed, steps=3 + 5 * seed)
    rng = random.Random(seed)
    compared = 0
    for seat in range(players):
        mine = _observation(variant, players, position, seat)
        for twin in _twins(position, seat, rng):
            theirs = _observation(variant, players, twin, seat)
            assert np.array_equal(mine["observation"], theirs["observation"])
            assert np.array_equal(mine["action_mask"], theirs["action_mask"])
            compared += 1
    assert compared >= players


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_seats_own_cards_do_change_its_observation(variant: str) -> None:
    """The check above can fail: a change the seat can see changes its observation."""
    position = _midgame(variant, 4, 1, steps=4)
    seat = 0
    hands = position["hands"]
    other = next(i for i, card in enumerate(position["talon"]) if card not in hands[seat])
    twin = copy.deepcopy(position)
    twin["hands"][seat][0], twin["talon"][other] = position["talon"][other], hands[seat][0]
    mine = _observation(variant, 4, position, seat)
    theirs = _observation(variant, 4, twin, seat)
    assert not np.array_equal(mine["observation"], theirs["observation"])


@pytest.mark.parametrize("variant", VARIANTS)
def test_observations_over_a_round_only_follow_the_seats_view(variant: str) -> None:
    """Played on from twin positions with the same actions, the observing seat's
    observations stay equal as long as the same actions are legal in both."""
    players = 4
    position = _midgame(variant, players, 7, steps=6)
    seat = 1
    rng = random.Random(7)
    twins = _twins(position, seat, rng)
    assert twins
    first, second = rl.env(variant, players), rl.env(variant, players)
    first.reset(seed=0, options={"position": position})
    second.reset(seed=0, options={"position": twins[0]})
    for _ in range(40):
        if first.agents != second.agents or not first.agents:
            break
        a = first.observe(f"seat_{seat}")
        b = second.observe(f"seat_{seat}")
        assert np.array_equal(a["observation"], b["observation"])
        legal_a = first.observe(first.agent_selection)["action_mask"]
        legal_b = second.observe(second.agent_selection)["action_mask"]
        if first.agent_selection != second.agent_selection or \
                not np.array_equal(legal_a, legal_b) or first.terminations[first.agent_selection]:
            break
        index = int(rng.choice(np.flatnonzero(legal_a).tolist()))
        first.step(index)
        second.step(index)

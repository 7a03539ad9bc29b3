"""Honesty [I-5]: twin rounds that differ only in cards a seat cannot see give that seat
identical observations, in every encoding, from the AEC environment and from the batched
one. The twin swaps hidden cards between two other hands, or between another hand and the
talon, or (Heul doch!) changes which card an onion of another seat is; the observing
seat's own hand and everything public stay as they were."""

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


def _arrays(observation: Any, mask: np.ndarray) -> dict[str, np.ndarray]:
    """An observation of any encoding as named arrays, the mask among them."""
    if isinstance(observation, dict):
        return {**observation, "action_mask": mask}
    return {"observation": observation, "action_mask": mask}


def _observation(variant: str, players: int, position: dict[str, Any],
                 seat: int, encoding: str = "dict") -> dict[str, np.ndarray]:
    env = rl.env(variant, players, encoding=encoding)
    env.reset(seed=0, options={"position": position})
    return _arrays(env.observe(f"seat_{seat}"), env.table.mask(seat))


def _same(mine: dict[str, np.ndarray], theirs: dict[str, np.ndarray]) -> bool:
    return mine.keys() == theirs.keys() and all(
        np.array_equal(mine[key], theirs[key]) for key in mine)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("encoding", rl.ENCODINGS)
def test_hidden_cards_do_not_change_a_seats_observation(variant: str, seed: int,
                                                        encoding: str) -> None:
    players = 4
    position = _midgame(variant, players, seed, steps=3 + 5 * seed)
    rng = random.Random(seed)
    compared = 0
    for seat in range(players):
        mine = _observation(variant, players, position, seat, encoding)
        for twin in _twins(position, seat, rng):
            theirs = _observation(variant, players, twin, seat, encoding)
            assert _same(mine, theirs)
            compared += 1
    assert compared >= players


def _batched(variant: str, players: int, positions: list[dict[str, Any]],
             encoding: str) -> list[dict[str, np.ndarray]]:
    """The batched environment's first observation of each position (one table each,
    the seat to move observing)."""
    found = []
    for position in positions:
        envs = rl.vector_env(variant, 1, players, encoding=encoding)
        observations, infos = envs.reset(seed=0, options={"position": position})
        row = ({key: value[0] for key, value in observations.items()}
               if isinstance(observations, dict) else observations[0])
        found.append(_arrays(row, infos["action_mask"][0]))
    return found


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("encoding", rl.ENCODINGS)
def test_hidden_cards_do_not_change_a_batched_observation(variant: str,
                                                          encoding: str) -> None:
    players = 4
    compared = 0
    for seed in range(4):
        position = _midgame(variant, players, seed, steps=3 + 5 * seed)
        seat = load_position(position).to_move
        assert seat is not None
        twins = _twins(position, seat, random.Random(seed))
        mine, *theirs = _batched(variant, players, [position, *twins], encoding)
        for other in theirs:
            assert _same(mine, other)
            compared += 1
    assert compared >= 2


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("encoding", rl.ENCODINGS)
def test_a_seats_own_cards_do_change_its_observation(variant: str, encoding: str) -> None:
    """The check above can fail: a change the seat can see changes its observation."""
    position = _midgame(variant, 4, 1, steps=4)
    seat = 0
    hands = position["hands"]
    other = next(i for i, card in enumerate(position["talon"]) if card not in hands[seat])
    twin = copy.deepcopy(position)
    twin["hands"][seat][0], twin["talon"][other] = position["talon"][other], hands[seat][0]
    mine = _observation(variant, 4, position, seat, encoding)
    theirs = _observation(variant, 4, twin, seat, encoding)
    assert not _same(mine, theirs)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("encoding", rl.ENCODINGS)
def test_observations_over_a_round_only_follow_the_seats_view(variant: str,
                                                              encoding: str) -> None:
    """Played on from twin positions with the same actions, the observing seat's
    observations stay equal as long as the same actions are legal in both."""
    players = 4
    position = _midgame(variant, players, 7, steps=6)
    seat = 1
    rng = random.Random(7)
    twins = _twins(position, seat, rng)
    assert twins
    first = rl.env(variant, players, encoding=encoding)
    second = rl.env(variant, players, encoding=encoding)
    first.reset(seed=0, options={"position": position})
    second.reset(seed=0, options={"position": twins[0]})
    for _ in range(40):
        if first.agents != second.agents or not first.agents:
            break
        a = _arrays(first.observe(f"seat_{seat}"), first.table.mask(seat))
        b = _arrays(second.observe(f"seat_{seat}"), second.table.mask(seat))
        assert _same(a, b)
        legal_a = first.table.mask(first.table.to_move or 0)
        legal_b = second.table.mask(second.table.to_move or 0)
        if first.agent_selection != second.agent_selection or \
                not np.array_equal(legal_a, legal_b) or first.terminations[first.agent_selection]:
            break
        index = int(rng.choice(np.flatnonzero(legal_a).tolist()))
        first.step(index)
        second.step(index)

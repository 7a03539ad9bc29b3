"""Every encoding of every game passes the ecosystem's checkers (PettingZoo's api_test,
Gymnasium's check_env), and the card planes and the history hold what their layouts
say."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import maumau.rl as rl
from maumau import RulesetError
from maumau.core.events import EventKind
from maumau.core.variant import all_variants
from maumau.rl.encodings import HISTORY_LENGTH, event_rows, planes_of
from tests.rl.helpers import VARIANTS

OTHER = [encoding for encoding in rl.ENCODINGS if encoding != "dict"]


@pytest.fixture(autouse=True)
def _quiet() -> None:
    warnings.filterwarnings("ignore", message=".*Observation.*")


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("encoding", OTHER)
def test_pettingzoo_api_test(variant: str, encoding: str) -> None:
    api_test(rl.env(variant, 4, encoding=encoding), num_cycles=40)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("encoding", OTHER)
def test_gymnasium_check_env(variant: str, encoding: str) -> None:
    check_env(rl.single_agent_env(variant, 4, opponents=["random"], on_illegal="lose",
                                  encoding=encoding))


@pytest.mark.parametrize("encoding", OTHER)
def test_the_mask_is_in_the_info_of_the_agent_to_move(encoding: str) -> None:
    env = rl.env("classic", 3, encoding=encoding)
    env.reset(seed=1)
    _, _, _, _, info = env.last()
    rng = random.Random(1)
    steps = 0
    for agent in env.agent_iter():
        _, _, terminated, truncated, info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        assert np.array_equal(info["action_mask"], env.table.mask(int(agent[5:])))
        env.step(int(rng.choice(np.flatnonzero(info["action_mask"]).tolist())))
        steps += 1
    assert steps > 0


def test_an_unknown_encoding_is_refused_naming_the_valid_ones() -> None:
    with pytest.raises(RulesetError, match="flat, planes, history"):
        rl.env("classic", 4, encoding="pixels")
    with pytest.raises(RulesetError, match="valid"):
        rl.vector_env("classic", 2, encoding="pixels")


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_planes_hold_the_zones_of_the_vector(variant: str) -> None:
    """The hand plane counts the hand; every number of the vector lies in exactly one
    place: a zone's cell or the ``vector`` part."""
    env = rl.env(variant, 4, encoding="planes")
    flat = rl.env(variant, 4)
    env.reset(seed=3)
    flat.reset(seed=3)
    agent = env.agent_selection
    planes, vector = env.observe(agent)["planes"], env.observe(agent)["vector"]
    whole = flat.observe(agent)["observation"]
    hand = next(s for s in rl.layout(variant) if s.name == "hand")
    assert planes[0].sum() == whole[hand.start:hand.stop].sum() > 0
    assert planes.sum() + vector.sum() == pytest.approx(whole.sum())
    grid = planes_of(variant).grid
    assert grid.zones[0][0] == "hand" and len(grid.cells) == hand.size
    assert len(set(grid.cells)) == len(grid.cells)  # one cell per card kind


def test_the_history_shows_the_seats_latest_events_oldest_first() -> None:
    env = rl.env("classic", 4, encoding="history")
    env.reset(seed=5)
    rng = random.Random(5)
    for _ in range(12):
        observation, _, _, _, _ = env.last()
        env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]).tolist())))
    seat = int(env.agent_selection[5:])
    history = env.observe(env.agent_selection)["history"]
    rows = event_rows("classic")
    assert history.shape == (HISTORY_LENGTH, rows.size)
    events = env.table.current.round.view(seat).events[-HISTORY_LENGTH:]
    present = history[:, 0] == 1
    assert present.sum() == len(events)
    kinds = list(EventKind)
    for row, event in zip(history[present], events, strict=True):
        assert kinds[int(np.argmax(row[rows.kind_at:rows.seat_at]))] is event.kind


@pytest.mark.parametrize("variant", sorted(game.name for game in all_variants()))
def test_every_registered_game_has_each_encoding_or_refuses_it(variant: str) -> None:
    """A game (a plug-in's included) without card planes still has ``flat``; ``planes``
    and ``history`` are refused with a RulesetError that says why."""
    players = max(2, rl.catalogue(variant).max_players // 2 + 1)
    for encoding in OTHER:
        try:
            env = rl.env(variant, players, encoding=encoding)
        except RulesetError as refused:
            assert encoding != "flat" and "card planes" in str(refused)
            continue
        api_test(env, num_cycles=20)

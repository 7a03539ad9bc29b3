"""The batched environment's incremental observations against the full view's.

The vector environment writes a step straight from the round where the game's encoder
offers ``encode_round`` (the seat's new events into its base, its own hand and the public
table as it sees it), not from a whole ``round.view(seat)``. These seeded random games
check at every step that both give the same numbers: for every seat (the one to move and
the others, whose view of the turn may differ [D-15]) at the round level, and for the
batch's rows in every encoding against an encoder fed the full views.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

import maumau.rl as rl
from maumau.core.ruleset import Ruleset
from maumau.rl.encodings import HISTORY_LENGTH, event_rows, planes_of
from maumau.rl.observation import Encoder, SeatMemory, encoder_of
from tests.rl.helpers import TABLES, VARIANTS, random_index


def vector(size: int) -> tuple[np.ndarray, memoryview]:
    out = np.zeros(size, np.float32)
    return out, out.data


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_encode_round_writes_what_the_view_gives_every_seat(variant: str,
                                                            players: int) -> None:
    """A few hundred random actions: at each, every seat's numbers written from the round
    equal those encoded from its whole view."""
    encoder = encoder_of(variant)
    by_round = getattr(encoder, "encode_round", None)
    if by_round is None:
        pytest.skip("the game's encoder encodes views only")
    ruleset = Ruleset.create(variant, players)
    rng = random.Random(f"incremental:{variant}:{players}")
    totals = [rng.randrange(5) for _ in range(players)]
    steps = 0
    for deal in range(40):
        game = ruleset.game.new_round(ruleset, 1000 + deal, 0, deal % players)
        while game.to_move is not None and steps < 400:
            for seat in range(players):
                full, full_cells = vector(encoder.size)
                encoder.encode(full_cells, game.view(seat), totals)
                fast, fast_cells = vector(encoder.size)
                by_round(fast_cells, game, seat, totals)
                assert np.array_equal(full, fast), (variant, players, steps, seat)
            game.apply(rng.choice(list(game.legal_actions())))
            steps += 1
        if steps >= 400:
            break
    assert steps >= 400


def reference_rows(variant: str, encoding: str, vectors: list[np.ndarray],
                   masks: list[np.ndarray], histories: list[np.ndarray]) -> Any:
    """The batch in ``encoding`` from rows encoded from full views."""
    stacked, mask = np.stack(vectors), np.stack(masks)
    if encoding == "flat":
        return stacked
    if encoding == "dict":
        return {"observation": stacked, "action_mask": mask}
    if encoding == "planes":
        planes = planes_of(variant)
        return {"planes": planes.planes(stacked), "vector": planes.rest_of(stacked),
                "action_mask": mask}
    return {"observation": stacked, "history": np.stack(histories), "action_mask": mask}


def same(got: Any, expected: Any) -> bool:
    if isinstance(expected, dict):
        return got.keys() == expected.keys() and all(
            np.array_equal(got[key], expected[key]) for key in expected)
    return bool(np.array_equal(got, expected))


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("encoding", rl.ENCODINGS)
def test_batch_rows_equal_full_view_encoding_at_every_step(variant: str,
                                                          encoding: str) -> None:
    """Three tables of four played by seeded random masked actions through several
    episodes: at every step every row (vector, mask, history) equals what an encoder fed
    ``round.view(seat, since)`` gives for the row's seat."""
    tables = 3
    envs = rl.vector_env(variant, tables, 4, encoding=encoding)
    observations, infos = envs.reset(seed=5)
    encoder = Encoder(variant)
    rows = event_rows(variant)
    memories: dict[tuple[int, int], SeatMemory] = {}
    histories: dict[tuple[int, int], np.ndarray] = {}
    matches: list[object] = [None] * tables
    rng = np.random.default_rng(5)
    for step in range(300):
        vectors, masks, latest = [], [], []
        for i, table in enumerate(envs.tables):
            match = table.match
            assert match is not None
            if matches[i] is not match:  # a new episode: nothing read yet
                matches[i] = match
                for seat in range(4):
                    memories[i, seat] = encoder.new_memory()
                    histories[i, seat] = np.zeros((HISTORY_LENGTH, rows.size), np.float32)
            seat = int(infos["seat"][i])
            memory = memories[i, seat]
            game = match.round
            if memory.round_index != game.index:
                histories[i, seat][:] = 0
            view = game.view(seat, memory.since(game.index))
            observed = encoder.observe(view, memory, match.totals)
            rows.push(histories[i, seat], view.events)
            vectors.append(observed["observation"])
            masks.append(observed["action_mask"])
            latest.append(histories[i, seat].copy())
        expected = reference_rows(variant, encoding, vectors, masks, latest)
        assert same(observations, expected), (variant, encoding, step)
        ended = ~infos["action_mask"].any(axis=1)
        assert np.array_equal(infos["action_mask"][~ended], np.stack(masks)[~ended])
        picked = (rng.random(infos["action_mask"].shape) * infos["action_mask"]).argmax(1)
        observations, _, _, _, infos = envs.step(picked)


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_the_aec_environment_observes_every_seat_as_its_full_view_does(
        variant: str, players: int) -> None:
    """Seeded matches of random masked actions in the AEC environment, across round ends:
    at every step every seat's observation (written from the round after its first look)
    equals what an encoder fed ``round.view(seat, since)`` gives, the seats looked at in
    a different order each step."""
    env = rl.env(variant, players=players, episode="match")
    encoder = Encoder(variant)
    rng = random.Random(f"aec-incremental:{variant}:{players}")
    steps = rounds = 0
    for seed in range(20):
        env.reset(seed=seed)
        memories = [encoder.new_memory() for _ in range(players)]
        for agent in env.agent_iter(max_iter=1500 - steps):
            _, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            match = env.table.current
            game = match.round
            rounds = max(rounds, game.index)
            for seat in rng.sample(range(players), players):
                memory = memories[seat]
                expected = encoder.observe(game.view(seat, memory.since(game.index)),
                                           memory, match.totals)
                got = env.observe(env.possible_agents[seat])
                assert same(got, expected), (variant, players, steps, seat)
            env.step(random_index(env.observe(agent), rng))
            steps += 1
        if steps >= 1500:
            break
    assert steps >= 1500
    # these games' rounds are short enough to end within the steps: the first look at the
    # next round starts the seat's base again from its view
    assert rounds > 0 or variant in ("tabaluga", "heuldoch")

"""Observations keep their content: a digest of every observation and mask of seeded
random games, at every table size, in both reading rhythms (only the seat to move
observes, as a training loop does; every seat observes at every step), must match the
digest taken when the encoder was last changed on purpose. A layout change updates the
digests here together with docs/rl.md."""

from __future__ import annotations

import hashlib
import random

import numpy as np
import pytest

import maumau.rl as rl
from tests.rl.helpers import TABLES

STEPS = 1000
MATCHES: dict[str, dict[str, object]] = {
    # Rulesets whose matches have several rounds within the steps (random play).
    "classic": {}, "emojical": {"preset": "short"}, "heuldoch": {"preset": "evening"},
    "tabaluga": {"preset": "short", "options": {"voluntary_draw": False}},
}


def digest(variant: str, players: int, every_seat: bool, episode: str) -> str:
    """The sha256 of the observations (and rewards) of ``STEPS`` random masked steps from seed 7."""
    env = rl.env(variant, players, episode=episode, reward="score",
                 **MATCHES[variant] if episode == "match" else {})  # type: ignore[arg-type]
    env.reset(seed=7)
    rng = random.Random(7)
    hashed = hashlib.sha256()
    for _ in range(STEPS):
        if every_seat:
            for agent in env.agents:
                seen = env.observe(agent)
                hashed.update(seen["observation"].tobytes())
                hashed.update(seen["action_mask"].tobytes())
        observation, reward, terminated, truncated, _ = env.last()
        hashed.update(repr((env.agent_selection, reward, terminated, truncated)).encode())
        assert observation["observation"].dtype == np.float32
        hashed.update(observation["observation"].tobytes())
        hashed.update(observation["action_mask"].tobytes())
        if terminated or truncated:
            env.step(None)
            if not env.agents:
                env.reset()
            continue
        env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]).tolist())))
    return hashed.hexdigest()[:16]


DIGESTS: dict[tuple[str, int, bool, str], str] = {
    ('classic', 2, False, 'round'): 'a10ce79b700700a1',
    ('classic', 2, False, 'match'): '6a58f24db6a91f43',
    ('classic', 2, True, 'round'): 'c0747e8b6a0a4fac',
    ('classic', 2, True, 'match'): '332486cd3086ed61',
    ('classic', 4, False, 'round'): '294b3a3f74d0bad3',
    ('classic', 4, False, 'match'): '22399cba71cce12e',
    ('classic', 4, True, 'round'): 'c708c9851d55ef80',
    ('classic', 4, True, 'match'): '82477006aaecac94',
    ('classic', 6, False, 'round'): '945badb601a533b4',
    ('classic', 6, False, 'match'): '8f12ae6a2e2cf151',
    ('classic', 6, True, 'round'): '429df8fe9fc965aa',
    ('classic', 6, True, 'match'): 'aeacfb65cd9de901',
    ('tabaluga', 2, False, 'round'): 'f9b4a5eda9969f83',
    ('tabaluga', 2, False, 'match'): '58ab7d169ae89e1c',
    ('tabaluga', 2, True, 'round'): 'c67ba6cf5944c8ed',
    ('tabaluga', 2, True, 'match'): '593c7774bed0e846',
    ('tabaluga', 4, False, 'round'): 'a370a4c28a03717b',
    ('tabaluga', 4, False, 'match'): 'b570b60e11889746',
    ('tabaluga', 4, True, 'round'): 'a81a3374845c7e9b',
    ('tabaluga', 4, True, 'match'): 'aead0e890873ca93',
    ('tabaluga', 6, False, 'round'): '6687baade5c9256f',
    ('tabaluga', 6, False, 'match'): '6bbfec523d7f580f',
    ('tabaluga', 6, True, 'round'): 'd77cbadd8ba0c5c9',
    ('tabaluga', 6, True, 'match'): '4b384de5793e36be',
    ('emojical', 2, False, 'round'): 'd05b4e791ab8c02f',
    ('emojical', 2, False, 'match'): 'ac797f51af9b4a57',
    ('emojical', 2, True, 'round'): 'd106e97beb9e4c90',
    ('emojical', 2, True, 'match'): '15fb0f06f1c86541',
    ('emojical', 4, False, 'round'): 'cdf46c78947a825d',
    ('emojical', 4, False, 'match'): '834651d194ba9416',
    ('emojical', 4, True, 'round'): '8607fb4ad65865d7',
    ('emojical', 4, True, 'match'): 'c5d2ff876c96f781',
    ('emojical', 10, False, 'round'): '1f2cbf526fa72e16',
    ('emojical', 10, False, 'match'): '1f2cbf526fa72e16',
    ('emojical', 10, True, 'round'): '82963ff1c83a9152',
    ('emojical', 10, True, 'match'): '82963ff1c83a9152',
    ('heuldoch', 3, False, 'round'): '9cb1a44e76d4d908',
    ('heuldoch', 3, False, 'match'): '6698a0e81b1529e3',
    ('heuldoch', 3, True, 'round'): '8aaac65c00d5c89b',
    ('heuldoch', 3, True, 'match'): '8c244ecf9c5d48f7',
    ('heuldoch', 4, False, 'round'): 'e41ac526db621a8b',
    ('heuldoch', 4, False, 'match'): 'aa5b160aab1e9013',
    ('heuldoch', 4, True, 'round'): '105d8e750f52fe3b',
    ('heuldoch', 4, True, 'match'): '95c7330e31dc24c8',
    ('heuldoch', 6, False, 'round'): '7e49641d274c77b7',
    ('heuldoch', 6, False, 'match'): '1988e51afedc3e68',
    ('heuldoch', 6, True, 'round'): '2af4715984a9be69',
    ('heuldoch', 6, True, 'match'): '8032098282171682',
}


@pytest.mark.parametrize(("variant", "players"), TABLES)
@pytest.mark.parametrize("every_seat", [False, True])
@pytest.mark.parametrize("episode", ["round", "match"])
def test_observations_match_their_digest(variant: str, players: int, every_seat: bool,
                                         episode: str) -> None:
    assert digest(variant, players, every_seat, episode) == DIGESTS[
        variant, players, every_seat, episode]

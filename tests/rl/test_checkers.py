"""The ecosystem's own checkers pass for every game (plug-ins' included) at 2 (or the
minimum), 4 and the maximum player count: PettingZoo's api_test and seed_test, Gymnasium's
check_env (tests/rl/test_registration.py runs it on every registered id too).

PettingZoo's parallel tests do not apply: one seat decides at a time, so the AEC
environment is not parallelizable (``metadata["is_parallelizable"]`` is False), and its
render_test asks for a "human" mode, where the environment renders "ansi" text only."""

from __future__ import annotations

import warnings

import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import maumau.rl as rl
from tests.rl.helpers import EVERY_TABLE, TABLES


@pytest.fixture(autouse=True)
def _quiet() -> None:
    # The checkers warn that a dict observation is not a plain Box: it is the layout
    # PettingZoo documents for action masks.
    warnings.filterwarnings("ignore", message=".*Observation.*")


@pytest.mark.parametrize(("variant", "players"), EVERY_TABLE)
def test_pettingzoo_api_test(variant: str, players: int) -> None:
    api_test(rl.env(variant, players), num_cycles=60)


@pytest.mark.parametrize(("variant", "players"), EVERY_TABLE)
def test_pettingzoo_seed_test(variant: str, players: int) -> None:
    seed_test(lambda: rl.env(variant, players), num_cycles=60)


@pytest.mark.parametrize(("variant", "players"), EVERY_TABLE)
def test_gymnasium_check_env(variant: str, players: int) -> None:
    # check_env steps with unmasked random actions: with on_illegal="lose" a masked-out
    # one ends the episode as lost instead of raising.
    single = rl.single_agent_env(variant, players, opponents=["random"], on_illegal="lose",
                                 render_mode="ansi")
    check_env(single)


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_match_episodes_pass_api_test(variant: str, players: int) -> None:
    api_test(rl.env(variant, players, preset="short" if variant in ("tabaluga", "emojical")
                    else None, episode="match", reward="score"), num_cycles=60)

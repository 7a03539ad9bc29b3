"""Illegal Tabaluga actions are refused with a readable reason and change nothing."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.refusals import assert_refused
from tests.tabaluga.helpers import load

PLAIN: dict[str, Any] = {"hands": ["r3 g8 W b5", "g1 g2", "b1 b2"], "discard": "r8"}
PENALTY: dict[str, Any] = {"hands": ["r3 g8 W b5", "g1 g2", "b1 b2"], "discard": "r+2",
                           "phase": "penalty", "pending_draw": 2}


@pytest.mark.parametrize(("setup", "text", "reason"), [
    (PLAIN, "b5", "b5 does not match r8"),
    (PLAIN, "y5", "y5 is not in your hand"),
    (PLAIN, "W", "W needs a suit to wish: W/g W/b W/r W/y"),
    (PLAIN, "r3/g", "r3 takes no wish here"),
    (PLAIN, "r3!!", "the Mau call goes only with your second-to-last card"),
    (PLAIN, "gamble", "you may gamble only when hit by Zocken"),
    (PLAIN, "take", "there is no penalty to take"),
    (PENALTY, "W/g", r"you face 2 cards to draw: only a draw card counters it \[I-26\]"),
    (PENALTY, "draw", "you face 2 cards to draw: counter with a draw card or take them"),
])
def test_an_illegal_action_is_refused_readably_and_changes_nothing(
        setup: dict[str, Any], text: str, reason: str) -> None:
    assert_refused(load(**setup), text, reason)

"""Illegal emojical actions are refused with a readable reason and change nothing."""

from __future__ import annotations

from typing import Any

import pytest

from tests.emojical.helpers import load
from tests.support.refusals import assert_refused

PLAIN: dict[str, Any] = {"hands": ["y:swap y:wink wish b:cool", "g:sad g:love g:cool",
                                   "b:wink p:cool p:sad"], "discard": "y:laugh"}
GAMBLED: dict[str, Any] = {"hands": ["y:wink b:cool p:love", "y:block g:love g:cool",
                                     "b:wink p:cool p:sad"], "discard": "y:gamble",
                           "phase": "hit", "to_move": 1, "actor": 0}


@pytest.mark.parametrize(("setup", "text", "reason"), [
    (PLAIN, "y:swap", "y:swap needs a partner to swap with: y:swap>1 y:swap>2"),
    (PLAIN, "y:swap>0", "y:swap needs a partner to swap with: y:swap>1 y:swap>2"),
    (PLAIN, "y:wink>1", "y:wink names no seat"),
    (PLAIN, "wish", "wish needs a suit to wish: wish/y wish/p wish/g wish/b"),
    (PLAIN, "y:wink!!", "the Mau-Mau call goes only with your last card"),
    (PLAIN, "gamble", "you may gamble only when hit by Zocken"),
    (PLAIN, "b:cool", "b:cool does not match y:laugh"),
    (GAMBLED, "g:love", r"only a block of the colour of y:gamble answers it \[I-18\], \[I-26\]"),
    (GAMBLED, "draw", "you are hit by y:gamble: block it or take or gamble"),
])
def test_an_illegal_action_is_refused_readably_and_changes_nothing(
        setup: dict[str, Any], text: str, reason: str) -> None:
    assert_refused(load(**setup), text, reason)

"""The phases of a shedding round: what the seat to move is deciding.

Their own module so that the machine's helpers (effects, explanations, positions) read
them without importing the machine.
"""

from typing import Final

__all__ = [
    "AFTER_DRAW",
    "ANSWER_PHASES",
    "CHOOSE",
    "CONTINUE",
    "HIDDEN_POLL_PHASE",
    "HIT",
    "OVER",
    "PENALTY",
    "PHASE_NAMES",
    "PLAY",
    "SKIP",
    "THROW_IN",
]

PLAY: Final = 0
AFTER_DRAW: Final = 1
PENALTY: Final = 2
SKIP: Final = 3
CHOOSE: Final = 4
OVER: Final = 5
THROW_IN: Final = 6
HIT: Final = 7
CONTINUE: Final = 8
PHASE_NAMES: Final = ("play", "after_draw", "penalty", "skip", "choose", "over", "throw_in", "hit",
               "continue")
HIDDEN_POLL_PHASE: Final = "waiting"
"""The phase every seat but the asked one sees while a throw-in window is open in a game
saved before open windows (``open_windows`` off); with them, ``throw_in`` [D-15]."""
ANSWER_PHASES: Final = (PENALTY, SKIP, HIT)
"""Phases in which the seat to move answers an action aimed at it."""

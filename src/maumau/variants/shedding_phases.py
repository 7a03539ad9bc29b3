"""The phases of a shedding round: what the seat to move is deciding.

Their own module so that the machine's helpers (effects, explanations, positions) read
them without importing the machine.
"""

PLAY = 0
AFTER_DRAW = 1
PENALTY = 2
SKIP = 3
CHOOSE = 4
OVER = 5
THROW_IN = 6
HIT = 7
CONTINUE = 8
PHASE_NAMES = ("play", "after_draw", "penalty", "skip", "choose", "over", "throw_in", "hit",
               "continue")
HIDDEN_POLL_PHASE = "waiting"
"""The phase every seat but the asked one sees while a throw-in window is open."""
ANSWER_PHASES = (PENALTY, SKIP, HIT)
"""Phases in which the seat to move answers an action aimed at it."""

"""A game as a third party would ship it: a Variant object named by an entry point."""

from __future__ import annotations

import copy

from maumau.games.shedding.classic import CLASSIC

GAME = copy.copy(CLASSIC)
GAME.name = "plugin_classic"

MISNAMED = copy.copy(CLASSIC)
MISNAMED.name = "something_else"

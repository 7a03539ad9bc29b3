"""Crazy Eights for maumau, a game installed from outside.

The distribution ``maumau-crazy-eights`` names :data:`CRAZY_EIGHTS` in the entry point
group ``maumau.variants``; maumau's registry loads it the first time a game is looked up, and
every front end (terminal, browser, bots, simulator, learning environments) plays it from
then on. Importing this package does not register the game by itself.
"""

from maumau_crazy_eights.game import CrazyEights

CRAZY_EIGHTS = CrazyEights()
"""The game: its name is ``crazy_eights``."""

__all__ = ["CRAZY_EIGHTS", "CrazyEights"]

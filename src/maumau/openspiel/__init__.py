"""Every maumau game as an OpenSpiel game: ``import maumau.openspiel``, then
``pyspiel.load_game("maumau_classic")`` (or ``"maumau_heuldoch(players=5)"``).

Importing the package registers each registered game, plug-ins included, under
``maumau_<game>``, its options as game parameters (:mod:`maumau.openspiel.parameters`).
Chance deals the pack; information state and observation come from the seat's view, as
strings and as maumau's learning encodings; ``resample_from_infostate`` guesses the
hidden cards as the ``hard`` bot does. Details and measurements: docs/openspiel.md.

Needs the ``openspiel`` extra (``pip install "maumau[openspiel]"``).
"""

from __future__ import annotations

try:  # the openspiel extra: one clear error where it is missing
    import numpy
    import pyspiel
except ModuleNotFoundError as missing:
    raise ModuleNotFoundError(f"maumau.openspiel needs the openspiel extra (no module"
                              f" {missing.name!r}): pip install 'maumau[openspiel]'",
                              name=missing.name) from None

from maumau.openspiel.game import PREFIX, MauMauGame, register_all, registered
from maumau.openspiel.state import MauMauState

register_all()


def game_names() -> list[str]:
    """OpenSpiel's names of the maumau games registered in this process."""
    return sorted(register_all().values())


__all__ = ["PREFIX", "MauMauGame", "MauMauState", "game_names", "register_all",
           "registered"]

del annotations, numpy, pyspiel

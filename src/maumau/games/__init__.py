"""The games, one package per machine: :mod:`.shedding` (classic, Tabaluga, emojical) and
:mod:`.heuldoch`. Importing this package registers the built-in games; a game from
another distribution registers through the ``maumau.variants`` entry point."""

from maumau.games.heuldoch.variant import HEULDOCH
from maumau.games.shedding.classic import CLASSIC
from maumau.games.shedding.emojical import EMOJICAL
from maumau.games.shedding.tabaluga import TABALUGA

__all__ = ["CLASSIC", "EMOJICAL", "HEULDOCH", "TABALUGA"]

"""The games: one module each, on the shared machinery of :mod:`maumau.core`."""

from maumau.variants.classic import CLASSIC
from maumau.variants.emojical import EMOJICAL
from maumau.variants.heuldoch import HEULDOCH
from maumau.variants.tabaluga import TABALUGA

__all__ = ["CLASSIC", "EMOJICAL", "HEULDOCH", "TABALUGA"]

"""The games: one module each, on the shared machinery of :mod:`maumau.core`."""

from maumau.variants.classic import CLASSIC

__all__ = ["CLASSIC"]

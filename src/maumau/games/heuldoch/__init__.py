"""Heul doch! Mau Mau, the reverse game: personal piles, gifts to the neighbours, onions
and special cards, on its own machine (:mod:`.round`)."""

__all__ = [
    "HOT_MODULES",
]

HOT_MODULES = ("round", "rules", "specials", "scoring")
"""The modules the engine spends its time in, compiled by the optional build
(:mod:`maumau.compiled`)."""

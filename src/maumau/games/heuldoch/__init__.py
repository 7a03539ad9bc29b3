"""Heul doch! Mau Mau, the reverse game: personal piles, gifts to the neighbours, onions
and special cards, on its own machine (:mod:`.round`)."""

"""The engine's shuffle is the standard library's, card for card [I-2]."""

from __future__ import annotations

import random

from maumau.core.chance import chance_rng, shuffle


def test_shuffle_orders_as_random_shuffle_does() -> None:
    for length in range(0, 120):
        for counter in range(5):
            ours, theirs = list(range(length)), list(range(length))
            shuffle(chance_rng("s", length, counter), ours)
            chance_rng("s", length, counter).shuffle(theirs)
            assert ours == theirs


def test_shuffle_leaves_the_generator_where_random_shuffle_does() -> None:
    ours, theirs = random.Random(7), random.Random(7)
    shuffle(ours, list(range(50)))
    theirs.shuffle(list(range(50)))
    assert ours.random() == theirs.random()

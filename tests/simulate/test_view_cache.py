"""The simulation's speed-up of ``Round.view``: cached redaction gives the same views."""

from __future__ import annotations

import random

import pytest

from maumau import Match, Ruleset
from maumau.core.view import View


def fresh_events(game: object, seat: int | None) -> tuple[object, ...]:
    return tuple(event.seen_by(seat) for event in game.log)  # type: ignore[attr-defined]


@pytest.mark.parametrize("variant", ["classic", "emojical", "heuldoch"])
def test_cached_views_equal_views_built_from_the_whole_log(variant: str):
    rules = Ruleset.create(variant, 4)
    match = Match(rules, 3)
    game = match.round
    rng = random.Random(3)
    seats: list[int | None] = [None, 0, 1, 2, 3]
    steps = 0
    while game.result is None and steps < 400:
        seat = rng.choice(seats)
        view = game.view(seat)
        assert view.events == fresh_events(game, seat)
        assert view.options == rules.options and view.options is not game.view(seat).options
        twin = game.copy()
        assert twin.view(seat) == view
        twin.apply(rng.choice(twin.legal_actions()))  # the copy's cache is its own
        assert game.view(seat) == view
        match.apply(rng.choice(game.legal_actions()))
        steps += 1


def test_build_makes_the_same_view_as_the_constructor():
    fields = dict(variant="classic", players=2, seat=0, round_index=0, dealer=1, to_move=0,
                  phase="play", hand=(), hand_sizes=(6, 6), legal_actions=(), events=(),
                  table={"top": "7H"}, result=None, options={"jokers": 0})
    built = View.build(**fields)  # type: ignore[arg-type]
    assert built == View(**fields)  # type: ignore[arg-type]
    with pytest.raises(AttributeError):
        built.seat = 1  # type: ignore[misc]

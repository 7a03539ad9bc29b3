"""Hindsight (bots/hindsight.py): the past public states rebuilt from a seat's view are
the real ones, decision for decision, and the decisions are the real ones."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping

import pytest

from maumau import Match, Ruleset, load_position
from maumau.bots import make_bot
from maumau.bots.hindsight import replay
from maumau.core.actions import Action
from maumau.core.round import Round

CASES = [
    ("classic", 4, "standard", {}),
    ("classic", 4, "single", {}),
    ("classic", 3, None, {"jokers": 2, "voluntary_draw": False}),
    ("classic", 5, None, {"play_after_draw": False}),
    ("tabaluga", 4, "short", {}),
    ("tabaluga", 2, None, {"voluntary_draw": False}),
]


def played(variant: str, players: int, preset: str | None, options: Mapping[str, object],
           seed: int) -> Iterator[tuple[Round, Action]]:
    """Every decision of one round of medium players: a copy of the round before it, and
    the action taken."""
    game = Match(Ruleset.create(variant, players, preset, dict(options)), seed).round
    bot = make_bot("medium", variant)
    rng = random.Random(seed)
    while game.result is None:
        seat = game.to_move
        assert seat is not None
        action = bot.choose(game.view(seat), rng)
        yield game.copy(), action
        game.apply(action)


@pytest.mark.parametrize(("variant", "players", "preset", "options"), CASES)
def test_the_replay_retraces_every_public_state(
        variant: str, players: int, preset: str | None, options: dict[str, object]) -> None:
    rng = random.Random(variant)
    checked = 0
    for seed in range(6):
        history = list(played(variant, players, preset, options, seed))
        for index, (now, _) in enumerate(history):
            seat = now.to_move
            assert seat is not None
            if index % 3:  # every third decision keeps the test quick
                continue
            steps = replay(now.view(seat), rng)
            assert len(steps) == index  # every decision before this one
            for step, (then, action) in zip(steps, history, strict=False):
                assert step.action == action
                state = step.state
                assert (state.to_move, state.phase) == (then.to_move, then.phase)
                assert state.public_table(None, False) == then.public_table(None, False)
                assert list(map(len, state.hands)) == list(map(len, then.hands))
            checked += 1
    assert checked > 20


def test_the_seat_keeps_seeing_what_it_saw() -> None:
    """Each rebuilt state shows the replaying seat the events its view showed then."""
    history = list(played("classic", 4, "single", {}, 3))
    now, _ = history[-1]
    seat = now.to_move
    assert seat is not None
    view = now.view(seat)
    for step in replay(view, random.Random(1)):
        seen = step.state.view(seat).events
        assert seen == view.events[:len(seen)]
        assert len(seen) == step.events


def test_a_rebuilt_state_is_a_valid_position() -> None:
    history = list(played("tabaluga", 4, "short", {}, 2))
    now, _ = history[-1]
    seat = now.to_move
    assert seat is not None
    for step in replay(now.view(seat), random.Random(2)):
        load_position(step.state.to_position())  # refuses an inconsistent state


@pytest.mark.parametrize("variant", ["emojical", "heuldoch"])
def test_other_games_are_not_replayed(variant: str) -> None:
    game = Match(Ruleset.create(variant, 4), 1).round
    seat = game.to_move
    assert seat is not None
    assert replay(game.view(seat), random.Random(1)) == []


def test_a_loaded_position_has_no_history_to_replay() -> None:
    history = list(played("classic", 4, "single", {}, 4))
    now, _ = history[len(history) // 2]
    loaded = load_position(now.to_position())
    seat = loaded.to_move
    assert seat is not None
    assert replay(loaded.view(seat), random.Random(1)) == []

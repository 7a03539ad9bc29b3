"""Weighing guesses by the opponents' recent decisions (bots/plausibility.py): the real
deal explains every decision of medium players, the windows hold only decisions made
since the seat's hand last grew, and the guesses are told apart."""

from __future__ import annotations

import random

import pytest

from maumau.bots import make_bot
from maumau.bots.determinize import Determinizer
from maumau.bots.hindsight import replay
from maumau.bots.plausibility import (
    IMPOSSIBLE,
    Plausibility,
    WeighedGuesses,
    decisions_since_last_gain,
    weighed,
)
from maumau.bots.tracking import track
from maumau.games.shedding.round import SheddingRound
from tests.bots.test_hindsight import played

GAMES = [("classic", "single"), ("tabaluga", "short")]


@pytest.mark.parametrize(("variant", "preset"), GAMES)
def test_the_real_deal_explains_medium_players(variant: str, preset: str) -> None:
    model = make_bot("medium", variant)
    rng = random.Random(5)
    explained = told_apart = 0
    for seed in range(4):
        history = list(played(variant, 4, preset, {}, seed))
        for index, (now, _) in enumerate(history):
            seat = now.to_move
            assert seat is not None and isinstance(now, SheddingRound)
            if seat != 0 or index % 2:
                continue
            view = now.view(seat)
            steps = replay(view, rng)
            assert len(steps) == index
            recent = decisions_since_last_gain(steps, view.hand_sizes, seat,
                                               [event.kind for event in view.events])
            for decision in recent:  # the seat held then what it holds now and has laid since
                then, action = history[steps.index(decision.step)]
                assert action == decision.step.action and then.to_move == decision.seat
                assert sorted(then.hands[decision.seat]) == sorted(
                    [*now.hands[decision.seat], *decision.laid_since])
            plausibility = Plausibility(recent, model, view.events)
            assert plausibility.misses(now) == 0
            explained += len(recent)
            guesses = Determinizer(view, track(view, True, True))
            told_apart += any(plausibility.misses(guesses.sample(rng)) for _ in range(20))
    assert explained > 20 and told_apart > 3


def test_weighed_guesses_repeat_with_the_seed_and_favour_the_plausible() -> None:
    history = list(played("classic", 4, "single", {}, 7))
    model = make_bot("medium", "classic")
    for now, _ in history[len(history) // 2:]:
        seat = now.to_move
        assert seat is not None
        view = now.view(seat)
        guesses = Determinizer(view, track(view, True, True))
        pool = weighed(view, guesses, 0.1, model, 60, random.Random(3))
        if not isinstance(pool, WeighedGuesses):
            continue
        again = weighed(view, guesses, 0.1, model, 60, random.Random(3))
        assert isinstance(again, WeighedGuesses)
        assert [guess.hands for guess in pool.pool] == [guess.hands for guess in again.pool]
        assert pool.cumulative == again.cumulative
        weights = [b - a for a, b in zip([0.0, *pool.cumulative], pool.cumulative, strict=False)]
        if len(set(weights)) > 1:
            drawn = [pool.sample(random.Random(n)) for n in range(400)]
            best = max(weights)
            share = sum(weights[pool.pool.index(guess)] == best for guess in drawn) / 400
            assert share > weights.count(best) / len(weights)
            return
    pytest.fail("no decision had guesses of different weight")


def test_weights_too_small_to_count_leave_the_guesses_as_dealt(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``trust ** misses`` can underflow to 0.0: then the guesses are used unweighed."""
    monkeypatch.setattr(Plausibility, "misses", lambda self, guess: IMPOSSIBLE)
    history = list(played("classic", 4, "single", {}, 7))
    model = make_bot("medium", "classic")
    checked = 0
    for now, _ in history[len(history) // 2:]:
        seat = now.to_move
        assert seat is not None
        view = now.view(seat)
        guesses = Determinizer(view, track(view, True, True))
        rng = random.Random(3)
        recent = decisions_since_last_gain(replay(view, random.Random(3)), view.hand_sizes,
                                           seat, [event.kind for event in view.events])
        if recent:
            assert weighed(view, guesses, 1e-5, model, 20, rng) is guesses
            checked += 1
    assert checked

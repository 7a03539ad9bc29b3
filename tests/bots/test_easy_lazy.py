"""The easy shedding bot decides most moves without a view, and still plays exactly the
moves of its plain rule read from a full view (kept here as the reference): shed the
dearest fitting card, wish the colour held most, pass a penalty on when possible."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from maumau import Ruleset
from maumau.core.actions import Action, ActionKind, Call
from maumau.core.bot import MISTAKE
from maumau.core.view import View
from maumau.games.shedding.easy_bot import GOING_OUT, EasySheddingBot
from maumau.games.shedding.simple_bot import SheddingSense, called_forms, first

ANSWER_PHASES = frozenset({"penalty", "skip", "hit"})


def reference(view: View, rng: random.Random) -> Action:
    """The easy bot's rule as it reads with a view for every decision."""
    legal: Sequence[Action] = called_forms(view.legal_actions)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < MISTAKE:
        return rng.choice(legal)
    reading = SheddingSense(view)
    plays = [a for a in legal if a.kind is ActionKind.PLAY]
    choices = [a for a in legal if a.kind is ActionKind.CHOOSE]
    if choices:
        if choices[0].target is not None:
            best = reading.smallest_other()
            return next((a for a in choices if a.target == best), choices[0])
        return max(choices, key=lambda a: reading.colours.get(a.choice or "", 0))
    if view.phase in ANSWER_PHASES:
        return plays[0] if plays else first(legal, ActionKind.TAKE)
    if not plays:
        return first(legal, ActionKind.PASS, ActionKind.DRAW)

    def greed(action: Action) -> float:
        score = float(reading.of(action).value)
        if action.call is Call.MAU_MAU:
            score += GOING_OUT
        if action.choice is not None:
            score += reading.colours.get(action.choice, 0) / 10.0
        if action.target is not None and action.target != reading.smallest_other():
            score -= 100.0
        return score

    return max(plays, key=greed)


@pytest.mark.parametrize(("variant", "players"), [
    ("classic", 4), ("classic", 2), ("tabaluga", 4), ("emojical", 4), ("emojical", 6),
])
def test_lazy_decisions_are_the_reference_moves_and_mostly_need_no_view(variant: str,
                                                                        players: int):
    ruleset = Ruleset.create(variant, players, "standard")
    bot = EasySheddingBot(variant)
    decisions = views = 0
    for round_index in range(12):
        game = ruleset.game.new_round(ruleset, 31, round_index, round_index % players)
        rng = random.Random(round_index)
        for _ in range(5000):  # a round this long would be a bug; the loop stays bounded
            if game.result is not None:
                break
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            asked: list[bool] = []

            def view_of(view: View = view, asked: list[bool] = asked) -> View:
                asked.append(True)
                return view

            twin = random.Random()
            twin.setstate(rng.getstate())
            action = bot.decide(game.legal_actions(), view_of, rng)
            assert action is reference(view, twin)
            assert rng.getstate() == twin.getstate()  # the same draws from the generator
            decisions += 1
            views += bool(asked)
            game.apply(action)
    assert decisions > 500
    assert views < decisions / 2

"""Views built only when a bot asks: the cheaper entries choose exactly as ``choose`` does,
and a bot that needs only its legal actions never gets a view built."""

from __future__ import annotations

import random

import pytest

from maumau import Ruleset
from maumau.bots.base import (
    Bot,
    LazyViewBot,
    LegalActionsBot,
    PickingBot,
    decider,
    make_bot,
    seat_picker,
)
from maumau.core.actions import Action, ActionKind
from maumau.core.round import Round
from maumau.core.view import View
from maumau.sim.runner import Spec, run


class ViewOnly:
    """A built-in bot behind the plain interface: a view for every decision."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.name = inner.name

    def choose(self, view: View, rng: random.Random) -> Action:
        return self.inner.choose(view, rng)


def view_only_bot(name: str, variant: str) -> Bot:
    return ViewOnly(make_bot(name, variant))


@pytest.mark.parametrize(("variant", "preset"), [
    ("classic", "single"), ("tabaluga", "short"), ("emojical", "short"), ("heuldoch", "standard"),
])
def test_lazy_entries_give_the_same_games_as_views_every_time(variant: str, preset: str):
    ruleset = Ruleset.create(variant, 4, preset)
    lineup = ("random", "easy", "random", "easy")
    lazy = run(Spec((ruleset,), lineup, 5), 8, jobs=1)
    plain = run(Spec((ruleset,), lineup, 5, bot_factory=view_only_bot), 8, jobs=1)
    assert lazy.games == plain.games == 8
    assert lazy.tally == plain.tally


def test_the_random_bot_needs_only_its_legal_actions(monkeypatch: pytest.MonkeyPatch):
    def refuse(self: Round, seat: int | None) -> View:
        raise AssertionError("a view was built for a bot that needs none")

    monkeypatch.setattr(Round, "view", refuse)
    ruleset = Ruleset.create("classic", 3, "single")
    result = run(Spec((ruleset,), ("random",) * 3, 2), 6, jobs=1)
    assert result.games == 6


def test_decider_picks_the_cheapest_entry_each_bot_offers():
    random_bot, easy_bot = make_bot("random", "classic"), make_bot("easy", "classic")
    assert isinstance(random_bot, LegalActionsBot)
    assert isinstance(easy_bot, LazyViewBot) and not isinstance(easy_bot, LegalActionsBot)
    assert not isinstance(make_bot("hard", "classic"), LazyViewBot | LegalActionsBot)
    legal = [Action(ActionKind.DRAW)]
    asked: list[bool] = []

    def view() -> View:
        asked.append(True)
        raise AssertionError("a forced move needs no view")

    assert decider(random_bot)(legal, view, random.Random(1)) is legal[0]
    assert decider(easy_bot)(legal, view, random.Random(1)) is legal[0]
    assert not asked


def test_a_seat_picker_is_the_random_bots_own_generator_or_the_lazy_entry():
    random_bot, easy_bot = make_bot("random", "classic"), make_bot("easy", "classic")
    assert isinstance(random_bot, PickingBot) and not isinstance(easy_bot, PickingBot)
    rng = random.Random(4)
    assert seat_picker(random_bot, lambda: View.__new__(View), rng) == rng.choice
    ruleset = Ruleset.create("classic", 4, "single")
    game = ruleset.game.new_round(ruleset, 3, 0, 0)
    legal = game.legal_actions()
    asked: list[int | None] = []

    def view() -> View:
        asked.append(game.to_move)
        return game.view(game.to_move)

    picked = [seat_picker(bot, view, random.Random(9))(legal) for bot in (random_bot, easy_bot)]
    chosen = [bot.choose(game.view(game.to_move), random.Random(9))
              for bot in (random_bot, easy_bot)]
    assert picked == chosen
    assert not asked or asked == [game.to_move]

"""The simulator's shortcuts keep the games as they were: the Heul doch! pile memory finds
the piles a full replay finds, the easy bot's short path and its whole rule agree, a
finished round counted with ``Match.round_played`` counts as one played through
``Match.apply``, and a bot's cheapest entry is found for its class and for itself."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from maumau import Match, Ruleset
from maumau.bots.base import LazyViewBot, ViewSource, decider, make_bot
from maumau.core.actions import Action
from maumau.core.errors import MatchStateError
from maumau.core.round import Round
from maumau.core.view import View
from maumau.games.heuldoch.simple_bot import (
    PileMemory,
    PileSum,
    pile_score,
    rate_play,
    remember_piles,
)
from maumau.games.shedding.easy_bot import EasySheddingBot


@pytest.mark.parametrize("options", [{}, {"special_cards": True}])
def test_pile_memory_finds_the_piles_of_a_full_replay(options: dict[str, object]) -> None:
    """One memory serves two seats in turn and goes from round to round and game to game:
    it never carries one seat's or one round's knowledge into another."""
    memory = PileMemory()
    checked = 0
    for game, seat in random_decisions(Ruleset.create("heuldoch", 4, "standard", options), 3):
        for looker in {seat, (seat + 1) % 4} if checked % 3 else {seat}:
            view = game.view(looker)
            assert memory.piles(view) == remember_piles(view)
            checked += 1
    assert checked > 300


@pytest.mark.parametrize("options", [{}, {"special_cards": True},
                                     {"show_onion_counts": False}])
def test_pile_sums_rate_every_play_as_the_imagined_piles_do(
        options: dict[str, object]) -> None:
    """The simple Heul doch! rating from pile sums (no piles imagined) gives exactly the
    figure of the imagined piles, for every legal play, specials and onions included."""
    rated = 0
    for game, seat in random_decisions(Ruleset.create("heuldoch", 4, "standard", options), 6):
        view = game.view(seat)
        piles = remember_piles(view)
        sums = [PileSum(pile) for pile in piles]
        assert [pile_sum.score for pile_sum in sums] == [pile_score(p) for p in piles]
        for action in view.legal_actions:
            if action.card is not None:
                assert rate_play(action, view, piles, sums) == rate_play(
                    action, view, piles)
                rated += 1
    assert rated > 1000


def random_decisions(ruleset: Ruleset, seeds: int) -> Iterator[tuple[Round, int]]:
    """Every decision of the first round of a match per seed, played at random: the round
    and the seat to move, before the move."""
    for seed in range(seeds):
        match = Match(ruleset, seed)
        game = match.round
        rng = random.Random(seed)
        while game.result is None:
            seat = game.to_move
            assert seat is not None
            yield game, seat
            match.apply(rng.choice(game.legal_actions()))


def source(view: View) -> ViewSource:
    return lambda: view


@pytest.mark.parametrize("variant", ["classic", "tabaluga", "emojical"])
def test_the_easy_short_path_decides_as_the_whole_rule(variant: str) -> None:
    ruleset = Ruleset.create(variant, 4, "standard")
    bot = EasySheddingBot(variant)
    decisions = 0
    for seed in range(12):
        game = ruleset.game.new_round(ruleset, seed, 0, 0)
        rng = random.Random(seed)
        for _ in range(3000):  # a round this long would be a bug; the loop stays bounded
            if game.result is not None:
                break
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            legal: Sequence[Action] = game.legal_actions()
            twin = random.Random()
            twin.setstate(rng.getstate())
            short = bot.decide(legal, source(view), rng)
            assert short is bot.decide_by_rule(legal, source(view), twin)
            assert rng.getstate() == twin.getstate()
            decisions += 1
            game.apply(short)
    assert decisions > 300


@pytest.mark.parametrize("variant", ["classic", "heuldoch"])
def test_a_round_played_on_the_round_counts_as_one_played_through_the_match(
        variant: str) -> None:
    ruleset = Ruleset.create(variant, 3)
    recorded, direct = Match(ruleset, 4), Match(ruleset, 4)
    rng = random.Random(4)
    for _ in range(2):
        with pytest.raises(MatchStateError):
            direct.round_played()  # not over yet
        while recorded.round.result is None:
            action = rng.choice(recorded.round.legal_actions())
            recorded.apply(action)
            direct.round.apply(action)
        direct.round_played()
        direct.round_played()  # counted once however often it is told
        assert direct.totals == recorded.totals and direct.results == recorded.results
        assert direct.is_over() == recorded.is_over()
        if recorded.is_over():
            break
        recorded.next_round()
        direct.next_round()


class InstanceEntry:
    """A bot whose cheaper entry is set on the object, not on its class."""

    name = "instance"

    def __init__(self) -> None:
        self.decide = lambda legal, view, rng: legal[-1]

    def choose(self, view: View, rng: random.Random) -> Action:
        return view.legal_actions[-1]


def test_the_cheapest_entry_is_found_for_a_class_and_for_an_object() -> None:
    easy = make_bot("easy", "classic")
    assert isinstance(easy, LazyViewBot)
    assert decider(easy) == easy.decide  # the bound method itself: no wrapper
    legal = list(Ruleset.create("classic", 2).game.new_round(
        Ruleset.create("classic", 2), 1, 0, 0).legal_actions())

    def no_view() -> View:
        raise AssertionError("the entry set on the object needs no view")

    assert decider(InstanceEntry())(legal, no_view, random.Random(1)) is legal[-1]

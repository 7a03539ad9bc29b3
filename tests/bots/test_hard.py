"""The hard bot (bots/hard.py): the factory's contract, legal and reproducible choices in
every game, and a search that tries every legal action of the view."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from maumau import Match, Ruleset, RulesetError
from maumau.bots import hard as hard_module, make_bot
from maumau.bots.hard import HardBot, make_hard
from maumau.bots.knowledge import search_of
from maumau.core.actions import Action, ActionKind, Call
from maumau.core.events import Event, EventKind
from maumau.core.round import Round
from maumau.core.search import GUIDE_BONUS
from maumau.games.shedding.search import SheddingSearch, in_race
from maumau.games.shedding.simple_bot import called_forms
from tests.bots.test_tracking import decisions

VARIANTS = ["classic", "tabaluga", "emojical", "heuldoch"]
SMALL = 12


def test_the_factory_keeps_its_contract() -> None:
    bot = make_hard("classic")
    assert bot.name == "hard"
    assert bot.iterations == search_of("classic").iterations == 1400
    assert make_bot("hard", "emojical").name == "hard"
    with pytest.raises(RulesetError, match="unknown variant"):
        make_hard("skat")
    for bad in (0, -3, 2.5, True):
        with pytest.raises(RulesetError, match="iterations"):
            make_hard("classic", iterations=bad)  # type: ignore[arg-type]
    with pytest.raises(RulesetError, match="budget_ms"):
        make_hard("classic", budget_ms=0)
    timed = make_hard("heuldoch", budget_ms=50)
    assert timed.iterations is None and timed.budget_ms == 50


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_round_against_simple_players_is_legal_and_reproducible(variant: str) -> None:
    def play(seed: int) -> list[str]:
        options = {"special_cards": True} if variant == "heuldoch" else {}
        game = Match(Ruleset.create(variant, 3, None, options), seed).round
        bots = [make_hard(variant, iterations=SMALL),
                make_bot("simple", variant), make_bot("simple", variant)]
        rng = random.Random(seed)
        chosen = []
        while game.result is None:
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            action = bots[seat].choose(view, rng)
            assert action in view.legal_actions
            chosen.append(str(action))
            game.apply(action)
        return chosen

    assert play(5) == play(5)


def test_a_single_legal_action_is_played_without_search(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    def no_search(*args: object) -> int:
        raise AssertionError("searched a forced move")

    monkeypatch.setattr(hard_module, "_halving", no_search)
    for game in decisions("classic", {}, 2):
        view = game.view(game.to_move)
        if len(view.legal_actions) == 1:
            assert make_hard("classic").choose(view, random.Random(1)) is view.legal_actions[0]
            return
    pytest.fail("no forced move found")


def signature(event: Event | None) -> tuple[object, ...]:
    """What tells the first event of one legal action from another's."""
    if event is None:
        return ()
    cards = event.cards if event.kind is EventKind.PLAY and event.action is None else ()
    return (event.kind, event.seat, event.action, event.choice, event.target, cards)


def first_event(world: Round, action: Action) -> Event | None:
    trial = world.copy()
    before = len(trial.log)
    trial.apply(action)
    return trial.log[before] if len(trial.log) > before else None


WANTED: dict[str, tuple[dict[str, object], set[str]]] = {
    "classic": ({"jokers": 1}, {"play", "penalty", "after_draw", "choose", "wish"}),
    "tabaluga": ({}, {"play", "penalty", "wish"}),
    "emojical": ({}, {"play", "throw_in", "hit", "penalty", "continue", "after_draw", "wish",
                      "target", "gamble"}),
    "heuldoch": ({"special_cards": True}, {"play", "target", "down", "karussell",
                                           "strandtuch"}),
}


def features(legal: tuple[Action, ...], phase: str) -> set[str]:
    """The kinds of choice a decision offers."""
    found = {phase}
    for action in legal:
        if action.kind.value == "gamble":
            found.add("gamble")
        if action.card is not None:
            if action.choice is not None:
                found.add("down" if action.choice == "down" else "wish")
            if action.target is not None:
                found.add("target")
            if action.card.code in ("karussell", "strandtuch"):
                found.add(action.card.code)
    return found


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_legal_action_is_a_candidate(variant: str, monkeypatch: pytest.MonkeyPatch
                                           ) -> None:
    """Rewarding only one action in the playouts - each candidate in turn, in every
    kind of decision (wishes, swap partners, gamble or take, blocks, throw-ins, gift
    destinations, onions, Karussell directions) - makes the bot choose that action."""
    options, wanted = WANTED[variant]
    seen: set[str] = set()
    for seed in range(60):
        for game in decisions(variant, options, seed):
            view = game.view(game.to_move)
            legal = tuple(search_of(variant).candidates(view, make_bot("medium", variant)))
            offered = features(legal, view.phase)
            if len(legal) < 2 or offered <= seen:
                continue
            seen |= offered
            marks = [signature(first_event(game, action)) for action in legal]
            for target, mark in enumerate(marks):
                if marks.count(mark) > 1:
                    continue
                bot = rewarding(make_hard(variant, iterations=4 * len(legal)),
                                _reward_only(mark))
                assert bot.choose(view, random.Random(seed)) is legal[target], str(legal[target])
        if wanted <= seen:
            return
    pytest.fail(f"kinds of decision not met: {wanted - seen}")


CANDIDATES = {"classic": 3}


def shedding_search(variant: str) -> SheddingSearch:
    search = search_of(variant)
    assert isinstance(search, SheddingSearch)
    return search


@pytest.mark.parametrize("variant", sorted(CANDIDATES))
def test_a_free_play_searches_medium_s_favourite_cards_with_every_wish(variant: str) -> None:
    """Candidates: no play that forgets a call, drawing and every other non-play kept, at
    most CANDIDATES cards, each with all its wishes, medium's own choice among them."""
    pruned = 0
    for seed in range(40):
        for game in decisions(variant, {}, seed):
            view = game.view(game.to_move)
            guide = make_bot("medium", variant)
            searched = search_of(variant).candidates(view, guide)
            legal = view.legal_actions
            assert set(searched) <= set(legal)
            assert guide.choose(view, random.Random(seed)) in searched
            assert [a for a in legal if a.kind is not ActionKind.PLAY] == [
                a for a in searched if a.kind is not ActionKind.PLAY]
            assert not any(a.call is Call.NONE and a.kind is ActionKind.PLAY and any(
                b.card == a.card and b.choice == a.choice and b.call is not Call.NONE
                for b in legal) for a in searched)
            cards = {a.card for a in searched if a.kind is ActionKind.PLAY}
            assert len(cards) <= CANDIDATES[variant] == shedding_search(variant).candidates_kept
            for action in called_forms(legal):
                if action.kind is ActionKind.PLAY and action.card in cards:
                    assert action in searched
            if len(cards) < len({a.card for a in legal if a.kind is ActionKind.PLAY}):
                pruned += 1
    assert pruned > 10


def _reward_only(mark: tuple[object, ...], reward: float = 1.0
                 ) -> Callable[[Round, int, random.Random], float]:
    def play_out(trial: Round, me: int, rng: random.Random) -> float:
        return reward if signature(trial.log[0] if trial.log else None) == mark else 0.0

    return play_out


class _Rewarding:
    """The game's search hooks with playouts that reward what the test says."""

    def __init__(self, search: object, play_out: Callable[[Round, int, random.Random], float]
                 ) -> None:
        self._search = search
        self.play_out = play_out

    def __getattr__(self, name: str) -> object:
        return getattr(self._search, name)


def rewarding(bot: HardBot, play_out: Callable[[Round, int, random.Random], float]
              ) -> HardBot:
    bot.search = _Rewarding(bot.search, play_out)  # type: ignore[assignment]
    return bot


def test_a_race_is_another_seat_close_to_going_out_while_this_one_is_not() -> None:
    assert in_race([4, 5, 2, 6], 0)
    assert in_race([7, 1, 9, 9], 0)
    assert not in_race([3, 5, 2, 6], 0)
    assert not in_race([4, 5, 3, 6], 0)
    assert not in_race([2, 5, 5, 6], 0) and in_race([2, 5, 5, 6], 1)


@pytest.mark.parametrize("variant", ["tabaluga", "classic"])
def test_in_a_tabaluga_race_only_a_large_margin_overrules_medium(
        variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Playouts that favour one other action by a margin between the usual guide bonus
    and the race bonus: the search follows them outside a race (and in classic, which has
    no race bonus), and keeps the medium player's choice in a Tabaluga race."""
    race_bonus = shedding_search("tabaluga").race_bonus
    assert race_bonus is not None
    margin = (GUIDE_BONUS + race_bonus) / 2
    checked = {True: 0, False: 0}
    for seed in range(80):
        for game in decisions(variant, {}, seed, bot="medium"):
            view = game.view(game.to_move)
            legal = view.legal_actions  # the stand-in guide narrows nothing: all are searched
            if len(legal) < 2:
                continue
            advice = make_bot("medium", variant).choose(view, random.Random(7))
            other = next(a for a in legal if a != advice)
            mark = signature(first_event(game, other))
            if mark == signature(first_event(game, advice)):
                continue
            guide = _Fixed(advice)
            monkeypatch.setattr(hard_module, "guide_of", guide.for_variant)
            race = in_race(view.hand_sizes, view.seat or 0)
            chosen = rewarding(make_hard(variant, iterations=4 * len(legal)),
                               _reward_only(mark, margin)).choose(view, random.Random(seed))
            kept = race and shedding_search(variant).race_bonus is not None
            assert chosen == (advice if kept else other)
            checked[race] += 1
    assert checked[True] >= 3 and checked[False] >= 3


class _Fixed:
    """A stand-in guide that always advises one action."""

    name = "medium"

    def __init__(self, action: Action) -> None:
        self.action = action

    def choose(self, view: object, rng: random.Random) -> Action:
        return self.action

    def for_variant(self, variant: str) -> _Fixed:
        return self


def test_a_time_budget_alone_stops_the_search() -> None:
    game = next(g for g in decisions("emojical", {}, 4) if len(g.legal_actions()) > 3)
    view = game.view(game.to_move)
    action = make_hard("emojical", budget_ms=30).choose(view, random.Random(3))
    assert action in view.legal_actions


def test_a_view_of_another_game_is_refused() -> None:
    game = next(g for g in decisions("tabaluga", {}, 1) if len(g.legal_actions()) > 1)
    with pytest.raises(RulesetError, match="plays classic"):
        make_hard("classic", iterations=2).choose(game.view(game.to_move), random.Random(1))

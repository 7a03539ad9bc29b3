"""Where the hard bot trusts its search against the medium player (``hard.Trust``).

Tabaluga's search may overrule the medium player by any margin near the bot's own last
card, only by ``Trust.bonus`` in open play, and not at all while the bot holds a large
hand and another seat is about to go out: there it plays the medium player's choice
without a search. The other games keep one bonus everywhere.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from maumau.bots import hard as hard_module
from maumau.bots.hard import SEED_BITS, TRUST, make_hard
from maumau.bots.medium import make_medium
from maumau.core.actions import Action
from maumau.core.round import Round
from maumau.core.view import View
from tests.bots.test_hard import first_event, signature
from tests.bots.test_tracking import decisions

TABALUGA = TRUST["tabaluga"]


def cell(view: View) -> str:
    """The situation of a view as the Tabaluga trust reads it."""
    seat = view.seat or 0
    sizes = view.hand_sizes
    if sizes[seat] <= TABALUGA.endgame_hand:
        return "endgame"
    if min(size for other, size in enumerate(sizes) if other != seat) <= TABALUGA.race_hand:
        return "race"
    return "open"


def situations(variant: str, wanted: str, count: int) -> Iterator[tuple[Round, View, int]]:
    """Decisions of ``wanted``'s cell with a real choice: (round copy, view, seed)."""
    found = 0
    for seed in range(200):
        for game in decisions(variant, {}, seed):
            view = game.view(game.to_move)
            if len(view.legal_actions) > 1 and cell(view) == wanted:
                yield game.copy(), view, seed
                found += 1
                if found == count:
                    return
    pytest.fail(f"fewer than {count} {wanted} decisions found")


def medium_choice(variant: str, view: View, seed: int) -> Action:
    """What the medium player advises the hard bot seeded with ``seed``."""
    return make_medium(variant).choose(view, random.Random(
        random.Random(seed).getrandbits(SEED_BITS)))


def rewarding(mark: tuple[object, ...], amount: float
              ) -> Callable[[Round, int, random.Random, float], float]:
    """Playouts worth ``amount`` after the action whose first event is ``mark``, else 0."""
    def play_out(trial: Round, me: int, rng: random.Random, pressure: float) -> float:
        return amount if signature(trial.log[0] if trial.log else None) == mark else 0.0

    return play_out


def another_action(game: Round, view: View, advice: Action) -> tuple[Action, tuple[object, ...]]:
    """A legal action other than the advice, told apart by its first event."""
    legal = view.legal_actions
    marks = [signature(first_event(game, action)) for action in legal]
    for action, mark in zip(legal, marks, strict=True):
        if action != advice and marks.count(mark) == 1:
            return action, mark
    pytest.skip("no action told apart from the advice")


def test_in_a_race_it_is_far_from_it_plays_medium_s_choice_without_search(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(*args: object) -> int:
        raise AssertionError("searched a race the playouts misjudge")

    monkeypatch.setattr(hard_module, "_halving", no_search)
    for _, view, seed in situations("tabaluga", "race", 6):
        chosen = make_hard("tabaluga").choose(view, random.Random(seed))
        assert chosen == medium_choice("tabaluga", view, seed)


@pytest.mark.parametrize(("wanted", "amount", "overruled"), [
    ("endgame", 0.001, True),
    ("open", TABALUGA.bonus / 2, False),
    ("open", TABALUGA.bonus * 2, True),
])
def test_the_search_overrules_medium_only_by_the_situation_s_margin(
        wanted: str, amount: float, overruled: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    tried = 0
    for game, view, seed in situations("tabaluga", wanted, 4):
        advice = medium_choice("tabaluga", view, seed)
        other, mark = another_action(game, view, advice)
        monkeypatch.setattr(hard_module, "play_out", rewarding(mark, amount))
        chosen = make_hard("tabaluga", iterations=40).choose(view, random.Random(seed))
        assert chosen == (other if overruled else advice), str(view.legal_actions)
        tried += 1
    assert tried == 4


def test_the_other_games_search_a_race_too(monkeypatch: pytest.MonkeyPatch) -> None:
    searched: list[int] = []

    def count_search(legal: list[Action], *args: object) -> int:
        searched.append(len(legal))
        return 0

    monkeypatch.setattr(hard_module, "_halving", count_search)
    for _, view, seed in situations("classic", "race", 6):
        make_hard("classic").choose(view, random.Random(seed))
    assert len(searched) == 6

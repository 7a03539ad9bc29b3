"""Random matches over player counts and options, checked at every step: no card is lost
or made, only legal actions are taken (every other one is refused and changes nothing),
positions load back to the same state, and every record replays to the same end."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping

import pytest

from maumau import IllegalActionError, Match, Ruleset, replay_record
from maumau.core.position import load_position
from maumau_crazy_eights import CRAZY_EIGHTS

from .helpers import all_cards, legal

OPTION_SETS: tuple[Mapping[str, object], ...] = (
    {},
    {"use_special_cards": True},
    {"use_special_cards": True, "reshuffle": True, "max_draw_cards": 3},
    {"max_draw_cards": 1, "voluntary_draw": False},
    {"reshuffle": True, "games": 2},
)
MAX_STEPS = 4000
"""Random play with reshuffling can go on long; a round longer than this is cut short."""


def play_checked(ruleset: Ruleset, seed: int) -> Match:
    rng = random.Random(seed)
    match = Match(ruleset, seed=seed)
    pack = Counter(ruleset.pack())
    catalogue = CRAZY_EIGHTS.action_catalogue(ruleset.players)
    steps = 0
    while not match.is_over() and steps < MAX_STEPS:
        game = match.round
        if game.result is not None:
            match.next_round()
            continue
        assert all_cards(game) == pack
        actions = list(game.legal_actions())
        assert actions and game.to_move is not None
        for other in rng.sample(catalogue, 4):
            if other in actions:
                continue
            log, hands = len(game.log), [list(cards) for cards in game.hands]
            with pytest.raises(IllegalActionError):
                game.apply(other)
            assert (len(game.log), game.hands) == (log, hands)
        if steps % 37 == 0:
            copy = load_position(game.to_position())
            assert legal(copy) == legal(game)
            assert copy.to_position() == game.to_position()
        match.apply(rng.choice(actions))
        steps += 1
    assert all_cards(match.round) == pack
    return match


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda options: str(dict(options)))
@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
def test_random_matches_keep_every_card_and_replay(players: int,
                                                    options: Mapping[str, object]) -> None:
    ruleset = Ruleset.create("crazy_eights", players, None, dict(options))
    for seed in range(2):
        match = play_checked(ruleset, seed * 101 + players)
        again = replay_record(match.to_record())
        assert again.to_position() == match.to_position()
        if match.is_over():
            assert again.result == match.result
            assert match.result is not None and match.result.rounds == ruleset.number("games")

"""Random play, 3-6 players, with and without special cards: after every action the pack
is whole, legal actions match an independent reading of the rules, nothing hidden leaks;
each match's record replays identically."""

from __future__ import annotations

import json
import random

import pytest

from maumau import Match, Ruleset, replay_record
from maumau.bots import make_bot
from maumau.games.heuldoch.round import HeulDochRound
from tests.heuldoch import invariants

GAMES = 40
CASES = [(players, specials) for players in range(3, 7) for specials in (False, True)]


def play_checked(match: Match, rng: random.Random, simple_seats: set[int]) -> None:
    game = match.round
    assert isinstance(game, HeulDochRound)
    bots = [make_bot("simple" if seat in simple_seats else "random", "heuldoch")
            for seat in range(game.n)]
    steps = 0
    while game.result is None:
        position = game.to_position()
        invariants.check_cards(game, position)
        invariants.check_legal(game, position)
        seat = game.to_move
        assert seat is not None
        action = (bots[seat].choose(game.view(seat), rng) if seat in simple_seats
                  else rng.choice(game.legal_actions()))
        events = match.apply(action)
        invariants.check_new_events(game, events)
        invariants.check_tables(game)
        steps += 1
        if steps == 50:
            invariants.check_memory(game)
    position = game.to_position()
    invariants.check_cards(game, position)
    invariants.check_memory(game)
    invariants.check_result(game, position)


@pytest.mark.parametrize(("players", "specials"), CASES)
def test_random_games_keep_every_invariant(players: int, specials: bool) -> None:
    options = {"special_cards": specials, "show_onion_counts": players % 2 == 0}
    ruleset = Ruleset.create("heuldoch", players, None, options)
    for seed in range(GAMES):
        rng = random.Random(f"{players}:{specials}:{seed}")
        match = Match(ruleset, seed)
        play_checked(match, rng, {seed % players} if seed % 4 == 0 else set())
        record = json.loads(json.dumps(match.to_record()))
        replayed = replay_record(record)
        assert replayed.round.to_position() == match.round.to_position()
        assert replayed.round.log == match.round.log
        assert replayed.to_record() == record

"""A match of `rounds` rounds ([H-13]) and its record."""

from __future__ import annotations

import json
import random

from maumau import Match, Ruleset, replay_record
from maumau.variants.heuldoch import HEULDOCH


def play_out(match: Match, rng: random.Random) -> None:
    while True:
        while match.round.result is None:
            match.apply(rng.choice(match.round.legal_actions()))
        if match.is_over():
            return
        match.next_round()


def test_rounds_add_up_and_the_highest_total_wins_the_match() -> None:
    match = Match(Ruleset.create("heuldoch", 4, "evening"), seed=21)
    play_out(match, random.Random(21))
    assert len(match.results) == 3
    assert match.totals == [sum(r.points[s] for r in match.results) for s in range(4)]
    result = match.result
    assert result is not None
    best = max(match.totals)
    assert result.winners == tuple(s for s in range(4) if match.totals[s] == best)
    assert [match.dealers[i] for i in range(3)] == [3, 0, 1]


def test_equal_match_totals_share_the_win() -> None:
    """[H-13]."""
    rules = Ruleset.create("heuldoch", 3)
    assert HEULDOCH.match_winners(rules, [20, 31, 31]) == (1, 2)


def test_a_record_replays_to_the_same_match() -> None:
    match = Match(Ruleset.create("heuldoch", 5, "specials", {"rounds": 2}), seed="cry")
    play_out(match, random.Random(2))
    record = json.loads(json.dumps(match.to_record()))
    replayed = replay_record(record)
    assert replayed.to_record() == record
    assert replayed.round.to_position() == match.round.to_position()

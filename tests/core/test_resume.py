"""A match saved with ``Match.to_position`` and loaded with ``Match.from_position`` goes
on exactly like the original: same rounds, same end, same totals and winners [I-2]."""

from __future__ import annotations

import json
import random

import pytest

from maumau import Match, Ruleset

LONG_MATCHES = [
    ("classic", 3, {"target_score": 60}),
    ("tabaluga", 3, {"games": 3}),
    ("emojical", 3, {"target_score": 100}),
    ("heuldoch", 4, {"rounds": 3, "special_cards": True}),
]


def play_to_end(match: Match, rng: random.Random, stop_at: int | None = None) -> int:
    """Play random legal actions; stop before action ``stop_at`` (counted over the
    match), else at the match's end. Returns the number of actions taken."""
    taken = 0
    while True:
        while match.round.result is None:
            if taken == stop_at:
                return taken
            match.apply(rng.choice(match.round.legal_actions()))
            taken += 1
        if match.is_over():
            return taken
        match.next_round()


@pytest.mark.parametrize(("variant", "players", "options"), LONG_MATCHES)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_resumed_match_ends_like_the_original(
    variant: str, players: int, options: dict[str, object], seed: int
) -> None:
    rules = Ruleset.create(variant, players, None, options)
    length = play_to_end(Match(rules, seed), random.Random(seed))
    original = Match(rules, seed)
    play_to_end(original, random.Random(seed), stop_at=length * 2 // 3)
    saved = json.loads(json.dumps(original.to_position()))
    resumed = Match.from_position(saved)
    assert resumed.to_position() == saved
    assert resumed.tally.totals == original.tally.totals
    play_to_end(original, random.Random(seed + 100))
    play_to_end(resumed, random.Random(seed + 100))
    assert resumed.totals == original.totals
    assert resumed.result == original.result

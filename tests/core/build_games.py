"""Seeded random games of every game and preset, boiled down to one digest.

Run as ``python -m tests.core.build_games``: prints the engine's build (pure or compiled)
and the digest. Two builds that print the same digest played the same games: the same
legal actions at every decision, the same events, results, positions, views and copies.
"""

from __future__ import annotations

import hashlib
import json
import random

from maumau import Ruleset
from maumau.compiled import build_name
from maumau.core.registry import all_variants
from maumau.core.round import Round

PLAYERS = {"classic": (2, 4), "tabaluga": (4,), "emojical": (4,), "heuldoch": (3,)}
ROUNDS = 2


def digest() -> str:
    out = hashlib.sha256()
    for game in sorted(all_variants(), key=lambda variant: variant.name):
        for players in PLAYERS.get(game.name, (game.min_players,)):
            for preset in sorted(game.presets):
                ruleset = Ruleset.create(game.name, players, preset)
                for index in range(ROUNDS):
                    play_round(out, game.new_round(ruleset, f"build:{preset}", index,
                                                   index % players), random.Random(index))
    return out.hexdigest()


def play_round(out: hashlib._Hash, game: Round, rng: random.Random) -> None:
    while game.result is None:
        legal = game.legal_actions()
        seat = game.to_move
        out.update(" ".join(map(str, legal)).encode())
        if rng.random() < 0.02:
            twin = game.copy()
            twin.apply(legal[0])
            out.update(json.dumps(twin.to_position(), sort_keys=True).encode())
            out.update(json.dumps(game.view(seat).to_dict(), sort_keys=True,
                                  default=str).encode())
        for event in game.apply(rng.choice(legal)):
            out.update(json.dumps(event.to_dict(), sort_keys=True).encode())
    out.update(repr(game.result).encode())
    out.update(json.dumps(game.to_position(), sort_keys=True).encode())


if __name__ == "__main__":
    print(build_name(), digest())

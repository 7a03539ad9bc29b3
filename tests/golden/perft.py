"""Perft for card games: how many legal action sequences of each depth a round allows.

Chance is part of the seed (a draw takes the talon's next card, a reshuffle draws from the
seeded generator), so from a given round the count is exact. A sequence that ends the
round early counts at its own depth only (like checkmate in chess perft).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from maumau import Action, Ruleset
from maumau.core.round import Round
from tests.golden.cases import PERFT_DEPTH, PERFT_LEAD_INS, GoldenCase

DATA = Path(__file__).parent / "data"


def perft(game: Round, depth: int) -> int:
    """Legal action sequences of exactly ``depth`` actions, walking on copies."""
    if depth == 0:
        return 1
    legal = game.legal_actions()
    if depth == 1:
        return len(legal)
    total = 0
    for action in legal:
        child = game.copy()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def deal(rules: Ruleset, seed: int, lead_in: list[str]) -> Round:
    """The seeded deal of round 0, then the lead-in actions (in notation)."""
    game = rules.game.new_round(rules, seed, 0, rules.game.first_dealer(rules))
    for text in lead_in:
        game.play(text)
    return game


def perft_by_replay(rules: Ruleset, seed: int, lead_in: list[str], depth: int) -> int:
    """The same count without ``copy()``: every node is replayed from the deal."""
    if depth == 0:
        return 1

    def count(path: list[Action]) -> int:
        game = deal(rules, seed, lead_in)
        for action in path:
            game.apply(action)
        legal = list(game.legal_actions())
        if len(path) == depth - 1:
            return len(legal)
        return sum(count([*path, action]) for action in legal)

    return count([])


def lead_in_actions(rules: Ruleset, seed: int, length: int) -> list[str]:
    """``length`` seeded random legal actions from the deal (fewer if the round ends)."""
    rng = random.Random(f"perft:{seed}:{length}")
    game = deal(rules, seed, [])
    actions: list[str] = []
    while len(actions) < length and game.result is None:
        action = rng.choice(sorted(game.legal_actions(), key=str))
        game.apply(action)
        actions.append(str(action))
    return actions


def perft_path(case: GoldenCase) -> Path:
    return DATA / f"perft-{case.name}.json"


def perft_entries(case: GoldenCase) -> list[dict[str, Any]]:
    """Fresh perft data for a case: one entry per lead-in length."""
    rules = case.ruleset()
    entries = []
    for length in PERFT_LEAD_INS:
        lead_in = lead_in_actions(rules, case.seed, length)
        game = deal(rules, case.seed, lead_in)
        entries.append({
            "ruleset": rules.to_dict(),
            "seed": case.seed,
            "lead_in": lead_in,
            "counts": [perft(game, depth) for depth in range(1, PERFT_DEPTH + 1)],
        })
    return entries


def perft_text(entries: list[dict[str, Any]]) -> str:
    """One entry per line, so a diff shows which count changed."""
    lines = ",\n".join("  " + json.dumps(entry) for entry in entries)
    return "[\n" + lines + "\n]\n"

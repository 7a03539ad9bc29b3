"""Seeded bot play of a shedding game with every invariant checked after every action,
plus the throw-in window's secrecy (emojical): only the asked seat's view shows it."""

from __future__ import annotations

import random

from maumau import Match, Ruleset
from maumau.core.round import Round
from tests.support.invariants import InvariantChecker
from tests.support.play import bot_action, bot_for, table_of_bots

MAX_ACTIONS = 20_000


def check_window_secrecy(game: Round) -> None:
    """While a throw-in window is open, every seat but the asked one sees no mover."""
    if game.phase != "throw_in":
        return
    asked = game.to_move
    for seat in (None, *range(game.ruleset.players)):
        view = game.view(seat)
        if seat == asked:
            assert (view.to_move, view.phase) == (asked, "throw_in")
            assert any(action.kind.value == "pass" for action in view.legal_actions)
        else:  # [D-15]: the open window itself, or "waiting" in a game saved before
            hidden = "throw_in" if game.ruleset.options.get("open_windows") else "waiting"
            assert (view.to_move, view.phase, view.legal_actions) == (None, hidden, ())


def play_checked(ruleset: Ruleset, seed: int, rounds: int,
                 seen: set[str] | None = None) -> Match:
    """``rounds`` rounds (fewer if the match ends) between random and simple bots; seat 0
    is always the simple bot (a table of random bots can take thousands of actions to
    finish a Tabaluga round, and every action is checked). ``seen`` collects the phases
    and event kinds met."""
    rng = random.Random(f"shedding-sim:{seed}")
    bots = table_of_bots(ruleset.variant, ruleset.players, rng)
    bots[0] = bot_for("simple", ruleset.variant)  # one steady seat ends every round soon
    match = Match(ruleset, seed)
    while True:
        game = match.round
        checker = InvariantChecker(f"seed {seed}, {ruleset.to_dict()}", rng)
        checker.check(game, 0)
        for index in range(1, MAX_ACTIONS):
            if game.result is not None:
                break
            match.apply(bot_action(bots, game, rng))
            checker.check(game, index)
            check_window_secrecy(game)
            if seen is not None:
                seen.add(game.phase)
                seen.update(event.kind.value for event in game.log[-3:])
        assert game.result is not None, "the round did not end"
        if match.is_over() or len(match.results) >= rounds:
            break
        match.next_round()
    InvariantChecker(f"seed {seed}", rng).check_replay(match)
    return match

"""Undo: ``Round.push``/``pop`` (``undo``) and ``Match.undo`` restore the state before an
action exactly, chance included (the talon's order and the chance counter), in every
registered game; ``Round.apply`` refuses text with an error that says what it wants."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from maumau import Match, Ruleset
from maumau.core.actions import Action
from maumau.core.errors import IllegalActionError, MatchStateError, NotAnActionError
from maumau.core.registry import all_variants
from maumau.core.round import Round

GAMES = sorted(variant.name for variant in all_variants())


def table_of(name: str) -> Ruleset:
    variant = next(game for game in all_variants() if game.name == name)
    return Ruleset.create(name, max(variant.min_players, min(4, variant.max_players)))


def fresh(ruleset: Ruleset, seed: int) -> Round:
    return ruleset.game.new_round(ruleset, seed, 0, ruleset.game.first_dealer(ruleset))


def state(game: Round) -> str:
    """The whole state, chance included (positions hold the talon and chance counter)."""
    return json.dumps(game.to_position(), sort_keys=True)


def future(game: Round, actions: list[Action]) -> list[Any]:
    """What the round does under these actions from here: every event and state."""
    twin = game.copy()
    seen: list[Any] = []
    for action in actions:
        if twin.result is not None or action not in twin.legal_actions():
            break
        seen.append([str(event) for event in twin.apply(action)])
        seen.append(state(twin))
    return seen


def random_line(game: Round, rng: random.Random, count: int) -> list[Action]:
    """Up to ``count`` random legal actions from ``game`` (played on a copy)."""
    twin = game.copy()
    line: list[Action] = []
    while len(line) < count and twin.result is None:
        action = rng.choice(list(twin.legal_actions()))
        twin.apply(action)
        line.append(action)
    return line


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_k_pushes_and_k_pops_restore_every_state_and_its_future(name: str, seed: int) -> None:
    ruleset = table_of(name)
    rng = random.Random(f"undo:{name}:{seed}")
    game = fresh(ruleset, seed)
    line = random_line(game, rng, 400)
    states = [state(game)]
    futures = [future(game, line)]
    for action in line:
        game.push(action)
        states.append(state(game))
        if game.result is None:  # an action applied after the push is noticed
            twin = game.copy()
            twin.apply(rng.choice(list(twin.legal_actions())))
            with pytest.raises(MatchStateError) as noticed:
                twin.undo()
            assert noticed.value.code == "undo_applied"
    assert game.move_stack == line
    checks = rng.sample(range(len(line)), min(8, len(line)))
    for step in reversed(range(len(line))):
        assert game.pop() is line[step]
        assert state(game) == states[step]
        if step in checks or step == 0:
            assert future(game, line[step:]) == [
                entry for entry in future(fresh(ruleset, seed), line)[2 * step:]]
    assert future(game, line) == futures[0]
    with pytest.raises(MatchStateError) as refused:
        game.undo()
    assert refused.value.code == "undo_nothing"


@pytest.mark.parametrize("name", GAMES)
def test_undo_in_the_middle_then_a_different_action(name: str) -> None:
    ruleset = table_of(name)
    rng = random.Random(name)
    game = fresh(ruleset, 7)
    for action in random_line(game, rng, 30):
        game.push(action)
    before = state(game.copy())
    taken = game.undo()
    others = [action for action in game.legal_actions() if action != taken]
    if others:
        game.push(others[0])
        game.undo()
    game.push(taken)
    assert state(game) == before


def test_a_copy_keeps_the_stack_and_undoes_on_its_own() -> None:
    ruleset = table_of("classic")
    game = fresh(ruleset, 5)
    line = random_line(game, random.Random(5), 10)
    for action in line:
        game.push(action)
    twin = game.clone()
    assert twin.move_stack == game.move_stack
    twin.pop()
    twin.pop()
    assert len(game.move_stack) == len(line)
    assert state(twin) != state(game)
    game.pop()
    game.pop()
    assert state(twin) == state(game)


def test_play_is_remembered_and_apply_is_noticed() -> None:
    game = fresh(table_of("classic"), 3)
    start = state(game)
    game.play(str(game.legal_actions()[0]))
    game.undo()
    assert state(game) == start
    game.play(str(game.legal_actions()[0]))
    game.apply(game.legal_actions()[0])
    with pytest.raises(MatchStateError) as refused:
        game.undo()
    assert refused.value.code == "undo_applied"


def test_an_illegal_push_changes_nothing_and_is_not_remembered() -> None:
    game = fresh(table_of("classic"), 3)
    start = state(game)
    with pytest.raises(IllegalActionError):
        game.push("draw")
    assert state(game) == start and game.move_stack == []


@pytest.mark.parametrize("name", GAMES)
def test_apply_of_text_says_it_wants_an_action(name: str) -> None:
    game = fresh(table_of(name), 1)
    with pytest.raises(NotAnActionError) as refused:
        game.apply("draw")  # type: ignore[arg-type]
    assert isinstance(refused.value, TypeError)  # as the compiled build's refusal
    assert isinstance(refused.value, IllegalActionError)
    assert refused.value.code == "action_is_text"
    message = str(refused.value)
    assert "Action" in message and "play('draw')" in message and "parse_action" in message
    assert "not legal" not in message


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_match_undo_replays_the_round_and_uncounts_its_result(name: str, seed: int) -> None:
    ruleset = table_of(name)
    rng = random.Random(f"match-undo:{name}:{seed}")
    match = Match(ruleset, seed)
    for _ in range(2):  # the first round, and one dealt by next_round
        played = match.round
        states = [state(played)]
        tallies = [match.tally]
        while match.round.result is None and len(states) < 300:
            match.apply(rng.choice(list(match.round.legal_actions())))
            states.append(state(played))
            tallies.append(match.tally)
        record = json.dumps(match.to_record(), sort_keys=True)
        for back in range(1, min(6, len(states) - 1) + 1):
            match.undo()
            assert match.round is played
            assert state(played) == states[-1 - back]
            assert match.tally == tallies[-1 - back]
        while len(states) > len(match.actions[-1]) + 1:  # play the same actions again
            replay = json.loads(record)["rounds"][-1]["actions"][len(match.actions[-1])]
            match.play(replay)
        assert json.dumps(match.to_record(), sort_keys=True) == record
        if match.round.result is None or match.is_over():
            break
        match.next_round()
    if not match.actions[-1]:
        with pytest.raises(MatchStateError):
            match.undo()


def test_match_undo_of_a_loaded_round_replays_from_the_position() -> None:
    ruleset = table_of("classic")
    original = Match(ruleset, 4)
    rng = random.Random(4)
    for _ in range(5):
        original.apply(rng.choice(list(original.round.legal_actions())))
    loaded = Match.from_position(original.to_position())
    start = state(loaded.round)
    for _ in range(4):
        loaded.apply(rng.choice(list(loaded.round.legal_actions())))
    for _ in range(4):
        loaded.pop()
    assert state(loaded.round) == start
    with pytest.raises(MatchStateError):
        loaded.undo()

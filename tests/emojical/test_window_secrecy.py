"""[D-15]: a throw-in window reveals nothing. Two deals that differ only in whether another
seat holds a copy of the card laid give every other seat identical views, the same
decisions in the same order, and (in the learning environment) identical observations,
masks and selected agents. The web server's side (messages and timing) is checked in
``tests/web/test_window_secrecy.py``."""

from __future__ import annotations

from typing import Any

import pytest

import maumau.rl as rl
from maumau import load_position
from maumau.rl.actions import action_to_index
from tests.emojical.helpers import position

HOLDER = 2
"""The seat that holds a copy in one deal and not in the other."""

CASES = [("y:smile", "y:smile"), ("y:+2", "y:+2"), ("y:skip", "y:skip"), ("wish/y", "wish")]


def twins(players: int, laid: str, copy: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Seat 0 is to lay ``laid``; in the first deal seat ``HOLDER`` (the last seat in a
    two-player game) holds ``copy`` where the second deal has ``p:angry`` (each deal's
    other card lies in the talon)."""
    holder = min(HOLDER, players - 1)
    hands = [f"{copy} y:wink b:cool"]
    hands += [f"{colour}:tongue {colour}:love {colour}:smile" for colour in "pgb"[:players - 1]]
    with_copy, without = list(hands), list(hands)
    with_copy[holder] = f"{copy} g:sad g:love"
    without[holder] = "p:angry g:sad g:love"
    return (position(with_copy, "y:laugh", preset="standard"),
            position(without, "y:laugh", preset="standard"))


def played(data: dict[str, Any], laid: str, players: int) -> list[tuple[Any, ...]]:
    """Lay the card and pass through the whole window; after every action, what each seat
    but the holder sees, and who decided."""
    holder = min(HOLDER, players - 1)
    game = load_position(data)
    steps: list[tuple[Any, ...]] = []
    action = laid
    while True:
        mover = game.to_move
        game.play(action)
        steps.append((mover, action, tuple(game.view(seat).to_dict()
                                            for seat in range(players) if seat != holder)))
        if game.phase != "throw_in":
            return steps
        action = "pass"


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize(("laid", "copy"), CASES)
def test_a_copy_elsewhere_changes_no_other_seats_view(players: int, laid: str,
                                                      copy: str) -> None:
    with_copy, without = twins(players, laid, copy)
    seen_with, seen_without = played(with_copy, laid, players), played(without, laid, players)
    assert seen_with == seen_without
    # every other seat was asked, in play order, in both deals
    assert [mover for mover, _, _ in seen_with] == list(range(players))


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize(("laid", "copy"), CASES)
def test_a_copy_elsewhere_changes_no_other_agents_observation(players: int, laid: str,
                                                              copy: str) -> None:
    """The learning environment: the selected agents, and every other agent's
    observations and masks, step by step through the window."""
    others = [f"seat_{seat}" for seat in range(players) if seat != min(HOLDER, players - 1)]

    def steps(data: dict[str, Any]) -> list[tuple[str, list[bytes]]]:
        env = rl.env("emojical", players)
        env.reset(seed=1, options={"position": data})
        seen: list[tuple[str, list[bytes]]] = []
        for text in [laid] + ["pass"] * (players - 1):  # the lay, then every other seat
            seen.append((env.agent_selection, [
                part.tobytes() for agent in others for part in env.observe(agent).values()]))
            env.step(action_to_index("emojical", text))
        seen.append((env.agent_selection, [
            part.tobytes() for agent in others for part in env.observe(agent).values()]))
        return seen

    with_copy, without = twins(players, laid, copy)
    selected = steps(with_copy)
    assert selected == steps(without)
    assert [agent for agent, _ in selected][:players] == [f"seat_{s}" for s in range(players)]

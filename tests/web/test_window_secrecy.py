"""[D-15] at the web server: a throw-in window reveals nothing. Two emojical deals that
differ only in whether a person's seat holds a copy of the card laid give every other seat
the same views, in the same order, at the same (virtual) times: the table's bot runner
asks every seat, a bot answers at once and a person who does not answer passes after the
table's throw-in time, holder or not.

The runner (:class:`~maumau.web.autoplay.AutoPlayer`) plays against a table in memory;
its waits run on a virtual clock, so the timings compare exactly."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from maumau import Match
from maumau.web import repository as repo
from maumau.web.autoplay import AutoPlayer, Deadlines
from maumau.web.pace import Wish
from maumau.web.table import Table
from tests.emojical.helpers import position
from tests.web.clients import run_async

THROW_IN_SECONDS = 8.0
BOT_DELAY_MS = 500


def table_at(data: dict[str, Any], kinds: list[str]) -> Table:
    """A table of the position's ruleset, its seats of the given kinds, playing it."""
    match = Match.from_position(data)
    ruleset = match.ruleset
    row = repo.TableRow("SECRET", ruleset.variant, ruleset.preset, ruleset.players,
                        ruleset.options, 60.0, THROW_IN_SECONDS, BOT_DELAY_MS, 0)
    seats = [repo.SeatRow(seat, kind, f"seat {seat}", "simple" if kind == "bot" else None)
             for seat, kind in enumerate(kinds)]
    table = Table(row, seats, {})
    table.match, table.seed = match, "7"
    return table


def told(data: dict[str, Any], kinds: list[str], holder: int,
         never: tuple[int, ...] = ()) -> list[tuple[Any, ...]]:
    """Seat 0 (a person) lays the card; the runner plays the window out until the next
    turn. After every move: the virtual time, and what every seat but ``holder`` is told
    (its view, and whether a throw-in deadline runs for it)."""
    table = table_at(data, kinds)
    table.wishes.update({seat: Wish(throw_in="never") for seat in never})
    clock = [0.0]
    seen: list[tuple[Any, ...]] = []
    done = asyncio.Event()

    def tell() -> None:
        seen.append((clock[0], tuple(
            (table.match.round.view(seat).to_dict() if table.match else None,
             planner.deadlines.left(table, seat) is not None)
            for seat in range(len(kinds)) if seat != holder)))

    async def submit(planned: Table, seat: int, version: int, text: str) -> None:
        if planned.version != version:
            return
        planned.play(seat, planned.state, text)
        planned.version += 1
        if planned.match is not None and planned.match.round.phase != "throw_in":
            tell()
            done.set()  # the window closed: the next turn is no longer the window's
        else:
            planner.schedule(planned)
            tell()

    async def nothing(*_: object) -> None:
        return None

    real_sleep = asyncio.sleep

    async def virtual_sleep(seconds: float) -> None:
        clock[0] += seconds
        await real_sleep(0)

    planner = AutoPlayer(submit, nothing, nothing, Deadlines())

    async def scenario() -> None:
        asyncio.sleep = virtual_sleep  # type: ignore[assignment]
        try:
            table.play(0, table.state, "y:smile")
            table.version += 1
            if table.match is not None and table.match.round.phase == "throw_in":
                planner.schedule(table)
                tell()
                await asyncio.wait_for(done.wait(), 5)
            else:
                tell()
        finally:
            asyncio.sleep = real_sleep
            planner.close()

    run_async(scenario())
    return seen


def twins(players: int, holder: int) -> tuple[dict[str, Any], dict[str, Any]]:
    hands = ["y:smile y:wink b:cool"]
    hands += [f"{colour}:tongue {colour}:love {colour}:smile" for colour in "pgb"[:players - 1]]
    with_copy, without = list(hands), list(hands)
    with_copy[holder] = "y:smile g:sad g:love"
    without[holder] = "p:angry g:sad g:love"
    return position(with_copy, "y:laugh"), position(without, "y:laugh")


@pytest.mark.parametrize(("kinds", "holder"), [
    (["human", "human"], 1),
    (["human", "bot", "human", "human"], 2),
    (["human", "human", "human", "bot"], 1),
])
def test_every_other_seat_is_told_the_same_at_the_same_time(kinds: list[str],
                                                            holder: int) -> None:
    with_copy, without = twins(len(kinds), holder)
    seen = told(with_copy, kinds, holder)
    assert seen == told(without, kinds, holder)
    # the window: every person asked took the whole throw-in time, every bot none
    people = sum(kind == "human" for seat, kind in enumerate(kinds) if seat != 0)
    assert seen[-1][0] == people * THROW_IN_SECONDS
    assert len(seen) == len(kinds)  # the lay, then one answer of every other seat


@pytest.mark.parametrize(("kinds", "holder"), [
    (["human", "human"], 1),
    (["human", "human", "human", "bot"], 2),
])
def test_people_who_are_never_asked_are_passed_for_at_once(kinds: list[str],
                                                           holder: int) -> None:
    """A person who asked never to be asked about throw-ins is answered for like a bot:
    holder or not, at once; when every person did, the window takes no time [D-15]."""
    with_copy, without = twins(len(kinds), holder)
    everyone = tuple(seat for seat, kind in enumerate(kinds) if kind == "human")
    seen = told(with_copy, kinds, holder, never=everyone)
    assert seen == told(without, kinds, holder, never=everyone)
    assert seen[-1][0] == 0.0
    assert not any(deadline for _, seats in seen for _, deadline in seats)

"""A web table played to the end of a round on a virtual clock: the server's own bot runner
(:class:`~maumau.web.tables.autoplay.AutoPlayer`) and table
(:class:`~maumau.web.tables.table.Table`), with people who take a fixed time for their
own turns and never answer a throw-in window. Sleeps take no real time, so the timings
are exact; a searching bot's thinking takes, on the virtual clock, what it took for real
(or a fixed time, for tests that must repeat to the letter). What every seat is told,
and when, is recorded, with the windows: who laid the card, who held an identical one,
who threw.

Used by tests/web/test_window_timing.py and benchmarks/throw_in_windows.py."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from maumau.core.actions import Action
from maumau.core.match import Match
from maumau.core.ruleset import Ruleset
from maumau.web.storage import repository as repo
from maumau.web.tables import window
from maumau.web.tables.autoplay import AutoPlayer, Deadlines
from maumau.web.tables.pace import Wish
from maumau.web.tables.table import Table

THROW_IN = window.THROW_IN


class VirtualLoop(asyncio.SelectorEventLoop):
    """An event loop whose clock jumps to its next timer whenever nothing is ready."""

    def __init__(self) -> None:
        super().__init__()
        self.now = 0.0

    def time(self) -> float:
        return self.now

    def _run_once(self) -> None:
        ready: Any = self._ready  # type: ignore[attr-defined]
        timers: Any = self._scheduled  # type: ignore[attr-defined]
        if not ready:
            due = [timer.when() for timer in timers if not timer.cancelled()]
            if due:
                self.now = max(self.now, min(due))
        super()._run_once()  # type: ignore[misc]


@dataclass
class Told:
    """One message's worth for one seat: when, the public state id, the view, and the
    window's seconds left (None when none is open)."""

    at: float
    state: int
    view: dict[str, Any]
    deadline: float | None


@dataclass
class WindowSeen:
    """A window: when it opened and closed, who laid the card, which seats held an
    identical one, and who threw (None: nobody)."""

    opened: float
    layer: int | None
    holders: frozenset[int]
    closed: float | None = None
    thrower: int | None = None


@dataclass
class Rehearsal:
    """The round as it went: what each seat was told, the windows, and how long."""

    told: dict[int, list[Told]] = field(default_factory=dict)
    windows: list[WindowSeen] = field(default_factory=list)
    took: float = 0.0
    turns: int = 0

    def window_share(self) -> float:
        """The share of the round's time in which a window was open."""
        open_for = sum((seen.closed or self.took) - seen.opened for seen in self.windows)
        return open_for / self.took if self.took else 0.0


def fixed_think(seconds: float) -> Callable[[Callable[[], Action]], Any]:
    """A searching bot's thinking that takes ``seconds`` on the virtual clock."""

    async def think(decide: Callable[[], Action]) -> Action:
        action = decide()
        await asyncio.sleep(seconds)
        return action

    return think


async def real_think(decide: Callable[[], Action]) -> Action:
    """A searching bot's thinking that takes, on the virtual clock, what it took."""
    started = time.perf_counter()
    action = decide()
    await asyncio.sleep(time.perf_counter() - started)
    return action


def table_of(match: Match, kinds: list[str], levels: list[str | None],
             throw_in_seconds: float, bot_delay_ms: int) -> Table:
    ruleset = match.ruleset
    row = repo.TableRow("REHEARSE", ruleset.variant, ruleset.preset, ruleset.players,
                        ruleset.options, 600.0, throw_in_seconds, bot_delay_ms, 0)
    seats = [repo.SeatRow(seat, kind, f"seat {seat}", level)
             for seat, (kind, level) in enumerate(zip(kinds, levels, strict=True))]
    table = Table(row, seats, {})
    table.match, table.seed = match, "rehearsal"
    return table


def rehearse(match: Match, kinds: list[str], levels: list[str | None], *,
             throw_in_seconds: float = 2.0, bot_delay_ms: int = 600,
             person_seconds: float = 2.0, wishes: dict[int, Wish] | None = None,
             think: Callable[[Callable[[], Action]], Any] = real_think,
             choose: Callable[[Table, int], str] | None = None,
             windows: int | None = None) -> Rehearsal:
    """Play ``match``'s current round to its end at a table of ``kinds`` (``human`` or
    ``bot``, with ``levels``). A person takes ``person_seconds`` for each own turn and
    plays ``choose(table, seat)`` (default: the first legal action); nobody answers a
    window but by the bot runner."""
    loop = VirtualLoop()
    try:
        return loop.run_until_complete(_rehearse(
            match, kinds, levels, throw_in_seconds, bot_delay_ms, person_seconds,
            wishes or {}, think, choose or _first_legal, windows))
    finally:
        loop.close()


def _first_legal(table: Table, seat: int) -> str:
    return str(table.view(seat).legal_actions[0])


async def _rehearse(match: Match, kinds: list[str], levels: list[str | None],
                    throw_in_seconds: float, bot_delay_ms: int, person_seconds: float,
                    wishes: dict[int, Wish],
                    think: Callable[[Callable[[], Action]], Any],
                    choose: Callable[[Table, int], str],
                    windows: int | None) -> Rehearsal:
    loop = asyncio.get_running_loop()
    table = table_of(match, kinds, levels, throw_in_seconds, bot_delay_ms)
    table.wishes.update(wishes)
    seen = Rehearsal(told={seat: [] for seat in range(len(kinds))})
    done = asyncio.Event()
    started = loop.time()
    person: list[asyncio.Task[None]] = []

    def observe() -> None:
        game = table.match.round if table.match else None
        now = loop.time() - started
        for seat in seen.told:
            view = table.view(seat).to_dict()
            seen.told[seat].append(Told(now, table.state, view,
                                        planner.deadlines.left(table, seat)))
        in_window = game is not None and game.phase == THROW_IN and game.result is None
        last = seen.windows[-1] if seen.windows else None
        if last is not None and last.closed is None and (
                not in_window or last_state[0] != table.state):
            last.closed = now
        if in_window and (last is None or last.closed is not None):
            assert game is not None
            layer = window.layer(game)
            holders = frozenset(seat for seat in range(len(kinds))
                                if window.choices(game, seat))
            seen.windows.append(WindowSeen(now, layer, holders))
        last_state[0] = table.state

    last_state = [table.state]

    def changed(seat: int | None = None, thrown: bool = False) -> None:
        table.version += 1
        current = seen.windows[-1] if seen.windows else None
        if thrown and current is not None and current.closed is None:
            current.thrower = seat
        over = table.match is None or table.match.round.result is not None
        if not over:
            planner.schedule(table)  # as the server does: planned, then told
        observe()
        closed = sum(seen_window.closed is not None for seen_window in seen.windows)
        if over or (windows is not None and closed >= windows):
            done.set()
            return
        plan_person()

    async def submit(planned: Table, seat: int, version: int, text: str) -> None:
        if planned.version != version:
            return
        in_window = table.match is not None and table.match.round.phase == THROW_IN
        planned.play(seat, planned.state, text)
        changed(seat, thrown=in_window)

    async def close(planned: Table, version: int) -> None:
        if planned.version != version:
            return
        planned.close_window(planned.state)
        changed()

    async def nothing(*_: object) -> None:
        return None

    def plan_person() -> None:
        for task in person:
            task.cancel()
        person.clear()
        assert table.match is not None
        game = table.match.round
        seat = game.to_move
        if game.phase == THROW_IN or seat is None or kinds[seat] != "human":
            return
        person.append(asyncio.ensure_future(person_turn(seat, table.version)))

    async def person_turn(seat: int, version: int) -> None:
        await asyncio.sleep(person_seconds)
        if table.version != version:
            return
        seen.turns += 1
        table.play(seat, table.state, choose(table, seat))
        changed(seat)

    planner = AutoPlayer(submit, nothing, nothing, Deadlines(), close, think)
    planner.schedule(table)
    observe()
    plan_person()
    try:
        await asyncio.wait_for(done.wait(), 100_000)
    finally:
        planner.close()
        for task in person:
            task.cancel()
    seen.took = loop.time() - started
    return seen


def match_of(variant: str, players: int, seed: int, options: dict[str, Any] | None = None,
             preset: str | None = None) -> Match:
    ruleset = Ruleset.from_dict({"variant": variant, "players": players,
                                 "preset": preset, "options": options or {}})
    return Match(ruleset, seed)

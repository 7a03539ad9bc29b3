"""The bot runner: who plays a seat that no person is playing right now.

After every change the hub asks :meth:`AutoPlayer.schedule` to look at the table again:
a bot seat moves after ``bot_delay_ms``; a person's seat that has been away longer than
``away_seconds`` is played by a stand-in bot (``medium`` where that level is installed,
else ``simple``), which also deals the next round when the seat is the host's. A throw-in
window (in a game that has them) is one for the whole table ([D-29],
:mod:`maumau.web.tables.window`): it lasts the table's throw-in time when a person other than the
one who laid the card may throw, else the bots' pace; the bots holding an identical card
decide in the background and, if they throw, throw at a moment drawn apart from their
hand and their thinking; when its time is up the window closes. The next bot's pace
counts from the card that opened the window. Bots think in a worker thread, so the event
loop keeps serving everybody.
A planned move carries the table version it was planned for; if anything happened meanwhile
the hub drops it and the table is looked at afresh.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable
from functools import partial

from maumau.bots.base import Bot, make_bot
from maumau.core.actions import Action
from maumau.core.view import View
from maumau.web.catalog import usable_levels
from maumau.web.tables import pace, window
from maumau.web.tables.table import PLAYING, ROUND_OVER, Table

__all__ = [
    "HOST_AWAY_DEAL_SECONDS",
    "QUICK_LEVELS",
    "THROW_IN_PHASE",
    "AutoPlayer",
    "AwayChange",
    "Deadlines",
    "Deal",
    "MakeBot",
    "Submit",
    "Think",
    "log",
    "stand_in_level",
]

log = logging.getLogger(__name__)

Submit = Callable[[Table, int, int, str], Awaitable[None]]
"""Play ``text`` for ``seat`` at ``table`` if the table's version is still the given one."""
AwayChange = Callable[[Table], Awaitable[None]]
Deal = Callable[[Table, int], Awaitable[None]]
"""Deal the next round at ``table`` if its version is still the given one."""
Think = Callable[[Callable[[], Action]], Awaitable[Action]]
"""Run a bot's decision without holding up the event loop."""
MakeBot = Callable[[str, str], Bot]
"""A bot of a level (``simple`` ...) for a game (:func:`maumau.bots.base.make_bot`)."""

THROW_IN_PHASE = "throw_in"
HOST_AWAY_DEAL_SECONDS = 2.0


def stand_in_level(variant: str) -> str:
    levels = usable_levels(variant)
    return "medium" if "medium" in levels else "simple"


QUICK_LEVELS = frozenset({"random", "simple", "easy"})
"""Bot levels whose decision takes microseconds: they decide on the event loop. Handing
them to a thread cost more than the decision (a future, a lock and two thread switches
per move); the searching levels still think in a thread, so the loop never waits on
them."""


class Deadlines:
    """Per table: the loop time its open throw-in window closes (planned by the
    :class:`AutoPlayer`, told by the broadcaster to every seat alike)."""

    def __init__(self) -> None:
        self._by_table: dict[str, float] = {}

    def set(self, code: str, at: float) -> None:
        self._by_table[code] = at

    def clear(self, code: str) -> None:
        self._by_table.pop(code, None)

    def left(self, table: Table, seat: int | None) -> float | None:
        """Seconds left in the table's open throw-in window (the same for every seat and
        watcher), or None when none is open."""
        found = self._by_table.get(table.code)
        if found is None:
            return None
        return round(max(0.0, found - asyncio.get_running_loop().time()), 3)


class AutoPlayer:
    """Plans the next automatic move of each table and the away timers of its seats."""

    def __init__(self, submit: Submit, away_changed: AwayChange, deal: Deal,
                 deadlines: Deadlines, close: Deal, think: Think | None = None,
                 make: MakeBot | None = None) -> None:
        """``close``: close the table's open throw-in window if its version is still the
        given one; ``think``: how a searching bot's decision is run (in a worker thread;
        a rehearsal on a virtual clock passes its own, the browser's Python one without
        threads); ``make``: how a bot is made (:func:`make_bot`; the browser caps the hard
        bot's search by time)."""
        self._think = think or _in_thread
        self._make = make or make_bot
        self._submit = submit
        self._deal = deal
        self._close = close
        self._windows: dict[str, window.Window] = {}
        self._away_changed = away_changed
        self._moves: dict[str, asyncio.Task[None]] = {}
        self._away: dict[tuple[str, int], asyncio.Task[None]] = {}
        self._bots: dict[tuple[str, int, str], Bot] = {}
        self._submitting: set[asyncio.Future[None]] = set()
        self._blocked: set[str] = set()
        """Tables whose away host's stand-in cannot deal (a seat is free): logged once."""
        self.deadlines = deadlines

    def _can_deal(self, table: Table) -> bool:
        """Whether the away host's stand-in can deal the next round: not while a seat is
        free (the table waits for a bot or a person there, and the page tells the host;
        the table's expiry still applies). Logged once per stretch of waiting."""
        free = table.open_seats()
        if not free:
            self._blocked.discard(table.code)
            return True
        if table.code not in self._blocked:
            self._blocked.add(table.code)
            log.info("table %s waits for its free seats (from 1: %s) before the host's "
                     "stand-in can deal", table.code, ", ".join(str(s + 1) for s in free))
        return False

    def schedule(self, table: Table) -> None:
        """Forget the planned move of ``table`` and plan the next one, if any."""
        pending = self._moves.pop(table.code, None)
        if pending is not None:
            pending.cancel()
        self.deadlines.clear(table.code)
        if table.status == ROUND_OVER and table.host_seat in table.away:
            self._windows.pop(table.code, None)
            if self._can_deal(table):
                self._moves[table.code] = asyncio.ensure_future(
                    self._deal_for_host(table, table.version))
            return
        self._blocked.discard(table.code)
        if table.status != PLAYING or table.match is None:
            self._windows.pop(table.code, None)
            return
        game = table.match.round
        if game.phase == THROW_IN_PHASE:
            self._plan_window(table)
            return
        closed = self._windows.pop(table.code, None)
        if closed is not None:
            closed.cancel()
        seat = game.to_move
        if seat is None:
            return
        place = table.seats[seat]
        delay = pace.bot_delay_ms(table.timing.bot_delay_ms, self._wishes(table)) / 1000
        loop = asyncio.get_running_loop()
        if closed is not None:  # the pace counts from the card that opened the window
            delay = max(0.0, delay - (loop.time() - closed.opened))
        if place.kind == "bot" and place.level is not None:
            task = self._bot_move(table, seat, place.level, delay, table.version)
        elif place.kind == "human" and seat in table.away:
            task = self._bot_move(table, seat, stand_in_level(table.ruleset.variant), delay,
                                  table.version)
        else:
            return
        self._moves[table.code] = asyncio.ensure_future(task)

    @staticmethod
    def _wishes(table: Table) -> list[pace.Wish]:
        return [wish for at, wish in table.wishes.items() if table.seats[at].kind == "human"]

    # ----------------------------------------------------------------- windows

    @staticmethod
    def waits_for_people(table: Table, layer: int | None) -> bool:
        """Whether a window on the card ``layer`` laid waits for a person: one other than
        ``layer`` who may throw (present, not away, not "never ask me"). It does not
        depend on who holds what."""
        return any(place.kind == "human" and place.seat != layer
                   and place.seat not in table.away
                   and not pace.never_asked(table.wishes.get(place.seat))
                   for place in table.seats)

    def window_seconds(self, table: Table, layer: int | None) -> float:
        """How long a window on the card ``layer`` laid stays open: the table's throw-in
        time when it waits for a person, else the bots' pace."""
        wishes = self._wishes(table)
        if self.waits_for_people(table, layer):
            return pace.throw_in_seconds(table.timing.throw_in_seconds, wishes)
        return pace.bot_delay_ms(table.timing.bot_delay_ms, wishes) / 1000

    def _plan_window(self, table: Table) -> None:
        assert table.match is not None
        game = table.match.round
        key = (table.match_number, game.index)
        open_window = self._windows.get(table.code)
        if open_window is None or not open_window.belongs_to(table.state, key):
            layer = window.layer(game)
            length = self.window_seconds(table, layer)
            now = asyncio.get_running_loop().time()
            open_window = window.Window(table.state, key, now, now + length,
                                        self.waits_for_people(table, layer))
            open_window.plans = self._bot_plans(table, length)
            self._windows[table.code] = open_window
        if open_window.waits_for_people:  # else it is the bots' pace: no countdown to tell
            self.deadlines.set(table.code, open_window.closes)
        else:
            self.deadlines.clear(table.code)
        self._moves[table.code] = asyncio.ensure_future(
            self._run_window(table, open_window, table.version))

    def _bot_plans(self, table: Table, length: float) -> list[window.BotPlan]:
        """What every bot holding an identical card decides, started now in the
        background, with the moment it would throw."""
        assert table.match is not None
        game = table.match.round
        seed = table.seed or table.code
        plans = []
        for place in table.seats:
            level = place.level if place.kind == "bot" else (
                stand_in_level(table.ruleset.variant)
                if place.kind == "human" and place.seat in table.away else None)
            asked = window.asked_round(game, place.seat) if level is not None else None
            if level is None or asked is None or not window.choices(asked, place.seat):
                continue
            bot = self._bot(table, place.seat, level)
            view = asked.view(place.seat)
            rng = random.Random(f"{seed}:{table.state}:{place.seat}")
            decision: asyncio.Future[Action]
            if level in QUICK_LEVELS:
                decision = asyncio.get_running_loop().create_future()
                decision.set_result(_choose(bot, view, rng))
            else:
                decision = asyncio.ensure_future(self._think(partial(_choose, bot, view, rng)))
            at = window.moment(seed, table.state, place.seat, length)
            plans.append(window.BotPlan(place.seat, at, decision))
        return sorted(plans, key=lambda plan: plan.at)

    async def _run_window(self, table: Table, open_window: window.Window,
                          version: int) -> None:
        """The bots' throws at their moments (the first one thrown ends the window), else
        the window's close when its time is up."""
        loop = asyncio.get_running_loop()
        for plan in open_window.plans:
            if plan.done:
                continue
            wait = open_window.opened + plan.at - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
            plan.done = True
            throw = plan.throw()
            if throw is not None:
                await self._stored(table, self._submit(table, plan.seat, version, str(throw)))
                return
        wait = open_window.closes - loop.time()
        if wait > 0:
            await asyncio.sleep(wait)
        await self._stored(table, self._close(table, version))

    async def _bot_move(self, table: Table, seat: int, level: str, delay: float,
                        version: int) -> None:
        assert table.match is not None
        view = table.match.round.view(seat)
        bot = self._bot(table, seat, level)
        rng = random.Random(f"{table.seed or table.code}:{table.state}:{seat}")
        if level in QUICK_LEVELS:
            if delay > 0:
                await asyncio.sleep(delay)
            action = _choose(bot, view, rng)
        else:  # it thinks while the pace runs: a decision quicker than the pace shows none
            thinking = asyncio.ensure_future(self._think(partial(_choose, bot, view, rng)))
            try:
                if delay > 0:
                    await asyncio.sleep(delay)
                action = await thinking
            finally:
                thinking.cancel()
        await self._stored(table, self._submit(table, seat, version, str(action)))

    async def _deal_for_host(self, table: Table, version: int) -> None:
        """The host is away: its stand-in deals the next round after a pause."""
        await asyncio.sleep(max(HOST_AWAY_DEAL_SECONDS, table.timing.bot_delay_ms / 1000))
        await self._stored(table, self._deal(table, version))

    async def _stored(self, table: Table, move: Awaitable[None]) -> None:
        """Store the planned move in this very task, taken off the plan first: a later
        :meth:`schedule` must not cancel a move that is already being stored. (A task of
        its own did the same at the cost of one more task per move, and a bot moves after
        most actions.)"""
        task = asyncio.current_task()
        if task is None or self._moves.get(table.code) is not task:
            self._detach(move)
            return
        del self._moves[table.code]
        self._submitting.add(task)
        try:
            await move
        finally:
            self._submitting.discard(task)

    def _detach(self, move: Awaitable[None]) -> None:
        """Run the submission on its own: a later :meth:`schedule` must not cancel a move
        that is already being stored."""
        task = asyncio.ensure_future(move)
        self._submitting.add(task)
        task.add_done_callback(self._submitting.discard)

    def _bot(self, table: Table, seat: int, level: str) -> Bot:
        key = (table.code, seat, level)
        bot = self._bots.get(key)
        if bot is None:
            bot = self._bots[key] = self._make(level, table.ruleset.variant)
        return bot

    # ----------------------------------------------------------------- away

    def adopt(self, table: Table, connected: set[int]) -> None:
        """A table came into memory (rebuilt): the seats of people not connected to it
        start their away timers, and its next move is planned."""
        for place in table.seats:
            if place.kind == "human" and place.seat not in connected:
                self.seat_left(table, place.seat)
        self.schedule(table)

    def seat_left(self, table: Table, seat: int) -> None:
        """The last connection of ``seat`` is gone: a stand-in takes over after a while."""
        self.seat_back(table, seat)
        self._away[(table.code, seat)] = asyncio.ensure_future(self._go_away(table, seat))

    def seat_back(self, table: Table, seat: int) -> bool:
        """A connection of ``seat`` said hello: stop its timer and its stand-in.
        Returns whether a stand-in was playing."""
        timer = self._away.pop((table.code, seat), None)
        if timer is not None:
            timer.cancel()
        if seat in table.away:
            table.away.discard(seat)
            return True
        return False

    async def _go_away(self, table: Table, seat: int) -> None:
        await asyncio.sleep(table.timing.away_seconds)
        self._away.pop((table.code, seat), None)
        table.away.add(seat)
        await self._away_changed(table)

    def forget(self, code: str) -> None:
        """Stop everything planned for a table (it is being reloaded)."""
        self._blocked.discard(code)
        pending = self._moves.pop(code, None)
        if pending is not None:
            pending.cancel()
        forgotten = self._windows.pop(code, None)
        if forgotten is not None:
            forgotten.cancel()
        for key in [key for key in self._away if key[0] == code]:
            self._away.pop(key).cancel()

    def close(self) -> None:
        for task in [*self._moves.values(), *self._away.values()]:
            task.cancel()
        for open_window in self._windows.values():
            open_window.cancel()
        self._windows.clear()
        self._moves.clear()
        self._away.clear()


async def _in_thread(decide: Callable[[], Action]) -> Action:
    return await asyncio.to_thread(decide)


def _choose(bot: Bot, view: View, rng: random.Random) -> Action:
    """The bot's choice; a legal action even if the bot fails (it is logged)."""
    try:
        action = bot.choose(view, rng)
        if action in view.legal_actions:
            return action
        log.error("bot %s chose %s, which is not legal", bot.name, action)
    except Exception:
        log.exception("bot %s failed", bot.name)
    return rng.choice(view.legal_actions)

"""Parity of offline tables with the server: a match played at an offline table
(:class:`maumau.web.offline.session.OfflineSession`, here or in the browser's Web Worker)
has the record the same seed and actions give natively.

:func:`check_record` is what a test calls with a record an offline table produced (the
browser tests: the record the page downloads from the worker): it replays the record's
seed and actions natively, through the server's own path (a stored table rebuilt from
its seed and actions, :meth:`maumau.web.tables.table.Table.rebuild`) and through
maumau's replay (:func:`maumau.core.record.replay_record`, what ``maumau replay``
checks), and asserts that both give the very same record. :func:`play_offline` and
:func:`play_native` play one seeded match with bots at an offline table and at a server's
hub, for the Python parity test."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from maumau.core.record import replay_record
from maumau.web.storage import rows
from maumau.web.tables.events import Listeners
from maumau.web.tables.table import Table
from tests.support.offline_play import Device

__all__ = [
    "check_record",
    "native_record",
    "play_native",
    "play_offline",
]


def native_record(record: dict[str, Any]) -> dict[str, Any]:
    """The record of the record's seed and actions played by the server's path: a table
    stored with that match, rebuilt (as at a server's start) and asked for its record."""
    ruleset = record["ruleset"]
    players = int(ruleset["players"])
    row = rows.TableRow("parity", ruleset["variant"], ruleset.get("preset"), players,
                        dict(ruleset.get("options") or {}), 60.0, 2.0, 0, 0)
    rounds = record["rounds"]
    stored = rows.StoredTable(
        row, [rows.SeatRow(seat, "human", f"P{seat + 1}") for seat in range(players)], {},
        match_number=1, seed=str(record["seed"]), rounds=len(rounds),
        actions=[(index, text) for index, entry in enumerate(rounds)
                 for text in entry["actions"]])
    table = Table.rebuild(stored, Listeners())
    assert table.match is not None
    return table.match.to_record()


def check_record(record: dict[str, Any] | str) -> dict[str, Any]:
    """Assert that a record made offline is the one its seed and actions make natively
    (the server's path and ``maumau replay``'s check); returns the native record."""
    data: dict[str, Any] = json.loads(record) if isinstance(record, str) else record
    stored = json.loads(json.dumps(data))
    native: dict[str, Any] = json.loads(json.dumps(native_record(data)))
    assert native == stored, _difference(stored, native)
    replayed = json.loads(json.dumps(replay_record(data).to_record()))
    assert replayed == stored, _difference(stored, replayed)
    return native


def _difference(made: dict[str, Any], native: dict[str, Any]) -> str:
    keys = sorted(key for key in set(made) | set(native) if made.get(key) != native.get(key))
    return f"the offline record differs from the native one in {keys}"


async def play_offline(body: dict[str, Any], **settings: Any) -> tuple[dict[str, Any], Device]:
    """One match of ``body`` at an offline table, played to its end; its record."""
    from maumau.web.offline.session import OfflineSession

    device = Device()
    kept: list[str] = []
    session = OfflineSession(device.send, kept.append, allow_seeds=True, **settings)
    device.receive = session.receive
    made = json.loads(await session.create(json.dumps(body)))
    tokens = [made["token"], *[entry["token"] for entry in made.get("local", [])]]
    for token in tokens:
        session.connect(token)
        await device.hello(token)
    await device.say(tokens[0], "start")
    await device.play_match(tokens)
    return json.loads(session.record(1)), device


async def play_native(body: dict[str, Any], folder: Path) -> dict[str, Any]:
    """The same match at a server's hub (SQLite in ``folder``), through its commands,
    bots and database; the record the server stores."""
    from maumau.web.config import Limits, Settings, TableDefaults
    from maumau.web.guard.requests import read_create
    from maumau.web.tables.connection import Connection
    from maumau.web.tables.hub import Hub

    settings = Settings(f"sqlite:///{folder / 'parity.sqlite3'}",
                        table_defaults=TableDefaults(allow_seeds=True),
                        limits=Limits(enabled=False), features=())
    hub = Hub(settings)
    await hub.start()
    device = Device()
    drains: list[asyncio.Task[None]] = []
    try:
        table, token, local = await hub.create_table(read_create(body, settings.table_defaults))
        tokens = [token, *[seat_token for _, seat_token in local]]
        connections: dict[str, Connection] = {}

        async def drain(name: str, connection: Connection) -> None:
            while (text := await connection.outbox.get()) is not None:
                device.send(name, text)

        async def receive(name: str, text: str) -> None:
            await hub.receive(connections[name], text)
            await asyncio.sleep(0)  # its answers reach the page

        device.receive = receive
        for name in tokens:
            connections[name] = hub.connection(table.code)
            drains.append(asyncio.create_task(drain(name, connections[name])))
            await device.hello(name)
        await device.say(tokens[0], "start")
        await device.play_match(tokens)
        return await hub.record(table.code, 1)
    finally:
        for task in drains:
            task.cancel()
        await hub.stop()

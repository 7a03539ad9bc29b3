"""The command table: what the server does with each type of client message.

Every message is checked (:func:`maumau.web.tables.messages.parse_message`) and then handled by
the entry of its type in :attr:`Commands.table`; a refusal is an ``error`` to the client
that sent it. A change of the table (an action, a host command) is checked by the table
under its lock, committed, and only then told to everybody at the table.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from maumau.web.errors import ProtocolError
from maumau.web.tables import messages, talk
from maumau.web.tables.autoplay import AutoPlayer
from maumau.web.tables.broadcast import Broadcaster
from maumau.web.tables.connection import Connection
from maumau.web.tables.events import Write
from maumau.web.tables.home import Home, Store, TalkGuard
from maumau.web.tables.messages import HOST_COMMANDS, BadMessage, Incoming
from maumau.web.tables.seating import Seating
from maumau.web.tables.table import Table

__all__ = [
    "CHANGES",
    "After",
    "Change",
    "Command",
    "Commands",
    "Handler",
]

Handler = Callable[[Connection, Incoming], Awaitable[None]]
Change = Callable[[Table, Connection, dict[str, Any]], list[Write]]
"""A change of the table for a message's fields: the writes that store it."""
After = Callable[[Table, dict[str, Any]], None]
"""What follows a stored change, before it is told."""


@dataclass(frozen=True)
class Command:
    handle: Handler
    greeted: bool = True
    """Whether the connection must have said ``hello`` first."""


def _on(kind: str, fields: dict[str, Any]) -> bool:
    on = fields.get("on")
    if not isinstance(on, bool):
        raise ProtocolError("malformed", f"{kind!r} needs 'on' as true or false",
                            why="field_flag", params={"field": "on"})
    return on


CHANGES: dict[str, Change] = {
    "chat": lambda table, _, fields: [table.set_flags(chat=_on("chat", fields))],
    "list_table": lambda table, _, fields: [table.set_flags(listed=_on("list_table", fields))],
    "action": lambda table, connection, fields: table.play(connection.seat, fields["state"],
                                                           fields["action"]),
    "add_bot": lambda table, _, fields: [table.add_bot(fields["seat"], fields["level"])],
    "remove_bot": lambda table, _, fields: [table.remove_bot(fields["seat"])],
    "start": lambda table, _, fields: table.start(),
    "next_round": lambda table, _, fields: table.next_round(),
    "remove_person": lambda table, _, fields: table.remove_person(fields["seat"],
                                                                  fields.get("level")),
    "hand_host": lambda table, _, fields: [table.hand_host(fields["seat"])],
    "new_match": lambda table, _, fields: table.new_match(),
}
"""The changes of the table, by message type."""


class Commands:
    def __init__(self, registry: Home, committer: Store, broadcaster: Broadcaster,
                 planner: AutoPlayer, seating: Seating, guard: TalkGuard) -> None:
        self.registry = registry
        self.committer = committer
        self.broadcaster = broadcaster
        self.planner = planner
        self.seating = seating
        self.guard = guard
        after: dict[str, After] = {"add_bot": self._seat_back,
                                   "remove_person": self._removed,
                                   "hand_host": self._host_handed}
        self.table: dict[str, Command] = {
            "hello": Command(seating.hello, greeted=False),
            "ping": Command(self._ping),
            "talk": Command(self._talk),
            **{kind: Command(self._change(kind, change, after.get(kind)))
               for kind, change in CHANGES.items()},
        }
        """Each message type's handler."""

    async def receive(self, connection: Connection, text: str | bytes) -> None:
        """Handle one client message; every refusal is an ``error`` to that client."""
        try:
            message = messages.parse_message(text, self.registry.settings.limits.message_bytes)
        except BadMessage as problem:
            connection.send(messages.error(problem.code, problem.message, problem.ref,
                                           problem.reason))
            return
        try:
            await self._dispatch(connection, message)
        except ProtocolError as problem:
            connection.send(messages.error(problem.code, problem.message, message.ref,
                                           problem.reason))

    async def _dispatch(self, connection: Connection, message: Incoming) -> None:
        kind = message.type
        command = self.table.get(kind)
        if command is None:
            raise ProtocolError("unknown_type", f"unknown message type {kind!r}",
                                why="unknown_type", params={"type": kind})
        if command.greeted and not connection.greeted:
            raise ProtocolError("hello_first", "say 'hello' first", why="hello_first")
        if kind in HOST_COMMANDS and not connection.host:
            raise ProtocolError("not_host", f"only the host may {kind.replace('_', ' ')}",
                                why="host_only", params={"type": kind})
        await command.handle(connection, message)

    async def _ping(self, connection: Connection, message: Incoming) -> None:
        connection.send(messages.pong(message.ref))

    def _change(self, kind: str, change: Change, after: After | None) -> Handler:
        """The handler of a change: under the table's lock, changed, committed, followed
        up, the next automatic move planned, and told (the acting connection's answer
        carries the message's ``ref``)."""
        moved = kind == "action"

        async def handle(connection: Connection, message: Incoming) -> None:
            async with self.registry.owned(connection.code) as table:
                fields = message.fields
                writes = change(table, connection, fields)
                await self.committer.commit(table, writes)
                if after is not None:
                    after(table, fields)
                self.planner.schedule(table)
                self.broadcaster.broadcast(table, connection, message.ref, moved=moved)

        return handle

    def _seat_back(self, table: Table, fields: dict[str, Any]) -> None:
        self.planner.seat_back(table, fields["seat"])

    def _removed(self, table: Table, fields: dict[str, Any]) -> None:
        self.planner.seat_back(table, fields["seat"])
        self.seating.send_away(table, fields["seat"])

    def _host_handed(self, table: Table, fields: dict[str, Any]) -> None:
        for other in self.registry.connections[table.code]:
            other.host = other.seat is not None and other.seat == table.host_seat

    async def _talk(self, connection: Connection, message: Incoming) -> None:
        """A chat line or a reaction from a seated person, stored and sent to everybody."""
        kind, body = talk.read_talk(message.fields)
        seat = connection.seat
        if seat is None:
            raise ProtocolError("not_seated", "spectators watch quietly: take a seat to talk",
                                why="talk_seated")
        code = connection.code
        registry = self.registry
        async with registry.owned(code) as table:
            if kind == "chat" and not table.flags.chat:
                raise ProtocolError("chat_off", "the host has switched chat off at this table "
                                                "(reactions still work)",
                                    why="chat_off")
            if not self.guard.allow_talk(code, seat):
                raise ProtocolError("rate_limited", "your seat talks too fast (at most "
                                                    f"{self.guard.rate('talk')})",
                                    why="talk_rate")
            name = table.seats[seat].name
            entry = await registry.store_talk(code, seat, name, kind, body)
            for other in registry.connections[code]:
                if other.greeted:
                    other.send(messages.talk(entry, message.ref if other is connection
                                             else None))

"""Who is at which table: a connection says ``hello`` (with a seat's token, or none to
watch), leaves, or is sent away when the host removes its person."""

from __future__ import annotations

from maumau.web.errors import ProtocolError
from maumau.web.tables import messages, pace
from maumau.web.tables.autoplay import AutoPlayer
from maumau.web.tables.broadcast import Broadcaster
from maumau.web.tables.connection import Connection
from maumau.web.tables.home import Home
from maumau.web.tables.messages import Incoming
from maumau.web.tables.table import Table

__all__ = [
    "Seating",
]


class Seating:
    def __init__(self, registry: Home, broadcaster: Broadcaster,
                 planner: AutoPlayer) -> None:
        self.registry = registry
        self.broadcaster = broadcaster
        self.planner = planner

    async def hello(self, connection: Connection, message: Incoming) -> None:
        registry = self.registry
        code = connection.code
        await registry.still_open(code)
        async with registry.owned(code) as table:
            token = message.fields.get("token")
            found = table.token(token) if token is not None else None
            if token is not None and found is None:
                raise ProtocolError("bad_token", "this token belongs to no seat of this table",
                                    why="token_unknown")
            self.leave(table, connection)
            connection.greeted = True
            connection.seat = found.seat if found is not None else None
            connection.host = found.host if found is not None else False
            connection.name = found.name if found is not None else None
            connection.lang = message.fields.get("lang") or connection.lang
            wish = pace.read_wish(message.fields)
            if wish is not None and connection.seat is not None:
                table.wishes[connection.seat] = wish
            connection.seen = (0, -1, 0)
            connection.full_due = True
            registry.connections[code].add(connection)
            registry.touch(code)
            if connection.seat is not None and self.planner.seat_back(table, connection.seat):
                table.version += 1
                self.planner.schedule(table)
            said = await registry.recent_talk(code)
            connection.send(messages.welcome(connection.seat, connection.host,
                                             self.broadcaster.summary(table), message.ref,
                                             said))
            self.broadcaster.broadcast(table)

    async def disconnect(self, connection: Connection) -> None:
        registry = self.registry
        code = connection.code
        if connection not in registry.connections.get(code, ()):
            return
        lock = registry.locks.get(code)
        if lock is None:
            return
        async with lock:
            table = registry.tables.get(code)
            if table is None:
                return
            self.leave(table, connection)
            self.broadcaster.broadcast(table)

    def leave(self, table: Table, connection: Connection) -> None:
        """Drop the connection from its seat; the seat's away timer starts when it was the
        seat's last connection."""
        connections = self.registry.connections[table.code]
        if connection not in connections:
            return
        connections.discard(connection)
        if not connections:
            self.registry.touch(table.code)
        seat = connection.seat
        if seat is None or table.seats[seat].kind != "human":
            return
        if not any(other.seat == seat for other in connections):
            self.planner.seat_left(table, seat)

    def send_away(self, table: Table, seat: int) -> None:
        """The connections of a removed person are told so and closed."""
        connections = self.registry.connections[table.code]
        for other in [c for c in connections if c.seat == seat]:
            connections.discard(other)
            other.send(messages.removed(seat))
            other.close()

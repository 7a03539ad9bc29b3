"""The broadcaster: after every change, each connection at the table is told what changed
for its own seat, redacted for it: a whole ``state`` after ``hello`` or a new round, else a
``patch`` of the changed entries and the new events (docs/protocol.md)."""

from __future__ import annotations

from typing import Any

from maumau.web.tables import delta, messages
from maumau.web.tables.autoplay import Deadlines
from maumau.web.tables.connection import Connection
from maumau.web.tables.home import Home
from maumau.web.tables.table import Table, Told

__all__ = [
    "Broadcaster",
]


class Broadcaster:
    def __init__(self, registry: Home, deadlines: Deadlines) -> None:
        self.registry = registry
        self.deadlines = deadlines

    def summary(self, table: Table) -> dict[str, Any]:
        """The table as everybody sees it, with who is connected and watching."""
        present = [c for c in self.registry.connections[table.code] if c.greeted]
        connected = {c.seat for c in present if c.seat is not None}
        watchers = sorted({c.name for c in present if c.seat is None and c.name})
        return table.summary(connected, sum(c.seat is None for c in present), watchers)

    def broadcast(self, table: Table, acting: Connection | None = None,
                  ref: object = None, moved: bool = False) -> None:
        """Tell each greeted connection what changed for its own seat: a whole ``state``
        after ``hello`` or a new round, else a ``patch`` of the changed entries and the
        new events. A connection for which nothing changed (a hidden throw-in pass
        elsewhere) gets nothing, except the acting one: that is its acknowledgement.

        Everything a seat's connections share is built once per seat: the view without
        its log (the log's new events go separately), the new events' JSON, and a whole
        view only for a connection that needs a whole ``state``. ``moved``: the change
        was a move in the round (see :meth:`_told`)."""
        told = self._told(table, moved)
        summary, table_parts = told.summary, told.parts
        scores = messages.dumps(table.scores())
        result = table.match.result if table.match is not None else None
        final = messages.dumps(result.to_dict() if result is not None else None)
        match = table.match
        where = (table.match_number, match.round.index) if match is not None else (0, -1)
        logged = len(match.round.log) if match is not None else 0
        # a round's view is built per seat and log position, shared by its connections
        seen: dict[tuple[int | None, int], tuple[delta.Parts, str]] = {}
        whole_views: dict[int | None, str] = {}
        summary_text: str | None = None
        differ = delta.Differ()
        extras = ({"scores": scores, "match_result": final, "deadline": "false"},
                  {"scores": scores, "match_result": final, "deadline": "true"})
        for connection in self.registry.connections[table.code]:
            seat = connection.seat
            deadline = self.deadlines.left(table, seat)
            extra = extras[deadline is not None]
            full = connection.full_due or connection.seen[:2] != where
            since = connection.seen[2] if connection.seen[:2] == where else 0
            connection.seen = (*where, logged)
            found = seen.get((seat, since))
            if found is None:
                found = seen[seat, since] = self._seen_by(table, seat, since)
            view_parts, events = found
            answer = ref if connection is acting else None
            if full:
                connection.full_due = False
                connection.sent = (table_parts, view_parts, extra)
                if match is not None and seat not in whole_views:
                    whole_views[seat] = messages.dumps(table.view(seat).to_dict())
                if summary_text is None:
                    summary_text = messages.dumps(summary)
                connection.send(messages.state(
                    table.state, summary_text, whole_views.get(seat, "null"), events,
                    scores, final, deadline, answer))
                continue
            sent_table, sent_view, sent_extra = connection.sent
            new_table = differ.part(table_parts, sent_table)
            new_view = differ.part(view_parts, sent_view)
            new_extra = differ.changes(extra, sent_extra)
            if connection is not acting and not (events != "[]" or new_table or new_view
                                                 or new_extra):
                continue
            connection.sent = (table_parts, view_parts, extra)
            connection.send(messages.patch(
                table.state, new_table, new_view, events,
                scores if "scores" in new_extra else None,
                final if "match_result" in new_extra else None, deadline, answer))

    def _told(self, table: Table, moved: bool) -> Told:
        """The table summary to broadcast. A move in the round (a play, a bot's move, a
        timed pass) changes nothing in it but what its mark holds (the status when the
        round ends, the round), so after a move with the same mark the last broadcast's
        summary is kept: its entries' JSON is what every connection was sent, and no
        patch diffs it again. Everything else (seats, connections, flags, the away timer)
        rebuilds it; the connection and away counts are in the mark as well."""
        match = table.match
        mark = (table.status, table.match_number,
                match.round.index if match is not None else -1,
                len(self.registry.connections[table.code]), len(table.away))
        told = table.told
        if not moved or told is None or told.mark != mark:
            summary = self.summary(table)
            told = table.told = Told(mark, summary,
                                     delta.parts_of(summary, delta.SAME_ALL_TABLE))
        return told

    @staticmethod
    def _seen_by(table: Table, seat: int | None, since: int) -> tuple[delta.Parts, str]:
        """What ``seat`` sees now: its view's entries as JSON (without the log), and the
        current round's events from index ``since`` on as a JSON list."""
        match = table.match
        if match is None:
            return {}, "[]"
        view = table.view(seat, since=since)
        parts, events = delta.view_parts(view)
        return parts, events

"""What the device keeps of an offline table: the entries of its changes, in order.

Every change the table makes is a :class:`~maumau.web.storage.rows.Change` the server
would write to its database; offline it is a JSON entry (:meth:`Change.to_dict`) that the
page keeps on the device (IndexedDB), besides one entry of its own, ``made``: what creating
the table answered (the seats' tokens, which the database keeps only hashed). Folding the
entries gives what the database would hold: the :class:`StoredTable` a table is rebuilt
from (:meth:`maumau.web.tables.table.Table.rebuild`, as at a server's start) and the records
of the finished matches.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from maumau.web.storage import rows

__all__ = [
    "MADE",
    "Journal",
]

MADE = "made"
"""The kind of the entry holding what creating the table answered."""


class Journal:
    """The entries of one table folded as they come (:meth:`add`)."""

    def __init__(self) -> None:
        self.stored: rows.StoredTable | None = None
        self.records: dict[int, dict[str, Any]] = {}
        """Each finished match's record, as the database gives it back (a JSON round trip)."""
        self.made: dict[str, Any] = {}
        """The ``made`` entry's fields (``answer``: what creating the table answered)."""
        self._public = 0
        """The public actions of the current match (the state id counts them)."""

    def add(self, entry: dict[str, Any]) -> None:
        """Fold one entry in; ValueError when it is not one of a table's entries, or
        comes before its table."""
        kind = entry.get("kind")
        if kind == MADE:
            self.made = dict(entry)
            return
        try:
            change = rows.change_of(entry)
        except (KeyError, TypeError) as problem:
            raise ValueError(f"not an entry of an offline table: {problem}") from None
        if isinstance(change, rows.TableMade):
            self.stored = rows.StoredTable(change.row, [dataclasses.replace(seat)
                                                        for seat in change.seats], {})
            self.records.clear()
            self._public = 0
            return
        stored = self.stored
        if stored is None:
            raise ValueError(f"a {kind!r} entry before its table's")
        self._fold(stored, change)

    def _fold(self, stored: rows.StoredTable, change: rows.Change) -> None:
        if isinstance(change, rows.TokenIssued):
            stored.tokens[change.token_hash] = change.token
        elif isinstance(change, rows.SeatSaved):
            stored.seats[change.seat.seat] = dataclasses.replace(change.seat)
        elif isinstance(change, rows.SeatTokensDeleted):
            stored.tokens = {key: token for key, token in stored.tokens.items()
                             if token.seat != change.seat}
        elif isinstance(change, rows.HostSet):
            stored.row = dataclasses.replace(stored.row, host_seat=change.seat)
            stored.tokens = {key: rows.TokenRow(token.seat, token.seat == change.seat,
                                                token.name)
                             for key, token in stored.tokens.items()}
        elif isinstance(change, rows.MatchDealt):
            stored.state += self._public
            self._public = 0
            stored.match_number, stored.seed, stored.rounds = change.number, change.seed, 1
            stored.actions = []
        elif isinstance(change, rows.RoundsSaved):
            stored.rounds = change.rounds
        elif isinstance(change, rows.ActionStored):
            stored.actions.append((change.round, change.action))
            stored.seq += 1
            self._public += change.public
        elif isinstance(change, rows.RecordSaved):
            self.records[change.number] = json.loads(json.dumps(change.record))

    def series(self) -> tuple[int, list[int]]:
        """The finished matches and the matches won per seat (as the table counts them)."""
        assert self.stored is not None
        wins = [0] * self.stored.row.players
        for record in self.records.values():
            for winner in set(record.get("winners") or []):
                wins[int(winner)] += 1
        return len(self.records), wins

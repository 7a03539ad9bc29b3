"""A table as it is stored, and each change of it, as plain data: no database library is
needed to make, change or rebuild a table in memory.

The rows (:class:`TableRow`, :class:`SeatRow`, :class:`TokenRow`) and what a table is
rebuilt from (:class:`StoredTable`) are read and written by
:mod:`maumau.web.storage.repository`. A change the table makes (:class:`Change`: a seat
saved, a match dealt, an action played ...) is a write the server commits (the
repository's query for it) and also a JSON entry
(:meth:`Change.to_dict`, :func:`change_of`): the offline table (:mod:`maumau.web.offline`)
keeps these entries on the device instead of a database, and rebuilds the table from
them.
"""

from __future__ import annotations

import dataclasses
import hashlib
from dataclasses import dataclass, field
from typing import Any, ClassVar

__all__ = [
    "CHANGES",
    "ActionStored",
    "Change",
    "HostSet",
    "MatchDealt",
    "RecordSaved",
    "RoundsSaved",
    "SeatRow",
    "SeatSaved",
    "SeatTokensDeleted",
    "StoredTable",
    "TableMade",
    "TableRow",
    "TokenIssued",
    "TokenRow",
    "change_of",
    "hash_token",
]


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class TableRow:
    """The settings a table was created with."""

    code: str
    variant: str
    preset: str | None
    players: int
    options: dict[str, Any]
    away_seconds: float
    throw_in_seconds: float
    bot_delay_ms: int
    host_seat: int


@dataclass
class SeatRow:
    seat: int
    kind: str
    name: str | None = None
    level: str | None = None


@dataclass(frozen=True)
class TokenRow:
    seat: int | None
    host: bool
    name: str | None


@dataclass
class StoredTable:
    """Everything needed to rebuild a table: settings, seats, tokens, the current match
    (its seed, rounds dealt) and that match's actions in order; ``seq`` counts the table's
    stored actions and ``state`` the public state id before the current match."""

    row: TableRow
    seats: list[SeatRow]
    tokens: dict[str, TokenRow]
    match_number: int = 0
    seed: str | None = None
    rounds: int = 0
    actions: list[tuple[int, str]] = field(default_factory=list)
    seq: int = 0
    state: int = 0


class Change:
    """One change of a stored table: the server writes it to its database
    (:func:`maumau.web.storage.repository.write_change`, inside the writer's transaction);
    :meth:`to_dict` is its JSON entry, with ``kind``."""

    kind: ClassVar[str]

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        data.update(dataclasses.asdict(self))  # type: ignore[call-overload]
        return data


@dataclass(frozen=True)
class TableMade(Change):
    """A new table with its seats."""

    kind: ClassVar[str] = "table"
    row: TableRow
    seats: tuple[SeatRow, ...]


@dataclass(frozen=True)
class TokenIssued(Change):
    kind: ClassVar[str] = "token"
    code: str
    token_hash: str
    token: TokenRow


@dataclass(frozen=True)
class SeatSaved(Change):
    kind: ClassVar[str] = "seat"
    code: str
    seat: SeatRow


@dataclass(frozen=True)
class SeatTokensDeleted(Change):
    """Every token of ``seat`` stops working (the host removed its person)."""

    kind: ClassVar[str] = "seat_tokens_deleted"
    code: str
    seat: int


@dataclass(frozen=True)
class HostSet(Change):
    """The person at ``seat`` is the host now."""

    kind: ClassVar[str] = "host"
    code: str
    seat: int


@dataclass(frozen=True)
class MatchDealt(Change):
    """Match ``number`` begins from ``seed``."""

    kind: ClassVar[str] = "match"
    code: str
    number: int
    seed: str


@dataclass(frozen=True)
class RoundsSaved(Change):
    """Match ``number`` has dealt ``rounds`` rounds."""

    kind: ClassVar[str] = "rounds"
    code: str
    number: int
    rounds: int


@dataclass(frozen=True)
class ActionStored(Change):
    """The table's action ``seq`` (counted over all its matches): ``action`` in round
    ``round`` of match ``match``; ``public``: whether it counts in the public state id."""

    kind: ClassVar[str] = "action"
    code: str
    seq: int
    match: int
    round: int
    action: str
    public: bool


@dataclass(frozen=True)
class RecordSaved(Change):
    """Match ``number`` is over: its game record."""

    kind: ClassVar[str] = "record"
    code: str
    number: int
    record: dict[str, Any]


CHANGES: dict[str, type[Change]] = {kind.kind: kind for kind in (
    TableMade, TokenIssued, SeatSaved, SeatTokensDeleted, HostSet, MatchDealt, RoundsSaved,
    ActionStored, RecordSaved)}
"""Each kind of change by its ``kind``."""


def change_of(data: dict[str, Any]) -> Change:
    """The change of a JSON entry (:meth:`Change.to_dict`); KeyError or TypeError when it
    is none."""
    fields = dict(data)
    kind = CHANGES[fields.pop("kind")]
    if kind is TableMade:
        return TableMade(TableRow(**fields["row"]),
                         tuple(SeatRow(**seat) for seat in fields["seats"]))
    if kind is TokenIssued:
        return TokenIssued(fields["code"], fields["token_hash"], TokenRow(**fields["token"]))
    if kind is SeatSaved:
        return SeatSaved(fields["code"], SeatRow(**fields["seat"]))
    return kind(**fields)

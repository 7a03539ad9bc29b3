"""Reading and writing tables, seats, tokens, matches and actions.

Write functions take a connection (they run inside the writer's transaction); the load
functions read with their own connection. Tokens are stored only as SHA-256 hashes: they
are long random strings, so a plain hash is enough to make a leaked database useless for
taking a seat.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, Engine, func, select, update

from maumau.web import db


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


def insert_table(connection: Connection, row: TableRow, seat_rows: list[SeatRow]) -> None:
    connection.execute(db.tables.insert().values(
        code=row.code, created=time.time(), variant=row.variant, preset=row.preset,
        players=row.players, options=json.dumps(row.options), away_seconds=row.away_seconds,
        throw_in_seconds=row.throw_in_seconds, bot_delay_ms=row.bot_delay_ms,
        host_seat=row.host_seat))
    connection.execute(db.seats.insert(), [
        {"code": row.code, "seat": s.seat, "kind": s.kind, "name": s.name, "level": s.level}
        for s in seat_rows])


def insert_token(connection: Connection, code: str, token_hash: str, token: TokenRow) -> None:
    connection.execute(db.tokens.insert().values(
        token_hash=token_hash, code=code, seat=token.seat, host=token.host, name=token.name))


def save_seat(connection: Connection, code: str, seat: SeatRow) -> None:
    connection.execute(update(db.seats).where(db.seats.c.code == code,
                                              db.seats.c.seat == seat.seat)
                       .values(kind=seat.kind, name=seat.name, level=seat.level))


def insert_match(connection: Connection, code: str, number: int, seed: str) -> None:
    connection.execute(db.matches.insert().values(code=code, number=number, seed=seed, rounds=1))


def save_rounds(connection: Connection, code: str, number: int, rounds: int) -> None:
    connection.execute(update(db.matches).where(db.matches.c.code == code,
                                                db.matches.c.number == number)
                       .values(rounds=rounds))


def insert_action(connection: Connection, code: str, seq: int, match: int, round_index: int,
                  action: str, public: bool) -> None:
    connection.execute(db.actions.insert().values(code=code, seq=seq, match=match,
                                                  round=round_index, action=action,
                                                  public=public))


def save_record(connection: Connection, code: str, number: int, record: dict[str, Any]) -> None:
    connection.execute(update(db.matches).where(db.matches.c.code == code,
                                                db.matches.c.number == number)
                       .values(record=json.dumps(record)))


def load_tables(engine: Engine) -> list[StoredTable]:
    """Every table with what it takes to rebuild it."""
    with engine.connect() as connection:
        codes = [row.code for row in connection.execute(select(db.tables.c.code))]
        return [table for code in codes
                if (table := _load_table(connection, code)) is not None]


def load_table(engine: Engine, code: str) -> StoredTable | None:
    with engine.connect() as connection:
        return _load_table(connection, code)


def _load_table(connection: Connection, code: str) -> StoredTable | None:
    found = connection.execute(select(db.tables).where(db.tables.c.code == code)).first()
    if found is None:
        return None
    row = TableRow(found.code, found.variant, found.preset, found.players,
                   json.loads(found.options), found.away_seconds, found.throw_in_seconds,
                   found.bot_delay_ms, found.host_seat)
    seat_rows = [SeatRow(r.seat, r.kind, r.name, r.level) for r in connection.execute(
        select(db.seats).where(db.seats.c.code == code).order_by(db.seats.c.seat))]
    token_rows = {r.token_hash: TokenRow(r.seat, r.host, r.name) for r in connection.execute(
        select(db.tokens).where(db.tokens.c.code == code))}
    stored = StoredTable(row, seat_rows, token_rows)
    last = connection.execute(select(db.matches).where(db.matches.c.code == code)
                              .order_by(db.matches.c.number.desc()).limit(1)).first()
    if last is not None:
        stored.match_number, stored.seed, stored.rounds = last.number, last.seed, last.rounds
        stored.actions = [(r.round, r.action) for r in connection.execute(
            select(db.actions.c.round, db.actions.c.action)
            .where(db.actions.c.code == code, db.actions.c.match == last.number)
            .order_by(db.actions.c.seq))]
    counts = connection.execute(
        select(func.count(), func.count().filter(db.actions.c.public))
        .where(db.actions.c.code == code, db.actions.c.match < stored.match_number)).one()
    stored.state = counts[1]
    stored.seq = counts[0] + len(stored.actions)
    return stored


def load_record(engine: Engine, code: str, number: int) -> dict[str, Any] | None:
    """The stored record of a finished match, or None."""
    with engine.connect() as connection:
        found = connection.execute(select(db.matches.c.record).where(
            db.matches.c.code == code, db.matches.c.number == number)).first()
    if found is None or found.record is None:
        return None
    record: dict[str, Any] = json.loads(found.record)
    return record

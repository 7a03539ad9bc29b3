"""Reading and writing tables, seats, tokens, matches and actions.

Write functions take a connection (they run inside the writer's transaction); the load
functions read with their own connection. Tokens are stored only as SHA-256 hashes: they
are long random strings, so a plain hash is enough to make a leaked database useless for
taking a seat.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Engine, bindparam, delete, func, insert, select, update

from maumau.web.storage import db, rows
from maumau.web.storage.rows import SeatRow, StoredTable, TableRow, TokenRow, hash_token

__all__ = [
    "BrokenTable",
    "Lifecycle",
    "SeatRow",
    "StoredTable",
    "TableRow",
    "TokenRow",
    "broken_tables",
    "close_idle",
    "delete_seat_tokens",
    "hash_token",
    "insert_action",
    "insert_match",
    "insert_table",
    "insert_token",
    "lifecycle",
    "load_record",
    "load_record_texts",
    "load_table",
    "match_count",
    "prepare_start",
    "quarantine",
    "release",
    "save_record",
    "save_rounds",
    "save_seat",
    "set_host",
    "touch",
    "write_change",
]


def write_change(connection: Connection, change: rows.Change) -> None:
    """Write one change a table made (:mod:`maumau.web.storage.rows`)."""
    if isinstance(change, rows.ActionStored):  # the most frequent first
        insert_action(connection, change.code, change.seq, change.match, change.round,
                      change.action, change.public)
    elif isinstance(change, rows.TableMade):
        insert_table(connection, change.row, list(change.seats))
    elif isinstance(change, rows.TokenIssued):
        insert_token(connection, change.code, change.token_hash, change.token)
    elif isinstance(change, rows.SeatSaved):
        save_seat(connection, change.code, change.seat)
    elif isinstance(change, rows.SeatTokensDeleted):
        delete_seat_tokens(connection, change.code, change.seat)
    elif isinstance(change, rows.HostSet):
        set_host(connection, change.code, change.seat)
    elif isinstance(change, rows.MatchDealt):
        insert_match(connection, change.code, change.number, change.seed)
    elif isinstance(change, rows.RoundsSaved):
        save_rounds(connection, change.code, change.number, change.rounds)
    elif isinstance(change, rows.RecordSaved):
        save_record(connection, change.code, change.number, change.record)
    else:
        raise TypeError(f"no query writes {change!r}")


def insert_table(connection: Connection, row: TableRow, seat_rows: list[SeatRow]) -> None:
    connection.execute(db.tables.insert().values(
        code=row.code, created=time.time(), variant=row.variant, preset=row.preset,
        players=row.players, options=json.dumps(row.options), away_seconds=row.away_seconds,
        throw_in_seconds=row.throw_in_seconds, bot_delay_ms=row.bot_delay_ms,
        host_seat=row.host_seat))
    connection.execute(db.lifecycle.insert().values(code=row.code, touched=time.time()))
    connection.execute(db.live.insert().values(code=row.code))
    connection.execute(db.seats.insert(), [
        {"code": row.code, "seat": s.seat, "kind": s.kind, "name": s.name, "level": s.level}
        for s in seat_rows])


_TOUCH = update(db.lifecycle).where(db.lifecycle.c.code == bindparam("the_code"))
_INSERT_ACTION = insert(db.actions)
"""Statements built once: building one per call (``.values(...)``) cost more than running
it, on the path every action takes."""
_ACTION_COLUMNS = ("code", "seq", "match", "round", "action", "public")
_driver_inserts: dict[str, tuple[str, tuple[str, ...] | None]] = {}
"""Per database dialect: the action insert as the driver's SQL text, and the order of its
parameters when the driver takes them by position (None: by name)."""


def _driver_insert(connection: Connection) -> tuple[str, tuple[str, ...] | None]:
    dialect = connection.dialect
    found = _driver_inserts.get(dialect.name)
    if found is None:
        compiled = _INSERT_ACTION.values({name: bindparam(name) for name in _ACTION_COLUMNS}
                                         ).compile(dialect=dialect)
        order = tuple(compiled.positiontup or ()) if compiled.positional else None
        found = _driver_inserts[dialect.name] = (compiled.string, order)
    return found


def touch(connection: Connection, code: str, at: float) -> None:
    """A person was connected to the table at ``at`` (wall-clock seconds)."""
    connection.execute(_TOUCH, {"the_code": code, "touched": at})


def insert_token(connection: Connection, code: str, token_hash: str, token: TokenRow) -> None:
    connection.execute(db.tokens.insert().values(
        token_hash=token_hash, code=code, seat=token.seat, host=token.host, name=token.name))


def save_seat(connection: Connection, code: str, seat: SeatRow) -> None:
    connection.execute(update(db.seats).where(db.seats.c.code == code,
                                              db.seats.c.seat == seat.seat)
                       .values(kind=seat.kind, name=seat.name, level=seat.level))


def delete_seat_tokens(connection: Connection, code: str, seat: int) -> None:
    """Every token of ``seat`` stops working (the host removed its person)."""
    connection.execute(delete(db.tokens).where(db.tokens.c.code == code,
                                               db.tokens.c.seat == seat))


def set_host(connection: Connection, code: str, seat: int) -> None:
    """The person at ``seat`` is the host now: the table and its tokens say so."""
    connection.execute(update(db.tables).where(db.tables.c.code == code)
                       .values(host_seat=seat))
    connection.execute(update(db.tokens).where(db.tokens.c.code == code).values(host=False))
    connection.execute(update(db.tokens).where(db.tokens.c.code == code,
                                               db.tokens.c.seat == seat).values(host=True))


def insert_match(connection: Connection, code: str, number: int, seed: str) -> None:
    """A match begins: the table is being played (again), so start-up rebuilds it."""
    connection.execute(db.matches.insert().values(code=code, number=number, seed=seed, rounds=1))
    connection.execute(delete(db.live).where(db.live.c.code == code))
    connection.execute(db.live.insert().values(code=code))


def save_rounds(connection: Connection, code: str, number: int, rounds: int) -> None:
    connection.execute(update(db.matches).where(db.matches.c.code == code,
                                                db.matches.c.number == number)
                       .values(rounds=rounds))


def insert_action(connection: Connection, code: str, seq: int, match: int, round_index: int,
                  action: str, public: bool) -> None:
    """Store one action, on the driver's own cursor inside the writer's transaction: every
    action takes this path, and SQLAlchemy's statement execution around the driver's cost
    14 us of the 23 us a stored action cost on SQLite (docs/scaling.md)."""
    sql, order = _driver_insert(connection)
    values = {"code": code, "seq": seq, "match": match, "round": round_index,
              "action": action, "public": public}
    cursor = connection.connection.cursor()
    try:
        cursor.execute(sql, values if order is None else tuple(values[n] for n in order))
    finally:
        cursor.close()


def save_record(connection: Connection, code: str, number: int, record: dict[str, Any]) -> None:
    """The match is over: its record is kept, and start-up no longer rebuilds the table."""
    connection.execute(update(db.matches).where(db.matches.c.code == code,
                                                db.matches.c.number == number)
                       .values(record=json.dumps(record)))
    connection.execute(delete(db.live).where(db.live.c.code == code))


def prepare_start(engine: Engine, idle_before: float) -> list[str]:
    """Close the tables being played that nobody has been connected to since
    ``idle_before``, and return the codes to rebuild at start: those being played, open and
    not quarantined. Only the list of tables being played (:data:`db.live`) is read, so the
    start-up time does not grow with finished matches; a finished table is rebuilt when
    somebody asks for it (and closed then if it has been idle, see :func:`lifecycle`)."""
    life, live = db.lifecycle, db.live
    with engine.begin() as connection:
        idle = [row.code for row in connection.execute(
            select(live.c.code).join(life, life.c.code == live.c.code)
            .where(life.c.closed.is_(None), life.c.touched < idle_before))]
        _close(connection, idle)
        query = (select(live.c.code).join(life, life.c.code == live.c.code)
                 .where(life.c.closed.is_(None), life.c.broken.is_(None))
                 .order_by(live.c.code))
        return [row.code for row in connection.execute(query)]


def _close(connection: Connection, codes: list[str]) -> None:
    if codes:
        connection.execute(update(db.lifecycle).where(db.lifecycle.c.code.in_(codes))
                           .values(closed=time.time()))
        connection.execute(delete(db.live).where(db.live.c.code.in_(codes)))


def close_idle(engine: Engine, codes: list[str], idle_before: float) -> list[str]:
    """Close those of ``codes`` still untouched since ``idle_before``; the ones closed."""
    life = db.lifecycle
    with engine.begin() as connection:
        closing = [row.code for row in connection.execute(select(life.c.code).where(
            life.c.code.in_(codes), life.c.closed.is_(None), life.c.touched < idle_before))]
        _close(connection, closing)
        return closing


@dataclass(frozen=True)
class Lifecycle:
    closed: float | None
    broken: str | None


def lifecycle(engine: Engine, code: str, idle_before: float | None = None
              ) -> Lifecycle | None:
    """Whether a stored table is closed or quarantined; None when there is no such table.
    With ``idle_before``, an open table nobody has been connected to since then is closed
    first (a finished table is not looked at by start-up, so it is closed when asked for)."""
    with engine.connect() as connection:
        found = connection.execute(
            select(db.tables.c.code, db.lifecycle.c.closed, db.lifecycle.c.broken,
                   db.lifecycle.c.touched)
            .select_from(db.tables.outerjoin(db.lifecycle,
                                             db.lifecycle.c.code == db.tables.c.code))
            .where(db.tables.c.code == code)).first()
    if found is None:
        return None
    if (idle_before is not None and found.closed is None and found.touched is not None
            and found.touched < idle_before and close_idle(engine, [code], idle_before)):
        return Lifecycle(time.time(), found.broken)
    return Lifecycle(found.closed, found.broken)


def quarantine(engine: Engine, code: str, reason: str) -> None:
    """Mark a table whose stored actions do not replay; its data stay as they are."""
    life = db.lifecycle
    with engine.begin() as connection:
        done = connection.execute(update(life).where(life.c.code == code)
                                  .values(broken=reason, broken_at=time.time()))
        if not done.rowcount:
            connection.execute(insert(life).values(code=code, touched=time.time(),
                                                   broken=reason, broken_at=time.time()))


def release(engine: Engine, code: str) -> None:
    """Lift the quarantine (after the data were repaired): the table is served again."""
    with engine.begin() as connection:
        connection.execute(update(db.lifecycle).where(db.lifecycle.c.code == code)
                           .values(broken=None, broken_at=None))


@dataclass(frozen=True)
class BrokenTable:
    code: str
    variant: str
    reason: str
    since: float


def broken_tables(engine: Engine) -> list[BrokenTable]:
    life = db.lifecycle
    with engine.connect() as connection:
        rows = connection.execute(
            select(life.c.code, db.tables.c.variant, life.c.broken, life.c.broken_at)
            .join(db.tables, db.tables.c.code == life.c.code)
            .where(life.c.broken.is_not(None)).order_by(life.c.broken_at))
        return [BrokenTable(r.code, r.variant, r.broken, r.broken_at or 0.0) for r in rows]


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


def match_count(engine: Engine, code: str) -> int:
    with engine.connect() as connection:
        found = connection.execute(select(func.max(db.matches.c.number))
                                   .where(db.matches.c.code == code)).scalar()
    return int(found or 0)


def load_record_texts(engine: Engine, code: str) -> list[tuple[int, str]]:
    """The stored records of the table's finished matches as stored (number, text)."""
    with engine.connect() as connection:
        return [(row.number, row.record) for row in connection.execute(
            select(db.matches.c.number, db.matches.c.record).where(
                db.matches.c.code == code, db.matches.c.record.is_not(None))
            .order_by(db.matches.c.number))]


def load_record(engine: Engine, code: str, number: int) -> dict[str, Any] | None:
    """The stored record of a finished match, or None."""
    with engine.connect() as connection:
        found = connection.execute(select(db.matches.c.record).where(
            db.matches.c.code == code, db.matches.c.number == number)).first()
    if found is None or found.record is None:
        return None
    record: dict[str, Any] = json.loads(found.record)
    return record

"""Finished matches for the profiles that played them: the listener of the server's
:class:`~maumau.web.tables.events.MatchFinished` (:func:`on_match_finished`) and its series
(:func:`series_of`), and the history, statistics and export of a profile.

The history is paged newest first by match id through the index
``(profile_id, match_id)``; statistics come from the running counts kept with the
ratings. Neither reads the whole history, so neither slows down as it grows.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection, Engine, func, select

from maumau.web.social import schema, settings
from maumau.web.social.profiles import Profile
from maumau.web.social.ratings import (
    RATED_AFTER,
    SCALE_BASE,
    SCALE_STEP,
    Standing,
    bot_identity,
    identity_of,
    update_ratings,
)
from maumau.web.tables.events import MatchFinished, Place

__all__ = ["Place", "export", "history", "on_match_finished", "record_finished",
           "series_before", "series_of", "stats"]

PAGE = 20


def on_match_finished(connection: Connection, event: MatchFinished) -> None:
    """Store a finished match for history and ratings, in the same transaction as the
    match's last action."""
    record_finished(connection, event.code, event.number, event.variant, event.places,
                    event.record)


def record_finished(connection: Connection, code: str, number: int, variant: str,
                    places: Sequence[Place], record: dict[str, Any],
                    finished: float | None = None) -> int | None:
    """Store a finished match once, with a participation per profile seated in it, and
    rate it. Returns the match's id (None if it was stored before)."""
    matches = schema.finished_matches
    if connection.execute(select(matches.c.id).where(
            matches.c.code == code, matches.c.number == number)).first() is not None:
        return None
    winners = [int(seat) for seat in record.get("winners", [])]
    claims = {row.seat: row.profile_id for row in connection.execute(
        select(schema.seat_claims).where(schema.seat_claims.c.code == code))}
    result = connection.execute(matches.insert().values(
        code=code, number=number, variant=variant,
        finished=time.time() if finished is None else finished,
        players=json.dumps([{"seat": seat, "kind": kind, "name": name, "level": level}
                            for seat, kind, name, level in places]),
        winners=json.dumps(winners), totals=json.dumps(record.get("totals", [])),
        rounds=len(record.get("rounds", []))))
    key = result.inserted_primary_key
    assert key is not None
    match_id = int(key[0])
    wins = series_before(connection, code, number, len(places))
    for seat in set(winners):
        if 0 <= seat < len(wins):
            wins[seat] += 1
    connection.execute(schema.series.insert().values(match_id=match_id, wins=json.dumps(wins)))
    identities: list[str | None] = []
    seen: set[str] = set()
    for seat, kind, _, level in places:
        profile_id = claims.get(seat) if kind == "human" else None
        if profile_id is not None and profile_id not in seen:
            seen.add(profile_id)
            connection.execute(schema.participations.insert().values(
                match_id=match_id, profile_id=profile_id, seat=seat, won=seat in winners))
            identities.append(identity_of(profile_id))
        elif kind == "bot" and level is not None:
            identities.append(bot_identity(level))
        else:
            identities.append(None)
    update_ratings(connection, variant, identities, winners)
    return match_id


def series_before(connection: Connection, code: str, number: int, players: int) -> list[int]:
    """Matches won per seat at table ``code`` before its match ``number`` (the newest
    stored series row; one indexed look-up, however long the table has played)."""
    matches = schema.finished_matches
    row = connection.execute(
        select(schema.series.c.wins)
        .join(matches, matches.c.id == schema.series.c.match_id)
        .where(matches.c.code == code, matches.c.number < number)
        .order_by(matches.c.number.desc()).limit(1)).first()
    wins = [int(n) for n in json.loads(row.wins)] if row is not None else []
    return (wins + [0] * players)[:players]


def series_of(engine: Engine, code: str, players: int) -> tuple[int, list[int]]:
    """The series at table ``code``: how many matches are finished, and the wins per seat."""
    matches = schema.finished_matches
    with engine.connect() as connection:
        finished = connection.execute(
            select(matches.c.number).where(matches.c.code == code)
            .order_by(matches.c.number.desc()).limit(1)).scalar()
        if finished is None:
            return 0, [0] * players
        count = connection.execute(select(func.count()).select_from(matches)
                                   .where(matches.c.code == code)).scalar_one()
        return int(count), series_before(connection, code, int(finished) + 1, players)


def history(engine: Engine, profile: Profile, before: int | None = None,
            limit: int = PAGE) -> dict[str, Any]:
    """One page of the profile's matches, newest first; ``next`` pages on."""
    parts, matches = schema.participations, schema.finished_matches
    query = (select(parts.c.match_id, parts.c.seat, parts.c.won, matches,
                    schema.series.c.wins.label("series"))
             .join(matches, matches.c.id == parts.c.match_id)
             .outerjoin(schema.series, schema.series.c.match_id == parts.c.match_id)
             .where(parts.c.profile_id == profile.id)
             .order_by(parts.c.match_id.desc()).limit(limit + 1))
    if before is not None:
        query = query.where(parts.c.match_id < before)
    with engine.connect() as connection:
        rows = list(connection.execute(query))
    shown = rows[:limit]
    return {"matches": [_entry(row) for row in shown],
            "next": shown[-1].match_id if len(rows) > limit else None}


def _entry(row: Any) -> dict[str, Any]:
    return {"id": row.match_id, "code": row.code, "number": row.number,
            "variant": row.variant, "finished": row.finished, "seat": row.seat,
            "won": bool(row.won), "players": json.loads(row.players),
            "winners": json.loads(row.winners), "totals": json.loads(row.totals),
            "rounds": row.rounds, "replay": f"/replay/{row.code}/{row.number}",
            "series": json.loads(row.series) if row.series is not None else None}


def stats(engine: Engine, profile: Profile) -> dict[str, Any]:
    """Per game: matches, wins, win share and rating, beside every bot level's rating."""
    ratings = schema.ratings
    with engine.connect() as connection:
        mine = list(connection.execute(select(ratings).where(
            ratings.c.identity == identity_of(profile.id)).order_by(ratings.c.variant)))
        variants = [row.variant for row in mine]
        bots = list(connection.execute(select(ratings).where(
            ratings.c.variant.in_(variants), ratings.c.identity.like("bot:%"))
            .order_by(ratings.c.identity)))
    games = []
    for row in mine:
        standing = Standing(row.mu, row.sigma, row.matches, row.wins)
        games.append({
            "variant": row.variant, **_standing(standing),
            "bots": [{"level": bot.identity.removeprefix("bot:"),
                      **_standing(Standing(bot.mu, bot.sigma, bot.matches, bot.wins))}
                     for bot in bots if bot.variant == row.variant]})
    return {"games": games, "scale": {"base": SCALE_BASE, "step": SCALE_STEP,
                                      "rated_after": RATED_AFTER}}


def _standing(standing: Standing) -> dict[str, Any]:
    return {"matches": standing.matches, "wins": standing.wins,
            "win_share": standing.wins / standing.matches if standing.matches else 0.0,
            "rating": round(standing.ordinal, 2), "score": standing.score,
            "provisional": standing.provisional, "mu": round(standing.mu, 3),
            "sigma": round(standing.sigma, 3)}


def export(engine: Engine, profile: Profile) -> dict[str, Any]:
    """Everything stored about the profile, as one JSON document."""
    parts, matches = schema.participations, schema.finished_matches
    with engine.connect() as connection:
        rows = list(connection.execute(
            select(parts.c.match_id, parts.c.seat, parts.c.won, matches,
                   schema.series.c.wins.label("series"))
            .join(matches, matches.c.id == parts.c.match_id)
            .outerjoin(schema.series, schema.series.c.match_id == parts.c.match_id)
            .where(parts.c.profile_id == profile.id).order_by(parts.c.match_id)))
        claims = [{"code": row.code, "seat": row.seat} for row in connection.execute(
            select(schema.seat_claims).where(schema.seat_claims.c.profile_id == profile.id))]
    return {"format": "maumau-profile", "version": 1,
            "profile": {"id": profile.id, "name": profile.name, "created": profile.created},
            "seats": claims, "matches": [_entry(row) for row in rows],
            "stats": stats(engine, profile)["games"],
            "settings": settings.load(engine, profile)}

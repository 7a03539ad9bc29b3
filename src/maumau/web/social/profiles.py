"""Profiles without passwords: a display name bound to a device by a random secret that
the browser keeps and the server stores only as a SHA-256 hash (like seat tokens)."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass

from sqlalchemy import Connection, Engine, delete, select, update

from maumau.web.errors import ApiError
from maumau.web.social import schema
from maumau.web.social.fields import object_body, reason, text
from maumau.web.social.ratings import identity_of
from maumau.web.storage.repository import hash_token
from maumau.web.tables.events import SeatReleased

__all__ = [
    "MAX_NAME",
    "Profile",
    "claim_seat",
    "create",
    "find",
    "on_seat_released",
    "read_name",
    "release_seat",
    "remove",
    "rename",
    "secret_from",
]

MAX_NAME = 40


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    created: float


def read_name(body: object) -> str:
    name = text(object_body(body), "name", 1, MAX_NAME)
    assert name is not None
    return name


def secret_from(header: str | None) -> str:
    """The device secret from ``Authorization: Bearer <secret>``."""
    if header is None or not header.startswith("Bearer ") or not header[7:].strip():
        raise ApiError(401, "no_profile",
                       "send the profile's device secret as 'Authorization: Bearer <secret>'",
                       {"reason": reason("no_profile")})
    return header[7:].strip()


def create(connection: Connection, name: str) -> tuple[Profile, str]:
    """A new profile and its secret (shown once; only its hash is stored)."""
    secret = secrets.token_urlsafe(32)
    profile = Profile(secrets.token_urlsafe(12), name, time.time())
    connection.execute(schema.profiles.insert().values(
        id=profile.id, secret_hash=hash_token(secret), name=name, created=profile.created))
    return profile, secret


def find(engine: Engine, secret: str) -> Profile:
    with engine.connect() as connection:
        row = connection.execute(select(schema.profiles).where(
            schema.profiles.c.secret_hash == hash_token(secret))).first()
    if row is None:
        raise ApiError(401, "unknown_profile", "no profile has this device secret "
                                               "(it may have been deleted)",
                       {"reason": reason("unknown_profile")})
    return Profile(row.id, row.name, row.created)


def rename(connection: Connection, profile: Profile, name: str) -> None:
    connection.execute(update(schema.profiles).where(schema.profiles.c.id == profile.id)
                       .values(name=name))


def claim_seat(connection: Connection, profile: Profile, code: str, seat: int) -> None:
    """The profile plays ``seat`` at table ``code``: finished matches there count for it."""
    claims = schema.seat_claims
    connection.execute(delete(claims).where(claims.c.code == code, claims.c.seat == seat))
    connection.execute(claims.insert().values(code=code, seat=seat, profile_id=profile.id))


def release_seat(connection: Connection, code: str, seat: int) -> None:
    """Nobody's profile plays ``seat`` any more (its person was removed by the host)."""
    claims = schema.seat_claims
    connection.execute(delete(claims).where(claims.c.code == code, claims.c.seat == seat))


def on_seat_released(connection: Connection, event: SeatReleased) -> None:
    """The listener of the server's :class:`~maumau.web.tables.events.SeatReleased`."""
    release_seat(connection, event.code, event.seat)


def remove(connection: Connection, profile: Profile) -> None:
    """Delete the profile and everything stored about it: seat claims, participations and
    its ratings. The matches themselves stay for the other players (with seat names only)."""
    connection.execute(delete(schema.seat_claims)
                       .where(schema.seat_claims.c.profile_id == profile.id))
    connection.execute(delete(schema.profile_settings)
                       .where(schema.profile_settings.c.profile_id == profile.id))
    connection.execute(delete(schema.participations)
                       .where(schema.participations.c.profile_id == profile.id))
    connection.execute(delete(schema.ratings)
                       .where(schema.ratings.c.identity == identity_of(profile.id)))
    connection.execute(delete(schema.profiles).where(schema.profiles.c.id == profile.id))

"""A profile's accessibility settings (docs/accessibility.md): large cards, high
contrast, reduced motion, single-key shortcuts, the bots' pace and the throw-in time,
kept for the profile so that its other devices find them. The page keeps the same in
the browser for guests."""

from __future__ import annotations

import json
import time
from typing import Any

from sqlalchemy import Connection, Engine, delete, insert, select

from maumau.web.social import schema
from maumau.web.social.fields import bad, object_body
from maumau.web.social.profiles import Profile
from maumau.web.tables.pace import PACES, THROW_INS

__all__ = [
    "FLAGS",
    "forget",
    "load",
    "read_settings",
    "store",
]

FLAGS = ("large", "contrast", "calm", "keys")
"""The settings that are on or off."""
CHOICES = {"pace": PACES, "throwIn": THROW_INS}
"""The settings that take one of a few words."""


def read_settings(body: object) -> dict[str, Any]:
    """The settings in a request body: only the known ones, each checked; a missing one is
    left out (the page keeps its default)."""
    data = object_body(body)
    unknown = sorted(set(data) - set(FLAGS) - set(CHOICES))
    if unknown:
        raise bad(f"unknown settings: {', '.join(unknown)}; known: "
                  f"{', '.join([*FLAGS, *CHOICES])}")
    settings: dict[str, Any] = {}
    for name in FLAGS:
        if name in data:
            if not isinstance(data[name], bool):
                raise bad(f"{name!r} must be true or false")
            settings[name] = data[name]
    for name, allowed in CHOICES.items():
        if name in data:
            if data[name] not in allowed:
                raise bad(f"{name!r} must be one of {', '.join(allowed)}")
            settings[name] = data[name]
    return settings


def store(connection: Connection, profile: Profile, settings: dict[str, Any]) -> None:
    """Replace the profile's settings."""
    table = schema.profile_settings
    connection.execute(delete(table).where(table.c.profile_id == profile.id))
    connection.execute(insert(table).values(profile_id=profile.id, body=json.dumps(settings),
                                            changed=time.time()))


def load(engine: Engine, profile: Profile) -> dict[str, Any]:
    """The profile's settings (empty when it never stored any)."""
    table = schema.profile_settings
    with engine.connect() as connection:
        row = connection.execute(select(table.c.body)
                                 .where(table.c.profile_id == profile.id)).first()
    if row is None:
        return {}
    stored: dict[str, Any] = json.loads(row.body)
    return stored


def forget(connection: Connection, profile: Profile) -> None:
    """Delete the profile's settings (the profile is being deleted)."""
    table = schema.profile_settings
    connection.execute(delete(table).where(table.c.profile_id == profile.id))

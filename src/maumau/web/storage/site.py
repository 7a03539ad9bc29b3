"""The relay secret of a site: what the server processes sharing one database prove to
each other with when one relays a client to another (:mod:`maumau.web.tables.relay`).

It is made once, by the first process that needs it, and kept in the database
(``maumau_site``); every process reads it at start. Only a process that can read the
database knows it, so a client cannot claim to be a relay: without it, the headers that
name a relayed client's address are dropped (:mod:`maumau.web.guard.forwarded`).
"""

from __future__ import annotations

import secrets

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError

from maumau.web.storage import db

__all__ = [
    "RELAY_SECRET",
    "relay_secret",
]

RELAY_SECRET = "relay_secret"


def relay_secret(engine: Engine) -> str:
    """The site's relay secret, made now if the database has none yet (a worker thread).
    Processes starting together agree: the first insert wins, the others read it."""
    for _ in range(3):
        with engine.connect() as connection:
            found = connection.execute(select(db.site.c.value).where(
                db.site.c.name == RELAY_SECRET)).scalar()
        if found is not None:
            return str(found)
        try:
            with engine.begin() as connection:
                connection.execute(db.site.insert().values(name=RELAY_SECRET,
                                                           value=secrets.token_hex(32)))
        except IntegrityError:  # another process made it first: read that one
            continue
    raise RuntimeError("the site's relay secret could neither be read nor made")

"""Several server processes on one PostgreSQL database: table ownership leases and the
notifications between processes.

Each table in play is owned by one process at a time: a row in ``maumau_owners`` names the
process and the address its peers reach it at, and holds until ``expires`` (the database's
clock, so machines with different clocks agree). The owner renews all its leases together
every third of a lease (the heartbeat); a process that dies stops renewing, and once its
leases have expired another process takes its tables over by replaying their stored
actions. A process that finds at a heartbeat that it no longer holds a lease (it stalled
longer than a lease) drops the table at once.

Processes tell each other through PostgreSQL's LISTEN/NOTIFY on one channel:

- ``claimed CODE OWNER ADDRESS``: a process took a table; another process that still had it
  in memory drops it, and connections relayed to a former owner are closed (their clients
  reconnect and are routed to the new owner);
- ``released CODE``: a process let a table go (it shut down, or the table left memory);
  a table still being played is taken over at once instead of after its lease.

The notifications only make hand-overs quick: correctness rests on the leases alone, so a
lost notification (the listening connection broke) costs time, not data.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable

import psycopg
from sqlalchemy import Engine, text

__all__ = [
    "CHANNEL",
    "NOW",
    "Cluster",
    "Handler",
    "log",
]

log = logging.getLogger(__name__)

CHANNEL = "maumau_owners"
NOW = "extract(epoch from clock_timestamp())"

_CLAIM = text(f"""
    INSERT INTO maumau_owners (code, owner, address, expires)
    VALUES (:code, :owner, :address, {NOW} + :lease)
    ON CONFLICT (code) DO UPDATE
        SET owner = excluded.owner, address = excluded.address, expires = excluded.expires
        WHERE maumau_owners.owner = excluded.owner OR maumau_owners.expires < {NOW}
    RETURNING owner""")
_OWNER = text(f"SELECT address, expires > {NOW} AS live FROM maumau_owners WHERE code = :code")
_RENEW = text(f"UPDATE maumau_owners SET expires = {NOW} + :lease WHERE owner = :owner "
              "RETURNING code")
_ORPHANS = text(f"""
    SELECT o.code FROM maumau_owners o JOIN maumau_lifecycle l ON l.code = o.code
    WHERE o.expires < {NOW} AND l.closed IS NULL AND l.broken IS NULL
    ORDER BY o.expires LIMIT :most""")
_RELEASE = text("DELETE FROM maumau_owners WHERE owner = :owner AND code = :code")
_NOTIFY = text(f"SELECT pg_notify('{CHANNEL}', :payload)")


Handler = Callable[[str, list[str]], Awaitable[None]]


class Cluster:
    """This process's side of the leases: claim, renew, release, and the notifications."""

    def __init__(self, engine: Engine, address: str, lease_seconds: float) -> None:
        self.engine = engine
        self.address = address
        """Where the other processes reach this one (host:port of its peer socket)."""
        self.lease_seconds = lease_seconds
        self.owner = secrets.token_hex(8)
        """This process's identity in the leases (new at every start)."""

    # ----------------------------------------------------------------- leases

    def claim(self, code: str) -> str | None:
        """Take or renew the lease of ``code``: None when this process holds it now, else
        the address of the live process that does. A blocking call (use a thread)."""
        with self.engine.begin() as connection:
            won = connection.execute(_CLAIM, {"code": code, "owner": self.owner,
                                              "address": self.address,
                                              "lease": self.lease_seconds}).first()
            if won is not None:
                connection.execute(_NOTIFY, {
                    "payload": f"claimed {code} {self.owner} {self.address}"})
                return None
            holder = connection.execute(_OWNER, {"code": code}).first()
        if holder is None:  # released between the two statements: try once more
            return self.claim(code)
        return str(holder.address)

    def renew(self) -> set[str]:
        """Renew every lease of this process; the codes it still holds."""
        with self.engine.begin() as connection:
            rows = connection.execute(_RENEW, {"owner": self.owner,
                                               "lease": self.lease_seconds})
            return {row.code for row in rows}

    def orphans(self, most: int = 100) -> list[str]:
        """Open tables whose owner stopped renewing (it died): to be taken over."""
        with self.engine.connect() as connection:
            return [row.code for row in connection.execute(_ORPHANS, {"most": most})]

    def release(self, codes: list[str], notify: bool = True) -> None:
        """Let tables go; ``notify``: tell the others, so that a table in play is taken
        over at once (not for a finished table leaving memory: nobody needs it now)."""
        if not codes:
            return
        with self.engine.begin() as connection:
            for code in codes:
                connection.execute(_RELEASE, {"owner": self.owner, "code": code})
                if notify:
                    connection.execute(_NOTIFY, {"payload": f"released {code}"})

    # ----------------------------------------------------------------- notifications

    async def listen(self, handle: Handler) -> None:
        """Receive the channel's notifications until cancelled, reconnecting after a broken
        connection (with a pause: the leases keep things right meanwhile)."""
        conninfo = self.engine.url.set(drivername="postgresql").render_as_string(
            hide_password=False)
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                        conninfo, autocommit=True) as connection:
                    await connection.execute(f"LISTEN {CHANNEL}")
                    async for note in connection.notifies():
                        kind, *rest = note.payload.split(" ")
                        try:
                            await handle(kind, rest)
                        except Exception:
                            log.exception("handling the notification %r failed", note.payload)
            except asyncio.CancelledError:
                raise
            except Exception as problem:
                log.warning("listening for other processes failed (%s); retrying", problem)
                await asyncio.sleep(min(2.0, self.lease_seconds / 3))

    async def heartbeat(self, owned: Callable[[], set[str]],
                        lost: Callable[[set[str]], Awaitable[None]],
                        adopt: Callable[[list[str]], Awaitable[None]]) -> None:
        """Every third of a lease: renew, report the leases lost (of the tables ``owned``
        before renewing: one claimed meanwhile is not lost), adopt orphaned tables."""
        while True:
            await asyncio.sleep(self.lease_seconds / 3)
            try:
                before = owned()
                held = await asyncio.to_thread(self.renew)
                if before - held:
                    await lost(before - held)
                orphans = await asyncio.to_thread(self.orphans)
                if orphans:
                    await adopt(orphans)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("renewing the table leases failed")


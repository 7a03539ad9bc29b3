"""How many server processes serve the site now (PostgreSQL only).

Each process keeps a row in ``maumau_processes`` alive, renewed every third of a lease like
its table leases (:mod:`maumau.web.storage.cluster`), and deleted when it stops; a process that
died drops out once its row expires. The count tells each process its share of the rates
it counts in memory (:mod:`maumau.web.guard.limits`): with two processes each allows half, so the
site as a whole never lets more through than the documented rate. A process that starts
announces itself (the notification ``present``), and the others count again at once.
"""

from __future__ import annotations

from sqlalchemy import Engine, text

from maumau.web.storage.cluster import CHANNEL, NOW

__all__ = [
    "Presence",
]

_RENEW = text(f"""
    INSERT INTO maumau_processes (owner, expires) VALUES (:owner, {NOW} + :lease)
    ON CONFLICT (owner) DO UPDATE SET expires = excluded.expires""")
_COUNT = text(f"SELECT count(*) FROM maumau_processes WHERE expires > {NOW}")
_FORGET = text(f"DELETE FROM maumau_processes WHERE owner = :owner OR expires < {NOW} - 3600")
_GONE = text("DELETE FROM maumau_processes WHERE owner = :owner")
_NOTIFY = text(f"SELECT pg_notify('{CHANNEL}', :payload)")


class Presence:
    """This process's row among the live processes (blocking calls: a worker thread)."""

    def __init__(self, engine: Engine, owner: str, lease_seconds: float) -> None:
        self.engine = engine
        self.owner = owner
        self.lease_seconds = lease_seconds

    def announce(self) -> int:
        """Join the live processes and tell the others; how many are live now."""
        with self.engine.begin() as connection:
            connection.execute(_FORGET, {"owner": self.owner})
            connection.execute(_RENEW, {"owner": self.owner, "lease": self.lease_seconds})
            connection.execute(_NOTIFY, {"payload": f"present {self.owner}"})
        return self.count()

    def renew(self) -> int:
        """Stay among the live processes; how many are live now."""
        with self.engine.begin() as connection:
            connection.execute(_RENEW, {"owner": self.owner, "lease": self.lease_seconds})
        return self.count()

    def count(self) -> int:
        with self.engine.connect() as connection:
            return max(1, int(connection.execute(_COUNT).scalar_one()))

    def leave(self) -> None:
        with self.engine.begin() as connection:
            connection.execute(_GONE, {"owner": self.owner})

"""When the database cannot be reached: how such a failure is told apart from a bug, how
its address is shown without the password, and the wait for it at start.

A database server that is down, restarting or unreachable makes SQLAlchemy raise an
:class:`~sqlalchemy.exc.OperationalError` (connection refused, the server closed the
connection, a timeout), an :class:`~sqlalchemy.exc.InterfaceError`, a pool
:class:`~sqlalchemy.exc.TimeoutError`, or any :class:`~sqlalchemy.exc.DBAPIError` that
invalidated its connection. :func:`unavailable` says whether a failure is one of those:
the server answers them with the refusal ``database_unavailable`` (503: try again later,
nothing was changed) instead of an error of its own.
"""

from __future__ import annotations

import time

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import (
    ArgumentError,
    DBAPIError,
    InterfaceError,
    OperationalError,
    TimeoutError as PoolTimeout,
)

from maumau.web.errors import ApiError, ProtocolError, ServeError
from maumau.web.storage.db import CONNECT_TIMEOUT

__all__ = [
    "RETRY_AFTER",
    "UNAVAILABLE_CODE",
    "UNREACHABLE_STATUS",
    "WAIT_SECONDS",
    "down",
    "first_line",
    "http_refusal",
    "problem",
    "protocol_refusal",
    "shown_url",
    "unavailable",
    "unreachable",
    "wait_for",
]

UNREACHABLE_STATUS = 75
"""The exit status of a server that cannot reach its database (``EX_TEMPFAIL`` of
sysexits.h: a temporary failure, try again later). systemd's ``Restart=on-failure``
starts the server again; docs/hosting.md lists it with the other statuses."""
UNAVAILABLE_CODE = "database_unavailable"
"""The refusal's code (and its reason's: ``why.database_unavailable``)."""
RETRY_AFTER = 5
"""Seconds an HTTP client is asked to wait before it tries again (``Retry-After``)."""
WAIT_SECONDS = 30.0
"""How long a server waits for its database at start before it gives up
(``MAUMAU_DATABASE_WAIT`` changes it)."""


def unavailable(failure: BaseException) -> bool:
    """Whether ``failure`` (or what caused it) says the database cannot be reached now,
    rather than that a statement was wrong."""
    seen: set[int] = set()
    found: BaseException | None = failure
    while found is not None and id(found) not in seen:
        seen.add(id(found))
        if isinstance(found, OperationalError | InterfaceError | PoolTimeout):
            return True
        if isinstance(found, DBAPIError) and found.connection_invalidated:
            return True
        found = found.__cause__
    return False


def first_line(failure: BaseException) -> str:
    """The first line of the driver's own words for ``failure`` (without SQLAlchemy's
    wrapping and its link), short enough for one line of a log or a terminal."""
    cause = failure.orig if isinstance(failure, DBAPIError) else failure
    lines = [line.strip() for line in str(cause).splitlines() if line.strip()]
    return (lines[0] if lines else type(cause).__name__)[:300]


def shown_url(database_url: str) -> str:
    """The database's address as it may be printed: the password replaced by ``***``."""
    try:
        return make_url(database_url).render_as_string(hide_password=True)
    except ArgumentError:
        return "(an address that cannot be read)"


def problem(database_url: str) -> str | None:
    """Why the database at ``database_url`` cannot be reached now (its driver's first
    line), or None when a connection answers."""
    url = make_url(database_url)
    arguments = {"connect_timeout": CONNECT_TIMEOUT} \
        if url.get_backend_name() == "postgresql" else {}
    engine = create_engine(url, connect_args=arguments)
    try:
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
    except Exception as failure:
        if not unavailable(failure):
            raise
        return first_line(failure)
    finally:
        engine.dispose()
    return None


def wait_for(database_url: str, seconds: float, pause: float = 1.0) -> str | None:
    """Try to reach the database until it answers or ``seconds`` have passed: None when
    it answered, else why the last try failed."""
    deadline = time.monotonic() + seconds
    while True:
        reason = problem(database_url)
        if reason is None or time.monotonic() + pause > deadline:
            return reason
        time.sleep(pause)


def unreachable(database_url: str, reason: str, seconds: float) -> ServeError:
    """The refusal to start (or go on) without the database: ``database_unreachable``,
    exit status :data:`UNREACHABLE_STATUS`, its address shown without the password."""
    where = shown_url(database_url)
    return ServeError("database_unreachable",
                      f"the database at {where} did not answer within {seconds:g} s "
                      f"({reason}); check that it runs and that DATABASE_URL or "
                      f"--database-url names it: the server exits with status "
                      f"{UNREACHABLE_STATUS}, to be started again", status=UNREACHABLE_STATUS,
                      url=where, reason=reason, seconds=f"{seconds:g}",
                      exit_status=UNREACHABLE_STATUS)


def http_refusal() -> ApiError:
    """The answer to an HTTP request the database's absence kept from being served: 503
    ``database_unavailable``; nothing was changed."""
    return ApiError(503, "database_unavailable", "the server cannot reach its database "
                    "right now; nothing was changed, try again later",
                    {"reason": {"code": "database_unavailable", "params": {}}})


def protocol_refusal() -> ProtocolError:
    """The ``error`` a WebSocket message gets when the database's absence kept it from
    being handled; nothing was changed."""
    return ProtocolError("database_unavailable", "the server cannot reach its database "
                         "right now; nothing was changed, try again later",
                         why="database_unavailable")


def down(database_url: str, reason: str) -> ServeError:
    """An operator's command that cannot reach its database: ``database_down``, exit
    status :data:`UNREACHABLE_STATUS`, the address shown without the password."""
    where = shown_url(database_url)
    return ServeError("database_down", f"the database at {where} cannot be reached "
                      f"({reason}); check that it runs and that DATABASE_URL or "
                      "--database-url names it", status=UNREACHABLE_STATUS, url=where,
                      reason=reason)

"""The server's log: plain lines (the default) or, with ``--log-format json``, one JSON
object a line with ``time`` (UTC, ISO 8601), ``level``, ``logger``, ``event`` (the
message) and ``fields`` (the values the message was filled with, and what a caller gave
as ``extra={"fields": {...}}``), plus ``error`` with the traceback where there is one.

Every record goes through the one handler on the root logger: uvicorn is started without
a logging set-up of its own (``log_config=None``), so its loggers hand their records up
to it and nothing is written twice.
"""

from __future__ import annotations

import logging
import sys
from datetime import UTC, datetime
from typing import IO, Any

import orjson

__all__ = [
    "SERVER_LOGGERS",
    "JsonFormatter",
    "configure",
]

SERVER_LOGGERS = ("maumau",)
"""Loggers told at INFO; everything else (uvicorn, its access log) at WARNING."""
_STANDARD = set(logging.LogRecord("", 0, "", 0, "", None, None).__dict__) | {
    "message", "asctime", "fields"}


class JsonFormatter(logging.Formatter):
    """One JSON object per record, on one line."""

    def format(self, record: logging.LogRecord) -> str:
        fields: dict[str, Any] = {}
        if isinstance(record.args, dict):
            fields.update(record.args)
        elif record.args:
            fields["args"] = list(record.args)
        given = record.__dict__.get("fields")
        if isinstance(given, dict):
            fields.update(given)
        fields.update({key: value for key, value in record.__dict__.items()
                       if key not in _STANDARD and not key.startswith("_")})
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(
                timespec="milliseconds").replace("+00:00", "Z"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "event": record.getMessage(),
            "fields": fields,
        }
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["error"] = record.exc_text
        return orjson.dumps(entry, default=str).decode()


def configure(log_format: str, stream: IO[str] | None = None) -> logging.Handler | None:
    """Set up the root logger for ``log_format`` (``json``; ``text`` leaves the plain
    defaults as they were); the handler added, or None."""
    if log_format != "json":
        return None
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
    for name in SERVER_LOGGERS:
        logging.getLogger(name).setLevel(logging.INFO)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logger = logging.getLogger(name)
        logger.handlers.clear()
        logger.propagate = True
        logger.setLevel(logging.WARNING)
    return handler

"""The WebSocket protocol's messages: reading and checking what a client sends, and
writing what the server sends (docs/protocol.md)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from maumau.web.config import PROTOCOL_VERSION
from maumau.web.errors import ProtocolError

MAX_MESSAGE = 16_384
HOST_COMMANDS = ("add_bot", "remove_bot", "start", "next_round", "new_match")

_FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {},
    "action": {"state": (int,), "action": (str,)},
    "add_bot": {"seat": (int,), "level": (str,)},
    "remove_bot": {"seat": (int,)},
    "start": {},
    "next_round": {},
    "new_match": {},
    "ping": {},
}


@dataclass(frozen=True)
class Incoming:
    """A checked client message: its type, its fields and the ``id`` to echo as ``ref``."""

    type: str
    fields: dict[str, Any]
    ref: str | int | float | None


class BadMessage(ProtocolError):
    """A refused message, with the ``ref`` to answer it by when it had a usable ``id``."""

    def __init__(self, code: str, message: str, ref: str | int | float | None) -> None:
        super().__init__(code, message)
        self.ref = ref


def parse_message(text: str | bytes) -> Incoming:
    """Read one client message; raise :class:`BadMessage` naming the problem."""
    if len(text) > MAX_MESSAGE:
        raise BadMessage("malformed", f"a message may be at most {MAX_MESSAGE} bytes", None)
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        raise BadMessage("malformed", "the message is not JSON", None) from None
    if not isinstance(data, dict):
        raise BadMessage("malformed", "the message must be a JSON object", None)
    ref = data.get("id")
    if ref is not None and (isinstance(ref, bool) or not isinstance(ref, str | int | float)):
        raise BadMessage("malformed", "'id' must be a string or a number", None)
    if "v" not in data:
        raise BadMessage("malformed", "the message lacks 'v' (the protocol version)", ref)
    if data["v"] != PROTOCOL_VERSION or isinstance(data["v"], bool):
        raise BadMessage("unsupported_version",
                         f"protocol version {data['v']!r} is not supported; use "
                         f"{PROTOCOL_VERSION}", ref)
    kind = data.get("type")
    if not isinstance(kind, str):
        raise BadMessage("malformed", "the message lacks 'type' (a string)", ref)
    expected = _FIELDS.get(kind)
    if expected is None:
        raise BadMessage("unknown_type", f"unknown message type {kind!r}; known: "
                         + ", ".join(_FIELDS), ref)
    for name, types in expected.items():
        value = data.get(name)
        if value is None or isinstance(value, bool) or not isinstance(value, types):
            wanted = "a whole number" if types == (int,) else "a string"
            raise BadMessage("malformed", f"{kind!r} needs {name!r} as {wanted}", ref)
    if kind == "hello":
        _check_hello(data, ref)
    return Incoming(kind, data, ref)


def _check_hello(data: dict[str, Any], ref: str | int | float | None) -> None:
    token = data.get("token")
    if token is not None and not isinstance(token, str):
        raise BadMessage("malformed", "'token' must be a string or null", ref)
    lang = data.get("lang")
    if lang is not None and lang not in ("de", "en"):
        raise BadMessage("malformed", "'lang' must be 'de' or 'en'", ref)


def _message(kind: str, ref: object, **fields: Any) -> str:
    data: dict[str, Any] = {"v": PROTOCOL_VERSION, "type": kind}
    if ref is not None:
        data["ref"] = ref
    data.update(fields)
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def error(code: str, message: str, ref: object = None,
          reason: dict[str, Any] | None = None) -> str:
    """A refusal; ``reason`` (the library's code and params) only where there is one."""
    if reason is None:
        return _message("error", ref, code=code, message=message)
    return _message("error", ref, code=code, message=message, reason=reason)


def pong(ref: object = None) -> str:
    return _message("pong", ref)


def welcome(seat: int | None, host: bool, table: dict[str, Any], ref: object = None) -> str:
    return _message("welcome", ref, seat=seat, host=host, table=table)


def state(state_id: int, table: str, view: str, events: str, scores: str,
              match_result: str, deadline: float | None, ref: object = None) -> str:
    """A ``state`` message from parts already in JSON (shared by many connections)."""
    head = f'{{"v":{PROTOCOL_VERSION},"type":"state"'
    if ref is not None:
        head += ',"ref":' + json.dumps(ref)
    return (f'{head},"state":{state_id},"table":{table},"view":{view},"events":{events},'
            f'"scores":{scores},"match_result":{match_result},'
            f'"deadline":{json.dumps(deadline)}}}')

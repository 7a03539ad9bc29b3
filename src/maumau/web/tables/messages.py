"""The WebSocket protocol's messages: reading and checking what a client sends, and
writing what the server sends (docs/protocol.md).

JSON is read and written with orjson where it is installed (the server); a Python with
only the standard library (the browser's, :mod:`maumau.web.offline`) uses :mod:`json`,
written to give the very same text (:func:`dumps`)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from maumau import i18n
from maumau.web.config import PROTOCOL_VERSION
from maumau.web.errors import ProtocolError
from maumau.web.guard import limits_table
from maumau.web.tables import pace

__all__ = [
    "HOST_COMMANDS",
    "MAX_MESSAGE",
    "BadMessage",
    "Incoming",
    "dumps",
    "error",
    "parse_message",
    "patch",
    "peek_ref",
    "pong",
    "removed",
    "state",
    "talk",
    "welcome",
]

MAX_MESSAGE = 16_384
HOST_COMMANDS = ("add_bot", "remove_bot", "start", "next_round", "new_match",
                 "remove_person", "hand_host", "chat", "list_table")

_FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {},
    "action": {"state": (int,), "action": (str,)},
    "add_bot": {"seat": (int,), "level": (str,)},
    "remove_bot": {"seat": (int,)},
    "start": {},
    "next_round": {},
    "new_match": {},
    "remove_person": {"seat": (int,)},
    "hand_host": {"seat": (int,)},
    "talk": {},
    "chat": {},
    "list_table": {},
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

    def __init__(self, code: str, message: str, ref: str | int | float | None, *,
                 why: str | None = None, params: dict[str, Any] | None = None) -> None:
        super().__init__(code, message, why=why, params=params)
        self.ref = ref


def parse_message(text: str | bytes, limit: int = MAX_MESSAGE) -> Incoming:
    """Read one client message; raise :class:`BadMessage` naming the problem.

    The size limit counts UTF-8 bytes. orjson refuses what the standard library would let
    through to break later: nesting deeper than 1024 levels and lone surrogates (``\\ud800``),
    which could not be encoded again in the reply (without orjson, the standard library
    reads the message)."""
    size = len(text) if isinstance(text, bytes) else len(text.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise BadMessage("too_large", f"a message may be at most {limit} bytes "
                                      f"(UTF-8), this one has {size}", None,
                         why="message_size", params={"n": limit, "size": size})
    try:
        data = _loads(text)
    except json.JSONDecodeError as problem:
        raise BadMessage("malformed", f"the message is not JSON ({problem})", None,
                         why="not_json") from None
    if not isinstance(data, dict):
        raise BadMessage("malformed", "the message must be a JSON object", None,
                         why="not_object")
    ref = data.get("id")
    if ref is not None and (isinstance(ref, bool) or not isinstance(ref, str | int | float)):
        raise BadMessage("malformed", "'id' must be a string or a number", None,
                         why="id_type")
    if "v" not in data:
        raise BadMessage("malformed", "the message lacks 'v' (the protocol version)", ref,
                         why="no_version")
    if data["v"] != PROTOCOL_VERSION or isinstance(data["v"], bool):
        raise BadMessage("unsupported_version",
                         f"protocol version {data['v']!r} is not supported; use "
                         f"{PROTOCOL_VERSION}", ref, why="protocol_version",
                         params={"version": PROTOCOL_VERSION})
    kind = data.get("type")
    if not isinstance(kind, str):
        raise BadMessage("malformed", "the message lacks 'type' (a string)", ref,
                         why="no_type")
    expected = _FIELDS.get(kind)
    if expected is None:
        raise BadMessage("unknown_type", f"unknown message type {kind!r}; known: "
                         + ", ".join(_FIELDS), ref, why="unknown_type",
                         params={"type": kind})
    declared = limits_table.MESSAGES.get(kind)
    cap = declared.body if declared is not None else 0
    if 0 < cap < size:
        raise BadMessage("too_large", f"a {kind!r} message may be at most {cap} bytes "
                                      f"(UTF-8), this one has {size}", ref,
                         why="message_size", params={"n": cap, "size": size})
    for name, types in expected.items():
        value = data.get(name)
        if value is None or isinstance(value, bool) or not isinstance(value, types):
            if types == (int,):
                raise BadMessage("malformed", f"{kind!r} needs {name!r} as a whole number",
                                 ref, why="field_whole", params={"field": name})
            raise BadMessage("malformed", f"{kind!r} needs {name!r} as a string", ref,
                             why="field_text", params={"field": name})
    if kind == "hello":
        _check_hello(data, ref)
    return Incoming(kind, data, ref)


def peek_ref(text: str | bytes) -> str | int | float | None:
    """The ``id`` of a message that is refused before it is read (over the rate), so the
    refusal can name it as ``ref``; None when the text is not a message with a usable id."""
    try:
        data = _loads(text)
    except json.JSONDecodeError:
        return None
    ref = data.get("id") if isinstance(data, dict) else None
    if isinstance(ref, bool) or not isinstance(ref, str | int | float):
        return None
    return ref


def _check_hello(data: dict[str, Any], ref: str | int | float | None) -> None:
    token = data.get("token")
    if token is not None and not isinstance(token, str):
        raise BadMessage("malformed", "'token' must be a string or null", ref,
                         why="field_text", params={"field": "token"})
    lang = data.get("lang")
    if lang is not None and lang not in i18n.LANGUAGES:
        raise BadMessage("malformed", "'lang' must be 'de' or 'en'", ref,
                         why="field_choice",
                         params={"field": "lang", "choices": ", ".join(i18n.LANGUAGES)})
    for name, allowed in (("pace", pace.PACES), ("throw_in", pace.THROW_INS)):
        value = data.get(name)
        if value is not None and value not in allowed:
            raise BadMessage("malformed", f"{name!r} must be one of {', '.join(allowed)}", ref,
                             why="field_choice",
                             params={"field": name, "choices": ", ".join(allowed)})


def _message(kind: str, ref: object, **fields: Any) -> str:
    data: dict[str, Any] = {"v": PROTOCOL_VERSION, "type": kind}
    if ref is not None:
        data["ref"] = ref
    data.update(fields)
    return dumps(data)


try:
    import orjson
except ImportError:  # the standard library only (the browser's Python)
    def dumps(data: Any) -> str:
        """Compact JSON text, as every server message is written: as orjson writes it."""
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        return text if "e-" not in text else _written(data)

    def _loads(text: str | bytes) -> Any:
        return json.loads(text)
else:
    def dumps(data: Any) -> str:
        """Compact JSON text, as every server message is written."""
        return orjson.dumps(data).decode()

    def _loads(text: str | bytes) -> Any:  # orjson.JSONDecodeError is json's
        return orjson.loads(text)


_EXPONENT = re.compile(r"^(-?)(\d)(?:\.(\d+))?e-(\d+)$")


def float_text(value: float) -> str:
    """A float as orjson writes it: as Python's ``repr`` but for a negative exponent,
    written without its leading zero (``1e-7``), and a number from 1e-5 to 1e-4 written out
    (``0.00001``)."""
    text = repr(value)
    found = _EXPONENT.match(text)
    if found is None:
        return text
    sign, first, rest, exponent = found.groups()
    if int(exponent) == 5:
        return f"{sign}0.0000{first}{rest or ''}"
    return f"{sign}{first}{'.' + rest if rest else ''}e-{int(exponent)}"


def _written(data: Any) -> str:
    """JSON text with each float as :func:`float_text` writes it (the standard library's
    encoder writes small ones otherwise)."""
    if isinstance(data, dict):
        return "{" + ",".join(f"{_written(str(key))}:{_written(value)}"
                              for key, value in data.items()) + "}"
    if isinstance(data, list | tuple):
        return "[" + ",".join(_written(item) for item in data) + "]"
    if isinstance(data, float) and not isinstance(data, bool):
        return float_text(data)
    return json.dumps(data, ensure_ascii=False)


def error(code: str, message: str, ref: object = None,
          reason: dict[str, Any] | None = None, *, why: str | None = None,
          params: dict[str, Any] | None = None) -> str:
    """A refusal; ``reason`` (the library's code and params, or ``why`` and ``params``: a
    ``why.<code>`` text for the page) only where there is one."""
    if reason is None and why is not None:
        reason = {"code": why, "params": params or {}}
    if reason is None:
        return _message("error", ref, code=code, message=message)
    return _message("error", ref, code=code, message=message, reason=reason)


def removed(seat: int) -> str:
    """To the connections of a person the host removed: their token no longer works."""
    return error("removed", f"the host removed you from seat {seat}; your seat token no "
                            "longer works (you may join again by the link)")


def talk(entry: dict[str, Any], ref: object = None) -> str:
    """A chat line or reaction, to everybody at the table."""
    return _message("talk", ref, talk=entry)


def pong(ref: object = None) -> str:
    return _message("pong", ref)


def welcome(seat: int | None, host: bool, table: dict[str, Any], ref: object = None,
            talk: list[dict[str, Any]] | None = None) -> str:
    """The answer to ``hello``; ``talk`` is the table's newest talk, oldest first."""
    return _message("welcome", ref, seat=seat, host=host, table=table, talk=talk or [])


def state(state_id: int, table: str, view: str, events: str, scores: str,
              match_result: str, deadline: float | None, ref: object = None) -> str:
    """A ``state`` message from parts already in JSON (shared by many connections)."""
    head = f'{{"v":{PROTOCOL_VERSION},"type":"state"'
    if ref is not None:
        head += ',"ref":' + dumps(ref)
    return (f'{head},"state":{state_id},"table":{table},"view":{view},"events":{events},'
            f'"scores":{scores},"match_result":{match_result},'
            f'"deadline":{dumps(deadline)}}}')


def patch(state_id: int, table: str | None, view: str | None, events: str,
          scores: str | None, match_result: str | None, deadline: float | None,
          ref: object = None) -> str:
    """A ``patch`` message (see :mod:`maumau.web.tables.delta`): the parts that changed, each
    already JSON; None leaves a part out."""
    text = f'{{"v":{PROTOCOL_VERSION},"type":"patch"'
    if ref is not None:
        text += ',"ref":' + dumps(ref)
    text += f',"state":{state_id}'
    if table is not None:
        text += ',"table":' + table
    if view is not None:
        text += ',"view":' + view
    text += ',"events":' + events
    if scores is not None:
        text += ',"scores":' + scores
    if match_result is not None:
        text += ',"match_result":' + match_result
    return text + f',"deadline":{dumps(deadline)}}}'

"""Table talk: quick reactions from a small fixed set and short chat messages, stored
with the table and sent to everybody at it. The text is plain text: the
page shows it with ``textContent``, never as HTML. The host may switch chat off (reactions
stay); each seat may talk at most ``Limits.talk_rate``.

Also the table's flags (chat on or off, listed publicly) in ``social_table_flags``: a row
only for a table whose host changed one.

The functions that read or write the database import its modules when called: the rest
runs where there is no database (:mod:`maumau.web.offline`)."""

from __future__ import annotations

import time
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from maumau.web.errors import ProtocolError

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine

__all__ = [
    "MAX_TEXT",
    "REACTIONS",
    "RECENT",
    "VISIBLE",
    "Flags",
    "entry",
    "flags_of",
    "insert",
    "read_talk",
    "read_text",
    "recent",
    "save_flags",
]

REACTIONS = ("thumbs_up", "laugh", "wow", "oops", "well_played", "thanks")
"""The quick reactions; the page names them from the catalogue (``page.talk.r.<code>``)."""
MAX_TEXT = 200
RECENT = 50
"""How many of the newest entries a connection gets after ``hello``."""
VISIBLE = ("L", "N", "P", "S")


@dataclass(frozen=True)
class Flags:
    chat: bool = True
    listed: bool = False
    changed: float = 0.0
    """When the host last switched one (open tables are listed newest first)."""


def read_talk(fields: dict[str, Any]) -> tuple[str, str]:
    """``("reaction", code)`` or ``("chat", text)`` from a ``talk`` message, checked."""
    reaction, text = fields.get("reaction"), fields.get("text")
    if (reaction is None) == (text is None):
        raise ProtocolError("bad_talk", "'talk' needs either 'reaction' or 'text', not both",
                            why="talk_one")
    if reaction is not None:
        if not isinstance(reaction, str) or reaction not in REACTIONS:
            raise ProtocolError("bad_talk", f"unknown reaction {reaction!r}; known: "
                                + ", ".join(REACTIONS), why="reaction_unknown",
                                params={"reaction": str(reaction)})
        return "reaction", reaction
    return "chat", read_text(text)


def read_text(value: object) -> str:
    """A chat line: 1 to 200 characters of printable text, white space runs made one
    space; control and invisible format characters are refused (a joiner inside emoji may
    stay)."""
    if not isinstance(value, str):
        raise ProtocolError("bad_talk", "'text' must be a string", why="field_text",
                            params={"field": "message"})
    for char in value:
        if char.isspace():
            continue
        if unicodedata.category(char)[0] == "C" and char != "\u200d":
            raise ProtocolError("bad_talk", f"'text' may not contain the invisible or "
                                            f"control character U+{ord(char):04X}",
                                why="field_char",
                                params={"field": "message", "char": f"U+{ord(char):04X}"})
    text = unicodedata.normalize("NFC", " ".join(value.split()))
    if not any(unicodedata.category(char)[0] in VISIBLE for char in text):
        raise ProtocolError("bad_talk", "'text' must contain a visible letter, digit or "
                                        "symbol", why="field_visible",
                            params={"field": "message"})
    if len(text) > MAX_TEXT:
        raise ProtocolError("bad_talk", f"'text' may have at most {MAX_TEXT} characters, "
                                        f"this one has {len(text)}", why="field_long",
                            params={"field": "message", "n": MAX_TEXT})
    return text


def insert(connection: Connection, code: str, seat: int, name: str | None, kind: str,
           body: str) -> dict[str, Any]:
    """Store one entry; returns it as the protocol sends it."""
    from maumau.web.storage import db  # the database's modules only where it is written

    now = time.time()
    result = connection.execute(db.talk.insert().values(
        code=code, created=now, seat=seat, name=name, kind=kind, body=body))
    key = result.inserted_primary_key
    assert key is not None
    return entry(int(key[0]), now, seat, name, kind, body)


def entry(key: int, created: float, seat: int, name: str | None, kind: str,
          body: str) -> dict[str, Any]:
    shown: dict[str, Any] = {"id": key, "at": created, "seat": seat, "name": name,
                             "kind": kind}
    shown["reaction" if kind == "reaction" else "text"] = body
    return shown


def recent(engine: Engine, code: str, limit: int = RECENT) -> list[dict[str, Any]]:
    """The newest entries of a table, oldest first (index ``(code, id)``)."""
    from sqlalchemy import select

    from maumau.web.storage import db

    talk = db.talk
    with engine.connect() as connection:
        rows = list(connection.execute(select(talk).where(talk.c.code == code)
                                       .order_by(talk.c.id.desc()).limit(limit)))
    return [entry(r.id, r.created, r.seat, r.name, r.kind, r.body) for r in reversed(rows)]


def flags_of(engine: Engine, code: str) -> Flags:
    from sqlalchemy import select

    from maumau.web.storage import db

    found_flags = db.table_flags
    with engine.connect() as connection:
        row = connection.execute(select(found_flags).where(found_flags.c.code == code)).first()
    return Flags() if row is None else Flags(bool(row.chat), bool(row.listed), row.changed)


def save_flags(connection: Connection, code: str, flags: Flags) -> None:
    from sqlalchemy import delete

    from maumau.web.storage import db

    table_flags = db.table_flags
    connection.execute(delete(table_flags).where(table_flags.c.code == code))
    connection.execute(table_flags.insert().values(
        code=code, chat=flags.chat, listed=flags.listed, changed=flags.changed))

"""The support form: a message to the operator (e-mail, game, device, operating system,
message), validated and stored; nothing is sent anywhere. ``maumau feedback list`` shows
the stored messages."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from typing import Any

from email_validator import EmailNotValidError, validate_email
from sqlalchemy import Connection, Engine, select

from maumau.core.variant import all_variants
from maumau.web.social import schema
from maumau.web.social.fields import bad, object_body, text

__all__ = [
    "LANGS",
    "MAX_DEVICE",
    "MAX_EMAIL",
    "Feedback",
    "list_all",
    "read_feedback",
    "store",
]

MAX_EMAIL = 254
MAX_DEVICE = 80
MIN_MESSAGE, MAX_MESSAGE = 10, 2000
LANGS = ("de", "en")


@dataclass(frozen=True)
class Feedback:
    email: str
    game: str | None
    device: str | None
    os: str | None
    message: str
    lang: str


def read_feedback(body: object) -> Feedback:
    """The form's fields, checked: a valid e-mail address, a known game or none, short
    device and system names, a message of 10 to 2000 characters."""
    fields = object_body(body)
    raw_email = text(fields, "email", 3, MAX_EMAIL)
    assert raw_email is not None
    try:
        email = validate_email(raw_email, check_deliverability=False).normalized
    except EmailNotValidError as problem:
        raise bad(f"'email' is not a valid e-mail address: {problem}", "bad_email",
                  why="email_invalid", field="email") from None
    game = fields.get("game") or None
    names = [variant.name for variant in all_variants()]
    if game is not None and game not in names:
        raise bad(f"'game' must be one of {', '.join(names)} or empty", why="field_choice",
                  field="game", choices=", ".join(names))
    lang = fields.get("lang", "de")
    if lang not in LANGS:
        raise bad(f"'lang' must be one of {', '.join(LANGS)}", why="field_choice",
                  field="lang", choices=", ".join(LANGS))
    message = text(fields, "message", MIN_MESSAGE, MAX_MESSAGE, one_line=False)
    assert message is not None
    return Feedback(email, game, text(fields, "device", 1, MAX_DEVICE, required=False),
                    text(fields, "os", 1, MAX_DEVICE, required=False), message, lang)


def store(connection: Connection, feedback: Feedback) -> int:
    result = connection.execute(schema.feedback.insert().values(created=time.time(),
                                                                **asdict(feedback)))
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def list_all(engine: Engine) -> list[dict[str, Any]]:
    """Every stored message, oldest first."""
    with engine.connect() as connection:
        rows = connection.execute(select(schema.feedback).order_by(schema.feedback.c.id))
        return [dict(row._mapping) for row in rows]

"""House rules as named rule sets: saved under a name, listed, opened by a share link,
exported and imported as JSON. Every rule set goes through :meth:`Ruleset.create`, the
same check as the library, so a stored rule set always builds a table."""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Engine, select

from maumau.core.errors import RulesetError
from maumau.core.ruleset import Ruleset
from maumau.web.errors import ApiError
from maumau.web.social import schema
from maumau.web.social.fields import bad, object_body, text

__all__ = [
    "FORMAT",
    "LIST_LIMIT",
    "MAX_NAME",
    "VERSION",
    "NamedRuleset",
    "find",
    "insert",
    "read_import",
    "read_ruleset",
    "read_save",
    "recent",
]

FORMAT = "maumau-ruleset"
VERSION = 1
MAX_NAME = 60
LIST_LIMIT = 50


@dataclass(frozen=True)
class NamedRuleset:
    id: str
    name: str
    ruleset: Ruleset

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "ruleset": self.ruleset.to_dict()}

    def export(self) -> dict[str, Any]:
        """The JSON file a person downloads and may import elsewhere."""
        return {"format": FORMAT, "version": VERSION, "name": self.name,
                "ruleset": self.ruleset.to_dict()}


def read_ruleset(raw: object, where: str = "ruleset") -> Ruleset:
    """``{"variant", "players", "preset", "options"}`` checked by :meth:`Ruleset.create`;
    the refusal names the field or option that is wrong."""
    if not isinstance(raw, dict):
        raise bad(f"'{where}' must be a JSON object with variant, players, preset, options",
                  "bad_ruleset", why="ruleset_shape")
    for key in ("variant", "players"):
        if key not in raw:
            raise bad(f"'{where}' lacks '{key}'", "bad_ruleset", why="ruleset_lacks", key=key)
    unknown = sorted(set(raw) - {"variant", "players", "preset", "options"})
    if unknown:
        raise bad(f"'{where}' has unknown fields: {', '.join(unknown)}", "bad_ruleset",
                  why="ruleset_unknown", fields=", ".join(unknown))
    options = raw.get("options") or {}
    try:
        return Ruleset.create(raw["variant"], raw["players"], raw.get("preset"), options)
    except RulesetError as problem:
        # the refusal is the cause: the route renders it in the reader's language
        raise ApiError(422, "bad_option", f"{where}: {problem}", {
            "refusal": {"code": problem.code, "params": problem.params}}) from problem


def read_save(body: object) -> tuple[str, Ruleset]:
    """A save request: ``{"name", "ruleset"}``."""
    fields = object_body(body)
    name = text(fields, "name", 1, MAX_NAME)
    assert name is not None
    return name, read_ruleset(fields.get("ruleset"))


def read_import(body: object) -> tuple[str, Ruleset]:
    """An exported file: its format and version are checked before its rules."""
    fields = object_body(body)
    if fields.get("format") != FORMAT:
        raise bad(f"this is not a maumau rule set file ('format' must be {FORMAT!r})",
                  "bad_ruleset_file", why="ruleset_file_format")
    if fields.get("version") != VERSION:
        raise bad(f"rule set file version {fields.get('version')!r} is not supported "
                  f"(only {VERSION})", "bad_ruleset_file", why="ruleset_file_version",
                  version=str(fields.get("version")), supported=VERSION)
    return read_save({"name": fields.get("name"), "ruleset": fields.get("ruleset")})


def insert(connection: Connection, name: str, ruleset: Ruleset) -> NamedRuleset:
    key = secrets.token_urlsafe(9)
    connection.execute(schema.rulesets.insert().values(
        id=key, created=time.time(), name=name, variant=ruleset.variant,
        players=ruleset.players, preset=ruleset.preset, options=json.dumps(ruleset.options)))
    return NamedRuleset(key, name, ruleset)


def _row(row: Any) -> NamedRuleset:
    built = Ruleset.create(row.variant, row.players, None, json.loads(row.options))
    return NamedRuleset(row.id, row.name,
                        Ruleset(built.variant, built.players, built.option_items, row.preset))


def find(engine: Engine, key: str) -> NamedRuleset | None:
    with engine.connect() as connection:
        row = connection.execute(select(schema.rulesets)
                                 .where(schema.rulesets.c.id == key)).first()
    return None if row is None else _row(row)


def recent(engine: Engine, variant: str | None) -> list[NamedRuleset]:
    """The newest saved rule sets, of one game or all."""
    query = select(schema.rulesets).order_by(schema.rulesets.c.created.desc()).limit(LIST_LIMIT)
    if variant is not None:
        query = query.where(schema.rulesets.c.variant == variant)
    with engine.connect() as connection:
        return [_row(row) for row in connection.execute(query)]

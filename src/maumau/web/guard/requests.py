"""The HTTP request bodies: creating a table and joining one, checked field by field.

Options go through :meth:`Ruleset.create`, the same check the library and the command line
use; every refusal is an :class:`ApiError` naming the field and what is valid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from maumau import i18n
from maumau.core.errors import RulesetError
from maumau.core.ruleset import Ruleset
from maumau.web import catalog
from maumau.web.catalog import usable_levels
from maumau.web.config import TableDefaults
from maumau.web.errors import ApiError
from maumau.web.guard.text import clean_text

__all__ = [
    "MAX_NAME",
    "SEAT_KINDS",
    "CreateTable",
    "Join",
    "SeatPlan",
    "read_create",
    "read_join",
    "read_name",
]

MAX_NAME = 40
SEAT_KINDS = ("human", "open", "bot", "local")
"""``local``: another person at the creator's device (pass-and-play), seated with a name
and a token of their own when the table is made."""


@dataclass(frozen=True)
class SeatPlan:
    kind: str
    level: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class CreateTable:
    ruleset: Ruleset
    name: str
    seats: tuple[SeatPlan, ...]
    away_seconds: float
    throw_in_seconds: float
    bot_delay_ms: int
    seed: int | None = None


@dataclass(frozen=True)
class Join:
    name: str
    seat: int | None


def _bad(detail: str, code: str = "bad_request") -> ApiError:
    return ApiError(422, code, detail)


def read_name(value: object) -> str:
    """A display name: printable text (NFC), runs of white space made one space; control
    characters, bidi overrides, other invisible format characters and lone surrogates are
    refused, and so is a name with nothing visible in it (:func:`maumau.web.guard.text.clean_text`,
    the rule of every text field)."""
    if not isinstance(value, str) or not value.strip():
        raise _bad("'name' must be a non-empty display name")
    return clean_text(value, "name", 1, MAX_NAME)


def read_create(body: object, defaults: TableDefaults, lang: str | None = None) -> CreateTable:
    """The table to create; ``lang`` (or the body's ``lang``) is the language of a refusal."""
    if not isinstance(body, dict):
        raise _bad("the body must be a JSON object")
    variant = body.get("variant")
    if not isinstance(variant, str):
        raise _bad("'variant' must be a variant name", "bad_option")
    seats_raw = body.get("seats")
    players = body.get("players", len(seats_raw) if isinstance(seats_raw, list) else 4)
    preset = body.get("preset")
    options = body.get("options", {})
    if options is None:
        options = {}
    try:
        ruleset = Ruleset.create(variant, players, preset, options)
    except RulesetError as problem:
        chosen = i18n.language(lang or body.get("lang"))
        raise catalog.refused(problem, chosen, variant) from None
    seats = _read_seats(seats_raw, ruleset)
    return CreateTable(
        ruleset, read_name(body.get("name")), seats,
        _number(body, "away_seconds", defaults.away_seconds, defaults.max_away_seconds),
        _number(body, "throw_in_seconds", defaults.throw_in_seconds,
                defaults.max_throw_in_seconds),
        int(_number(body, "bot_delay_ms", defaults.bot_delay_ms, defaults.max_bot_delay_ms,
                    whole=True)),
        _seed(body, defaults),
    )


def _seed(body: dict[str, Any], defaults: TableDefaults) -> int | None:
    """The seed of the first match, where the server allows naming one (tests)."""
    seed = body.get("seed")
    if seed is None:
        return None
    if not defaults.allow_seeds:
        raise _bad("'seed' is not accepted by this server", "bad_option")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise _bad("'seed' must be a whole number from 0")
    return seed


def _read_seats(raw: object, ruleset: Ruleset) -> tuple[SeatPlan, ...]:
    players = ruleset.players
    if raw is None:
        return (SeatPlan("human"),) + (SeatPlan("bot", "simple"),) * (players - 1)
    if not isinstance(raw, list) or len(raw) != players:
        raise _bad(f"'seats' must list {players} seats, one per player")
    levels = usable_levels(ruleset.variant)
    plans = []
    for index, entry in enumerate(raw):
        kind = entry.get("kind") if isinstance(entry, dict) else None
        if kind not in SEAT_KINDS:
            raise _bad(f"seat {index}: 'kind' must be one of " + ", ".join(SEAT_KINDS))
        level = entry.get("level") if kind == "bot" else None
        if kind == "bot" and level not in levels:
            raise _bad(f"seat {index}: bot level {level!r} is not valid; valid: "
                       + ", ".join(levels))
        name = None
        if kind == "local":
            try:
                name = read_name(entry.get("name"))
            except ApiError as problem:
                raise _bad(f"seat {index}: {problem.detail}") from None
        plans.append(SeatPlan(kind, level, name))
    if sum(plan.kind == "human" for plan in plans) != 1:
        raise _bad("'seats' must have exactly one 'human' seat: the creator's")
    return tuple(plans)


def _number(body: dict[str, Any], name: str, default: float, high: float,
            whole: bool = False) -> float:
    value = body.get(name, default)
    if value is None:
        return default
    kinds = (int,) if whole else (int, float)
    if isinstance(value, bool) or not isinstance(value, kinds) or not 0 <= value <= high:
        kind = "a whole number" if whole else "a number"
        raise _bad(f"'{name}' must be {kind} from 0 to {high:g}")
    return float(value)


def read_join(body: object) -> Join:
    if not isinstance(body, dict):
        raise _bad("the body must be a JSON object")
    seat = body.get("seat")
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise _bad("'seat' must be a seat number or null (watch)")
    return Join(read_name(body.get("name")), seat)

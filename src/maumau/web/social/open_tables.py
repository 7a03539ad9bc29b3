"""Open tables: the tables whose host listed them publicly and that
wait for players, for the lobby. Waiting tables stay in the server's memory, so the list is
read from there; the listing itself is stored with the table (``social_table_flags``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from maumau import rules_summary
from maumau.web.tables.table import WAITING, Table

__all__ = [
    "BRIEF_SPECIAL",
    "LIMIT",
    "brief_rules",
    "open_tables",
]

LIMIT = 20
BRIEF_SPECIAL = 2
"""How many special-card lines the brief rules show (after how the match ends)."""


def brief_rules(table: Table, lang: str) -> list[str]:
    """The rules in brief: how the match ends and the first special cards, in ``lang``."""
    sections = {section["name"]: section for section in rules_summary.render(
        lang, rules_summary.summarize(table.ruleset), table.row.variant)}
    lines = [line["text"] for line in sections.get("match_end", {}).get("lines", [])]
    special = sections.get("special_cards", {}).get("lines", [])[:BRIEF_SPECIAL]
    return lines + [line["text"] for line in special]


def open_tables(tables: Iterable[Table], lang: str, limit: int = LIMIT) -> list[dict[str, Any]]:
    """Listed tables waiting for players with a free seat, newest listing first."""
    waiting = [table for table in tables if table.flags.listed and table.status == WAITING
               and any(seat.kind == "open" for seat in table.seats)]
    waiting.sort(key=lambda table: (-table.flags.changed, table.code))
    return [_entry(table, lang) for table in waiting[:limit]]


def _entry(table: Table, lang: str) -> dict[str, Any]:
    host = table.seats[table.host_seat]
    return {"code": table.code, "variant": table.row.variant, "preset": table.row.preset,
            "players": table.row.players,
            "free": sum(seat.kind == "open" for seat in table.seats),
            "host": host.name,
            "seats": [{"seat": s.seat, "kind": s.kind, "name": s.name, "level": s.level}
                      for s in table.seats],
            "rules": brief_rules(table, lang), "url": f"/t/{table.code}"}

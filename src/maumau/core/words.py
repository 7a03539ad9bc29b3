"""Rules in words as data: lines of catalogue codes with params, grouped into sections.

A game says what its rules are (:meth:`maumau.core.variant.Variant.summarize`) and why a
match ended (:meth:`~maumau.core.variant.Variant.end_reason`) in these terms, without a
language; a front end fills them in from the catalogue (:mod:`maumau.rules_summary`:
``rules.section.<name>``, ``rules.line.<code>``, ``end.<code>``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "Line",
    "Section",
    "sections",
]


@dataclass(frozen=True)
class Line:
    """One rule: a catalogue code (``rules.line.<code>``) and its params.

    Params a front end names in the reader's language: ``cards`` (a list of card kinds),
    ``values`` (a list of ``[kinds, points]``), ``option`` with ``value`` (an option of
    the game and its value); the others are filled in as they are."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params)}


@dataclass(frozen=True)
class Section:
    """A titled group of lines (``rules.section.<name>``)."""

    name: str
    lines: tuple[Line, ...]


def sections(lines: Mapping[str, Iterable[Line]]) -> tuple[Section, ...]:
    """Sections in the order of ``lines``' names, those without a line left out."""
    found = ((name, tuple(section)) for name, section in lines.items())
    return tuple(Section(name, section) for name, section in found if section)

"""The rules of a table in words, and why a match ended, in German or English.

:func:`summarize` asks the game for its rules as sections of lines, each a catalogue code
with params (:meth:`maumau.core.variant.Variant.summarize`: data, no language), and adds
the players; :func:`render` fills them in from the catalogue (keys
``rules.section.<name>`` and ``rules.line.<code>``). :func:`end_reason` asks the game why
a finished match ended (:meth:`~maumau.core.variant.Variant.end_reason`), e.g. code
``target_reached`` with its params, shown as "Bot 3 hat 258 Punkte erreicht, Ziel 250".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from maumau import i18n, option_labels
from maumau.core.match import Match
from maumau.core.options import Option
from maumau.core.ruleset import Ruleset
from maumau.core.variant import find_variant
from maumau.core.words import Line, Section

__all__ = ["Line", "Section", "end_reason", "kind_name", "render", "render_line",
           "summarize"]

LINE_PREFIX = "rules.line."
SECTION_PREFIX = "rules.section."


def summarize(ruleset: Ruleset) -> tuple[Section, ...]:
    """The rules of ``ruleset`` by section (sections without a line are left out), the
    players last."""
    players = Section("players", (Line("players", {"players": ruleset.players}),))
    return (*ruleset.game.summarize(ruleset), players)


def end_reason(match: Match) -> Line | None:
    """Why ``match`` ended (None while it goes on); seats are 0-based, ``place`` 1-based."""
    result = match.result
    if result is None:
        return None
    return match.game.end_reason(match.ruleset, result)


COUNT_PARAMS = ("cards", "games", "rounds", "amount", "target")
"""Params that count: a line whose count is 1 takes the ``.one`` form where it has one."""


def kind_name(lang: str, variant: str, kind: str) -> str:
    """A card kind by its name in ``lang``: ``card.<variant>.<kind>`` (a game's own card,
    e.g. ``skip`` → Aussetzen), ranks as ``choice.rank.<rank>`` (J → Bube); digits stay as
    they are."""
    messages = i18n.messages(lang)
    return messages.get(f"card.{variant}.{kind}") or messages.get(f"choice.rank.{kind}", kind)


def render_line(lang: str, line: Line, names: Mapping[str, str] | None = None,
                variant: str = "") -> str:
    """One line in ``lang``; card kinds by their names in ``variant`` (:func:`kind_name`),
    an option of ``variant`` and its value by their labels, extra ``names`` (e.g.
    ``who``) filled in as given."""
    messages = i18n.messages(lang)
    params: dict[str, Any] = dict(line.params)

    def named(kind: str) -> str:
        return kind_name(lang, variant, kind)

    cards = params.get("cards")
    if isinstance(cards, list):
        params["cards"] = ", ".join(named(kind) for kind in cards)
    values = params.get("values")
    if isinstance(values, list):
        params["values"] = ", ".join(f"{'/'.join(named(kind) for kind in kinds)} = {points}"
                                     for kinds, points in values)
    option = params.get("option")
    spec = _option(variant, option) if variant and isinstance(option, str) else None
    if spec is not None:
        params["option"] = option_labels.option_label(lang, variant, spec.name)
        if "value" in params:
            params["value"] = option_labels.value_label(lang, variant, spec, params["value"])
    params.update(names or {})
    key = LINE_PREFIX + line.code
    if any(line.params.get(name) == 1 for name in COUNT_PARAMS) and key + ".one" in messages:
        key += ".one"
    return _fill(messages.get(key, line.code), params)


def _option(variant: str, name: str) -> Option | None:
    return next((spec for spec in find_variant(variant).options if spec.name == name), None)


def _fill(template: str, params: Mapping[str, Any]) -> str:
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def render(lang: str, sections: Sequence[Section], variant: str) -> list[dict[str, Any]]:
    """The summary as JSON-ready sections: name, title, and lines with code, params, text
    (card kinds named as in ``variant``)."""
    messages = i18n.messages(lang)
    return [{"name": section.name,
             "title": messages.get(SECTION_PREFIX + section.name, section.name),
             "lines": [{**line.to_dict(), "text": render_line(lang, line, variant=variant)}
                       for line in section.lines]}
            for section in sections]

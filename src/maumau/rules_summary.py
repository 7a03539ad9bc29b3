"""The rules of a table in words: a pure summary of a :class:`Ruleset`, and why a match ended.

:func:`summarize` turns a ruleset into sections of lines, each a catalogue code with params
(data, no language); :func:`render` fills them in German or English from the catalogue
(keys ``rules.section.<name>`` and ``rules.line.<code>``). The special cards of the shedding
games are read from the game's own effect table, so the summary says what the engine does.
:func:`end_reason` says why a finished match ended ("Bot 3 hat 258 Punkte erreicht, Ziel
250"): code ``target_reached``, ``single_round``, ``games_played`` or ``rounds_played``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from maumau import i18n
from maumau.core.match import Match
from maumau.core.ruleset import Ruleset

SECTIONS = ("special_cards", "stacking", "wishes", "calls", "scoring", "match_end", "players")
LINE_PREFIX = "rules.line."
SECTION_PREFIX = "rules.section."


@dataclass(frozen=True)
class Line:
    """One rule: a catalogue code (``rules.line.<code>``) and its params."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params)}


@dataclass(frozen=True)
class Section:
    name: str
    lines: tuple[Line, ...]


def summarize(ruleset: Ruleset) -> tuple[Section, ...]:
    """The rules of ``ruleset`` by section (sections without a line are left out)."""
    lines: dict[str, list[Line]] = {name: [] for name in SECTIONS}
    if ruleset.variant == "heuldoch":
        _heuldoch(ruleset, lines)
    else:
        _shedding(ruleset, lines)
    lines["players"].append(Line("players", {"players": ruleset.players}))
    return tuple(Section(name, tuple(found)) for name, found in lines.items() if found)


def _kind(code: str, suits: Sequence[str]) -> str:
    """A card's kind without its suit: 7H → 7, b+2 → +2, b:skip → skip."""
    if len(code) > 2 and code[0] in suits and code[1] == ":":
        return code[2:]
    if len(code) > 1 and code[-1] in suits:
        return code[:-1]
    if len(code) > 1 and code[0] in suits:
        return code[1:]
    return code


def _shedding(ruleset: Ruleset, lines: dict[str, list[Line]]) -> None:
    from maumau.games.shedding.rules import Effect
    from maumau.games.shedding.variant import FewestPointsAfterGames, SheddingVariant

    game = ruleset.game
    assert isinstance(game, SheddingVariant)
    rules = game.rules_for(ruleset)
    by_effect: dict[tuple[Effect, int], list[str]] = {}
    points: dict[int, list[str]] = {}
    for card, spec in enumerate(rules.deck.cards):
        kind = _kind(spec.code, rules.suits)
        effect = rules.effect[card]
        if effect is not Effect.NONE:
            amount = rules.amounts[card] if effect in (Effect.DRAW_STACK, Effect.DRAW_N,
                                                       Effect.GAMBLE) else 0
            found = by_effect.setdefault((effect, amount), [])
            if kind not in found:
                found.append(kind)
        same = points.setdefault(rules.points[card], [])
        if kind not in same:
            same.append(kind)
    for (effect, amount), kinds in by_effect.items():
        params: dict[str, Any] = {"cards": kinds, "amount": amount}
        if effect is Effect.GAMBLE:
            params["gamble"] = rules.gamble_cards
        lines["special_cards"].append(Line("effect." + effect.name.lower(), params))
    stacking = lines["stacking"]
    if Effect.DRAW_STACK in rules.effect:
        stacking.append(Line("stack_draw"))
        stacking.append(Line("play_after_penalty_on" if rules.play_after_penalty
                             else "play_after_penalty_off"))
    if Effect.SKIP in rules.effect:
        stacking.append(Line("skip_counter_on" if rules.skip_can_be_countered
                             else "skip_counter_off"))
    if rules.throw_ins:
        stacking.append(Line("throw_ins"))
    stacking.append(Line("voluntary_draw_on" if rules.voluntary_draw else "voluntary_draw_off"))
    stacking.append(Line("play_after_draw_on" if rules.play_after_draw
                         else "play_after_draw_off"))
    if any(effect in (Effect.WISH, Effect.JOKER) for effect in rules.effect):
        lines["wishes"].append(Line("wish_on_wish_on" if rules.wish_on_wish
                                    else "wish_on_wish_off"))
    calls = lines["calls"]
    if rules.auto_call:
        calls.append(Line("auto_call"))
    elif rules.last_call_penalty:
        calls.append(Line("call_mau_mau", {"cards": rules.last_call_penalty}))
    elif rules.mau_penalty_cards:
        calls.append(Line("call_mau_penalty", {"cards": rules.mau_penalty_cards}))
    else:
        calls.append(Line("call_mau_locked"))
    values = [[kinds, value] for value, kinds in sorted(points.items(), reverse=True)]
    if isinstance(game.match, FewestPointsAfterGames):
        lines["scoring"].append(Line("points_kept", {"values": values}))
        lines["match_end"].append(Line("end_games", {"games": ruleset.number("games")}))
        return
    target = ruleset.number("target_score")
    if target == 0:
        lines["match_end"].append(Line("end_single_round"))
        return
    lines["scoring"].append(Line("points_won", {"values": values}))
    lines["match_end"].append(Line("end_target", {"target": target}))


def _heuldoch(ruleset: Ruleset, lines: dict[str, list[Line]]) -> None:
    specials = ruleset.flag("special_cards")
    lines["special_cards"].append(Line("hd_specials_on" if specials else "hd_specials_off"))
    lines["stacking"].append(Line("hd_piles"))
    lines["stacking"].append(Line("hd_onions"))
    lines["calls"].append(Line("hd_counts_on" if ruleset.flag("show_onion_counts")
                               else "hd_counts_off"))
    lines["scoring"].append(Line("hd_scoring"))
    lines["match_end"].append(Line("end_rounds", {"rounds": ruleset.number("rounds")}))


def end_reason(match: Match) -> Line | None:
    """Why ``match`` ended (None while it goes on); seats are 0-based, ``place`` 1-based."""
    result = match.result
    if result is None:
        return None
    ruleset = match.ruleset
    if ruleset.variant == "heuldoch":
        return Line("rounds_played", {"rounds": result.rounds})
    if "games" in ruleset.options:
        return Line("games_played", {"games": result.rounds})
    target = ruleset.number("target_score")
    if target == 0:
        return Line("single_round", {"rounds": result.rounds})
    leader = max(range(len(result.totals)), key=lambda seat: result.totals[seat])
    return Line("target_reached", {"seat": leader, "place": leader + 1,
                                   "points": result.totals[leader], "target": target})


COUNT_PARAMS = ("cards", "games", "rounds")
"""Params that count: a line whose count is 1 takes the ``.one`` form where it has one."""


def kind_name(lang: str, variant: str, kind: str) -> str:
    """A card kind by its name in ``lang``: ``card.<variant>.<kind>`` (emojical ``skip`` →
    Aussetzen), ranks as ``choice.rank.<rank>`` (J → Bube); digits stay as they are."""
    messages = i18n.messages(lang)
    return messages.get(f"card.{variant}.{kind}") or messages.get(f"choice.rank.{kind}", kind)


def render_line(lang: str, line: Line, names: Mapping[str, str] | None = None,
                variant: str = "") -> str:
    """One line in ``lang``; card kinds by their names in ``variant`` (:func:`kind_name`),
    extra ``names`` (e.g. ``who``) filled in as given."""
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
    params.update(names or {})
    key = LINE_PREFIX + line.code
    if any(line.params.get(name) == 1 for name in COUNT_PARAMS) and key + ".one" in messages:
        key += ".one"
    return _fill(messages.get(key, line.code), params)


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

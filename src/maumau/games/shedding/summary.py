"""The rules of a shedding ruleset in words, and why its match ended (catalogue codes).

The special cards are read from the machine's own effect table, so the summary says what
the engine does. The lines' codes are ``rules.line.<code>`` in the catalogue.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from maumau.core.results import MatchResult
from maumau.core.ruleset import Ruleset
from maumau.core.words import Line, Section, sections
from maumau.games.shedding.rules import Effect, SheddingRules

__all__ = [
    "OPTION_GROUPS",
    "SECTIONS",
    "card_kind",
    "end_reason",
    "summarize",
]

SECTIONS = ("special_cards", "stacking", "wishes", "calls", "scoring", "match_end")
OPTION_GROUPS = {
    "draw_two_rank": "special_cards", "skip_rank": "special_cards",
    "reverse_rank": "special_cards", "wish_rank": "special_cards",
    "draw_n_rank": "special_cards", "draw_n": "special_cards", "jokers": "special_cards",
    "extra_card": "special_cards", "target_score": "scoring", "games": "scoring",
    "hand_size": "table", "decks": "table", "first_player": "table",
}
"""The rule editor's section of each option; the others are house rules."""


def card_kind(code: str, suits: Sequence[str]) -> str:
    """A card's kind without its suit: 7H → 7, b+2 → +2, b:skip → skip."""
    if len(code) > 2 and code[0] in suits and code[1] == ":":
        return code[2:]
    if len(code) > 1 and code[-1] in suits:
        return code[:-1]
    if len(code) > 1 and code[0] in suits:
        return code[1:]
    return code


def summarize(ruleset: Ruleset, rules: SheddingRules, points_kept: bool, *,
              colours: bool = False) -> tuple[Section, ...]:
    """The rules of ``ruleset`` played with the tables ``rules``; ``points_kept``: the
    match is a number of games and the fewest points kept win (else the first to the
    target score); ``colours``: the cards have colours, not suits (a wish card's line
    says "colour", ``effect.wish_colour``)."""
    lines: dict[str, list[Line]] = {name: [] for name in SECTIONS}
    by_effect: dict[tuple[Effect, int], list[str]] = {}
    points: dict[int, list[str]] = {}
    for card, spec in enumerate(rules.deck.cards):
        kind = card_kind(spec.code, rules.suits)
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
        code = "effect." + effect.name.lower()
        if effect is Effect.WISH and colours:
            code = "effect.wish_colour"
        lines["special_cards"].append(Line(code, params))
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
    if rules.draw_limit > 0:  # a draw does not end the turn: the limit rules it
        stacking.append(Line("draw_limit", {"cards": rules.draw_limit}))
    else:
        stacking.append(Line("play_after_draw_on" if rules.play_after_draw
                             else "play_after_draw_off"))
    if not rules.reshuffle:
        stacking.append(Line("reshuffle_off"))
    if any(effect in (Effect.WISH, Effect.JOKER) for effect in rules.effect):
        lines["wishes"].append(Line("wish_on_wish_on" if rules.wish_on_wish
                                    else "wish_on_wish_off"))
    calls = lines["calls"]
    if not rules.calls:
        calls.append(Line("no_calls"))
    elif rules.auto_call:
        calls.append(Line("auto_call"))
    elif rules.last_call_penalty:
        calls.append(Line("call_mau_mau", {"cards": rules.last_call_penalty}))
    elif rules.mau_penalty_cards:
        calls.append(Line("call_mau_penalty", {"cards": rules.mau_penalty_cards}))
    else:
        calls.append(Line("call_mau_locked"))
    values = [[kinds, value] for value, kinds in sorted(points.items(), reverse=True)]
    if points_kept:
        lines["scoring"].append(Line("points_kept", {"values": values}))
        lines["match_end"].append(Line("end_games", {"games": ruleset.number("games")}))
        return sections(lines)
    target = ruleset.number("target_score")
    if target == 0:
        lines["match_end"].append(Line("end_single_round"))
        return sections(lines)
    lines["scoring"].append(Line("points_won", {"values": values}))
    lines["match_end"].append(Line("end_target", {"target": target}))
    return sections(lines)


def end_reason(ruleset: Ruleset, result: MatchResult) -> Line:
    """Why a finished match ended: after its number of games, after its single round, or
    when a seat reached the target score (seats 0-based, ``place`` 1-based)."""
    if "games" in ruleset.options:
        return Line("games_played", {"games": result.rounds})
    target = ruleset.number("target_score")
    if target == 0:
        return Line("single_round", {"rounds": result.rounds})
    leader = max(range(len(result.totals)), key=lambda seat: result.totals[seat])
    return Line("target_reached", {"seat": leader, "place": leader + 1,
                                   "points": result.totals[leader], "target": target})

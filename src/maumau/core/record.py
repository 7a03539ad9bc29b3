"""Game records: the ruleset, the seed and every action, replaying to the same result.

A record is JSON::

    {"format": "maumau-record", "version": 1,
     "ruleset": {...}, "seed": 7, "start": null,
     "rounds": [{"dealer": 3, "actions": ["7H", "draw", ...], "result": {...}}, ...],
     "totals": [...], "winners": [...]}

``start`` is a position when the match went on from one instead of a fresh deal. The last
round may be unfinished (``"result": null``): a saved game in progress.
:func:`replay_record` checks every action and result and refuses a record that does not
replay at its first bad action, naming the round and the action's index.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from maumau.core.documents import read_document
from maumau.core.errors import MauMauError, RecordError, shown
from maumau.core.match import Match
from maumau.core.record_format import RECORD_FORMAT, RECORD_VERSION, record_of
from maumau.core.results import RoundResult
from maumau.core.ruleset import Ruleset

__all__ = ["RECORD_FORMAT", "RECORD_VERSION", "record_of", "replay_record"]

def replay_record(data: Mapping[str, Any] | str) -> Match:
    """Replay a record, checking it; return the match at its end."""
    data = read_document(data, "record", RECORD_FORMAT, RECORD_VERSION, RecordError)
    match = _start(data)
    rounds = data.get("rounds")
    if not isinstance(rounds, list) or not rounds:
        raise RecordError("'rounds' must be a non-empty list", code="record_rounds", params={})
    for index, entry in enumerate(rounds):
        if not isinstance(entry, Mapping):
            raise RecordError("a round must be a JSON object", index, code="record_round_object")
        if index > 0:
            try:
                match.next_round()
            except MauMauError as problem:
                raise RecordError(str(problem), index, code="record_round",
                                  cause=problem) from None
        _replay_round(match, entry, index, last=index == len(rounds) - 1)
    _check_totals(match, data)
    return match


def _start(data: Mapping[str, Any]) -> Match:
    try:
        ruleset = Ruleset.from_dict(data.get("ruleset"))
        seed = data.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int | str):
            raise RecordError(f"'seed' must be a number or text, not {seed!r}",
                              code="record_seed", params={"value": shown(seed)})
        start = data.get("start")
        if start is not None:
            if not isinstance(start, Mapping):
                raise RecordError("'start' must be a position or null",
                                  code="record_start_object", params={})
            match = Match.from_position(start)
            if match.ruleset.option_items != ruleset.option_items:
                raise RecordError("the start position's ruleset differs from the record's",
                                  code="record_start_ruleset", params={})
            if match.seed != seed:
                raise RecordError("the start position's seed differs from the record's",
                                  code="record_start_seed", params={})
            return match
        return Match(ruleset, seed)
    except RecordError:
        raise
    except MauMauError as problem:
        raise RecordError(str(problem), code="record_start", cause=problem) from None


def _replay_round(match: Match, entry: Mapping[str, Any], index: int, last: bool) -> None:
    dealer = entry.get("dealer")
    if dealer is not None and not _whole_numbers([dealer]):
        raise RecordError(f"'dealer' must be a seat number, not {dealer!r}", index,
                          code="record_dealer_value", params={"value": shown(dealer)})
    if dealer is not None and dealer != match.round.dealer:
        raise RecordError(f"dealer is {match.round.dealer}, the record says {dealer!r}", index,
                          code="record_dealer", params={"dealer": match.round.dealer,
                                                        "value": shown(dealer)})
    actions = entry.get("actions")
    if not isinstance(actions, list):
        raise RecordError("'actions' must be a list", index, code="record_actions")
    for number, text in enumerate(actions):
        if not isinstance(text, str):
            raise RecordError(f"action {text!r} is not text", index, number,
                              code="record_action_text", params={"value": shown(text)})
        if match.round.result is not None:
            raise RecordError(f"{text!r} comes after the round ended", index, number,
                              code="record_after_end", params={"text": text})
        try:
            match.play(text)
        except MauMauError as problem:
            # the English message shows where the step failed as position text
            # (docs/positions.md); code and params stay the refusal's
            raise RecordError(f"{problem} (at {match.round.to_text()})", index, number,
                              code="record_action", cause=problem) from None
    claimed = entry.get("result")
    actual = match.round.result
    if claimed is None:
        if actual is not None:
            raise RecordError("the round ended but the record gives no result", index,
                              code="record_no_result")
        if not last:
            raise RecordError(
                f"the record ends after {len(actions)} actions in an unfinished round",
                index, len(actions), code="record_unfinished", params={"count": len(actions)},
            )
        return
    if actual is None:
        raise RecordError(
            f"the record ends after {len(actions)} actions but the round is not over",
            index, len(actions), code="record_not_over", params={"count": len(actions)},
        )
    if RoundResult.from_dict(claimed).to_dict() != actual.to_dict():
        raise RecordError("the round's result differs from the record's", index,
                          code="record_result_differs")


def _check_totals(match: Match, data: Mapping[str, Any]) -> None:
    totals = data.get("totals")
    if totals is not None and not _whole_numbers(totals):
        raise RecordError("'totals' must be a list of whole numbers", code="record_totals_list",
                          params={})
    if totals is not None and list(totals) != match.totals:
        raise RecordError(f"totals {totals} differ from the replayed {match.totals}",
                          code="record_totals", params={"totals": shown(totals),
                                                        "replayed": shown(match.totals)})
    winners = data.get("winners")
    if winners is not None and not _whole_numbers(winners):
        raise RecordError("'winners' must be a list of seats or null",
                          code="record_winners_list", params={})
    final = match.result
    replayed = list(final.winners) if final is not None else None
    if winners is not None and winners != replayed:
        raise RecordError(f"winners {winners} differ from the replayed {replayed}",
                          code="record_winners", params={"winners": shown(winners),
                                                         "replayed": shown(replayed)})


def _whole_numbers(values: object) -> bool:
    return isinstance(values, list) and all(
        isinstance(value, int) and not isinstance(value, bool) for value in values
    )

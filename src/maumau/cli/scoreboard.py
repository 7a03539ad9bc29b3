"""The end of a round and of a match as text: who won, hand values, points and totals."""

from __future__ import annotations

from collections.abc import Sequence

from maumau.cli.colour import paint
from maumau.cli.i18n import Texts
from maumau.cli.seats import SeatNames
from maumau.core.results import MatchResult, RoundResult

__all__ = [
    "match_result_lines",
    "round_result_lines",
]


def round_result_lines(result: RoundResult, number: int, totals: Sequence[int],
                       names: SeatNames, texts: Texts, colour: bool) -> list[str]:
    """The round's winner, then per seat its hand value, round points and match total."""
    if result.winners:
        winner = result.winners[0]
        headline = texts.personal("result.winner", names.is_you(winner), number=number,
                                  who=", ".join(names(seat) for seat in result.winners))
    else:
        headline = texts("result.none", number=number)
    headers = texts("result.columns").split("  ")
    widths = [max(len(header), 5) for header in headers]
    name_width = names.width + 2
    lines = [paint(headline, "bold", colour),
             " " * (name_width + 2) + "  ".join(h.rjust(w) for h, w in zip(headers, widths,
                                                                           strict=True))]
    for seat, total in enumerate(totals):
        value = str(result.hand_values[seat]) if seat < len(result.hand_values) else "-"
        points = str(result.points[seat]) if seat < len(result.points) else "-"
        cells = [value, points, str(total)]
        row = "  " + names(seat).ljust(name_width) + "  ".join(
            cell.rjust(width) for cell, width in zip(cells, widths, strict=True))
        lines.append(paint(row, "bold", colour) if seat in result.winners else row)
    return lines


def match_result_lines(result: MatchResult, names: SeatNames, texts: Texts,
                       colour: bool) -> list[str]:
    winners = texts("result.and").join(names(seat) for seat in result.winners)
    key = "result.match_winner" if len(result.winners) == 1 else "result.match_winners"
    return [texts.n("result.match_over", result.rounds, rounds=result.rounds),
            paint(texts(key, names=winners), "bold green", colour)]

"""The rules of a Heul doch! ruleset in words (catalogue codes ``rules.line.<code>``)."""

from __future__ import annotations

from maumau.core.ruleset import Ruleset
from maumau.core.words import Line, Section, sections

__all__ = [
    "OPTION_GROUPS",
    "summarize",
]

OPTION_GROUPS = {"special_cards": "special_cards", "show_onion_counts": "table",
                 "first_player": "table", "rounds": "scoring"}
"""The rule editor's section of each option."""


def summarize(ruleset: Ruleset) -> tuple[Section, ...]:
    specials = ruleset.flag("special_cards")
    return sections({
        "special_cards": [Line("hd_specials_on" if specials else "hd_specials_off")],
        "piles": [Line("hd_piles"), Line("hd_onions"),
                     Line("hd_counts_on" if ruleset.flag("show_onion_counts")
                          else "hd_counts_off")],
        "scoring": [Line("hd_scoring"), Line("hd_scoring_high"), Line("hd_tiebreak")],
        "match_end": [Line("end_rounds", {"rounds": ruleset.number("rounds")})],
    })

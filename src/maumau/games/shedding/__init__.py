"""The shedding machine and the three games played on it: classic, Tabaluga, emojical.

One round implementation (:mod:`.round`) reads each game's tables (:mod:`.rules`): which
card does what, how cards match, how a round is scored. The games are small modules that
set options, presets and tables (:mod:`.classic`, :mod:`.tabaluga`, :mod:`.emojical`).
"""

__all__ = [
    "HOT_MODULES",
]

HOT_MODULES = ("round", "rules", "effects", "phases")
"""The modules the engine spends its time in, compiled by the optional build
(:mod:`maumau.compiled`)."""

"""maumau: Mau Mau in four rule families, as a library, a command line and more.

A short tour::

    import maumau
    rules = maumau.Ruleset.create("classic", players=4, preset="standard")
    match = maumau.Match(rules, seed=7)
    game = match.round
    view = game.view(game.to_move)          # what that seat may see
    match.apply(view.legal_actions[0])      # or match.play("7H"), match.play("JC/H!")
"""

from maumau.core.actions import (
    DRAW,
    PASS,
    TAKE,
    Action,
    ActionKind,
    Call,
    format_action,
    parse_action,
)
from maumau.core.builder import build_position
from maumau.core.cards import Card, Deck
from maumau.core.errors import (
    IllegalActionError,
    MatchStateError,
    MauMauError,
    NotAnActionError,
    NotationError,
    PositionError,
    RecordError,
    RulesetError,
    SeatError,
)
from maumau.core.events import Event, EventKind
from maumau.core.match import Match
from maumau.core.position import load_position
from maumau.core.record import record_of, replay_record
from maumau.core.results import MatchResult, RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.variant import Variant, all_variants, find_variant
from maumau.core.view import View

# The built-in games register themselves; the core never imports them. (Imported so, not
# as ``import maumau.games``, which would bind ``maumau.maumau`` to the package itself.)
from maumau import games  # noqa: F401  isort: skip

__version__ = "0.1.0"
"""The version of maumau, in one place (the build reads it from here)."""

__all__ = [
    "DRAW", "PASS", "TAKE", "Action", "ActionKind", "Call", "Card", "Deck", "Event",
    "EventKind", "IllegalActionError", "Match", "MatchResult", "MatchStateError",
    "MauMauError", "NotAnActionError", "NotationError", "PositionError", "RecordError", "Round",
    "RoundResult", "Ruleset", "RulesetError", "SeatError", "Variant", "View", "__version__",
    "all_variants", "build_position", "find_variant",
    "format_action", "load_position", "parse_action", "record_of", "replay_record",
]

"""emojical Mau-Mau (Starnberger Spiele, docs/rules.md §3): 109 cards of smileys, coloured and
grey action cards and one Extra card; Zwischenwerfen, blocks, calls, points to 500.

Only tables: the shedding machine plays it. What sets it apart is data there: throw-ins
(``throw_ins``), Blocken (an effect the answer tables know), the victim of a penalty
playing on (``continue_after_penalty``), the "Mau-Mau" call (``last_call_penalty``), and
the effects of Kartentausch, Schenken, Zocken and the Extra card.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from maumau.core.cards import Deck
from maumau.core.options import bool_option, choice_option, int_option
from maumau.core.ruleset import Ruleset
from maumau.core.variant import register
from maumau.games.shedding.rules import Effect, SheddingRules, winner_takes_all
from maumau.games.shedding.variant import (
    CardFacts,
    FirstToTargetScore,
    SheddingVariant,
    card_tables,
    length_presets,
    player_choices,
)

__all__ = [
    "ACTION_EFFECTS",
    "CALL_PENALTY",
    "COLOURED_ACTIONS",
    "COLOURED_POINTS",
    "COLOURS",
    "DRAWS",
    "EMOJICAL",
    "EXTRA",
    "EXTRA_EFFECTS",
    "FACES",
    "GAMBLE_CARDS",
    "GREY_ACTIONS",
    "GREY_POINTS",
    "HAND_SIZE",
    "OPTIONS",
    "SEPARATOR",
    "SMILEY_COPIES",
    "SMILEY_POINTS",
    "SYMBOLS",
    "deck_kinds",
    "describer",
    "rules_for",
]

COLOURS = ("y", "p", "g", "b")
FACES = ("smile", "wink", "laugh", "cool", "love", "tongue", "sad", "angry")
SMILEY_COPIES = 2
COLOURED_ACTIONS: tuple[tuple[str, Effect, int], ...] = (
    ("+2", Effect.DRAW_STACK, 2),
    ("skip", Effect.SKIP, 2),
    ("block", Effect.BLOCK, 2),
    ("swap", Effect.SWAP, 1),
    ("gift", Effect.GIFT, 1),
    ("gamble", Effect.GAMBLE, 1),
)
GREY_ACTIONS: tuple[tuple[str, Effect, int], ...] = (
    ("wish", Effect.WISH, 4),
    ("+4", Effect.DRAW_STACK, 4),
)
EXTRA = "extra"
EXTRA_EFFECTS = {"wish": Effect.WISH, "pass_hands": Effect.PASS_HANDS}
SEPARATOR = ":"

DRAWS = {"+2": 2, "+4": 4, "gamble": 4}
"""Cards each draw card deals; for Zocken, the safe choice (``take``)."""
GAMBLE_CARDS = 8
SMILEY_POINTS = 5
COLOURED_POINTS = 20
GREY_POINTS = 50
HAND_SIZE = 7
CALL_PENALTY = 2



def deck_kinds(extra_card: str) -> list[tuple[str, int]]:
    """The 109 cards [I-16] (108 with the Extra card removed)."""
    kinds = [(colour + SEPARATOR + face, SMILEY_COPIES) for colour in COLOURS for face in FACES]
    kinds += [(colour + SEPARATOR + action, copies) for colour in COLOURS
              for action, _, copies in COLOURED_ACTIONS]
    kinds += [(action, copies) for action, _, copies in GREY_ACTIONS]
    if extra_card != "removed":
        kinds.append((EXTRA, 1))
    return kinds


SYMBOLS = (*FACES, *(a for a, _, _ in COLOURED_ACTIONS), *(a for a, _, _ in GREY_ACTIONS),
           EXTRA)
ACTION_EFFECTS = {action: effect for action, effect, _ in COLOURED_ACTIONS + GREY_ACTIONS}


def describer(extra_card: str) -> Callable[[str], CardFacts]:
    """Reads a card code: colour, face or action symbol, effect and points."""
    effect_of = {**ACTION_EFFECTS, EXTRA: EXTRA_EFFECTS.get(extra_card, Effect.WISH)}

    def describe(code: str) -> CardFacts:
        colour, _, symbol = code.rpartition(SEPARATOR)
        points = SMILEY_POINTS if symbol in FACES else COLOURED_POINTS if colour else GREY_POINTS
        return (COLOURS.index(colour) if colour else -1, SYMBOLS.index(symbol),
                effect_of.get(symbol, Effect.NONE), points)

    return describe


@lru_cache(maxsize=64)
def rules_for(ruleset: Ruleset) -> SheddingRules:
    extra_card = ruleset.text("extra_card")
    deck = Deck(deck_kinds(extra_card))
    tables = card_tables(deck, describer(extra_card))
    card_points = tables["points"]
    return SheddingRules(
        **tables,
        **player_choices(ruleset),
        suits=COLOURS,
        hand_size=HAND_SIZE,
        mau_penalty_cards=CALL_PENALTY,
        last_call_penalty=CALL_PENALTY,
        score=lambda hands, winner: winner_takes_all(hands, winner, card_points),
        draw_amounts=tuple(DRAWS.get(card.code.rpartition(SEPARATOR)[2], 0)
                           for card in deck.cards),
        wild_cards=tuple(suit < 0 for suit in tables["suit_of"]),
        throw_ins=True,
        open_windows=ruleset.flag("open_windows"),
        play_after_penalty=True,
        continue_after_penalty=True,
        gamble_cards=GAMBLE_CARDS,
    )


OPTIONS = (
    int_option("target_score", 500, 0, 10000),
    choice_option("extra_card", "wish", ("wish", "pass_hands", "removed")),
    # [D-15]: a game saved before this option asked only the holders of the card
    replace(bool_option("open_windows", True),
            saved_before=False),
)

EMOJICAL = register(SheddingVariant(
    "emojical", (2, 10), rules_for, FirstToTargetScore(),
    options=OPTIONS, voluntary_draw=False, calls=True,
    presets=length_presets("target_score", 250, 750),
    colours=True,
))

"""Tabaluga Mau Mau (Noris, docs/rules.md §2): 110 cards in four colours, digits and four
special cards, Farbwechsel, the "mau" call, lowest total over an agreed number of games.

Only tables: the shedding machine plays it. The differences to classic are that a
turned-up card has no effect [I-15], a drawn card is never played at once, Nimm 4 hits
without counter, a forgotten "mau" costs one card, and the losers note their hands.
"""

from __future__ import annotations

from functools import lru_cache

from maumau.core.cards import Deck
from maumau.core.options import int_option
from maumau.core.ruleset import Ruleset
from maumau.core.variant import register
from maumau.games.shedding.rules import Effect, SheddingRules, losers_note_hands
from maumau.games.shedding.search import SheddingSearch
from maumau.games.shedding.variant import (
    CardFacts,
    FewestPointsAfterGames,
    SheddingVariant,
    card_tables,
    length_presets,
    player_choices,
)

__all__ = [
    "COLOURS",
    "COLOUR_CHANGE",
    "COLOUR_CHANGES",
    "COPIES",
    "DIGITS",
    "EFFECT_OF",
    "FACES",
    "HAND_SIZE",
    "MAU_PENALTY",
    "SPECIALS",
    "SPECIAL_POINTS",
    "TABALUGA",
    "deck_kinds",
    "describe",
    "rules_for",
]

COLOURS = ("g", "b", "r", "y")
DIGITS = tuple("123456789")
SPECIALS: tuple[tuple[str, Effect], ...] = (
    ("R", Effect.REVERSE),
    ("+2", Effect.DRAW_STACK),
    ("+4", Effect.DRAW_N),
    ("S", Effect.SKIP),
)
COLOUR_CHANGE = "W"
FACES = (*DIGITS, *(code for code, _ in SPECIALS), COLOUR_CHANGE)
EFFECT_OF = dict(SPECIALS)
COPIES = 2
COLOUR_CHANGES = 6
SPECIAL_POINTS = 10
HAND_SIZE = 5
MAU_PENALTY = 1



def deck_kinds() -> list[tuple[str, int]]:
    """The 110 cards: per colour two of each digit and of each special; 6 Farbwechsel."""
    kinds = [(colour + face, COPIES) for colour in COLOURS
             for face in (*DIGITS, *(code for code, _ in SPECIALS))]
    kinds.append((COLOUR_CHANGE, COLOUR_CHANGES))
    return kinds


def describe(code: str) -> CardFacts:
    """Colour, face (digit, special or Farbwechsel), effect and points of a card."""
    if code == COLOUR_CHANGE:
        return -1, FACES.index(code), Effect.WISH, SPECIAL_POINTS
    face = code[1:]
    points = int(face) if face in DIGITS else SPECIAL_POINTS
    return COLOURS.index(code[0]), FACES.index(face), EFFECT_OF.get(face, Effect.NONE), points


@lru_cache(maxsize=64)
def rules_for(ruleset: Ruleset) -> SheddingRules:
    tables = card_tables(Deck(deck_kinds()), describe)
    card_points = tables["points"]
    return SheddingRules(
        **tables,
        **player_choices(ruleset),
        suits=COLOURS,
        hand_size=HAND_SIZE,
        play_after_draw=False,  # the turn ends even if the drawn card fits
        starter_effects=False,  # [I-15]
        mau_penalty_cards=MAU_PENALTY,
        score=lambda hands, winner: losers_note_hands(hands, winner, card_points),
    )


TABALUGA = register(SheddingVariant(
    "tabaluga", (2, 6),  # [I-14]
    rules_for, FewestPointsAfterGames(),
    options=(int_option("games", 3, 1, 50),),
    voluntary_draw=True,
    calls=True,
    presets=length_presets("games", 1, 5),
    search=SheddingSearch(iterations=1200, race_bonus=0.25),
    colours=True,
))

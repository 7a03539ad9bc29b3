"""Crazy Eights: the English sibling of Mau Mau, with the options of OpenSpiel's
``crazy_eights``, played by maumau's shedding machine.

52 French cards (two packs with six players or more); each player is dealt 5 cards, 7
with two players. A card is laid on one of the same suit or rank; an 8 is laid on
anything and names the suit to follow. Who cannot or will not play draws, up to
``max_draw_cards`` cards in a turn, and may play any fitting card in between; at the limit,
or with nothing left to draw, they may pass. With ``use_special_cards`` an ace reverses
the direction, a 2 makes the next player draw two unless they answer with a 2 (stacked
twos add up) and a queen skips the next player; a special card turned up to start acts as
if the dealer had laid it, and an 8 turned up goes back into the stock. With
``reshuffle`` the discard pile but its top becomes the new stock when the stock runs out;
without, nothing more is drawn and a round in which every player passed in a row ends.
There is no last-card call. The round ends when a player has shed their last card (or is
blocked); every player notes the cards left in hand, an 8 50, a face card or an ace 10,
any other card its pips, and after ``games`` rounds the lowest total wins.

Only tables: everything the game does is a field of the machine's
:class:`~maumau.games.shedding.rules.SheddingRules`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from maumau.core.cards import Deck
from maumau.core.faces import Face, Faces, Shape
from maumau.core.options import OptionValue, bool_option, int_option
from maumau.core.ruleset import Ruleset
from maumau.core.words import Line, Section
from maumau.games.shedding.rules import Effect, SheddingRules
from maumau.games.shedding.variant import (
    CardFacts,
    FewestPointsAfterGames,
    SheddingVariant,
    card_tables,
)
from maumau_crazy_eights.words import LANGUAGES, catalogue_path

NAME = "crazy_eights"
SUITS = ("C", "D", "H", "S")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
EIGHT = "8"
SPECIALS = {"A": Effect.REVERSE, "2": Effect.DRAW_STACK, "Q": Effect.SKIP}
"""What the special cards do (option ``use_special_cards``)."""
EIGHT_POINTS = 50
FACE_POINTS = 10
TENS = ("T", "J", "Q", "K", "A")
"""The cards worth 10: the ten by its pips, the court cards, and the ace (as OpenSpiel
counts it; some books count an ace 1)."""
MIN_PLAYERS, MAX_PLAYERS = 2, 8
DRAW_STACK_AMOUNT = 2


def decks_for(players: int) -> int:
    """One pack of 52 up to five players, two above (as OpenSpiel deals)."""
    return 1 if players <= 5 else 2


def hand_size_for(players: int) -> int:
    """Seven cards each with two players, else five."""
    return 7 if players == 2 else 5


def points_of(rank: str) -> int:
    if rank == EIGHT:
        return EIGHT_POINTS
    if rank in TENS:
        return FACE_POINTS
    return int(rank)


def own_hands(hands: Sequence[Sequence[int]], winner: int | None,
              points: Sequence[int]) -> tuple[int, ...]:
    """Every seat notes the value of the cards left in its own hand (the one that went
    out 0), also in a blocked round: OpenSpiel's returns, with the sign turned."""
    return tuple(sum(points[card] for card in hand) for hand in hands)


OPTIONS = (
    bool_option("use_special_cards", False),
    int_option("max_draw_cards", 5, 1, 52),
    bool_option("reshuffle", False),
    int_option("games", 1, 1, 50),
)

PRESETS: dict[str, dict[str, OptionValue]] = {
    "standard": {},
    "specials": {"use_special_cards": True, "reshuffle": True},
    "match": {"games": 5, "reshuffle": True},
}

COLOURS: dict[str, tuple[str, Shape, str]] = {
    "C": ("#1f1f1f", "club", "♣"), "D": ("#d9760a", "diamond", "♦"),
    "H": ("#cc1f2d", "heart", "♥"), "S": ("#1b7a3a", "spade", "♠")}
"""How the web page paints each suit: colour, symbol, letter."""
COURTS = ("J", "Q", "K")
SPECIAL_EFFECTS = {"A": "reverse", "2": "draw_two", "Q": "skip"}
"""The words of each special card's effect (``page.effect.crazy_eights.<word>``)."""


def _page_face(rank: str) -> Face:
    """How the page draws and names a rank."""
    face: Face = {"draw": "court" if rank in COURTS else "pip", "name": f"page.rank.{NAME}.{rank}"}
    if rank in TENS:
        face["short"] = f"page.rank_short.{rank}"
    if rank == EIGHT:
        face["effect"] = f"page.effect.{NAME}.eight"
    return face


PAGE_FACES: Faces = {
    "code": {"colour": "end"},
    "colours": {suit: {"paint": paint, "shape": shape, "letter": letter,
                       "name": f"page.colour.{NAME}.{suit}"}
                for suit, (paint, shape, letter) in COLOURS.items()},
    "faces": {rank: _page_face(rank) for rank in RANKS},
    "card_name": f"page.card.name.{NAME}",
    "option_effects": [{"option": "use_special_cards", "value": True, "face": rank,
                        "effect": f"page.effect.{NAME}.{word}"}
                       for rank, word in SPECIAL_EFFECTS.items()],
    "sample": "8S",
    "how": {
        "basics": [["9H", "KH", f"page.how.{NAME}.suit"], ["9H", "9S", f"page.how.{NAME}.rank"]],
        "specials": [["QH", "8S"], ["QH", "AH", "use_special_cards"],
                     ["QH", "2H", "use_special_cards"], ["5H", "QH", "use_special_cards"]],
    },
    "faq": [f"faq.play.{NAME}.{topic}"
            for topic in ("fits", "eight", "draw", "voluntary_draw", "stock", "call", "specials",
                          "turned_up", "score")],
}
"""How the web page draws and tells the game (:meth:`Variant.faces`): the French pack
from 2 to ace, words as message ids of the game's catalogue."""

OPTION_GROUPS = {"use_special_cards": "special_cards", "games": "scoring"}
"""The rule editor's section of an option; the others are house rules."""
DRAWING_LINES = ("play_after_draw_on", "play_after_draw_off", "draw_limit", "reshuffle_off")
"""The shedding machine's lines on drawing that this game's own lines replace."""


@lru_cache(maxsize=128)
def rules_for(ruleset: Ruleset) -> SheddingRules:
    """The machine's tables for one ruleset of Crazy Eights."""
    players = ruleset.players
    specials = SPECIALS if ruleset.flag("use_special_cards") else {}

    def describe(code: str) -> CardFacts:
        rank, suit = code[0], code[1]
        effect = Effect.WISH if rank == EIGHT else specials.get(rank, Effect.NONE)
        return SUITS.index(suit), RANKS.index(rank), effect, points_of(rank)

    deck = Deck([(rank + suit, decks_for(players)) for suit in SUITS for rank in RANKS])
    tables = card_tables(deck, describe)
    card_points = tables["points"]
    return SheddingRules(
        **tables,
        players=players,
        suits=SUITS,
        hand_size=hand_size_for(players),
        score=lambda hands, winner: own_hands(hands, winner, card_points),
        draw_stack_amount=DRAW_STACK_AMOUNT,
        voluntary_draw=ruleset.flag("voluntary_draw"),
        play_after_draw=False,  # a draw never ends the turn: ``draw_limit`` rules it
        play_after_penalty=False,
        skip_can_be_countered=False,
        wish_on_wish=True,  # an 8 is laid on anything, a named suit too
        starter_effects=True,
        calls=False,
        draw_limit=ruleset.number("max_draw_cards"),
        reshuffle=ruleset.flag("reshuffle"),
        unfit_starters=tuple(card.code[0] == EIGHT for card in deck.cards),
    )


class CrazyEights(SheddingVariant):
    """Crazy Eights on the shedding machine: its tables, options, words and deals."""

    def __init__(self) -> None:
        super().__init__(
            NAME, (MIN_PLAYERS, MAX_PLAYERS), rules_for,
            FewestPointsAfterGames(), options=OPTIONS, voluntary_draw=True, calls=False,
            presets=PRESETS,
        )

    def position_template(self, ruleset: Ruleset) -> dict[str, Any]:
        return {**super().position_template(ruleset), "draws": 0}

    # -- rules in words

    def summarize(self, ruleset: Ruleset) -> tuple[Section, ...]:
        """The shedding machine's summary, with this game's drawing, reshuffling, turned-up
        eights and (no) calls in its own words (``rules.line.crazy_eights.*``)."""
        rules = self.rules_for(ruleset)
        own = {
            "special_cards": [Line(f"{NAME}.eight_starter")],
            "stacking": [Line(f"{NAME}.draw_limit", {"cards": rules.draw_limit}),
                         Line(f"{NAME}.reshuffle_on" if rules.reshuffle
                              else f"{NAME}.reshuffle_off")],
        }
        found: list[Section] = []
        for section in super().summarize(ruleset):
            if section.name == "calls":
                lines = [Line(f"{NAME}.no_calls")]
            else:
                lines = [line for line in section.lines if line.code not in DRAWING_LINES]
                lines += own.get(section.name, [])
            found.append(Section(section.name, tuple(lines)))
        return tuple(found)

    def option_group(self, option: str) -> str:
        return OPTION_GROUPS.get(option, "house_rules")

    # -- web page

    def faces(self) -> Faces:
        """The shedding family's faces with this game's cards."""
        return {**super().faces(), **PAGE_FACES}

    # -- words (catalogues)

    def catalogue(self, lang: str) -> Path | None:
        return catalogue_path(lang) if lang in LANGUAGES else None

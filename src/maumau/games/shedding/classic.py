"""Classic Mau Mau with the house rules of a card-game app (docs/rules.md §1).

32 French cards (or 64 with two decks, plus up to three jokers); which rank draws two,
skips, reverses, wishes or makes the next player draw N is an option each, as are
stacking, wish on wish, play after drawing, the Mau call's penalty and the target score.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from maumau.core.actions import Call
from maumau.core.cards import Deck
from maumau.core.errors import RulesetError
from maumau.core.options import OptionValue, bool_option, choice_option, int_option
from maumau.core.ruleset import Ruleset
from maumau.core.variant import register
from maumau.games.shedding.catalogue import CardKinds
from maumau.games.shedding.rules import Effect, SheddingRules, winner_takes_all
from maumau.games.shedding.search import SheddingSearch
from maumau.games.shedding.variant import (
    CardFacts,
    FirstToTargetScore,
    SheddingVariant,
    card_tables,
    player_choices,
)

__all__ = [
    "CLASSIC",
    "EFFECT_OPTIONS",
    "FACE_VALUES",
    "JOKER",
    "OPTIONS",
    "PRESETS",
    "RANKS",
    "RANK_CHOICES",
    "SEARCH",
    "SUITS",
    "WISH_CARD_POINTS",
    "Classic",
    "default_hand_size",
    "rules_for",
]

SUITS = ("D", "H", "S", "C")
RANKS = ("7", "8", "9", "T", "J", "Q", "K", "A")
JOKER = "X"
RANK_CHOICES = (*RANKS, "none")
FACE_VALUES = {"7": 7, "8": 8, "9": 9, "T": 10, "J": 10, "Q": 10, "K": 10, "A": 11}
WISH_CARD_POINTS = 50

EFFECT_OPTIONS: tuple[tuple[str, Effect], ...] = (
    ("draw_two_rank", Effect.DRAW_STACK),
    ("skip_rank", Effect.SKIP),
    ("reverse_rank", Effect.REVERSE),
    ("wish_rank", Effect.WISH),
    ("draw_n_rank", Effect.DRAW_N),
)


def default_hand_size(players: int) -> int:
    return 6 if players <= 4 else 5 if players == 5 else 4


OPTIONS = (
    choice_option("draw_two_rank", "7", RANK_CHOICES),
    choice_option("skip_rank", "8", RANK_CHOICES),
    choice_option("reverse_rank", "9", RANK_CHOICES),
    choice_option("wish_rank", "J", RANK_CHOICES),
    choice_option("draw_n_rank", "none", RANK_CHOICES),
    int_option("draw_n", 4, 1, 10),
    bool_option("skip_can_be_countered", False),
    bool_option("wish_on_wish", True),
    int_option("jokers", 0, 0, 3),
    bool_option("play_after_draw", True),
    bool_option("play_after_penalty", False),
    int_option("hand_size", default_hand_size, 2, 10),
    int_option("decks", 1, 1, 2),
    int_option("target_score", 250, 0, 10000),
    int_option("mau_penalty_cards", 0, 0, 5),
)

PRESETS: dict[str, dict[str, OptionValue]] = {
    "standard": {},
    "strict": {"wish_on_wish": False, "voluntary_draw": False, "play_after_penalty": False},
    "party": {"jokers": 2, "skip_can_be_countered": True, "play_after_penalty": True,
              "mau_penalty_cards": 2},
    "single": {"target_score": 0},
}


SEARCH = SheddingSearch(iterations=1400, candidates_kept=3, pressure=2.0)
"""The search bot's settings: in a free play it weighs the plays of medium's three
favourite cards, and its playouts lead a suit the next seat lacks (the other games
measured no better with either)."""


class Classic(SheddingVariant):
    """Classic Mau Mau: the shedding machine with one effect table per rank option."""

    def __init__(self) -> None:
        super().__init__(
            "classic", (2, 6), rules_for, FirstToTargetScore(single_round=True),
            options=OPTIONS, voluntary_draw=True, calls=True, presets=PRESETS,
            search=SEARCH,
        )

    def check_options(self, players: int, values: Mapping[str, OptionValue]) -> None:
        taken: dict[object, str] = {}
        for name, _ in EFFECT_OPTIONS:
            rank = values[name]
            if rank == "none":
                continue
            if rank in taken:
                raise RulesetError(f"rank {rank} cannot be both {taken[rank]} and {name}",
                                   "rank_twice",
                                   {"rank": rank, "first": taken[rank], "second": name})
            taken[rank] = name
        pack = 32 * int(values["decks"]) + int(values["jokers"])
        if players * int(values["hand_size"]) + 1 > pack:
            raise RulesetError(
                f"{players} hands of {values['hand_size']} cards and a starter card need more"
                f" than the {pack} cards of the pack", "pack_too_small",
                {"players": players, "hand_size": values["hand_size"], "pack": pack})

    def card_kinds(self, players: int) -> CardKinds:
        """Every card and the joker, each of which may wish: any rank may be the wish
        rank (option ``wish_rank``), and the joker wishes or not."""
        cards = (*(rank + suit for suit in SUITS for rank in RANKS), JOKER)
        return CardKinds(cards, SUITS, frozenset(cards), frozenset(), (Call.NONE, Call.MAU))


@lru_cache(maxsize=128)
def rules_for(ruleset: Ruleset) -> SheddingRules:
    decks = ruleset.number("decks")
    jokers = ruleset.number("jokers")
    kinds = [(rank + suit, decks) for suit in SUITS for rank in RANKS]
    if jokers:
        kinds.append((JOKER, jokers))
    effect_of_rank = {ruleset.text(name): effect for name, effect in EFFECT_OPTIONS}
    wish_rank = ruleset.text("wish_rank")

    def describe(code: str) -> CardFacts:
        if code == JOKER:
            return -1, -1, Effect.JOKER, WISH_CARD_POINTS
        rank, suit = code[0], code[1]
        points = WISH_CARD_POINTS if rank == wish_rank else FACE_VALUES[rank]
        return (SUITS.index(suit), RANKS.index(rank), effect_of_rank.get(rank, Effect.NONE),
                points)

    tables = card_tables(Deck(kinds), describe)
    card_points = tables["points"]
    return SheddingRules(
        **tables,
        **player_choices(ruleset),
        suits=SUITS,
        hand_size=ruleset.number("hand_size"),
        draw_stack_amount=2,
        draw_n=ruleset.number("draw_n"),
        play_after_draw=ruleset.flag("play_after_draw"),
        play_after_penalty=ruleset.flag("play_after_penalty"),
        skip_can_be_countered=ruleset.flag("skip_can_be_countered"),
        wish_on_wish=ruleset.flag("wish_on_wish"),
        starter_effects=True,
        mau_penalty_cards=ruleset.number("mau_penalty_cards"),
        score=lambda hands, winner: winner_takes_all(hands, winner, card_points),
    )


CLASSIC = register(Classic(), default=True)

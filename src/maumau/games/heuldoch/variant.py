"""Heul doch! Mau Mau (docs/rules.md §4): collect cards on your own pile, avoid gifting them.

A collecting game on its own machine (:mod:`maumau.games.heuldoch.round`): 98 number
cards (``r o y g b p k`` × 1–7 × 2 [I-20]), with ``special_cards`` also 3 each of
Katapult, Strandtuch, Karussell and Werwolf [I-21]; 3–6 players; every seat has its own
pile; the round ends when every hand is empty, and piles are scored with their onions
[I-22].

Action notation (the core grammar ``CARD[/CHOICE][>SEAT]``)::

    r5>2            r5 face up onto seat 2's pile (your own seat number: your own pile)
    r5/down         r5 face down on your own pile, as an onion
    katapult        throw off the highest face-up top card(s) on the table
    strandtuch>3    swap the top of your pile with the top of seat 3's pile
    karussell/left  every top card moves one seat left (to the next seat clockwise)
    karussell/right every top card moves one seat right
    werwolf         every top card is turned over

Decisions where the rules are silent (tests cite the marks):

- [H-1] "Left" is the next seat clockwise (seat + 1), "right" seat − 1; with 3 players
  they are the two other seats. A card that matches both neighbours may go to either:
  both plays (``r5>1``, ``r5>2``) are legal, the player picks.
- [H-2] The first player is drawn at random from the round's chance generator, after the
  deal, every round. Option ``first_player`` = a seat: that seat begins the first round
  and the start moves one seat left each further round.
- [H-3] The deal goes round from the dealer's left: first one face-up card each (a special
  card turned up is put back, the talon is shuffled with the next chance generator and a
  new card is taken; logged as ``reshuffle``), then four hand cards each.
- [H-4] A special card may be played on any of its holder's turns, as that turn's one
  card, even when a number card would fit ("instead of a number card"); never out of turn.
  It counts as one of the four hand cards: after playing it (and its effect) the player
  draws back to four like after any play.
- [H-5] Only number cards can be laid face down: a special card goes to the discard pile.
- [H-6] Katapult when no face-up number card shows anywhere: nothing happens.
- [H-7] Strandtuch names any other seat. When that seat's pile is empty, your top goes
  over and you receive nothing; when both are empty nothing moves. A face-down card that
  moves stays face down and known only to those who knew it (the receiver does not look).
- [H-8] Karussell: ``left`` passes every top to the left neighbour, ``right`` to the right.
- [H-9] Werwolf: a face-up top turned down is an onion whose identity everyone knows; an
  onion turned up is public. An empty pile is passed over.
- [H-10] Laying an onion names the card only to its layer: the event shows others neither
  the card nor the action's notation. Records and positions keep every identity.
- [H-11] Memory mode (``show_onion_counts`` off): views show no onion counts; the events a
  seat saw stay in its view, and a face-down top still names its card to those who know it.
- [H-12] The round ends after the last hand card is played, the effect of a special card
  played last included. Seats whose hands are empty are passed over.
- [H-13] A match of ``rounds`` rounds adds each seat's round totals and the points each
  lost to onions; the highest total wins the match, a tie goes to whoever lost more
  points to onions over the match, still tied they share it (docs/rules.md §4).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from maumau.core.actions import Action
from maumau.core.bot import Bot
from maumau.core.builder import check_hand_sizes
from maumau.core.card_planes import CardPlanes, card_planes
from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.errors import PositionError, RulesetError
from maumau.core.faces import Faces
from maumau.core.options import OptionValue, bool_option, choice_option, int_option
from maumau.core.position import seat_params
from maumau.core.position_text import TextFields
from maumau.core.results import MatchTally, RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.terminal import TerminalLook
from maumau.core.variant import Variant, register
from maumau.core.view import View
from maumau.core.words import Section
from maumau.games.heuldoch import position_text, summary
from maumau.games.heuldoch.catalogue import card_kinds, heuldoch_catalogue
from maumau.games.heuldoch.easy_bot import EasyHeulDochBot
from maumau.games.heuldoch.faces import FACES
from maumau.games.heuldoch.medium_bot import MediumHeulDochBot
from maumau.games.heuldoch.observation import HeulDochEncoder
from maumau.games.heuldoch.position import load_heuldoch
from maumau.games.heuldoch.round import HeulDochRound
from maumau.games.heuldoch.rules import HAND_SIZE, is_number
from maumau.games.heuldoch.scoring import best_of
from maumau.games.heuldoch.search import HeulDochSearch
from maumau.games.heuldoch.simple_bot import SimpleHeulDochBot
from maumau.games.heuldoch.tables import rules_for
from maumau.games.heuldoch.terminal import HEULDOCH_LOOK

__all__ = [
    "HEULDOCH",
    "MAX_PLAYERS",
    "OPTIONS",
    "PRESETS",
    "RANDOM_FIRST",
    "HeulDoch",
]

RANDOM_FIRST = "random"
MAX_PLAYERS = 6

OPTIONS = (
    bool_option("special_cards", False),
    bool_option("show_onion_counts", True),
    choice_option("first_player", RANDOM_FIRST,
                  (RANDOM_FIRST, *(str(seat) for seat in range(MAX_PLAYERS)))),
    int_option("rounds", 1, 1, 20),
)

PRESETS: dict[str, dict[str, OptionValue]] = {
    "standard": {},
    "specials": {"special_cards": True},
    "memory": {"show_onion_counts": False},
    "evening": {"special_cards": True, "rounds": 3},
}


class HeulDoch(Variant):
    name = "heuldoch"
    min_players = 3
    max_players = MAX_PLAYERS
    options = OPTIONS
    presets = PRESETS

    def check_options(self, players: int, values: Mapping[str, OptionValue]) -> None:
        first = values["first_player"]
        if first != RANDOM_FIRST and int(first) >= players:
            raise RulesetError(f"first_player {first} is not a seat of a table of {players}"
                               f" (0 to {players - 1})", "first_player_seat",
                               {"seat": first, "players": players, "last": players - 1})

    def deck(self, ruleset: Ruleset) -> Deck:
        return rules_for(ruleset).deck

    def new_round(self, ruleset: Ruleset, seed: Seed, index: int, dealer: int,
                  pack: list[int] | None = None) -> Round:
        first = ruleset.text("first_player")
        first_player = None if first == RANDOM_FIRST else (int(first) + index) % ruleset.players
        return HeulDochRound.deal(ruleset, rules_for(ruleset), seed, index, dealer,
                                  first_player, pack)

    def position_template(self, ruleset: Ruleset) -> dict[str, Any]:
        return {"piles": [{"cards": [], "face_down": []} for _ in range(ruleset.players)],
                "discard": [], "to_move": 0}

    def normalise_position(self, data: dict[str, Any]) -> dict[str, Any]:
        """Piles may be given as text, bottom to top (``"r1 g3"``), or with
        ``"cards"`` as text; a pile without ``face_down`` has none."""
        piles = data.get("piles")
        if isinstance(piles, list):
            data["piles"] = [_pile(pile) for pile in piles]
        return data

    def named_cards(self, data: dict[str, Any]) -> list[str]:
        named = super().named_cards(data)
        for pile in data["piles"]:
            named += pile["cards"]
        return named

    def place_rest(self, data: dict[str, Any], rest: str | int, cards: list[str]) -> None:
        """A seat number puts the cards face up at the bottom of that seat's pile."""
        if isinstance(rest, int) and not isinstance(rest, bool) and (
                0 <= rest < len(data["piles"])):
            pile = data["piles"][rest]
            pile["cards"] = [*cards, *pile["cards"]]
            for item in pile["face_down"]:
                item["at"] += len(cards)
            return
        super().place_rest(data, rest, cards)

    def deal_order(self, ruleset: Ruleset, dealer: int, hands: list[list[str]],
                   turned_up: list[str]) -> list[str]:
        """From the dealer's left one face-up number card on every pile (``turned_up``
        lists them by seat), then four hand cards each [H-3]."""
        n = ruleset.players
        check_hand_sizes(hands, HAND_SIZE)
        if len(turned_up) != n:
            raise PositionError(f"turn up one card per seat ({n}), not {len(turned_up)}",
                                "position_turn_up_count", {"players": n,
                                                           "count": len(turned_up)})
        deck = rules_for(ruleset).deck
        for seat, code in enumerate(turned_up):
            if code in deck and not is_number(deck.id_of(code)):
                raise PositionError(f"seat {seat}'s turned-up card {code} is a special card:"
                                    " a deal puts only number cards on the piles",
                                    "position_turn_up_special",
                                    {**seat_params(seat), "card": code})
        order = [(dealer + offset) % n for offset in range(1, n + 1)]
        return [*(turned_up[seat] for seat in order),
                *(hands[seat][card] for card in range(HAND_SIZE) for seat in order)]

    def round_from_position(self, ruleset: Ruleset, data: Mapping[str, Any]) -> Round:
        return load_heuldoch(HeulDochRound, ruleset, rules_for(ruleset), data)

    def position_text_fields(self, data: Mapping[str, Any]) -> list[str]:
        return position_text.text_fields(data)

    def read_position_text(self, fields: TextFields) -> dict[str, Any]:
        return position_text.read_fields(fields)

    def view_text_fields(self, view: View) -> list[str]:
        return position_text.view_fields(view)

    tiebreak = "points_lost"

    def tiebreak_points(self, result: RoundResult) -> tuple[int, ...]:
        """Points lost to onions this round: the match's tie-break (docs/rules.md §4)."""
        return tuple(result.details["points_lost"])

    def match_over(self, ruleset: Ruleset, tally: MatchTally) -> bool:
        return tally.rounds >= ruleset.number("rounds")

    def match_winners(self, ruleset: Ruleset, tally: MatchTally) -> tuple[int, ...]:
        return best_of(tally.totals, tally.tiebreaks)

    def bot(self, level: str) -> Bot | None:
        if level == "simple":
            return SimpleHeulDochBot()
        if level == "easy":
            return EasyHeulDochBot()
        if level == "medium":
            return MediumHeulDochBot()
        return None

    def search(self) -> HeulDochSearch:
        return HeulDochSearch()

    # -- rules in words (why a match ended: the default, after its rounds)

    def summarize(self, ruleset: Ruleset) -> tuple[Section, ...]:
        return summary.summarize(ruleset)

    def option_group(self, option: str) -> str:
        return summary.OPTION_GROUPS.get(option, "house_rules")

    # -- terminal

    def terminal_look(self) -> TerminalLook:
        return HEULDOCH_LOOK

    # -- reinforcement learning

    def action_catalogue(self, players: int) -> tuple[Action, ...]:
        return heuldoch_catalogue(players)

    def observation_encoder(self, players: int) -> HeulDochEncoder:
        return HeulDochEncoder(card_kinds(), players)

    def card_planes(self, players: int) -> CardPlanes:
        zones = HeulDochEncoder(card_kinds(), players).zones()
        return card_planes(card_kinds(), FACES["code"], zones)

    # -- web page

    def faces(self) -> Faces:
        return FACES


def _pile(pile: object) -> object:
    if isinstance(pile, str):
        return {"cards": pile.split(), "face_down": []}
    if isinstance(pile, dict):
        cards = pile.get("cards", [])
        return {**pile, "cards": cards.split() if isinstance(cards, str) else cards,
                "face_down": pile.get("face_down", [])}
    return pile


HEULDOCH = register(HeulDoch())

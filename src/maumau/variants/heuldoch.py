"""Heul doch! Mau Mau (RULES.md §4): collect cards on your own pile, avoid gifting them.

A collecting game on its own machine (:mod:`maumau.variants.heuldoch_round`): 98 number
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

Decisions where RULES.md is silent (tests cite the marks):

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
- [H-13] A match of ``rounds`` rounds adds each seat's round totals; the highest total
  wins the match, equal totals share it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.errors import RulesetError
from maumau.core.options import OptionValue, bool_option, choice_option, int_option
from maumau.core.results import RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.variant import Variant, register
from maumau.variants.heuldoch_position import load_heuldoch
from maumau.variants.heuldoch_round import HeulDochRound
from maumau.variants.heuldoch_rules import HeulDochRules, build_deck

RANDOM_FIRST = "random"
MAX_PLAYERS = 6

OPTIONS = (
    bool_option("special_cards", False,
                "shuffle in the 12 special cards (Katapult, Strandtuch, Karussell, Werwolf)",
                "die 12 Sonderkarten mischen (Katapult, Strandtuch, Karussell, Werwolf)"),
    bool_option("show_onion_counts", True,
                "show every pile's onion count (off: memory mode, as at a real table)",
                "Zwiebelanzahl jedes Stapels zeigen (aus: Gedächtnis wie am echten Tisch)"),
    choice_option("first_player", RANDOM_FIRST,
                  (RANDOM_FIRST, *(str(seat) for seat in range(MAX_PLAYERS))),
                  "who begins: random each round, or a seat (then rotating left)",
                  "wer beginnt: jede Runde zufällig, oder ein Platz (dann reihum)"),
    int_option("rounds", 1, 1, 20, "rounds in a match; the highest total wins",
               "Runden einer Partie; die höchste Summe gewinnt"),
)

PRESETS: dict[str, dict[str, OptionValue]] = {
    "standard": {},
    "specials": {"special_cards": True},
    "memory": {"show_onion_counts": False},
    "evening": {"special_cards": True, "rounds": 3},
}

PRESET_HELP = {
    "standard": {"en": "the basic game: number cards only, onion counts shown, one round",
                 "de": "das Grundspiel: nur Zahlenkarten, Zwiebeln angezeigt, eine Runde"},
    "specials": {"en": "with the 12 special cards", "de": "mit den 12 Sonderkarten"},
    "memory": {"en": "onion counts hidden: remember your own",
               "de": "Zwiebeln verdeckt: merk dir deine eigenen"},
    "evening": {"en": "special cards, three rounds, totals added",
                "de": "Sonderkarten, drei Runden, Summen addiert"},
}


class HeulDoch(Variant):
    name = "heuldoch"
    titles: Mapping[str, str] = {"en": "Heul doch! Mau Mau", "de": "Heul doch! Mau Mau"}
    min_players = 3
    max_players = MAX_PLAYERS
    options = OPTIONS
    presets = PRESETS
    preset_help = PRESET_HELP

    def check_options(self, players: int, values: Mapping[str, OptionValue]) -> None:
        first = values["first_player"]
        if first != RANDOM_FIRST and int(first) >= players:
            raise RulesetError(f"first_player {first} is not a seat of a table of {players}"
                               f" (0 to {players - 1})", "first_player_seat",
                               {"seat": first, "players": players, "last": players - 1})

    def deck(self, ruleset: Ruleset) -> Deck:
        return rules_for(ruleset).deck

    def new_round(self, ruleset: Ruleset, seed: Seed, index: int, dealer: int) -> Round:
        first = ruleset.text("first_player")
        first_player = None if first == RANDOM_FIRST else (int(first) + index) % ruleset.players
        return HeulDochRound.deal(ruleset, rules_for(ruleset), seed, index, dealer, first_player)

    def round_from_position(self, ruleset: Ruleset, data: Mapping[str, Any]) -> Round:
        return load_heuldoch(ruleset, rules_for(ruleset), data)

    def match_over(self, ruleset: Ruleset, totals: Sequence[int],
                   results: Sequence[RoundResult]) -> bool:
        return len(results) >= ruleset.number("rounds")

    def match_winners(self, ruleset: Ruleset, totals: Sequence[int]) -> tuple[int, ...]:
        best = max(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == best)


@lru_cache(maxsize=64)
def rules_for(ruleset: Ruleset) -> HeulDochRules:
    special_cards = ruleset.flag("special_cards")
    return HeulDochRules(build_deck(special_cards), ruleset.players, special_cards,
                         ruleset.flag("show_onion_counts"))


HEULDOCH = register(HeulDoch())

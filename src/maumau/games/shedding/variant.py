"""What every game on the shedding machine shares as a :class:`Variant`: its deck, deals
and positions come from the one table a game builds (:class:`SheddingRules`); and the
builders of that table's per-card columns, common options and presets."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from maumau.core.actions import Action
from maumau.core.bot import Bot
from maumau.core.builder import check_hand_sizes
from maumau.core.card_planes import CardPlanes, card_planes
from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.errors import PositionError, RulesetError
from maumau.core.faces import Faces
from maumau.core.options import Option, OptionValue, bool_option
from maumau.core.position_text import TextFields
from maumau.core.results import MatchResult, MatchTally
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.terminal import TerminalLook
from maumau.core.variant import Variant
from maumau.core.view import View
from maumau.core.words import Line, Section
from maumau.games.shedding import position_text, summary
from maumau.games.shedding.catalogue import CardKinds, kinds_of, shedding_catalogue
from maumau.games.shedding.easy_bot import EasySheddingBot
from maumau.games.shedding.faces import COLOUR_WISHES, faces_of
from maumau.games.shedding.medium_bot import MediumSheddingBot
from maumau.games.shedding.observation import SheddingEncoder
from maumau.games.shedding.position import load_shedding
from maumau.games.shedding.round import SheddingRound
from maumau.games.shedding.rules import Effect, SheddingRules
from maumau.games.shedding.search import SheddingSearch
from maumau.games.shedding.simple_bot import SimpleSheddingBot
from maumau.games.shedding.terminal import shedding_look

__all__ = [
    "CardFacts",
    "FewestPointsAfterGames",
    "FirstToTargetScore",
    "MatchRule",
    "SheddingVariant",
    "auto_call_option",
    "card_tables",
    "length_presets",
    "player_choices",
    "voluntary_draw_option",
]


class FewestPointsAfterGames:
    """The match is an agreed number of rounds (option ``games``); each seat notes what
    it is left with, and the lowest total wins (ties share the win)."""

    lower_is_better = True
    option = "games"
    """The option the rule reads: a game with this rule must have it."""

    def over(self, ruleset: Ruleset, tally: MatchTally) -> bool:
        """After ``games`` games, resumed ones counted (docs/rules.md §2)."""
        return tally.rounds >= ruleset.number("games")

    def winners(self, ruleset: Ruleset, tally: MatchTally) -> tuple[int, ...]:
        best = min(tally.totals)
        return tuple(seat for seat, total in enumerate(tally.totals) if total == best)


class FirstToTargetScore:
    """The winner of a round scores; the match ends when a total reaches the option
    ``target_score`` and the highest total wins. With 0 there is no scoring: the match
    ends with the first round someone went out in, and they win — or, where the game
    plays single rounds (``single_round``), with the first round however it ended."""

    lower_is_better = False
    option = "target_score"
    """The option the rule reads: a game with this rule must have it."""

    def __init__(self, single_round: bool = False) -> None:
        self.single_round = single_round

    def over(self, ruleset: Ruleset, tally: MatchTally) -> bool:
        target = ruleset.number("target_score")
        if target == 0:
            # Without scoring the match cannot outlive a round someone went out in, so
            # the latest round decides.
            if self.single_round:
                return tally.rounds > 0
            return tally.last is not None and bool(tally.last.winners)
        return max(tally.totals) >= target

    def winners(self, ruleset: Ruleset, tally: MatchTally) -> tuple[int, ...]:
        best = max(tally.totals)
        if best == 0:
            return ()
        return tuple(seat for seat, total in enumerate(tally.totals) if total == best)


MatchRule = FewestPointsAfterGames | FirstToTargetScore


class SheddingVariant(Variant):
    """A game played by the shedding machine: its description, the builder of its
    tables and its match rule."""

    def __init__(self, name: str, players: tuple[int, int],
                 tables: Callable[[Ruleset], SheddingRules], match: MatchRule, *,
                 options: Sequence[Option], voluntary_draw: bool, calls: bool,
                 presets: Mapping[str, Mapping[str, OptionValue]],
                 search: SheddingSearch | None = None, colours: bool = False) -> None:
        """``options`` are the game's own; ``voluntary_draw`` (with its default) and
        ``auto_call`` (where the game has ``calls``) are added. The game's title, its
        options' and presets' words are the catalogue's (``game.<name>``,
        ``option.<name>.*``, ``preset.<name>.*``). ``search``:
        the search bot's settings for this game (the family's defaults without).
        ``colours``: the cards have colours, not suits, so a wish names a colour in
        the rules in words and on the page (the family's words say "suit")."""
        self.name = name
        self.colours = colours
        self.min_players, self.max_players = players
        self.tables = tables
        self.match = match
        self.options = (*options, voluntary_draw_option(voluntary_draw),
                        *([auto_call_option()] if calls else []))
        self.presets = presets
        self.search_settings = search or SheddingSearch()
        self.lower_is_better = match.lower_is_better
        if match.option not in {option.name for option in self.options}:
            raise RulesetError(
                f"the game {name!r} ends its match by {type(match).__name__}, which reads"
                f" the option {match.option!r}; the game has no such option: add"
                f" int_option({match.option!r}, ...) to its options",
                "match_rule_option", {"variant": name, "rule": type(match).__name__,
                                      "option": match.option})

    def match_over(self, ruleset: Ruleset, tally: MatchTally) -> bool:
        return self.match.over(ruleset, tally)

    def match_winners(self, ruleset: Ruleset, tally: MatchTally) -> tuple[int, ...]:
        return self.match.winners(ruleset, tally)

    def rules_for(self, ruleset: Ruleset) -> SheddingRules:
        """The machine's tables for this ruleset (cached by the game)."""
        return self.tables(ruleset)

    def bot(self, level: str) -> Bot | None:
        """The shedding family's players: they read the game's cards from the view."""
        if level == "simple":
            return SimpleSheddingBot()
        if level == "easy":
            return EasySheddingBot(self.name)
        if level == "medium":
            return MediumSheddingBot()
        return None

    def search(self) -> SheddingSearch:
        return self.search_settings

    # -- rules in words

    def summarize(self, ruleset: Ruleset) -> tuple[Section, ...]:
        """The special cards as the machine's tables have them, stacking, wishes, calls,
        scoring and the match's end."""
        return summary.summarize(ruleset, self.rules_for(ruleset),
                                 isinstance(self.match, FewestPointsAfterGames),
                                 colours=self.colours)

    def end_reason(self, ruleset: Ruleset, result: MatchResult) -> Line:
        return summary.end_reason(ruleset, result)

    def option_group(self, option: str) -> str:
        return summary.OPTION_GROUPS.get(option, "house_rules")

    # -- terminal

    def terminal_look(self) -> TerminalLook:
        """The shedding family's look, with this game's card style; a game without one
        shows its cards as its web :meth:`faces` draw them (``4♦``, "4 of Diamonds"),
        or by their codes where the faces do not say how a code splits."""
        return shedding_look(self.name, self.faces())

    # -- web page

    def faces(self) -> Faces:
        """The family's faces with this game's cards (a game without its own shows its
        cards by their codes), with the words of a colour wish where the cards have
        colours."""
        faces = faces_of(self.name)
        return {**faces, **COLOUR_WISHES} if self.colours else faces

    # -- reinforcement learning

    def card_kinds(self, players: int) -> CardKinds:
        """What the game's action catalogue and observation are made of: by default
        read from the tables of the standard ruleset at ``players`` seats. A game whose
        cards or wild cards change with its options names them for every ruleset."""
        return kinds_of(self.rules_for(Ruleset.create(self.name, players)))

    def action_catalogue(self, players: int) -> tuple[Action, ...]:
        return shedding_catalogue(self.card_kinds(players), players)

    def observation_encoder(self, players: int) -> SheddingEncoder:
        return SheddingEncoder(self.card_kinds(players), players)

    def card_planes(self, players: int) -> CardPlanes:
        """The card grid by the faces' ``code`` rule (how a card code splits into colour
        and face); a game whose :meth:`faces` has none raises :class:`RulesetError`."""
        rule = self.faces().get("code")
        if not isinstance(rule, Mapping):
            raise RulesetError(
                f"no card planes for variant {self.name!r}: its faces() has no 'code' rule"
                " (how a card code splits into colour and face), which the 'planes' and"
                " 'history' encodings need", "no_card_planes", {"variant": self.name})
        kinds = self.card_kinds(players)
        encoder = SheddingEncoder(kinds, players)
        return card_planes(kinds.cards, rule, encoder.zones())

    def deck(self, ruleset: Ruleset) -> Deck:
        return self.rules_for(ruleset).deck

    def new_round(self, ruleset: Ruleset, seed: Seed, index: int, dealer: int,
                  pack: list[int] | None = None) -> Round:
        return SheddingRound.deal(ruleset, self.rules_for(ruleset), seed, index, dealer, pack)

    def position_template(self, ruleset: Ruleset) -> dict[str, Any]:
        return {"discard": [], "to_move": 0, "direction": 1, "phase": "play",
                "pending_draw": 0, "wish": None, "mau": [False] * ruleset.players,
                "drawn": None, "stuck": 0}

    def deal_order(self, ruleset: Ruleset, dealer: int, hands: list[list[str]],
                   turned_up: list[str]) -> list[str]:
        """Hand cards one at a time from the dealer's left, then the turned-up card (one
        that may start the discard pile)."""
        rules = self.rules_for(ruleset)
        size = rules.hand_size
        check_hand_sizes(hands, size)
        if len(turned_up) != 1:
            raise PositionError(f"turn up one card, not {len(turned_up)}",
                                "position_turn_up_one", {"count": len(turned_up)})
        unfit = rules.unfit_starters
        if unfit is not None and turned_up[0] in rules.deck and (
                unfit[rules.deck.id_of(turned_up[0])]):
            raise PositionError(f"{turned_up[0]} cannot be turned up to start the discard"
                                " pile", "position_turn_up_unfit", {"card": turned_up[0]})
        n = ruleset.players
        order = [hands[(dealer + offset) % n][card] for card in range(size)
                 for offset in range(1, n + 1)]
        return [*order, turned_up[0]]

    def round_from_position(self, ruleset: Ruleset, data: Mapping[str, Any]) -> Round:
        return load_shedding(SheddingRound, ruleset, self.rules_for(ruleset), data)

    # -- position text

    def position_text_fields(self, data: Mapping[str, Any]) -> list[str]:
        return position_text.text_fields(data)

    def read_position_text(self, fields: TextFields) -> dict[str, Any]:
        return position_text.read_fields(fields, self.rules_for(fields.ruleset))

    def view_text_fields(self, view: View) -> list[str]:
        return position_text.view_fields(view)


CardFacts = tuple[int, int, Effect, int]
"""What a game says of one card: its suit index (-1: none), rank index, effect, points."""


def card_tables(deck: Deck, describe: Callable[[str], CardFacts]) -> dict[str, Any]:
    """The per-card tables of :class:`SheddingRules` from a game's reading of each code."""
    facts = [describe(card.code) for card in deck.cards]
    return {
        "deck": deck,
        "suit_of": tuple(fact[0] for fact in facts),
        "rank_of": tuple(fact[1] for fact in facts),
        "effect": tuple(fact[2] for fact in facts),
        "points": tuple(fact[3] for fact in facts),
    }


def player_choices(ruleset: Ruleset) -> dict[str, Any]:
    """The table fields every shedding game takes straight from its options."""
    return {
        "players": ruleset.players,
        "voluntary_draw": ruleset.flag("voluntary_draw"),
        "auto_call": ruleset.flag("auto_call"),
    }


def voluntary_draw_option(default: bool) -> Option:
    return bool_option("voluntary_draw", default)


def auto_call_option() -> Option:
    """[I-3]: the engine adds the right call to every play."""
    return bool_option("auto_call", False)


def length_presets(option: str, short: OptionValue, long: OptionValue
                   ) -> dict[str, dict[str, OptionValue]]:
    """Presets ``standard``, ``short`` and ``long`` that differ in the match's length
    (their words: ``preset.<variant>.<name>`` and ``.help`` in the catalogue)."""
    return {"standard": {}, "short": {option: short}, "long": {option: long}}

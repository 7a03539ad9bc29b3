"""What a game is: its options, presets, deck, rounds and match rule.

The registry of games by name is :mod:`maumau.core.registry` (re-exported here).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from maumau.core.cards import Deck
from maumau.core.chance import Seed
from maumau.core.errors import PositionError, RulesetError, shown
from maumau.core.faces import Faces
from maumau.core.options import Option, OptionValue
from maumau.core.registry import all_variants, default_variant, find_variant, register
from maumau.core.results import MatchResult, MatchTally, RoundResult
from maumau.core.round import Round
from maumau.core.ruleset import Ruleset
from maumau.core.words import Line, Section, sections

if TYPE_CHECKING:
    from pathlib import Path

    from maumau.core.actions import Action
    from maumau.core.bot import Bot
    from maumau.core.card_planes import CardPlanes
    from maumau.core.encoding import ObservationEncoder
    from maumau.core.position_text import TextFields
    from maumau.core.search import Search
    from maumau.core.terminal import TerminalLook
    from maumau.core.view import View

__all__ = ["Variant", "all_variants", "default_variant", "find_variant", "register"]


class Variant(ABC):
    """A game: an immutable description the engine and every front end read."""

    name: str
    """The game's name in code; its title for people is the catalogue's ``game.<name>``,
    as are its options' and presets' words (:mod:`maumau.option_labels`)."""
    min_players: int
    max_players: int
    options: Sequence[Option]
    presets: Mapping[str, Mapping[str, OptionValue]]

    def check_options(self, players: int, values: Mapping[str, OptionValue]) -> None:
        """Reject option combinations that cannot work together (one value at a time is
        already checked). Raise :class:`RulesetError`."""
        return None

    @abstractmethod
    def deck(self, ruleset: Ruleset) -> Deck:
        """The pack this ruleset plays with."""

    @abstractmethod
    def new_round(self, ruleset: Ruleset, seed: Seed, index: int, dealer: int,
                  pack: list[int] | None = None) -> Round:
        """Shuffle and deal round ``index`` with ``dealer`` dealing. A given ``pack``
        (card ids, dealt from its end) is dealt instead of a shuffled one."""

    @abstractmethod
    def round_from_position(self, ruleset: Ruleset, data: Mapping[str, Any]) -> Round:
        """Load a round from a position, refusing an inconsistent one (PositionError)."""

    # ------------------------------------------------ positions and deals by hand

    def position_template(self, ruleset: Ruleset) -> dict[str, Any]:
        """The game's own position fields of a round at its first decision, without
        cards (:func:`maumau.core.builder.build_position` starts from them)."""
        return {}

    def normalise_position(self, data: dict[str, Any]) -> dict[str, Any]:
        """Accept the builder's shorthands (card lists as text) in the game's fields."""
        return data

    def named_cards(self, data: dict[str, Any]) -> list[str]:
        """Every card code a position names, wherever it lies."""
        named = [code for hand in data["hands"] for code in hand]
        named += data.get("talon", []) + data.get("discard", [])
        return named

    def place_rest(self, data: dict[str, Any], rest: str | int, cards: list[str]) -> None:
        """Put the cards a position does not name: below the talon (``"talon"``), under
        the discard pile (``"discard"``) or into a seat's hand (a seat number)."""
        if rest == "talon":
            data["talon"] = [*data["talon"], *cards]
        elif rest == "discard" and "discard" in data:
            data["discard"] = [*cards, *data["discard"]]
        elif isinstance(rest, int) and not isinstance(rest, bool) and (
                0 <= rest < len(data["hands"])):
            data["hands"][rest] = [*data["hands"][rest], *cards]
        else:
            raise PositionError(f"the cards not named go to 'talon', 'discard' or a seat,"
                                f" not {rest!r}", "position_rest", {"value": shown(rest)})

    def deal_order(self, ruleset: Ruleset, dealer: int, hands: list[list[str]],
                   turned_up: list[str]) -> list[str]:
        """The cards in the order a deal by ``dealer`` takes them from the pack so that
        it gives these hands and turns up these cards; refuses a hand of the wrong size
        or a card that cannot be turned up, naming the seat (PositionError)."""
        raise PositionError(f"{self.name} cannot deal a chosen round", "position_no_deal",
                            {"variant": self.name})

    def first_dealer(self, ruleset: Ruleset) -> int:
        """The first round's dealer: the last seat, so that seat 0 starts."""
        return ruleset.players - 1

    #: The name of the game's match tie-break figure in a position (``None``: no tie-break).
    tiebreak: str | None = None

    def tiebreak_points(self, result: RoundResult) -> tuple[int, ...]:
        """What a round adds to each seat's match tie-break figure (none: zeros)."""
        return (0,) * len(result.points)

    @abstractmethod
    def match_over(self, ruleset: Ruleset, tally: MatchTally) -> bool:
        """Whether the match ends with the rounds tallied."""

    @abstractmethod
    def match_winners(self, ruleset: Ruleset, tally: MatchTally) -> tuple[int, ...]:
        """The seats that win a finished match."""

    # ------------------------------------------------ what front ends ask of a game
    # Every front end (bots, terminal, web page, RL, simulations) asks a game through the
    # hooks below and never branches on its name; each game package fills them in.

    # -- bots: the game's own players and what the search needs

    def bot(self, level: str) -> Bot | None:
        """A new player of this game of ``level`` (one of :data:`maumau.core.bot.LEVELS`:
        ``simple``, ``easy``, ``medium``), or ``None`` where the game has none of that
        level. The ``random`` and ``hard`` bots are the bots' own and play every game
        (``hard`` through :meth:`search`)."""
        return None

    def search(self) -> Search | None:
        """What a determinized search (the ``hard`` bot) needs of this game, or ``None``
        where it cannot be searched."""
        return None

    # -- rules in words

    def summarize(self, ruleset: Ruleset) -> tuple[Section, ...]:
        """The rules of ``ruleset`` in words: sections of lines, each a catalogue code
        with params (:mod:`maumau.core.words`); :mod:`maumau.rules_summary` adds the
        players and fills them in. The default lists every option with its value
        (``rules.line.option``)."""
        return sections({"options": [
            Line("option", {"option": spec.name, "value": ruleset.options[spec.name]})
            for spec in self.options]})

    def end_reason(self, ruleset: Ruleset, result: MatchResult) -> Line:
        """Why a match of ``ruleset`` ended with ``result`` (an ``end.<code>`` of the
        catalogue with its params). The default: its rounds were played."""
        return Line("rounds_played", {"rounds": result.rounds})

    def option_group(self, option: str) -> str:
        """The section of the rule editor that shows ``option``: ``special_cards``,
        ``house_rules`` (the default), ``scoring`` or ``table``."""
        return "house_rules"

    # -- terminal

    def terminal_look(self) -> TerminalLook:
        """How the terminal shows this game: card faces, the table, actions and events, as
        styled text and catalogue messages (:mod:`maumau.core.terminal`). The default
        (:class:`~maumau.core.card_style.FacesLook`) shows cards as :meth:`faces` describes
        them (its ``code`` rule, ``colours``, ``faces`` and ``card_name``: "Red 5", "4♦"),
        by their codes where the faces do not say how a code splits; a plain play names
        its card, other actions are in notation, the table is its fields."""
        from maumau.core.card_style import FacesLook, style_from_faces

        return FacesLook(style_from_faces(self.faces()))

    # -- reinforcement learning

    #: Whether a lower match total is better (the match is won with the fewest points):
    #: a reward from the points flips its sign.
    lower_is_better: bool = False

    def action_catalogue(self, players: int) -> Sequence[Action]:
        """Every action of the game's notation at a table of up to ``players`` seats under
        any ruleset, in a fixed order: a learning agent's discrete action space, the same
        for every ruleset and table size so that one policy fits them all. A game without
        one raises :class:`RulesetError`."""
        raise RulesetError(f"no learning environment for variant {self.name!r}: the game"
                           " has no action catalogue")

    def observation_encoder(self, players: int) -> ObservationEncoder[Any]:
        """A new encoder of this game's views into observation vectors of a fixed size
        for tables of up to ``players`` seats (:mod:`maumau.core.encoding`). A game
        without one raises :class:`RulesetError`."""
        raise RulesetError(f"no learning environment for variant {self.name!r}: the game"
                           " has no observation encoder")

    def card_planes(self, players: int) -> CardPlanes:
        """The card grid of this game's observation vector for tables of up to
        ``players`` seats: each card kind's colour and face, and the runs of the vector
        that hold one number per card kind (:mod:`maumau.core.card_planes`). A learning
        front end builds its card-plane and history encodings from it; a game without
        one raises :class:`RulesetError`."""
        raise RulesetError(f"no card planes for variant {self.name!r}")

    # -- web page

    def faces(self) -> Faces:
        """What the web page needs to draw and tell this game: typed data
        (:class:`maumau.core.faces.Faces` describes every key) whose words are catalogue
        message ids, never text. The default: one shared discard pile and every card shown
        by its code. A test checks every registered game's faces against the schema written
        from those types (``web/static/faces.schema.json``; docs/development.md, "The page
        shell and the faces").
        """
        return {"layout": "shared"}

    # -- words (catalogues)

    def catalogue(self, lang: str) -> Path | None:
        """The game's own gettext catalogue in ``lang`` (a ``.po`` file), whose messages
        :func:`maumau.i18n.messages` adds to maumau's own (maumau's text wins where both
        have an id); ``None`` (the default) where the game's words are in maumau's
        catalogue or it has none in ``lang``. A game from another package ships its words
        so (title, option labels and help, presets) under the ids the built-in games use:
        ``game.<name>``, ``option.<name>.<option>``, ``preset.<name>.<preset>`` ..."""
        return None

    # -- position text
    # Position text (:mod:`maumau.core.position_text`) through the game, so that a round
    # writes and reads it without importing the module that loads positions. A game
    # overrides the three hooks after these (its own fields), never these.

    def position_text_fields(self, data: Mapping[str, Any]) -> list[str]:
        """The game's own fields of a position (all but the shared ones,
        :data:`~maumau.core.position_text.HEADER_FIELDS`, and :attr:`tiebreak`) as
        fields of the position text (docs/positions.md): positional ones first, then
        ``name=value`` ones. The default writes each as ``name=`` and compact JSON."""
        from maumau.core.position_text import HEADER_FIELDS, json_text

        return [f"{name}={json_text(value)}" for name, value in data.items()
                if name not in HEADER_FIELDS and name != self.tiebreak]

    def read_position_text(self, fields: TextFields) -> dict[str, Any]:
        """The game's own position fields from what :meth:`position_text_fields` wrote,
        each taken from ``fields`` (the position loader checks them). The default reads
        every named field that is not a shared one as JSON."""
        from maumau.core.position_text import HEADER_FIELDS, json_of

        shared = {*HEADER_FIELDS, self.tiebreak}
        return {name: json_of(fields.named.pop(name), name) for name in list(fields.named)
                if name not in shared}

    def view_text_fields(self, view: View) -> list[str]:
        """A seat's view beyond the hands as fields of a view's text, what the seat does
        not see as counts (:func:`~maumau.core.position_text.hidden`). The default: the
        seat to move (``-``: nobody), the phase and the view's table as ``name=`` JSON."""
        from maumau.core.position_text import NONE, json_text

        return [NONE if view.to_move is None else str(view.to_move), view.phase,
                *(f"{name}={json_text(value)}" for name, value in view.table.items())]

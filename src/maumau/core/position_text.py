"""Position text: a round's whole state on one line, what FEN is to chess.

The text is another spelling of a JSON position (:mod:`maumau.core.position`): it is read
into a position dict and loaded by :func:`~maumau.core.position.load_position`, so every
check and every refusal is the loader's. docs/positions.md ("Position text") has the
grammar and examples for each game. In short, whitespace separates the fields::

    classic/3 9H,TH,7S/8C,9C/JD,8D,9D 7D,KH,AS QS,7H 1 play mau=1 round=0 dealer=2 chance=1 seed=42

- the ruleset: ``variant/players[/preset[/option=value,...]]`` (``-``: no preset; the
  options named are those that differ from the preset's, or the defaults');
- the hands, one per seat, separated by ``/``; cards in their codes separated by ``,``
  (``-``: no card); then the talon, top card first;
- the game's own fields (a game's :meth:`Variant.position_text_fields`): positional ones,
  then ``name=value`` ones (the position's field names; a field at its default is left out);
- ``round``, ``dealer``, ``chance`` and ``seed`` (a number, or text in double quotes as in
  JSON), and where the match stood when a match wrote it: ``totals``, ``rounds_played`` and
  the game's tie-break figure.

A seat's view (:func:`view_text`) is written the same way with what the seat cannot see
as counts (``?5``: five cards it does not see) and without the seed; it cannot be loaded.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from maumau.core.chance import Seed
from maumau.core.documents import POSITION_FORMAT, POSITION_VERSION
from maumau.core.errors import MauMauError, PositionError, cause_of
from maumau.core.options import OptionValue
from maumau.core.position import load_position
from maumau.core.ruleset import Ruleset

if TYPE_CHECKING:
    from maumau.core.round import Round
    from maumau.core.view import View

__all__ = [
    "HEADER_FIELDS", "NONE", "TextFields", "cards_of", "cards_text", "flags_of",
    "flags_text", "hidden", "number_of", "position_from_text",
    "position_to_text", "round_from_text", "round_text", "ruleset_of", "ruleset_text",
    "seat_lists_of", "seat_lists_text", "seats_of", "seats_text", "view_text",
]

NONE = "-"
"""An empty list, no preset, nobody (a seat field), in every field."""
REST = "..."
"""Ending the talon: every card of the pack the text does not name, in deck order."""
HIDDEN = "?"
"""Written before a count of cards a seat's view does not show (``?5``)."""
HEADER_FIELDS = frozenset({"format", "version", "ruleset", "seed", "round", "dealer",
                           "chance", "hands", "talon", "totals", "rounds_played"})
"""The position fields every game shares, written by this module (with the game's
tie-break figure, :attr:`Variant.tiebreak`); a game writes the others."""

_QUOTED = r'"(?:[^"\\]|\\.)*"'
_TOKEN = re.compile(rf'(?:[^\s"]|{_QUOTED})+')
_NAMED = re.compile(r"([a-z_][a-z0-9_]*)=(.*)", re.DOTALL)
_NUMBER = re.compile(r"-?[0-9]+")
_PLAIN_VALUE = re.compile(r"[A-Za-z0-9_+.:-]+")
_BOOL_TEXT = {True: "on", False: "off"}


# ----------------------------------------------------------------- reading tokens

def _split(text: str, separator: str) -> list[str]:
    """``text`` split at ``separator`` outside double-quoted (JSON) strings."""
    parts = [""]
    quoted = escaped = False
    for char in text:
        if quoted:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char == separator:
            parts.append("")
            continue
        parts[-1] += char
    return parts


def _tokens(text: str) -> list[str]:
    found = []
    position = 0
    for match in _TOKEN.finditer(text):
        between = text[position:match.start()]
        if between.strip():
            break
        found.append(match.group())
        position = match.end()
    rest = text[position:]
    if rest.strip():
        raise PositionError(f"the position text cannot be read from {rest.strip()!r}"
                            " (a double quote left open?)", "position_text_syntax",
                            {"text": rest.strip()})
    return found


class TextFields:
    """The fields of a position text after the ruleset, the hands and the talon: the
    positional ones in order and the named ones (``name=value``), each taken once by
    whoever reads it; :meth:`finish` refuses what nobody took."""

    def __init__(self, ruleset: Ruleset, positional: list[str], named: dict[str, str]) -> None:
        self.ruleset = ruleset
        self.positional = positional
        self.named = named

    def next(self, field: str) -> str:
        """The next positional field, called ``field`` in a refusal where it is missing."""
        if not self.positional:
            raise PositionError(f"the position text ends before its field {field!r}",
                                "position_text_missing", {"field": field})
        return self.positional.pop(0)

    def take(self, name: str) -> str | None:
        """The value of the named field ``name``, or None where the text does not name it."""
        return self.named.pop(name, None)

    def finish(self) -> None:
        if self.positional:
            extra = self.positional[0]
            raise PositionError(f"the position text has a field too many: {extra!r}",
                                "position_text_extra", {"text": extra})
        if self.named:
            name = next(iter(self.named))
            raise PositionError(f"a {self.ruleset.variant} position has no field {name!r}",
                                "position_text_unknown", {"field": name,
                                                          "variant": self.ruleset.variant})


def _fields(ruleset: Ruleset, tokens: Iterable[str]) -> TextFields:
    positional: list[str] = []
    named: dict[str, str] = {}
    for token in tokens:
        match = _NAMED.fullmatch(token)
        if match is None:
            positional.append(token)
            continue
        name, value = match.groups()
        if name in named:
            raise PositionError(f"the position text names {name!r} twice",
                                "position_text_twice", {"field": name})
        named[name] = value
    return TextFields(ruleset, positional, named)


# ----------------------------------------------------------------- values

def cards_text(codes: Iterable[str]) -> str:
    """Card codes separated by commas; ``-`` for none."""
    return ",".join(codes) or NONE


def cards_of(token: str) -> list[str]:
    """The card codes of a field (``-``: none); the loader checks them."""
    return [] if token == NONE else token.split(",")


def seat_lists_text(lists: Iterable[Iterable[str]]) -> str:
    """Card lists by seat (hands, piles), separated by ``/``."""
    return "/".join(cards_text(codes) for codes in lists)


def seat_lists_of(token: str) -> list[list[str]]:
    return [cards_of(part) for part in token.split("/")]


def number_of(token: str) -> int | str:
    """A whole number; anything else is handed on as text, for the loader to refuse in its
    own words (``'to_move' must be a whole number from 0 to 2, not "x"``)."""
    return int(token) if _NUMBER.fullmatch(token) else token


def seats_text(seats: Iterable[int]) -> str:
    return ",".join(map(str, seats)) or NONE


def seats_of(token: str, field: str, players: int | None = None) -> list[int]:
    """Seat numbers separated by commas (``-``: none), each a seat of the table."""
    if token == NONE:
        return []
    seats = []
    for part in token.split(","):
        if not _NUMBER.fullmatch(part) or (players is not None and not 0 <= int(part) < players):
            raise PositionError(f"{field!r} must list whole numbers (seats) separated by"
                                f" commas, not {token!r}", "position_text_seats",
                                {"field": field, "value": token})
        seats.append(int(part))
    return seats


def flags_text(flags: Sequence[bool]) -> str:
    """Per-seat flags as the seats whose flag is set."""
    return seats_text(seat for seat, flag in enumerate(flags) if flag)


def flags_of(token: str | None, field: str, players: int) -> list[bool]:
    chosen = set(seats_of(token, field, players)) if token is not None else set()
    return [seat in chosen for seat in range(players)]


def hidden(count: int) -> str:
    """``count`` cards a seat's view does not show."""
    return f"{HIDDEN}{count}"


def json_text(value: object) -> str:
    """A value as compact JSON (a game's own field without a text of its own)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def json_of(token: str, field: str) -> Any:
    try:
        return json.loads(token)
    except json.JSONDecodeError:
        raise PositionError(f"{field!r} must be JSON here, not {token!r}",
                            "position_text_value", {"field": field, "value": token}) from None


def _seed_text(seed: Seed) -> str:
    return str(seed) if isinstance(seed, int) else json_text(seed)


def _seed_of(token: str) -> object:
    if _NUMBER.fullmatch(token):
        return int(token)
    if token.startswith('"'):
        return json_of(token, "seed")
    return token  # the loader refuses it ("'seed' must be a number or text")


def _value_text(value: OptionValue) -> str:
    if isinstance(value, bool):
        return _BOOL_TEXT[value]
    text = str(value)
    return text if _PLAIN_VALUE.fullmatch(text) else json_text(text)


def _value_of(token: str) -> str:
    return str(json_of(token, "ruleset")) if token.startswith('"') else token


# ----------------------------------------------------------------- the ruleset

def ruleset_text(variant: str, players: int, preset: str | None,
                 options: Mapping[str, OptionValue]) -> str:
    """``variant/players[/preset[/changes]]``: the options that differ from the preset's
    values (or from the defaults where there is none)."""
    if preset is not None and preset not in Ruleset.create(variant, players).game.presets:
        preset = None  # a label the game does not know (an old record's): the options say all
    base = Ruleset.create(variant, players, preset).options
    changes = ",".join(f"{name}={_value_text(value)}" for name, value in sorted(options.items())
                       if base.get(name) != value)
    text = f"{variant}/{players}"
    if preset is not None or changes:
        text += f"/{preset or NONE}"
    if changes:
        text += f"/{changes}"
    return text


def ruleset_of(token: str) -> Ruleset:
    """The ruleset a position text names; a refusal names the problem (as
    :func:`load_position` does for a JSON position's ruleset)."""
    parts = _split(token, "/")
    options: dict[str, object] = {}
    for item in _split(parts[3], ",") if len(parts) > 3 and parts[3] else []:
        name, equals, value = item.partition("=")
        if not equals:
            parts = []
            break
        options[name] = _value_of(value)
    if not 2 <= len(parts) <= 4:
        raise PositionError(f"the ruleset is variant/players[/preset[/option=value,...]],"
                            f" not {token!r}", "position_text_ruleset", {"text": token})
    variant, players = parts[0], parts[1]
    preset = parts[2] if len(parts) > 2 and parts[2] not in ("", NONE) else None
    count: Any = int(players) if _NUMBER.fullmatch(players) else players
    try:
        return Ruleset.create(variant, count, preset, options)
    except MauMauError as problem:
        raise PositionError(f"bad ruleset: {problem}", "position_ruleset",
                            {"cause": cause_of(problem)}) from None


# ----------------------------------------------------------------- whole positions

def position_to_text(data: Mapping[str, Any]) -> str:
    """A position (``round.to_position()`` or ``match.to_position()``) as one line."""
    rules = data["ruleset"]
    ruleset = Ruleset.from_dict(rules)
    game = ruleset.game
    parts = [ruleset_text(ruleset.variant, ruleset.players, ruleset.preset, ruleset.options),
             seat_lists_text(data["hands"]), cards_text(data["talon"]),
             *game.position_text_fields(data)]
    parts += [f"round={data['round']}", f"dealer={data['dealer']}", f"chance={data['chance']}",
              f"seed={_seed_text(data['seed'])}"]
    if "totals" in data:
        parts.append(f"totals={seats_text(data['totals'])}")
    if "rounds_played" in data:
        parts.append(f"rounds_played={data['rounds_played']}")
    if game.tiebreak is not None and game.tiebreak in data:
        parts.append(f"{game.tiebreak}={seats_text(data[game.tiebreak])}")
    return " ".join(parts)


def position_from_text(text: str) -> dict[str, Any]:
    """The position (a JSON-able dict) a position text spells; :func:`load_position` or
    :meth:`Match.from_position` loads it and refuses an inconsistent one."""
    if not isinstance(text, str):
        raise PositionError("a position text must be text", "position_text_syntax",
                            {"text": str(text)})
    tokens = _tokens(text)
    if not tokens:
        raise PositionError("the position text is empty", "position_text_missing",
                            {"field": "ruleset"})
    ruleset = ruleset_of(tokens[0])
    fields = _fields(ruleset, tokens[1:])
    if any(token.startswith(HIDDEN) for token in fields.positional) or "seat" in fields.named:
        raise PositionError("a seat's view leaves out hidden cards: it is no position",
                            "position_text_view", {})
    game = ruleset.game
    data: dict[str, Any] = {"format": POSITION_FORMAT, "version": POSITION_VERSION,
                            "ruleset": ruleset.to_dict()}
    hands = seat_lists_of(fields.next("hands"))
    talon = cards_of(fields.next("talon"))
    own = game.read_position_text(fields)
    seed = fields.take("seed")
    data["seed"] = 0 if seed is None else _seed_of(seed)
    for name, default in (("round", 0), ("dealer", ruleset.players - 1), ("chance", 0)):
        value = fields.take(name)
        data[name] = default if value is None else number_of(value)
    data["hands"] = hands
    data["talon"] = talon
    data.update(own)
    totals = fields.take("totals")
    if totals is not None:
        data["totals"] = seats_of(totals, "totals")
    played = fields.take("rounds_played")
    if played is not None:
        data["rounds_played"] = number_of(played)
    if game.tiebreak is not None:
        tiebreak = fields.take(game.tiebreak)
        if tiebreak is not None:
            data[game.tiebreak] = seats_of(tiebreak, game.tiebreak)
    fields.finish()
    if talon and talon[-1] == REST:
        talon[-1:] = _rest(ruleset, data)
    return data


def _rest(ruleset: Ruleset, data: dict[str, Any]) -> list[str]:
    """The cards of the pack that the position does not name elsewhere, in deck order."""
    named = Counter(ruleset.game.named_cards({**data, "talon": data["talon"][:-1]}))
    rest = []
    for code in ruleset.pack():
        if named[code]:
            named[code] -= 1
        else:
            rest.append(code)
    return rest


def round_text(game: Round) -> str:
    """The round's whole state as position text."""
    return position_to_text(game.to_position())


def round_from_text(text: str) -> Round:
    """The round a position text spells (refusing an inconsistent one, PositionError)."""
    return load_position(position_from_text(text))


def view_text(view: View) -> str:
    """A seat's view (or a spectator's) as one line: the ruleset (a view names no preset:
    the shortest spelling), the own hand's cards, every other hand and the talon as
    counts, the game's public fields, ``round``, ``dealer`` and ``seat``. Not a position:
    it cannot be loaded."""
    game = Ruleset.create(view.variant, view.players).game
    rules = min((ruleset_text(view.variant, view.players, preset, view.options)
                 for preset in [None, *sorted(game.presets)]), key=len)
    hands = [cards_text(card.code for card in view.hand) if seat == view.seat else hidden(size)
             for seat, size in enumerate(view.hand_sizes)]
    parts = [rules, "/".join(hands), *game.view_text_fields(view), f"round={view.round_index}",
             f"dealer={view.dealer}"]
    if view.seat is not None:
        parts.append(f"seat={view.seat}")
    return " ".join(parts)

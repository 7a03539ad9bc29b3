"""Option specifications: name, kind of value, default and range.

Options are data. A variant lists its options; :class:`~maumau.core.ruleset.Ruleset`
validates user input against them once. Values coming from a command line or a web form
arrive as text and are parsed here, by the same code for every front end.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from maumau.core.errors import RulesetError

__all__ = [
    "VALUE_CODES",
    "Option",
    "OptionValue",
    "bool_option",
    "choice_option",
    "int_option",
]

OptionValue = bool | int | str

_WHOLE_NUMBER = re.compile(r"-?[0-9]{1,9}")
_TRUE = {"true", "on", "yes", "1", "ja", "an"}
_FALSE = {"false", "off", "no", "0", "nein", "aus"}
# The refusal code of a bad value, by option kind (catalogue key refusal.<code>).
VALUE_CODES = {"bool": "option_value_bool", "int": "option_value_int",
               "choice": "option_value_choice"}


@dataclass(frozen=True)
class Option:
    """One named option of a variant.

    ``kind`` is ``bool``, ``int`` or ``choice``. ``default`` may depend on the player count
    (a callable of it). Its label and one-line help are words of the catalogue
    (``option.<variant>.<name>`` and ``option.<variant>.<name>.help``, read by
    :mod:`maumau.option_labels`): the core holds no words.
    """

    name: str
    kind: str
    default: OptionValue | Callable[[int], OptionValue]
    minimum: int | None = None
    maximum: int | None = None
    choices: Sequence[str] = field(default_factory=tuple)
    saved_before: OptionValue | None = None
    """For an option added later: the value a saved ruleset that lacks the option gets
    (:meth:`Ruleset.from_dict`), so that a game saved before replays as it was played."""

    def default_for(self, players: int) -> OptionValue:
        if callable(self.default):
            return self.default(players)
        return self.default

    def describe_range(self) -> str:
        if self.kind == "bool":
            return "true|false"
        if self.kind == "int":
            return f"{self.minimum}..{self.maximum}"
        return "|".join(self.choices)

    def validate(self, value: object) -> OptionValue:
        """Return the value in its proper type, or raise a RulesetError naming the problem."""
        if self.kind == "bool":
            return self._validate_bool(value)
        if self.kind == "int":
            return self._validate_int(value)
        return self._validate_choice(value)

    def _problem(self, value: object) -> RulesetError:
        return RulesetError(
            f"option {self.name!r} cannot be {value!r}; valid: {self.describe_range()}",
            VALUE_CODES[self.kind], {"option": self.name, "value": str(value),
                                     "low": self.minimum, "high": self.maximum,
                                     "choices": ", ".join(self.choices)})

    def _validate_bool(self, value: object) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
            return value.strip().lower() in _TRUE
        raise self._problem(value)

    def _validate_int(self, value: object) -> int:
        number: int
        if isinstance(value, bool):
            raise self._problem(value)
        if isinstance(value, int):
            number = value
        elif isinstance(value, str) and _WHOLE_NUMBER.fullmatch(value.strip()):
            number = int(value.strip())
        else:
            raise self._problem(value)
        if self.minimum is not None and number < self.minimum:
            raise self._problem(value)
        if self.maximum is not None and number > self.maximum:
            raise self._problem(value)
        return number

    def _validate_choice(self, value: object) -> str:
        if isinstance(value, str):
            for choice in self.choices:
                if value.strip().lower() == choice.lower():
                    return choice
        raise self._problem(value)


def bool_option(name: str, default: bool) -> Option:
    return Option(name, "bool", default)


def int_option(name: str, default: int | Callable[[int], int], minimum: int,
               maximum: int) -> Option:
    return Option(name, "int", default, minimum=minimum, maximum=maximum)


def choice_option(name: str, default: str, choices: Sequence[str]) -> Option:
    return Option(name, "choice", default, choices=tuple(choices))

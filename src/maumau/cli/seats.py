"""What the terminal calls each seat: "Du" for the human, "Bot 2 (Anfänger)" for a bot,
"Spieler 2" in a replay. People count seats from 1, as the web page does ("Platz 1"); the
action notation and the command line's ``--seat`` keep the library's seat numbers from 0."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from maumau.cli.i18n import Texts

__all__ = [
    "SeatNames",
]


@dataclass(frozen=True)
class SeatNames:
    """Display names by seat; ``you`` is the seat addressed as "Du"/"You", if any."""

    names: tuple[str, ...]
    you: int | None = None
    you_object: str = ""

    def __call__(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]

    def obj(self, seat: int | None) -> str:
        """The name as an object: "gibt dir", "gives you"."""
        if self.is_you(seat) and self.you_object:
            return self.you_object
        return self(seat)

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.you

    @property
    def width(self) -> int:
        return max(len(name) for name in self.names)

    @classmethod
    def for_play(cls, texts: Texts, human: int, bot_kinds: Mapping[int, str]) -> SeatNames:
        players = len(bot_kinds) + 1
        names = tuple(
            texts("seat.you") if seat == human
            else texts("seat.bot", seat=seat + 1, kind=_level(texts, bot_kinds[seat]))
            for seat in range(players)
        )
        return cls(names, human, texts("seat.you_object"))

    @classmethod
    def for_replay(cls, texts: Texts, players: int,
                   who: Sequence[object] | None = None) -> SeatNames:
        """The names of a replay: those of the record's ``players`` (``{"name"}``, or
        ``{"level"}``: a bot's level or ``human``) where it lists them, else numbered."""
        listed = list(who) if isinstance(who, list) and len(who) == players else []
        return cls(tuple(_replay_name(texts, seat, listed[seat] if listed else None)
                         for seat in range(players)))


def _level(texts: Texts, kind: str) -> str:
    """A bot level in the chosen language ("Anfänger" for ``simple``); other kinds as named."""
    return texts(f"level.{kind}") if texts.has(f"level.{kind}") else kind


def _replay_name(texts: Texts, seat: int, entry: object) -> str:
    if isinstance(entry, Mapping):
        name, level = entry.get("name"), entry.get("level")
        if isinstance(name, str) and name.strip():
            return name.strip()
        if level == "human":
            return texts("seat.human", seat=seat + 1)
        if isinstance(level, str) and level:
            return texts("seat.bot", seat=seat + 1, kind=_level(texts, level))
    return texts("seat.player", seat=seat + 1)

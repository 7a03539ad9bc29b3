"""Fixed positions of the shedding games (classic, Tabaluga, emojical), written compactly.

A test names only what matters (hands, discard pile, the talon's top cards, whose turn,
pending effects, options); every card it does not name goes to the talon below the named
ones, under the discard pile, or into one seat's hand (``rest``), so each position holds
the whole pack exactly once and loads through :func:`maumau.load_position` like a saved
game would.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from maumau import Action, Event, Ruleset, load_position
from maumau.core.round import POSITION_FORMAT, POSITION_VERSION, Round
from maumau.games.shedding.round import SheddingRound

Rest = str | int
"""Where unnamed cards go: ``"talon"`` (below the named ones), ``"discard"`` (under the
named discard pile) or a seat number (into that hand)."""


def codes(text: str | Sequence[str]) -> list[str]:
    """Card codes from ``"g1 b+2"`` or ``"7H 8H"`` (or a list already split)."""
    return text.split() if isinstance(text, str) else list(text)


def position(
    variant: str,
    hands: Sequence[str],
    discard: str,
    *,
    talon: str = "",
    rest: Rest = "talon",
    to_move: int = 0,
    dealer: int | None = None,
    direction: int = 1,
    phase: str = "play",
    pending_draw: int = 0,
    wish: str | None = None,
    mau: Iterable[int] = (),
    drawn: str | None = None,
    stuck: int = 0,
    actor: int | None = None,
    target: int | None = None,
    options: Mapping[str, object] | None = None,
    preset: str | None = None,
    seed: int = 0,
    round_index: int = 0,
) -> dict[str, Any]:
    """A position JSON: one hand per seat, the discard pile bottom to top, the talon top
    first; ``mau`` lists the seats whose Mau call stands."""
    players = len(hands)
    ruleset = Ruleset.create(variant, players, preset, dict(options or {}))
    hand_lists = [codes(hand) for hand in hands]
    talon_list = codes(talon)
    discard_list = codes(discard)
    unnamed = _unnamed(ruleset, [*hand_lists, talon_list, discard_list])
    if rest == "talon":
        talon_list += unnamed
    elif rest == "discard":
        discard_list = unnamed + discard_list
    elif isinstance(rest, int):
        hand_lists[rest] += unnamed
    else:
        raise ValueError(f"rest must be 'talon', 'discard' or a seat, not {rest!r}")
    called = set(mau)
    data: dict[str, Any] = {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "ruleset": ruleset.to_dict(),
        "seed": seed,
        "round": round_index,
        "dealer": players - 1 if dealer is None else dealer,
        "chance": 1,
        "hands": hand_lists,
        "talon": talon_list,
        "discard": discard_list,
        "to_move": to_move,
        "direction": direction,
        "phase": phase,
        "pending_draw": pending_draw,
        "wish": wish,
        "mau": [seat in called for seat in range(players)],
        "drawn": drawn,
        "stuck": stuck,
    }
    if actor is not None:
        data["actor"] = actor
    if target is not None:
        data["target"] = target
    return data


def load(variant: str, hands: Sequence[str], discard: str, **fields: Any) -> SheddingRound:
    """Load a :func:`position` as a playable round."""
    return loaded(position(variant, hands, discard, **fields))


def loaded(data: Mapping[str, Any]) -> SheddingRound:
    game = load_position(data)
    assert isinstance(game, SheddingRound)
    return game


def _unnamed(ruleset: Ruleset, zones: Sequence[Sequence[str]]) -> list[str]:
    """The pack's cards, in deck order, that no zone names."""
    deck = ruleset.game.deck(ruleset)
    left = Counter({card.code: count for card, count in zip(deck.cards, deck.counts,
                                                            strict=True)})
    for zone in zones:
        for code in zone:
            if left[code] <= 0:
                raise ValueError(f"{code} named more often than the pack holds it")
            left[code] -= 1
    return [card.code for card in deck.cards for _ in range(left[card.code])]


def legal(game: SheddingRound) -> list[str]:
    """The legal actions in notation, sorted (a duplicate would show twice)."""
    return sorted(str(action) for action in game.legal_actions())


def hand(game: SheddingRound, seat: int) -> str:
    """A seat's hand as sorted text."""
    return " ".join(sorted(game.to_position()["hands"][seat]))


def hands(game: SheddingRound) -> list[str]:
    return [hand(game, seat) for seat in range(game.n)]


def top(game: SheddingRound) -> str:
    return str(game.to_position()["discard"][-1])


def brief(events: Iterable[Event]) -> list[str]:
    """Events as short text: ``kind seat`` then the action played, or the cards moved
    with ``#count``, ``>target`` and ``/choice`` (for a penalty the choice is the amount
    due)."""
    lines = []
    for event in events:
        parts = [event.kind.value]
        if event.seat is not None:
            parts.append(str(event.seat))
        if event.action is not None:
            parts.append(str(event.action))
        else:
            parts.extend(card.code for card in event.cards)
            if event.count:
                parts.append(f"#{event.count}")
            if event.target is not None:
                parts.append(f">{event.target}")
            if event.choice is not None:
                parts.append("/" + event.choice)
        lines.append(" ".join(parts))
    return lines


def first_called(game: Round) -> Action:
    """The first legal action, preferring one that makes a call: a steady policy that
    never forgets Mau, for playing rounds to their end in tests."""
    legal_now = game.legal_actions()
    return next((a for a in legal_now if a.call.value), legal_now[0])

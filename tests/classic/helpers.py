"""Fixed positions of classic Mau Mau, written compactly, and compact readings of a round.

A test names only what matters (hands, discard pile, the talon's top cards, whose turn,
pending effects, options); every card it does not name goes to the talon below the named
ones, under the discard pile, or into one seat's hand (``rest``), so each position holds
the whole pack exactly once and loads through :func:`maumau.load_position` like a saved
game would.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from maumau import Event, Ruleset, load_position
from maumau.core.round import POSITION_FORMAT, POSITION_VERSION
from maumau.variants.shedding import SheddingRound

Rest = str | int
"""Where unnamed cards go: ``"talon"`` (below the named ones), ``"discard"`` (under the
named discard pile) or a seat number (into that hand)."""


def codes(text: str | Sequence[str]) -> list[str]:
    """Card codes from ``"7H 8H"`` (or a list already split)."""
    return text.split() if isinstance(text, str) else list(text)


def classic_rules(players: int, options: Mapping[str, object] | None = None,
                  preset: str | None = None) -> Ruleset:
    return Ruleset.create("classic", players, preset, dict(options or {}))


def position(
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
    options: Mapping[str, object] | None = None,
    preset: str | None = None,
    seed: int = 0,
    round_index: int = 0,
) -> dict[str, Any]:
    """A position JSON: one hand per seat, the discard pile bottom to top, the talon top
    first; ``mau`` lists the seats whose Mau call stands."""
    players = len(hands)
    ruleset = classic_rules(players, options, preset)
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
    return {
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


def load(hands: Sequence[str], discard: str, **fields: Any) -> SheddingRound:
    """Load a :func:`position` as a playable round."""
    return loaded(position(hands, discard, **fields))


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


# ----------------------------------------------------------------------- readings


def legal(game: SheddingRound) -> list[str]:
    """The legal actions in notation, sorted (a duplicate would show twice)."""
    return sorted(str(action) for action in game.legal_actions())


def hand_of(game: SheddingRound, seat: int) -> str:
    return _sorted_text(game.to_position()["hands"][seat])


def state(game: SheddingRound) -> dict[str, Any]:
    """The public table and every hand (sorted), in the shape :func:`expected` builds."""
    data = game.to_position()
    return {
        "hands": [_sorted_text(hand) for hand in data["hands"]],
        "top": data["discard"][-1],
        "to_move": game.to_move,
        "direction": data["direction"],
        "phase": game.phase,
        "pending": data["pending_draw"],
        "wish": data["wish"],
        "mau": [seat for seat, ready in enumerate(data["mau"]) if ready],
    }


def expected(*, hands: Sequence[str], top: str, to_move: int | None, direction: int = 1,
             phase: str = "play", pending: int = 0, wish: str | None = None,
             mau: Sequence[int] = ()) -> dict[str, Any]:
    """A whole :func:`state`; the defaults are a plain turn with nothing pending."""
    return {
        "hands": [_sorted_text(hand) for hand in hands],
        "top": top,
        "to_move": to_move,
        "direction": direction,
        "phase": phase,
        "pending": pending,
        "wish": wish,
        "mau": list(mau),
    }


def brief(events: Iterable[Event]) -> list[str]:
    """Events as short text: ``kind seat`` then the action played, or the cards moved
    with ``#count`` and ``/choice`` (for a penalty the choice is the amount due)."""
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
            if event.choice is not None:
                parts.append("/" + event.choice)
        lines.append(" ".join(parts))
    return lines


def _sorted_text(hand: str | Sequence[str]) -> str:
    return " ".join(sorted(codes(hand)))


# ----------------------------------------------------------------------- dealt rounds


def deal_where(ruleset: Ruleset, starter: Callable[[str], bool], dealer: int,
               seeds: int = 2000) -> SheddingRound:
    """The first seeded deal (seed 0, 1, ...) whose turned-up card satisfies ``starter``."""
    for seed in range(seeds):
        game = ruleset.game.new_round(ruleset, seed, 0, dealer)
        assert isinstance(game, SheddingRound)
        if starter(game.to_position()["discard"][0]):
            return game
    raise AssertionError(f"no seed below {seeds} turns up a wanted starter card")

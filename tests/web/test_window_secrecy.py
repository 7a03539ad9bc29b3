"""[D-15], [D-29] at the web server: a throw-in window is one for the whole table and
reveals nothing. Two emojical deals that differ only in whether one seat holds a copy of
the card laid give every other seat the same messages at the same (virtual) times, when
that seat is a person who does not throw, and when it is a bot that passes however long
it thinks; a bot that throws does so at a moment drawn apart from its thinking.

The server's own bot runner and table play on a virtual clock (tests/support/
table_clock.py), so the timings compare exactly."""

from __future__ import annotations

from typing import Any

import pytest

from maumau import PASS, Match
from maumau.core.actions import Action
from maumau.web.tables import window
from maumau.web.tables.pace import Wish
from tests.emojical.helpers import position
from tests.support.table_clock import Rehearsal, fixed_think, rehearse

WINDOW = 2.0
PACE_MS = 600


def twins(players: int, holder: int) -> tuple[dict[str, Any], dict[str, Any]]:
    hands = ["y:smile y:wink b:cool"]
    hands += [f"{colour}:tongue {colour}:love {colour}:smile" for colour in "pgb"[:players - 1]]
    with_copy, without = list(hands), list(hands)
    with_copy[holder] = "y:smile g:sad g:love"
    without[holder] = "p:angry g:sad g:love"
    return position(with_copy, "y:laugh"), position(without, "y:laugh")


def window_played(data: dict[str, Any], kinds: list[str], levels: list[str | None],
                  think: Any = None, never: tuple[int, ...] = ()) -> Rehearsal:
    """Seat 0 lays a yellow smiley; the round is played on from its window."""
    match = Match.from_position(data)
    match.play("y:smile")
    return rehearse(match, kinds, levels, throw_in_seconds=WINDOW, bot_delay_ms=PACE_MS,
                    think=think or fixed_think(0.0),
                    wishes={seat: Wish(throw_in="never") for seat in never}, windows=1)


def told_until_close(seen: Rehearsal, seat: int) -> list[tuple[Any, ...]]:
    closed = seen.windows[0].closed
    return [(told.at, told.state, told.view, told.deadline)
            for told in seen.told[seat] if closed is None or told.at <= closed]


def decides(seconds: float, action: Action) -> Any:
    """A bot that thinks ``seconds`` (virtual) and then decides ``action``."""
    thinking = fixed_think(seconds)

    async def think(decide: Any) -> Action:
        await thinking(decide)
        return action

    return think


@pytest.mark.parametrize(("kinds", "levels", "holder"), [
    (["human", "human"], [None, None], 1),
    (["human", "bot", "human", "human"], [None, "simple", None, None], 2),
    (["human", "human", "human", "bot"], [None, None, None, "simple"], 1),
])
def test_a_person_who_holds_a_copy_and_does_not_throw_changes_nothing_seen(
        kinds: list[str], levels: list[str | None], holder: int) -> None:
    with_copy, without = twins(len(kinds), holder)
    seen, other = window_played(with_copy, kinds, levels), window_played(without, kinds, levels)
    assert seen.windows[0].holders == {holder} and not other.windows[0].holders
    assert seen.windows[0].thrower is None
    assert seen.windows[0].closed == pytest.approx(WINDOW)  # the table's time, no earlier
    for seat in range(len(kinds)):
        if seat != holder:
            assert told_until_close(seen, seat) == told_until_close(other, seat)
    # the holder alone sees its throw, and no pass to tap; the window's countdown for all
    first = seen.told[holder][0]
    assert first.view["legal_actions"] == ["y:smile"] and first.deadline == WINDOW
    assert all(seen.told[seat][0].deadline == WINDOW for seat in range(len(kinds)))


@pytest.mark.parametrize("seconds", [0.001, 0.4, 1.5, 5.0])
def test_a_bot_that_holds_a_copy_and_passes_is_invisible_however_long_it_thinks(
        seconds: float) -> None:
    kinds, levels = ["human", "bot", "human"], [None, "hard", None]
    with_copy, without = twins(3, 1)
    seen = window_played(with_copy, kinds, levels, decides(seconds, PASS))
    other = window_played(without, kinds, levels, decides(seconds, PASS))
    assert seen.windows[0].holders == {1} and seen.windows[0].thrower is None
    for seat in (0, 2):
        assert told_until_close(seen, seat) == told_until_close(other, seat)


def test_a_bot_throws_at_its_drawn_moment_whatever_it_thought() -> None:
    kinds, levels = ["human", "bot", "human"], [None, "hard", None]
    with_copy, _ = twins(3, 1)
    throw = Match.from_position(with_copy).round.parse_action("y:smile")
    moments = set()
    for seconds in (0.001, 0.1, 0.3):
        seen = window_played(with_copy, kinds, levels, decides(seconds, throw))
        first = seen.windows[0]
        assert first.thrower == 1 and first.closed is not None
        moments.add(round(first.closed, 9))
    assert len(moments) == 1
    moment = moments.pop()
    assert window.EARLIEST * WINDOW <= moment <= window.LATEST * WINDOW
    # a decision not ready at that moment is a pass: the window runs its whole time
    late = window_played(with_copy, kinds, levels, decides(WINDOW, throw))
    assert late.windows[0].thrower is None
    assert late.windows[0].closed == pytest.approx(WINDOW)


def test_a_window_nobody_but_bots_may_use_lasts_the_bots_pace() -> None:
    """People who chose "never ask me" are not waited for: the window lasts the bots'
    pace, which the next bot's move counts from, so it adds no wait [D-15]."""
    kinds, levels = ["human", "human", "bot"], [None, None, "simple"]
    _, without = twins(3, 1)
    seen = window_played(without, kinds, levels, never=(0, 1))
    assert seen.windows[0].closed == pytest.approx(PACE_MS / 1000)
    # no countdown is told for it: nobody waits on it but for the bots' pace
    assert all(told.deadline is None for seat in (0, 1, 2) for told in seen.told[seat])

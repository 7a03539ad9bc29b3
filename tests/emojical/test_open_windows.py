"""docs/rules.md §3.5 Zwischenwerfen with open windows [D-14], [D-15] (the default): every
play of a card that can be thrown in opens a window that asks every other seat in play
order, holder or not; a seat without the card may only pass; the first to throw in wins
and a new window asks every seat but the thrower; the card's effect comes when the window
closes. Every seat not asked sees the same open window."""

from __future__ import annotations

from maumau import Ruleset
from maumau.games.shedding.round import SheddingRound
from tests.emojical.helpers import load, seen
from tests.support.shedding_positions import brief, hand, legal, loaded

QUIET = "p:tongue p:love p:smile"
FOUR = ["y:smile y:wink b:cool", QUIET, "y:smile g:sad g:love", "b:wink p:cool p:sad"]


def asked(game: SheddingRound) -> list[tuple[int | None, list[str]]]:
    """Pass through the open window: who was asked, in order, and what each could do."""
    order: list[tuple[int | None, list[str]]] = []
    while game.phase == "throw_in":
        order.append((game.to_move, legal(game)))
        game.play("pass")
    return order


def test_every_other_seat_is_asked_in_play_order_holder_or_not() -> None:
    """[D-14]: seat 1 holds no y:smile and is asked all the same, before the holder."""
    game = load(FOUR, "y:laugh")

    events = game.play("y:smile")

    assert brief(events) == ["play 0 y:smile"]
    assert asked(game) == [(1, ["pass"]), (2, ["pass", "y:smile"]), (3, ["pass"])]
    assert (game.to_move, game.phase) == (1, "play")


def test_a_window_opens_when_nobody_holds_the_card() -> None:
    game = load(["y:smile y:wink b:cool", QUIET, "g:sad g:love g:cool"], "y:laugh")
    game.play("y:smile")
    assert asked(game) == [(1, ["pass"]), (2, ["pass"])]
    assert (game.to_move, game.phase) == (1, "play")


def test_no_window_when_every_copy_lies_on_the_discard_pile() -> None:
    """[D-14]: both y:smile are on the pile (one under the top): no hand can hold one."""
    game = load(["y:smile y:wink b:cool", QUIET, "g:sad g:love g:cool"], "y:smile y:laugh")
    events = game.play("y:smile")
    assert brief(events) == ["play 0 y:smile"]
    assert (game.to_move, game.phase) == (1, "play")


def test_a_card_that_exists_once_opens_no_window() -> None:
    """[I-19]: Kartentausch, Schenken and Zocken cannot be thrown in."""
    game = load(["y:gift y:wink b:cool", QUIET, "g:sad g:love g:cool"], "y:laugh")
    game.play("y:gift")
    assert (game.to_move, game.phase) == (1, "hit")


def test_a_throw_in_skips_the_seats_between() -> None:
    """Both y:smile are laid now: the throw-in opens no new window [D-14]."""
    game = load(FOUR, "y:laugh")
    game.play("y:smile")
    game.play("pass")

    events = game.play("y:smile")

    assert brief(events) == ["throw_in 2 y:smile"]
    assert hand(game, 2) == "g:love g:sad"
    assert (game.to_move, game.phase) == (3, "play")


def test_the_first_in_play_order_to_throw_in_wins() -> None:
    """[I-1]: with four identical grey cards, seat 1 is asked before seat 2."""
    game = load(["wish y:wink b:cool", "wish g:sad g:love", "wish b:sad b:love", QUIET],
                "y:laugh")
    game.play("wish/y")
    assert (game.to_move, legal(game)) == (1, ["pass", "wish/b", "wish/g", "wish/p", "wish/y"])
    game.play("pass")
    game.play("wish/b")

    # seat 2's card opens a new window: seat 3, then seat 0, then seat 1 (who holds one)
    assert [seat for seat, _ in asked(game)] == [3, 0, 1]
    assert (game.to_move, game.phase, game.to_position()["wish"]) == (3, "play", "b")


def test_the_effect_comes_when_the_window_closes_and_only_the_last_card_counts() -> None:
    """[I-19]: the thrown-in Zieh 2 cancels the first; the thrower's neighbour draws 2."""
    game = load(["y:+2 y:wink b:cool", QUIET, "y:+2 g:sad g:love", "b:wink p:cool p:sad"],
                "y:laugh")
    game.play("y:+2")
    assert (game.phase, game.pending) == ("throw_in", 0)
    game.play("pass")
    game.play("y:+2")
    assert (game.to_move, game.phase, game.pending) == (3, "penalty", 2)


def test_a_throw_in_with_the_last_card_and_mau_mau_wins_at_once() -> None:
    game = load(["y:smile y:wink b:cool", QUIET, "y:smile", "b:wink p:cool p:sad"], "y:laugh")
    game.play("y:smile")
    game.play("pass")
    assert legal(game) == ["pass", "y:smile", "y:smile!!"]
    game.play("y:smile!!")
    assert game.result is not None and game.result.winners == (2,)


def test_every_seat_not_asked_sees_the_same_open_window() -> None:
    """[D-15]: nobody to move, phase ``throw_in``, the seat whose card is pending."""
    game = load(FOUR, "y:laugh")
    game.play("y:smile")
    game.play("pass")

    assert seen(game, 2) == (2, "throw_in", ["pass", "y:smile"])
    for seat in (None, 0, 1, 3):
        assert seen(game, seat) == (None, "throw_in", [])
        assert game.view(seat).table["laid_by"] == 0


def test_a_pass_is_no_public_event() -> None:
    game = load(FOUR, "y:laugh")
    game.play("y:smile")
    before = [len(game.view(seat).events) for seat in range(4)]
    assert game.play("pass") == []
    assert [len(game.view(seat).events) for seat in range(4)] == before


def test_a_position_in_an_open_window_round_trips() -> None:
    game = load(FOUR, "y:laugh")
    game.play("y:smile")
    game.play("pass")
    data = game.to_position()
    assert (data["phase"], data["to_move"], data["actor"]) == ("throw_in", 2, 0)
    again = loaded(data)
    assert again.to_position() == data
    assert [seat for seat, _ in asked(again)] == [2, 3]


def test_open_windows_is_the_default_and_a_ruleset_saved_before_has_them_off() -> None:
    """[D-15]: new games open windows; a saved ruleset without the option replays as it
    was played (only holders asked), and saving it again leaves the option out."""
    new = Ruleset.create("emojical", 3)
    assert new.flag("open_windows") and new.to_dict()["options"]["open_windows"] is True
    saved = new.to_dict()
    del saved["options"]["open_windows"]
    old = Ruleset.from_dict(saved)
    assert old.flag("open_windows") is False and old.to_dict() == saved
    assert Ruleset.from_dict(old.to_dict()) == old
